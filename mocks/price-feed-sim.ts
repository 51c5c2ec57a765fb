/**
 * Demo mode's exchange: a WebSocket look-alike speaking the OKX public protocol (acks, ticker and
 * index pushes every second, ping/pong), so the demo runs the app's real price-feed machine.
 * Prices are a pure function of (seed, coin, time): smooth waves plus seeded per-second noise.
 * Simulated, and the screens say so (the feed is created with `demo: true`).
 */
import {
  COINS,
  KEEPALIVE_PING,
  KEEPALIVE_PONG,
  type Coin,
  type Subscription,
  type WebSocketFactory,
  type WebSocketLike,
} from '../src/api/price-feed-protocol'
import { hashSeed, mulberry32 } from './lib/random'

export const SIM_PUSH_MS = 1_000
const OPEN_DELAY_MS = 40
const REPLY_DELAY_MS = 20
const DAY_MS = 24 * 60 * 60 * 1000
const UTC8_MS = 8 * 60 * 60 * 1000
const DEFAULT_SEED = 20_240_601

/** Round-number reference prices, not market data. */
const BASE: Record<Coin, number> = { BTC: 64_000, USDT: 1, ETH: 3_200, BNB: 580, SOL: 150, USDC: 1, DOGE: 0.15, TRX: 0.12 }
/** How far (fraction) each coin wanders. */
const SWING: Record<Coin, number> = { BTC: 0.03, USDT: 0.0005, ETH: 0.04, BNB: 0.03, SOL: 0.05, USDC: 0.0003, DOGE: 0.06, TRX: 0.03 }

const noise = (seed: number, coin: Coin, second: number) => mulberry32(hashSeed(seed, coin, second))() * 2 - 1

/** The simulated price of `coin` at epoch ms `t`, to 6 significant digits. */
export function simulatedPrice(coin: Coin, t: number, seed = DEFAULT_SEED): number {
  const phase = (hashSeed(seed, coin) % 1000) / 1000
  const slow = Math.sin(2 * Math.PI * (t / (6 * 3600_000) + phase))
  const fast = Math.sin(2 * Math.PI * (t / (37 * 60_000) + 2 * phase))
  const wave = 0.6 * slow + 0.3 * fast + 0.1 * noise(seed, coin, Math.floor(t / 1000))
  return Number((BASE[coin] * (1 + SWING[coin] * wave)).toPrecision(6))
}

/** The start of `t`'s day on the UTC+8 calendar (the exchange's sodUtc8). */
export const startOfDayUtc8 = (t: number): number => Math.floor((t + UTC8_MS) / DAY_MS) * DAY_MS - UTC8_MS

const coinOf = (sub: Subscription): Coin | null => {
  const coin = sub.channel === 'index-tickers' ? (sub.instId === 'USDT-USD' ? 'USDT' : null) : sub.instId.replace(/-USDT$/, '')
  return coin && (COINS as readonly string[]).includes(coin) ? (coin as Coin) : null
}

function push(sub: Subscription, coin: Coin, t: number, seed: number): string {
  const last = String(simulatedPrice(coin, t, seed))
  const sodUtc8 = String(simulatedPrice(coin, startOfDayUtc8(t), seed))
  const ts = String(t)
  const row =
    sub.channel === 'index-tickers'
      ? { instId: sub.instId, idxPx: last, sodUtc8, ts }
      : { instType: 'SPOT', instId: sub.instId, last, sodUtc8, ts }
  return JSON.stringify({ arg: sub, data: [row] })
}

export interface SimulatedExchangeOptions {
  now?: () => number
  seed?: number
}

/** A WebSocket constructor whose sockets talk to the simulated exchange. */
export function simulatedExchange({ now = Date.now, seed = DEFAULT_SEED }: SimulatedExchangeOptions = {}): WebSocketFactory {
  return class SimulatedOkxSocket implements WebSocketLike {
    readyState = 0
    onopen: WebSocketLike['onopen'] = null
    onmessage: WebSocketLike['onmessage'] = null
    onclose: WebSocketLike['onclose'] = null
    onerror: WebSocketLike['onerror'] = null
    private subs: Array<{ sub: Subscription; coin: Coin }> = []
    private timers = new Set<ReturnType<typeof setTimeout>>()
    private interval: ReturnType<typeof setInterval> | null = null

    constructor(readonly url: string) {
      this.later(OPEN_DELAY_MS, () => {
        this.readyState = 1
        this.onopen?.({})
      })
    }

    send(data: string): void {
      if (this.readyState !== 1) throw new Error('InvalidStateError: the socket is not open')
      if (data === KEEPALIVE_PING) return this.later(REPLY_DELAY_MS, () => this.emit(KEEPALIVE_PONG))
      let msg: { op?: string; args?: Subscription[] }
      try {
        msg = JSON.parse(data) as typeof msg
      } catch {
        return this.later(REPLY_DELAY_MS, () =>
          this.emit(JSON.stringify({ event: 'error', code: '60012', msg: `Invalid request: ${data}` })),
        )
      }
      if (msg.op !== 'subscribe' || !Array.isArray(msg.args)) return
      this.later(REPLY_DELAY_MS, () => {
        for (const sub of msg.args!) {
          const coin = coinOf(sub)
          if (!coin) {
            this.emit(
              JSON.stringify({
                event: 'error',
                code: '60018',
                msg: `Wrong URL or channel:${sub.channel},instId:${sub.instId} doesn't exist.`,
              }),
            )
            continue
          }
          this.emit(JSON.stringify({ event: 'subscribe', arg: sub, connId: 'demo' }))
          this.subs.push({ sub, coin })
        }
        this.pushAll()
        this.interval ??= setInterval(() => this.pushAll(), SIM_PUSH_MS)
      })
    }

    close(code = 1000): void {
      if (this.readyState >= 2) return
      this.readyState = 2
      this.stopTimers()
      this.later(0, () => {
        this.readyState = 3
        this.onclose?.({ code, reason: '' })
      })
    }

    private pushAll() {
      const t = now()
      for (const { sub, coin } of this.subs) this.emit(push(sub, coin, t, seed))
    }

    private emit(data: string) {
      if (this.readyState === 1) this.onmessage?.({ data })
    }

    private later(ms: number, fn: () => void) {
      const id = setTimeout(() => {
        this.timers.delete(id)
        fn()
      }, ms)
      this.timers.add(id)
    }

    private stopTimers() {
      for (const id of this.timers) clearTimeout(id)
      this.timers.clear()
      if (this.interval !== null) clearInterval(this.interval)
      this.interval = null
    }
  }
}

/**
 * The demo's price feed options: the app's own feed (createPriceFeed) over the simulated exchange,
 * labelled demo, with a seeded reconnect jitter.
 */
export function demoPriceFeedOptions(options: SimulatedExchangeOptions = {}): {
  WebSocket: WebSocketFactory
  random: () => number
  demo: true
} {
  const jitter = mulberry32(hashSeed(options.seed ?? DEFAULT_SEED, 'price-feed-jitter'))
  return { WebSocket: simulatedExchange(options), random: jitter, demo: true }
}
