// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'
import { appPriceFeed } from './app-price-feed'
import type { PriceFeed } from '../../../machines/price-feed.source'

/** A fresh copy of the module: the app's feed is made once per page. */
const fresh = async () => {
  vi.resetModules()
  return (await import('./app-price-feed')).appPriceFeed
}

afterEach(() => vi.unstubAllGlobals())

describe('appPriceFeed: the app’s one live price feed', () => {
  it('a feed of the services’ own is the one used; with neither a feed nor a socket there are no live prices', () => {
    const feed: PriceFeed = { demo: false, getSnapshot: () => ({ status: 'live', prices: {} }), subscribe: () => () => {} }
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
    const appFeed = await fresh()
    const feed = appFeed({ priceFeedSocket: 'exchange' })
    expect(feed?.demo).toBe(false)
    expect(appFeed({ priceFeedSocket: 'exchange' })).toBe(feed)
    expect(feed!.getSnapshot().status).toBe('connecting')
    expect(opened).toEqual([])
    const off = feed!.subscribe(vi.fn())
    await vi.waitFor(() => expect(opened).toHaveLength(1))
    expect(opened[0]).toMatch(/^wss:\/\//)
    off()
  })

  it('over the exchange in a browser without WebSocket: no live prices', async () => {
    vi.stubGlobal('WebSocket', undefined)
    const appFeed = await fresh()
    expect(appFeed({ priceFeedSocket: 'exchange' })).toBeUndefined()
  })

  it('over the demo’s simulated exchange: one feed, which says it is simulated, with live prices', async () => {
    const { demoPriceFeedOptions } = await import('../../../mocks/price-feed-sim')
    const socket = demoPriceFeedOptions({ now: () => 1_767_000_000_000 })
    const feed = appPriceFeed({ priceFeedSocket: socket })
    expect(feed?.demo).toBe(true)
    expect(appPriceFeed({ priceFeedSocket: socket })).toBe(feed)
    const off = feed!.subscribe(() => {})
    await vi.waitFor(() => expect(feed!.getSnapshot().status).toBe('live'), { timeout: 10_000 })
    expect(Object.keys(feed!.getSnapshot().prices).length).toBeGreaterThan(0)
    off()
  })
})
