import type { PriceFeed, PriceFeedSnapshot } from '../../machines/price-feed.source'
import type { WebSocketFactory } from '../api/price-feed-protocol'
import type { AppServices } from './app-context'

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

/** The app's feeds, one per socket it connects over, made on first use: every screen shares it. */
const appFeeds = new WeakMap<object, PriceFeed | undefined>()
const EXCHANGE = {}

/**
 * The app's live price feed: the services' own (tests, stories), or the app's one feed over their socket.
 * Over the exchange's, the reconnect backoff's jitter comes from the platform CSPRNG
 * (crypto.getRandomValues); a browser without WebSocket or without that has no live prices. This module
 * loads with the screen that shows prices, not in the first load of every screen.
 */
export function appPriceFeed({ priceFeed, priceFeedSocket }: Pick<AppServices, 'priceFeed' | 'priceFeedSocket'>): PriceFeed | undefined {
  if (priceFeed || !priceFeedSocket) return priceFeed
  const key = priceFeedSocket === 'exchange' ? EXCHANGE : priceFeedSocket
  if (appFeeds.has(key)) return appFeeds.get(key)
  let feed: PriceFeed | undefined
  if (priceFeedSocket !== 'exchange' || (typeof globalThis.WebSocket === 'function' && globalThis.crypto?.getRandomValues)) {
    const options =
      priceFeedSocket === 'exchange'
        ? {
            WebSocket: globalThis.WebSocket as unknown as WebSocketFactory,
            random: () => globalThis.crypto.getRandomValues(new Uint32Array(1))[0]! / 2 ** 32,
          }
        : priceFeedSocket
    feed = lazyPriceFeed(
      () => import('../../machines/price-feed.source').then(({ createPriceFeed }) => createPriceFeed(options)),
      options.demo,
    )
  }
  appFeeds.set(key, feed)
  return feed
}
