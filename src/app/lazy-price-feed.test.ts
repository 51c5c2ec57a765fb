// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { lazyPriceFeed } from './lazy-price-feed'
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
})
