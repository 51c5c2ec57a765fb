import type { PriceFeed, PriceFeedSnapshot } from '../../machines/price-feed.source'

const CONNECTING: PriceFeedSnapshot = { status: 'connecting', prices: {} }

type Listener = (snapshot: PriceFeedSnapshot) => void

/**
 * A PriceFeed whose machine and protocol code load on the first subscription, so the exchange
 * client stays out of the first load of every screen that does not show prices.
 *
 * A failed load (offline, a flaky network, a deploy that replaced the chunk) is not kept: the next
 * subscription tries again, and so does the network coming back (`online` on `window`) while a
 * screen still waits, as for the app's other lazy code (chunk-errors.ts). Until then the screen
 * shows `connecting`.
 */
export function lazyPriceFeed(
  load: () => Promise<PriceFeed>,
  demo = false,
  network: EventTarget | undefined = typeof window === 'undefined' ? undefined : window,
): PriceFeed {
  let real: PriceFeed | null = null
  let loading = false
  /** Listeners subscribed while the code is not there yet, with how to attach each. */
  const waiting = new Set<(feed: PriceFeed) => void>()

  const onOnline = () => attempt()
  const watchNetwork = (on: boolean) => {
    if (on) network?.addEventListener('online', onOnline)
    else network?.removeEventListener('online', onOnline)
  }

  function attempt(): void {
    if (real || loading) return
    loading = true
    load().then(
      (feed) => {
        real = feed
        watchNetwork(false)
        for (const attach of waiting) attach(feed)
        waiting.clear()
      },
      (error: unknown) => {
        loading = false
        console.error('price feed failed to load', error)
        if (waiting.size > 0) watchNetwork(true)
      },
    )
  }

  return {
    demo,
    getSnapshot: () => real?.getSnapshot() ?? CONNECTING,
    subscribe(listener: Listener) {
      if (real) return real.subscribe(listener)
      let unsubscribe: (() => void) | null = null
      const attach = (feed: PriceFeed) => {
        unsubscribe = feed.subscribe(listener)
      }
      waiting.add(attach)
      attempt()
      return () => {
        if (waiting.delete(attach) && waiting.size === 0) watchNetwork(false)
        unsubscribe?.()
        unsubscribe = null
      }
    },
  }
}
