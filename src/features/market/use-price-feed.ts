import { useEffect, useState } from 'react'
import type { PriceFeed, PriceFeedSnapshot } from '../../../machines/price-feed.source'

/** The feed's latest snapshot; the screen redraws at most every 3 s (the feed throttles listeners). */
export function usePriceFeed(feed: PriceFeed | undefined): PriceFeedSnapshot | null {
  const [snapshot, setSnapshot] = useState<PriceFeedSnapshot | null>(() => feed?.getSnapshot() ?? null)
  useEffect(() => {
    if (!feed) return
    setSnapshot(feed.getSnapshot())
    return feed.subscribe(setSnapshot)
  }, [feed])
  return snapshot
}
