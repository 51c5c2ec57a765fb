/**
 * The OKX public WebSocket protocol as far as the price feed uses it.
 * Pure functions: the subscribe request, and every inbound frame classified into what the
 * machine acts on. Anything unexpected is `ignored`, never thrown.
 */

export const OKX_PUBLIC_URL = 'wss://ws.okx.com:8443/ws/v5/public'

/** The trend list's coins, in its order. */
export const COINS = ['BTC', 'USDT', 'ETH', 'BNB', 'SOL', 'USDC', 'DOGE', 'TRX'] as const
export type Coin = (typeof COINS)[number]

export interface Subscription {
  channel: 'tickers' | 'index-tickers'
  instId: string
}

/** Spot tickers against USDT; USDT itself from the USDT-USD index (field `idxPx`). */
export const SUBSCRIPTIONS: readonly Subscription[] = [
  ...COINS.filter((c) => c !== 'USDT').map((c) => ({ channel: 'tickers' as const, instId: `${c}-USDT` })),
  { channel: 'index-tickers', instId: 'USDT-USD' },
]

export interface CoinPrice {
  last: number
  /** Price at the start of the day in UTC+8, the base of the change percentage. */
  sodUtc8: number
  /** Exchange timestamp (epoch ms), 0 when absent. */
  ts: number
}

export type Prices = Partial<Record<Coin, CoinPrice>>

export const KEEPALIVE_PING = 'ping'
export const KEEPALIVE_PONG = 'pong'
/** Notice "the connection will soon be closed for a service upgrade": reconnect now. */
export const RECONNECT_NOTICE = '64008'

export function subscribeRequest(subscriptions: readonly Subscription[] = SUBSCRIPTIONS): string {
  return JSON.stringify({ op: 'subscribe', args: subscriptions })
}

export type InboundFrame =
  | { kind: 'pong' }
  | { kind: 'subscribed'; instId: string }
  | { kind: 'error'; code: string; msg: string }
  | { kind: 'notice'; code: string }
  | { kind: 'prices'; prices: Prices }
  | { kind: 'ignored' }

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x)

const positive = (x: unknown): number | null => {
  const n = typeof x === 'string' && x.trim() !== '' ? Number(x) : typeof x === 'number' ? x : NaN
  return Number.isFinite(n) && n > 0 ? n : null
}

function coinOf(channel: unknown, instId: unknown): Coin | null {
  if (channel === 'index-tickers') return instId === 'USDT-USD' ? 'USDT' : null
  if (channel !== 'tickers' || typeof instId !== 'string') return null
  const [base, quote] = instId.split('-')
  return quote === 'USDT' && (COINS as readonly string[]).includes(base!) && base !== 'USDT' ? (base as Coin) : null
}

/** One text frame from the exchange. Binary frames arrive as non-strings and are ignored. */
export function parseFrame(raw: unknown): InboundFrame {
  if (typeof raw !== 'string') return { kind: 'ignored' }
  if (raw === KEEPALIVE_PONG) return { kind: 'pong' }
  let msg: unknown
  try {
    msg = JSON.parse(raw)
  } catch {
    return { kind: 'ignored' }
  }
  if (!isRecord(msg)) return { kind: 'ignored' }
  if (typeof msg.event === 'string') {
    const code = msg.code === undefined ? '' : String(msg.code)
    if (msg.event === 'subscribe' && isRecord(msg.arg) && typeof msg.arg.instId === 'string') {
      return { kind: 'subscribed', instId: msg.arg.instId }
    }
    if (msg.event === 'error') return { kind: 'error', code, msg: typeof msg.msg === 'string' ? msg.msg : '' }
    if (msg.event === 'notice') return { kind: 'notice', code }
    return { kind: 'ignored' }
  }
  if (!isRecord(msg.arg) || !Array.isArray(msg.data)) return { kind: 'ignored' }
  const coin = coinOf(msg.arg.channel, msg.arg.instId)
  if (!coin) return { kind: 'ignored' }
  const field = msg.arg.channel === 'index-tickers' ? 'idxPx' : 'last'
  const prices: Prices = {}
  for (const row of msg.data) {
    if (!isRecord(row)) continue
    const last = positive(row[field])
    const sodUtc8 = positive(row.sodUtc8)
    if (last === null || sodUtc8 === null) continue
    const ts = positive(row.ts) ?? 0
    // Several rows in one push: the newest wins.
    if (!prices[coin] || ts >= prices[coin].ts) prices[coin] = { last, sodUtc8, ts }
  }
  return Object.keys(prices).length > 0 ? { kind: 'prices', prices } : { kind: 'ignored' }
}

/** Change %: (last − sodUtc8) / sodUtc8, in percent. */
export function changePercent(price: CoinPrice): number {
  return ((price.last - price.sodUtc8) / price.sodUtc8) * 100
}

/** What the feed needs of a WebSocket: the browser's, Node's `ws` in tests, or the demo's simulated exchange. */
export interface WebSocketLike {
  readonly readyState: number
  send(data: string): void
  close(code?: number, reason?: string): void
  onopen: ((event: unknown) => void) | null
  onmessage: ((event: { data: unknown }) => void) | null
  onclose: ((event: { code: number; reason?: string }) => void) | null
  onerror: ((event: unknown) => void) | null
}
export type WebSocketFactory = new (url: string) => WebSocketLike
