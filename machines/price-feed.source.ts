/**
 * The app's one price feed: the machine runs only while at least one screen listens, and each
 * listener hears at most one update per 3 s (the list redraws at most every 3 s); a first redraw with
 * some coins' prices waits a moment for the others, which the exchange sends right behind.
 * The demo builds the same object around a simulated exchange (mocks/price-feed-sim.ts).
 */
import { createActor, type Actor } from 'xstate'
import { priceFeedMachine } from './price-feed.machine'
import { COINS, OKX_PUBLIC_URL, type Prices, type WebSocketFactory } from '../src/api/price-feed-protocol'

export const REDRAW_MS = 3_000

/**
 * - connecting: no price yet, and no connection has failed yet;
 * - unavailable: no price yet, and a connection has failed (the feed keeps retrying with its backoff);
 * - live: a price arrived on the current connection (and no `error` event since);
 * - stale: prices shown are from an earlier connection, or the exchange refused the subscription.
 */
export type PriceFeedStatus = 'connecting' | 'unavailable' | 'live' | 'stale'

export interface PriceFeedSnapshot {
  status: PriceFeedStatus
  prices: Prices
}

export interface PriceFeed {
  /** Simulated prices (demo mode): screens label them. */
  readonly demo: boolean
  getSnapshot(): PriceFeedSnapshot
  /** The first listener opens the connection, the last one to leave closes it. */
  subscribe(listener: (snapshot: PriceFeedSnapshot) => void): () => void
}

/** Timers for the redraw throttle and the machine's delays (xstate's Clock shape). */
export interface FeedClock {
  setTimeout(fn: () => void, ms: number): unknown
  clearTimeout(id: unknown): void
}

export interface PriceFeedOptions {
  WebSocket: WebSocketFactory
  url?: string
  /** Jitter for the reconnect backoff, in [0, 1). */
  random: () => number
  demo?: boolean
  clock?: FeedClock
}

const realClock: FeedClock = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>),
}

type FeedActor = Actor<typeof priceFeedMachine>

function snapshotOf(actor: FeedActor): PriceFeedSnapshot {
  const snap = actor.getSnapshot()
  const { prices } = snap.context
  const hasPrices = Object.keys(prices).length > 0
  const live = snap.matches({ connection: 'open' }) && snap.context.fresh
  if (!hasPrices) return { status: snap.matches('backoff') || snap.context.attempt > 0 ? 'unavailable' : 'connecting', prices }
  return { status: live ? 'live' : 'stale', prices }
}

/**
 * How long a redraw that would show some coins' prices but not all waits for the rest: the exchange
 * answers a subscription with each instrument's ticker in its own frame, a few ms apart, and the
 * list should not show one price and seven dashes until the next redraw, 3 s later.
 */
export const GATHER_MS = 300

const hasEveryCoin = (s: PriceFeedSnapshot) => COINS.every((coin) => s.prices[coin] !== undefined)
/** Live prices, some coins' but not all. */
const partlyLive = (s: PriceFeedSnapshot) => s.status === 'live' && !hasEveryCoin(s)

/**
 * At most one call (the latest value) per `ms`. Outside a window the call comes at once, unless the
 * value holds live prices of some coins but not all: then it waits up to `GATHER_MS` for the rest (at
 * once when they are in), and the window starts with that call.
 */
function throttled(clock: FeedClock, ms: number, fn: (s: PriceFeedSnapshot) => void) {
  let timer: unknown = null
  let gathering = false
  let pending: PriceFeedSnapshot | null = null
  const call = (s: PriceFeedSnapshot) => {
    pending = null
    gathering = false
    fn(s)
    timer = clock.setTimeout(() => {
      timer = null
      if (pending) call(pending)
    }, ms)
  }
  return {
    push(s: PriceFeedSnapshot) {
      if (gathering && hasEveryCoin(s)) {
        clock.clearTimeout(timer)
        call(s)
      } else if (timer !== null) pending = s
      else if (partlyLive(s)) {
        pending = s
        gathering = true
        timer = clock.setTimeout(() => call(pending!), GATHER_MS)
      } else call(s)
    },
    cancel() {
      if (timer !== null) clock.clearTimeout(timer)
      timer = null
      gathering = false
      pending = null
    },
  }
}

export function createPriceFeed(options: PriceFeedOptions): PriceFeed {
  const clock = options.clock ?? realClock
  const listeners = new Set<ReturnType<typeof throttled>>()
  let actor: FeedActor | null = null
  let current: PriceFeedSnapshot = { status: 'connecting', prices: {} }

  const start = () => {
    const started = createActor(priceFeedMachine, {
      input: { url: options.url ?? OKX_PUBLIC_URL, WebSocket: options.WebSocket, random: options.random, prices: current.prices },
      clock,
    })
    actor = started
    started.subscribe(() => {
      if (actor !== started) return
      const next = snapshotOf(started)
      if (next.status === current.status && next.prices === current.prices) return
      current = next
      for (const l of listeners) l.push(current)
    })
    started.start()
    current = snapshotOf(started)
  }

  const stop = () => {
    const stopping = actor
    actor = null
    stopping?.stop()
    // Kept prices are shown as stale until the next connection brings fresh ones.
    if (current.status === 'live') current = { ...current, status: 'stale' }
  }

  return {
    demo: options.demo ?? false,
    getSnapshot: () => current,
    subscribe(listener) {
      const entry = throttled(clock, REDRAW_MS, listener)
      listeners.add(entry)
      if (!actor) start()
      return () => {
        entry.cancel()
        if (!listeners.delete(entry)) return
        if (listeners.size === 0) stop()
      }
    },
  }
}
