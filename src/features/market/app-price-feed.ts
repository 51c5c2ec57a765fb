import type { AppServices } from '../../app/app-context'
import type { WebSocketFactory } from '../../api/price-feed-protocol'
import { createPriceFeed, type PriceFeed } from '../../../machines/price-feed.source'

/** The app's feeds, one per socket it connects over, made on first use: every screen shares it. */
const appFeeds = new WeakMap<object, PriceFeed | undefined>()
const EXCHANGE = {}

/**
 * The app's live price feed: the services' own (tests, stories), or the app's one feed over their socket
 * (it connects while a screen listens). Over the exchange's, the reconnect backoff's jitter comes from the
 * platform CSPRNG (crypto.getRandomValues); a browser without WebSocket or without that has no live prices.
 * The feed's code (its machine and the exchange's protocol) comes with the screen that shows prices, not in
 * the first load of every screen; on a first load of that screen the pre-entry script preloads it with the
 * route's code, since the screen subscribes at once.
 */
export function appPriceFeed({ priceFeed, priceFeedSocket }: Pick<AppServices, 'priceFeed' | 'priceFeedSocket'>): PriceFeed | undefined {
  if (priceFeed || !priceFeedSocket) return priceFeed
  const key = priceFeedSocket === 'exchange' ? EXCHANGE : priceFeedSocket
  if (appFeeds.has(key)) return appFeeds.get(key)
  let feed: PriceFeed | undefined
  if (priceFeedSocket !== 'exchange') feed = createPriceFeed(priceFeedSocket)
  else if (typeof globalThis.WebSocket === 'function' && globalThis.crypto?.getRandomValues) {
    feed = createPriceFeed({
      WebSocket: globalThis.WebSocket as unknown as WebSocketFactory,
      random: () => globalThis.crypto.getRandomValues(new Uint32Array(1))[0]! / 2 ** 32,
    })
  }
  appFeeds.set(key, feed)
  return feed
}
