import { useEffect, useState } from 'react'
import type { PriceFeed, PriceFeedSnapshot } from '../../../machines/price-feed.source'
// The feed's client code (which boot's lazy feed imports on the first subscription) comes with this
// screen's code: the screen subscribes at once, so on a first load of /lotteryprize it is preloaded
// beside the entry instead of being asked for after the first render (one round trip later).
import '../../../machines/price-feed.source'

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
