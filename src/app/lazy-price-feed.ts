import type { PriceFeed, PriceFeedSnapshot } from '../../machines/price-feed.source'

const CONNECTING: PriceFeedSnapshot = { status: 'connecting', prices: {} }

/**
 * A PriceFeed whose machine and protocol code load on the first subscription, so the exchange
 * client stays out of the first load of every screen that does not show prices.
 */
export function lazyPriceFeed(load: () => Promise<PriceFeed>, demo = false): PriceFeed {
  let real: PriceFeed | null = null
  let loading: Promise<PriceFeed> | null = null
  return {
    demo,
    getSnapshot: () => real?.getSnapshot() ?? CONNECTING,
    subscribe(listener) {
      let unsubscribe: (() => void) | null = null
      let left = false
      loading ??= load().then((feed) => (real = feed))
      loading.then(
        (feed) => {
          if (!left) unsubscribe = feed.subscribe(listener)
        },
        (error: unknown) => console.error('price feed failed to load', error),
      )
      return () => {
        left = true
        unsubscribe?.()
      }
    },
  }
}
