// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'
import { appPriceFeed, lazyPriceFeed } from './lazy-price-feed'
import type { PriceFeed, PriceFeedSnapshot } from '../../machines/price-feed.source'

function fakeFeed() {
  const listeners = new Set<(s: PriceFeedSnapshot) => void>()
  const snapshot: PriceFeedSnapshot = { status: 'live', prices: { BTC: { last: 1, sodUtc8: 1 } } as never }
  const feed: PriceFeed = {
    demo: false,
    getSnapshot: () => snapshot,
    subscribe: (l) => (listeners.add(l), () => listeners.delete(l)),
  }
  return { feed, listeners, snapshot }
}

describe('lazyPriceFeed', () => {
  it('loads nothing until the first subscription, then loads once and delegates', async () => {
    const { feed, listeners, snapshot } = fakeFeed()
    const load = vi.fn(async () => feed)
    const lazy = lazyPriceFeed(load)
    expect(lazy.getSnapshot().status).toBe('connecting')
    expect(load).not.toHaveBeenCalled()
    const a = vi.fn()
    const offA = lazy.subscribe(a)
    lazy.subscribe(vi.fn())
    await Promise.resolve()
    await Promise.resolve()
    expect(load).toHaveBeenCalledTimes(1)
    expect(listeners.size).toBe(2)
    expect(lazy.getSnapshot()).toBe(snapshot)
    offA()
    expect(listeners.size).toBe(1)
  })

  it('a listener that leaves before the code arrives never subscribes', async () => {
    const { feed, listeners } = fakeFeed()
    const lazy = lazyPriceFeed(async () => feed)
    const off = lazy.subscribe(vi.fn())
    off()
    await new Promise((r) => setTimeout(r, 0))
    expect(listeners.size).toBe(0)
  })

  describe('code that could not load', () => {
    const flush = () => new Promise((r) => setTimeout(r, 0))
    const failure = () => new TypeError('Failed to fetch dynamically imported module: /assets/price-feed.source-abc.js')
    afterEach(() => vi.restoreAllMocks())

    it('is loaded again on the next subscription, and earlier listeners still waiting get it too', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined)
      const { feed, listeners, snapshot } = fakeFeed()
      const load = vi.fn<() => Promise<PriceFeed>>().mockRejectedValueOnce(failure()).mockResolvedValue(feed)
      const lazy = lazyPriceFeed(load, false, new EventTarget())
      lazy.subscribe(vi.fn())
      await flush()
      expect(load).toHaveBeenCalledTimes(1)
      expect(lazy.getSnapshot().status).toBe('connecting')
      expect(console.error).toHaveBeenCalledWith('price feed failed to load', expect.any(TypeError))

      lazy.subscribe(vi.fn())
      await flush()
      expect(load).toHaveBeenCalledTimes(2)
      expect(listeners.size).toBe(2)
      expect(lazy.getSnapshot()).toBe(snapshot)
    })

    it('is loaded again when the network comes back while a screen waits', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined)
      const { feed, listeners } = fakeFeed()
      const network = new EventTarget()
      const load = vi.fn<() => Promise<PriceFeed>>().mockRejectedValueOnce(failure()).mockResolvedValue(feed)
      const lazy = lazyPriceFeed(load, false, network)
      const listener = vi.fn()
      lazy.subscribe(listener)
      await flush()
      expect(listeners.size).toBe(0)

      network.dispatchEvent(new Event('online'))
      await flush()
      expect(load).toHaveBeenCalledTimes(2)
      expect(listeners.has(listener)).toBe(true)
      // Loaded: later `online` events load nothing.
      network.dispatchEvent(new Event('online'))
      await flush()
      expect(load).toHaveBeenCalledTimes(2)
    })

    it('is not loaded again when nobody waits for it any more', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined)
      const network = new EventTarget()
      const load = vi.fn<() => Promise<PriceFeed>>().mockRejectedValue(failure())
      const lazy = lazyPriceFeed(load, false, network)
      const off = lazy.subscribe(vi.fn())
      await flush()
      off()
      network.dispatchEvent(new Event('online'))
      await flush()
      expect(load).toHaveBeenCalledTimes(1)
    })
  })

  describe('appPriceFeed', () => {
    afterEach(() => vi.unstubAllGlobals())
    /** A fresh copy of the module: the app's feed is made once per page. */
    const fresh = async () => {
      vi.resetModules()
      return (await import('./lazy-price-feed')).appPriceFeed
    }

    it('a feed of the services’ own is the one used; with neither a feed nor a socket there are no live prices', () => {
      const { feed } = fakeFeed()
      expect(appPriceFeed({ priceFeed: feed, priceFeedSocket: 'exchange' })).toBe(feed)
      expect(appPriceFeed({})).toBeUndefined()
    })

    it('over the exchange: one feed for the app, connecting with the first listener over the browser’s WebSocket', async () => {
      const opened: string[] = []
      class FakeSocket extends EventTarget {
        readyState = 0
        constructor(url: string) {
          super()
          opened.push(url)
        }
        send() {}
        close() {}
      }
      vi.stubGlobal('WebSocket', FakeSocket)
      const appPriceFeed = await fresh()
      const feed = appPriceFeed({ priceFeedSocket: 'exchange' })
      expect(feed?.demo).toBe(false)
      expect(appPriceFeed({ priceFeedSocket: 'exchange' })).toBe(feed)
      expect(feed!.getSnapshot().status).toBe('connecting')
      const off = feed!.subscribe(vi.fn())
      await vi.waitFor(() => expect(opened).toHaveLength(1))
      expect(opened[0]).toMatch(/^wss:\/\//)
      off()
    })

    it('over the exchange in a browser without WebSocket: no live prices', async () => {
      vi.stubGlobal('WebSocket', undefined)
      const appPriceFeed = await fresh()
      expect(appPriceFeed({ priceFeedSocket: 'exchange' })).toBeUndefined()
    })
  })
})
