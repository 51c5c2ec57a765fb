// One connection to the exchange's public WebSocket: subscribe 2 s after
// open, keep the latest price per coin, keepalive ping/pong after 25 s of silence, and reconnect
// with jittered exponential backoff on close, error, missing pong or the 64008 notice.
import { assign, fromCallback, sendTo, setup } from 'xstate'
import {
  KEEPALIVE_PING,
  RECONNECT_NOTICE,
  parseFrame,
  subscribeRequest,
  type Prices,
  type WebSocketFactory,
  type WebSocketLike,
} from '../src/api/price-feed-protocol'

export const SUBSCRIBE_DELAY_MS = 2_000
export const KEEPALIVE_MS = 25_000
export const PONG_TIMEOUT_MS = 5_000
export const BACKOFF_BASE_MS = 1_000
export const BACKOFF_MAX_MS = 30_000

/** The part of the browser's WebSocket the feed uses; the constructor is injected (tests, demo). */

const OPEN = 1

/**
 * "Equal jitter": half of the capped exponential step is fixed, half random, so retries of many
 * clients spread out but never come back faster than half the step. `random` in [0, 1).
 */
export function backoffDelay(attempt: number, random: () => number): number {
  const step = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempt))
  return Math.round(step / 2 + (step / 2) * random())
}

export interface PriceFeedInput {
  url: string
  WebSocket: WebSocketFactory
  /** Jitter source in [0, 1), injected (crypto in the app, fixed in tests). */
  random: () => number
  /** Prices kept from an earlier connection: shown as stale until fresh ones arrive. */
  prices?: Prices
}

export interface PriceFeedContext extends PriceFeedInput {
  prices: Prices
  /** Failed connections in a row; 0 again once prices flow. */
  attempt: number
  /** The exchange's last `error` event (e.g. a refused subscription). */
  lastError: { code: string; msg: string } | null
  /** Close code of the last dropped connection. */
  lastCloseCode: number | null
  /** Instruments the exchange acknowledged on the current connection. */
  subscribed: string[]
  /**
   * A price arrived on the current connection since it opened or since the exchange's last
   * `error` event: only then are the prices live (kept ones are stale until fresh ones come).
   */
  fresh: boolean
}

export type SocketEvent =
  { type: 'socket.open' } | { type: 'socket.message'; data: unknown } | { type: 'socket.close'; code: number } | { type: 'socket.error' }

type SocketCommand = { type: 'socket.send'; data: string }

/** Owns one WebSocket: opens it on start, closes it (listeners first) when the state that invoked it exits. */
export const socketActor = fromCallback<SocketCommand, Pick<PriceFeedInput, 'url' | 'WebSocket'>, SocketEvent>(
  ({ input, sendBack, receive }) => {
    let ws: WebSocketLike
    try {
      ws = new input.WebSocket(input.url)
    } catch {
      // An invalid URL or a blocked scheme throws synchronously: treat it as a failed connection.
      queueMicrotask(() => sendBack({ type: 'socket.error' }))
      return () => undefined
    }
    ws.onopen = () => sendBack({ type: 'socket.open' })
    ws.onmessage = (event) => sendBack({ type: 'socket.message', data: event.data })
    ws.onclose = (event) => sendBack({ type: 'socket.close', code: event.code })
    ws.onerror = () => sendBack({ type: 'socket.error' })
    receive((command) => {
      if (ws.readyState === OPEN) ws.send(command.data)
    })
    return () => {
      ws.onopen = ws.onmessage = ws.onclose = null
      // A no-op rather than null: Node's `ws` throws on an 'error' event nobody listens to.
      ws.onerror = () => undefined
      try {
        ws.close(1000)
      } catch {
        // already closing
      }
    }
  },
)

const isReconnectNotice = ({ event }: { event: SocketEvent }) => {
  if (event.type !== 'socket.message') return false
  const frame = parseFrame(event.data)
  return frame.kind === 'notice' && frame.code === RECONNECT_NOTICE
}

export const priceFeedMachine = setup({
  types: {
    context: {} as PriceFeedContext,
    events: {} as SocketEvent,
    input: {} as PriceFeedInput,
  },
  actors: { socket: socketActor },
  guards: { isReconnectNotice },
  delays: {
    subscribeDelay: SUBSCRIBE_DELAY_MS,
    keepalive: KEEPALIVE_MS,
    pongTimeout: PONG_TIMEOUT_MS,
    backoff: ({ context }) => backoffDelay(context.attempt, context.random),
  },
  actions: {
    sendSubscribe: sendTo('socket', { type: 'socket.send', data: subscribeRequest() }),
    sendPing: sendTo('socket', { type: 'socket.send', data: KEEPALIVE_PING }),
    applyFrame: assign(({ context, event }) => {
      if (event.type !== 'socket.message') return {}
      const frame = parseFrame(event.data)
      switch (frame.kind) {
        case 'prices':
          return { prices: { ...context.prices, ...frame.prices }, attempt: 0, fresh: true }
        case 'subscribed':
          return { subscribed: [...context.subscribed.filter((id) => id !== frame.instId), frame.instId] }
        case 'error':
          // We only ever send the subscription: an error refuses it, so no fresh price may follow.
          return { lastError: { code: frame.code, msg: frame.msg }, fresh: false }
        default:
          return {}
      }
    }),
  },
}).createMachine({
  id: 'priceFeed',
  context: ({ input }) => ({
    ...input,
    prices: input.prices ?? {},
    attempt: 0,
    lastError: null,
    lastCloseCode: null,
    subscribed: [],
    fresh: false,
  }),
  initial: 'connection',
  states: {
    connection: {
      entry: assign({ subscribed: [], fresh: false }),
      invoke: { id: 'socket', src: 'socket', input: ({ context }) => ({ url: context.url, WebSocket: context.WebSocket }) },
      on: {
        // Any drop while someone still wants prices is retried: 4004 (no data for 30 s), 1006, ...
        'socket.close': { target: 'backoff', actions: assign({ lastCloseCode: ({ event }) => event.code }) },
        'socket.error': { target: 'backoff' },
      },
      initial: 'connecting',
      states: {
        connecting: {
          on: { 'socket.open': 'open' },
        },
        open: {
          initial: 'waiting',
          states: {
            /** The exchange is given 2 s after open before the subscription is sent. */
            waiting: {
              after: { subscribeDelay: { target: 'live', actions: 'sendSubscribe' } },
              on: {
                'socket.message': [{ guard: 'isReconnectNotice', target: '#priceFeed.backoff' }, { actions: 'applyFrame' }],
              },
            },
            live: {
              initial: 'listening',
              on: {
                'socket.message': [
                  { guard: 'isReconnectNotice', target: '#priceFeed.backoff' },
                  // Any frame, a pong included, proves the connection alive: restart the silence timer.
                  { target: '.listening', reenter: true, actions: 'applyFrame' },
                ],
              },
              states: {
                listening: { after: { keepalive: 'awaitingPong' } },
                awaitingPong: {
                  entry: 'sendPing',
                  after: { pongTimeout: '#priceFeed.backoff' },
                },
              },
            },
          },
        },
      },
    },
    backoff: {
      exit: assign({ attempt: ({ context }) => context.attempt + 1 }),
      after: { backoff: 'connection' },
    },
  },
})

export type PriceFeedMachine = typeof priceFeedMachine
