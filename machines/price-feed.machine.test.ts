// @vitest-environment node
// The price feed against a real WebSocket server on loopback speaking the exchange's protocol.
// Network I/O is real; every delay of the machine runs on a SimulatedClock.
import { afterEach, describe, expect, it } from 'vitest'
import { SimulatedClock, createActor, type Actor } from 'xstate'
import { WebSocket as NodeWebSocket, WebSocketServer, type WebSocket as ServerSocket } from 'ws'
import { BACKOFF_MAX_MS, KEEPALIVE_MS, PONG_TIMEOUT_MS, SUBSCRIBE_DELAY_MS, backoffDelay, priceFeedMachine } from './price-feed.machine'
import { SUBSCRIPTIONS, changePercent, parseFrame, type WebSocketFactory } from '../src/api/price-feed-protocol'
import { GATHER_MS, REDRAW_MS, createPriceFeed, type PriceFeedSnapshot } from './price-feed.source'

const WS = NodeWebSocket as unknown as WebSocketFactory

/**
 * Client sockets opened so far, as the client saw them. The server sees a connection before the
 * client's `open` event runs (on a loaded machine, well before): a test that drives the simulated
 * clock waits for this, so the client has scheduled its subscription before the clock moves.
 */
let clientOpens = 0
class CountingWS extends NodeWebSocket {
  constructor(url: string) {
    super(url)
    this.addEventListener('open', () => void clientOpens++)
  }
}
const FEED_WS = CountingWS as unknown as WebSocketFactory
const HALF = () => 0.5

/**
 * Polls real time (I/O on loopback) until `check` holds. The limit only ends a test that would hang: a
 * loopback connection on a 2-core machine under full load has taken over 3 s, so it is generous.
 */
async function until(check: () => boolean, what: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 5))
  }
}
const settle = () => new Promise((r) => setTimeout(r, 30))

interface Exchange {
  url: string
  /** Connections in order of arrival. */
  sockets: ServerSocket[]
  /** Text frames received, per connection. */
  received: string[][]
  closed: number[]
  /** Answer a subscription with an `error` event instead of acks (as OKX does for a bad request). */
  refuse: boolean
  close(): Promise<void>
}

/** A minimal OKX public endpoint: acks each subscribed instrument, answers `ping` with `pong`. */
async function startExchange(opts: { autoPong?: boolean } = {}): Promise<Exchange> {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 })
  await new Promise<void>((r) => wss.once('listening', () => r()))
  const address = wss.address() as { port: number }
  const ex: Exchange = {
    url: `ws://127.0.0.1:${address.port}/ws/v5/public`,
    sockets: [],
    received: [],
    closed: [],
    refuse: false,
    close: () =>
      new Promise<void>((r) => {
        for (const s of ex.sockets) s.terminate()
        wss.close(() => r())
      }),
  }
  wss.on('connection', (socket) => {
    const index = ex.sockets.push(socket) - 1
    ex.received[index] = []
    socket.on('close', () => ex.closed.push(index))
    socket.on('message', (data, isBinary) => {
      if (isBinary) return
      const text = data.toString()
      ex.received[index]!.push(text)
      if (text === 'ping' && opts.autoPong !== false) socket.send('pong')
      if (text.startsWith('{')) {
        const msg = JSON.parse(text) as { op: string; args: Array<{ channel: string; instId: string }> }
        if (msg.op === 'subscribe' && ex.refuse)
          socket.send(
            JSON.stringify({
              event: 'error',
              code: '60018',
              msg: "Wrong URL or channel:tickers,instId:BTC-USDT doesn't exist.",
              connId: 'c1',
            }),
          )
        else if (msg.op === 'subscribe') for (const arg of msg.args) socket.send(JSON.stringify({ event: 'subscribe', arg, connId: 'c1' }))
      }
    })
  })
  return ex
}

const ticker = (instId: string, last: string, sodUtc8: string, ts = '1700000000000') =>
  JSON.stringify({
    arg: { channel: 'tickers', instId },
    data: [{ instType: 'SPOT', instId, last, sodUtc8, sodUtc0: '1', open24h: '1', ts }],
  })
const index = (idxPx: string, sodUtc8: string) =>
  JSON.stringify({
    arg: { channel: 'index-tickers', instId: 'USDT-USD' },
    data: [{ instId: 'USDT-USD', idxPx, sodUtc8, ts: '1700000000000' }],
  })

let exchange: Exchange | null = null
let running: Array<{ stop(): void }> = []

afterEach(async () => {
  for (const a of running) a.stop()
  running = []
  await exchange?.close()
  exchange = null
})

function startFeed(url: string) {
  const clock = new SimulatedClock()
  const actor = createActor(priceFeedMachine, { input: { url, WebSocket: WS, random: HALF }, clock }).start()
  running.push(actor)
  return { clock, actor }
}

const stateOf = (actor: Actor<typeof priceFeedMachine>) => JSON.stringify(actor.getSnapshot().value)

/** Connected and subscribed on connection `n` (0-based), acks received. */
async function subscribed(ex: Exchange, clock: SimulatedClock, actor: Actor<typeof priceFeedMachine>, n = 0) {
  await until(() => ex.sockets.length > n && actor.getSnapshot().matches({ connection: 'open' }), `connection ${n} open`)
  clock.increment(SUBSCRIBE_DELAY_MS)
  await until(() => actor.getSnapshot().context.subscribed.length === SUBSCRIPTIONS.length, 'subscription acks')
}

describe('price feed machine (loopback exchange)', () => {
  it('subscribes exactly 2 s after open to the 7 tickers and the USDT-USD index', async () => {
    exchange = await startExchange()
    const { clock, actor } = startFeed(exchange.url)
    await until(() => actor.getSnapshot().matches({ connection: 'open' }), 'open')
    clock.increment(SUBSCRIBE_DELAY_MS - 1)
    await settle()
    expect(exchange.received[0]).toEqual([])
    clock.increment(1)
    await until(() => exchange!.received[0]!.length === 1, 'subscribe request')
    const request = JSON.parse(exchange.received[0]![0]!) as { op: string; args: unknown[] }
    expect(request.op).toBe('subscribe')
    expect(request.args).toEqual([
      { channel: 'tickers', instId: 'BTC-USDT' },
      { channel: 'tickers', instId: 'ETH-USDT' },
      { channel: 'tickers', instId: 'BNB-USDT' },
      { channel: 'tickers', instId: 'SOL-USDT' },
      { channel: 'tickers', instId: 'USDC-USDT' },
      { channel: 'tickers', instId: 'DOGE-USDT' },
      { channel: 'tickers', instId: 'TRX-USDT' },
      { channel: 'index-tickers', instId: 'USDT-USD' },
    ])
    await until(() => actor.getSnapshot().context.subscribed.length === 8, 'acks')
    expect(actor.getSnapshot().context.subscribed).toContain('USDT-USD')
  })

  it('keeps the latest price per coin from ticker and index pushes', async () => {
    exchange = await startExchange()
    const { clock, actor } = startFeed(exchange.url)
    await subscribed(exchange, clock, actor)
    const s = exchange.sockets[0]!
    s.send(ticker('BTC-USDT', '43000.5', '42000'))
    s.send(ticker('ETH-USDT', '2300', '2400'))
    s.send(index('1.0002', '1.0001'))
    s.send(ticker('BTC-USDT', '43100.25', '42000', '1700000001000'))
    await until(() => actor.getSnapshot().context.prices.BTC?.last === 43100.25, 'latest BTC')
    const { prices } = actor.getSnapshot().context
    expect(prices.BTC).toEqual({ last: 43100.25, sodUtc8: 42000, ts: 1700000001000 })
    expect(prices.ETH).toMatchObject({ last: 2300, sodUtc8: 2400 })
    expect(prices.USDT).toMatchObject({ last: 1.0002, sodUtc8: 1.0001 })
    expect(changePercent(prices.ETH!)).toBeCloseTo(-4.1666667, 6)
  })

  it('sends `ping` after 25 s of silence, stays connected on `pong`; any frame resets the timer', async () => {
    exchange = await startExchange()
    const { clock, actor } = startFeed(exchange.url)
    await subscribed(exchange, clock, actor)
    const pings = () => exchange!.received[0]!.filter((m) => m === 'ping').length

    clock.increment(KEEPALIVE_MS - 5_000)
    exchange.sockets[0]!.send(ticker('BTC-USDT', '1', '1'))
    await until(() => actor.getSnapshot().context.prices.BTC !== undefined, 'push')
    clock.increment(KEEPALIVE_MS - 1)
    await settle()
    expect(pings()).toBe(0)

    clock.increment(1)
    await until(() => pings() === 1, 'first ping')
    await until(() => stateOf(actor).includes('listening'), 'pong handled')
    clock.increment(PONG_TIMEOUT_MS)
    await settle()
    expect(actor.getSnapshot().matches({ connection: 'open' })).toBe(true)
    expect(exchange.sockets).toHaveLength(1)

    clock.increment(KEEPALIVE_MS - PONG_TIMEOUT_MS)
    await until(() => pings() === 2, 'second ping after another 25 s of silence')
  })

  it('no `pong` within 5 s: drops the connection, reconnects after the backoff and subscribes again', async () => {
    exchange = await startExchange({ autoPong: false })
    const { clock, actor } = startFeed(exchange.url)
    await subscribed(exchange, clock, actor)
    clock.increment(KEEPALIVE_MS)
    await until(() => exchange!.received[0]!.includes('ping'), 'ping')
    clock.increment(PONG_TIMEOUT_MS - 1)
    expect(actor.getSnapshot().matches({ connection: 'open' })).toBe(true)
    clock.increment(1)
    expect(actor.getSnapshot().matches('backoff')).toBe(true)
    await until(() => exchange!.closed.includes(0), 'old socket closed')

    clock.increment(backoffDelay(0, HALF))
    await subscribed(exchange, clock, actor, 1)
    expect(exchange.received[1]!.filter((m) => m.includes('"subscribe"'))).toHaveLength(1)
  })

  it('close code 4004 reconnects with exponential backoff; prices flowing reset it', async () => {
    exchange = await startExchange()
    const { clock, actor } = startFeed(exchange.url)
    await subscribed(exchange, clock, actor)

    exchange.sockets[0]!.close(4004, 'No data received in 30s.')
    await until(() => actor.getSnapshot().matches('backoff'), 'backoff after 4004')
    expect(actor.getSnapshot().context.lastCloseCode).toBe(4004)
    expect(backoffDelay(0, HALF)).toBe(750)
    clock.increment(749)
    await settle()
    expect(exchange.sockets).toHaveLength(1)
    clock.increment(1)
    await until(() => exchange!.sockets.length === 2, 'second connection')

    // Dropped again at once: the next wait doubles.
    await until(() => actor.getSnapshot().matches({ connection: 'open' }), 'open again')
    exchange.sockets[1]!.close(4004)
    await until(() => actor.getSnapshot().matches('backoff'), 'backoff again')
    expect(actor.getSnapshot().context.attempt).toBe(1)
    clock.increment(backoffDelay(1, HALF) - 1)
    await settle()
    expect(exchange.sockets).toHaveLength(2)
    clock.increment(1)
    await subscribed(exchange, clock, actor, 2)

    exchange.sockets[2]!.send(ticker('SOL-USDT', '100', '90'))
    await until(() => actor.getSnapshot().context.prices.SOL !== undefined, 'push')
    expect(actor.getSnapshot().context.attempt).toBe(0)
  })

  it('notice 64008 makes the client close and reconnect', async () => {
    exchange = await startExchange()
    const { clock, actor } = startFeed(exchange.url)
    await subscribed(exchange, clock, actor)
    exchange.sockets[0]!.send(
      JSON.stringify({
        event: 'notice',
        code: '64008',
        msg: 'The connection will soon be closed for a service upgrade. Please reconnect.',
        connId: 'c1',
      }),
    )
    await until(() => actor.getSnapshot().matches('backoff'), 'backoff after the notice')
    await until(() => exchange!.closed.includes(0), 'client closed the old socket')
    clock.increment(backoffDelay(0, HALF))
    await subscribed(exchange, clock, actor, 1)
  })

  it('an error event from the exchange is recorded and the connection kept', async () => {
    exchange = await startExchange()
    const { clock, actor } = startFeed(exchange.url)
    await subscribed(exchange, clock, actor)
    exchange.sockets[0]!.send(JSON.stringify({ event: 'error', code: '60012', msg: 'Invalid request', connId: 'c1' }))
    await until(() => actor.getSnapshot().context.lastError !== null, 'error recorded')
    expect(actor.getSnapshot().context.lastError).toEqual({ code: '60012', msg: 'Invalid request' })
    expect(actor.getSnapshot().context.fresh).toBe(false)
    expect(actor.getSnapshot().matches({ connection: 'open' })).toBe(true)
  })

  it('a socket error (nothing listening) goes to backoff and keeps retrying, waits growing to the cap', async () => {
    exchange = await startExchange()
    const url = exchange.url
    await exchange.close()
    exchange = null
    const { clock, actor } = startFeed(url)
    await until(() => actor.getSnapshot().matches('backoff'), 'backoff after a refused connection')
    clock.increment(backoffDelay(0, HALF))
    await until(() => actor.getSnapshot().matches('backoff') && actor.getSnapshot().context.attempt === 1, 'second failure')
    expect(backoffDelay(1, HALF)).toBe(1500)
    expect(backoffDelay(20, HALF)).toBe(BACKOFF_MAX_MS * 0.75)
    expect(backoffDelay(3, () => 0)).toBe(4000)
    expect(backoffDelay(3, () => 0.999999)).toBe(8000)
  })

  it('ignores malformed frames, binary frames, unknown events and unknown instruments', async () => {
    exchange = await startExchange()
    const { clock, actor } = startFeed(exchange.url)
    await subscribed(exchange, clock, actor)
    const s = exchange.sockets[0]!
    s.send(ticker('BTC-USDT', '43000', '42000'))
    await until(() => actor.getSnapshot().context.prices.BTC !== undefined, 'first push')
    const before = actor.getSnapshot().context.prices
    for (const frame of [
      'not json',
      '{"arg":',
      '[1,2,3]',
      'null',
      JSON.stringify({ event: 'channel-conn-count', channel: 'tickers', connCount: '2', connId: 'c1' }),
      JSON.stringify({ arg: { channel: 'tickers', instId: 'XRP-USDT' }, data: [{ last: '1', sodUtc8: '1' }] }),
      JSON.stringify({ arg: { channel: 'tickers', instId: 'BTC-USDT' }, data: [{ last: 'abc', sodUtc8: '1' }] }),
      JSON.stringify({ arg: { channel: 'tickers', instId: 'BTC-USDT' }, data: [{ last: '-5', sodUtc8: '1' }] }),
      JSON.stringify({ arg: { channel: 'tickers', instId: 'BTC-USDT' }, data: 'x' }),
      JSON.stringify({ arg: { channel: 'candle1m', instId: 'BTC-USDT' }, data: [['1', '2']] }),
    ])
      s.send(frame)
    s.send(Buffer.from([1, 2, 3]), { binary: true })
    s.send(ticker('ETH-USDT', '2000', '2000'))
    await until(() => actor.getSnapshot().context.prices.ETH !== undefined, 'a good frame after the bad ones')
    expect(actor.getSnapshot().context.prices.BTC).toEqual(before.BTC)
    expect(actor.getSnapshot().matches({ connection: 'open' })).toBe(true)
    expect(exchange.sockets).toHaveLength(1)
  })
})

describe('price feed source', () => {
  it('connects with the first listener, closes when the last leaves; redraws at most every 3 s', async () => {
    clientOpens = 0
    exchange = await startExchange()
    const clock = new SimulatedClock()
    const feed = createPriceFeed({ WebSocket: FEED_WS, url: exchange.url, random: HALF, clock })
    await settle()
    expect(exchange.sockets).toHaveLength(0)

    const seen: PriceFeedSnapshot[] = []
    const other: PriceFeedSnapshot[] = []
    const offA = feed.subscribe((s) => seen.push(s))
    const offB = feed.subscribe((s) => other.push(s))
    await until(() => exchange!.sockets.length === 1 && clientOpens === 1, 'one connection for both listeners')
    clock.increment(SUBSCRIBE_DELAY_MS)
    await until(() => exchange!.received[0]!.length === 1, 'subscribe')
    expect(feed.getSnapshot().status).toBe('connecting')

    const s = exchange.sockets[0]!
    s.send(ticker('BTC-USDT', '100', '100'))
    await until(() => feed.getSnapshot().prices.BTC?.last === 100, 'first price')
    expect(feed.getSnapshot().status).toBe('live')
    const calls = seen.length
    // Pushes inside the 3 s window are coalesced into one redraw with the newest values.
    s.send(ticker('BTC-USDT', '101', '100'))
    s.send(ticker('BTC-USDT', '102', '100'))
    await until(() => feed.getSnapshot().prices.BTC?.last === 102, 'latest price')
    clock.increment(SUBSCRIBE_DELAY_MS) // 2 s since the subscription: < 3 s since the last redraw
    expect(seen.length).toBeLessThanOrEqual(calls + 1)
    clock.increment(REDRAW_MS)
    expect(seen.at(-1)!.prices.BTC!.last).toBe(102)
    expect(seen.at(-1)!.status).toBe('live')

    offA()
    await settle()
    expect(exchange.closed).toEqual([])
    offB()
    await until(() => exchange!.closed.includes(0), 'closed with the last listener')
    expect(feed.getSnapshot().status).toBe('stale')
    expect(feed.getSnapshot().prices.BTC!.last).toBe(102)

    // A later screen reconnects, shown stale until fresh prices arrive.
    const offC = feed.subscribe(() => undefined)
    expect(feed.getSnapshot()).toMatchObject({ status: 'stale', prices: { BTC: { last: 102 } } })
    await until(() => exchange!.sockets.length === 2 && clientOpens === 2, 'reconnected for the new listener')
    offC()
  })

  it('a listener sees `stale` while the connection is down and `live` again after resubscribing', async () => {
    clientOpens = 0
    exchange = await startExchange()
    const clock = new SimulatedClock()
    const feed = createPriceFeed({ WebSocket: FEED_WS, url: exchange.url, random: HALF, clock })
    const off = feed.subscribe(() => undefined)
    await until(() => exchange!.sockets.length === 1 && clientOpens === 1, 'connection')
    clock.increment(SUBSCRIBE_DELAY_MS)
    await until(() => exchange!.received[0]!.length === 1, 'subscribe')
    exchange.sockets[0]!.send(index('1', '1'))
    await until(() => feed.getSnapshot().status === 'live', 'live')
    exchange.sockets[0]!.close(4004)
    await until(() => feed.getSnapshot().status === 'stale', 'stale while reconnecting')
    clock.increment(backoffDelay(0, HALF))
    await until(() => exchange!.sockets.length === 2 && clientOpens === 2, 'reconnected')
    await settle()
    clock.increment(SUBSCRIBE_DELAY_MS)
    await until(() => exchange!.received[1]!.length === 1, 'resubscribed')
    exchange.sockets[1]!.send(index('1.001', '1'))
    await until(() => feed.getSnapshot().status === 'live' && feed.getSnapshot().prices.USDT?.last === 1.001, 'live again')
    off()
  })

  it('kept prices stay `stale` on the new connection until a fresh price arrives on it', async () => {
    clientOpens = 0
    exchange = await startExchange()
    const clock = new SimulatedClock()
    const feed = createPriceFeed({ WebSocket: FEED_WS, url: exchange.url, random: HALF, clock })
    const seen: PriceFeedSnapshot[] = []
    const off = feed.subscribe((s) => seen.push(s))
    await until(() => exchange!.sockets.length === 1 && clientOpens === 1, 'connection')
    await settle()
    clock.increment(SUBSCRIBE_DELAY_MS)
    await until(() => exchange!.received[0]!.length === 1, 'subscribe')
    exchange.sockets[0]!.send(ticker('BTC-USDT', '100', '100'))
    await until(() => feed.getSnapshot().status === 'live', 'live')
    exchange.sockets[0]!.close(4004)
    await until(() => feed.getSnapshot().status === 'stale', 'stale while reconnecting')

    clock.increment(backoffDelay(0, HALF))
    await until(() => exchange!.sockets.length === 2 && clientOpens === 2, 'reconnected')
    await settle() // the client has seen `open`
    expect(feed.getSnapshot().status).toBe('stale')
    clock.increment(SUBSCRIBE_DELAY_MS)
    await until(() => exchange!.received[1]!.length === 1, 'resubscribed')
    await settle() // acks received, no ticker yet
    expect(feed.getSnapshot()).toMatchObject({ status: 'stale', prices: { BTC: { last: 100 } } })
    clock.increment(REDRAW_MS)
    expect(seen.slice(1).map((s) => s.status)).not.toContain('live')

    exchange.sockets[1]!.send(ticker('BTC-USDT', '101', '100'))
    await until(() => feed.getSnapshot().status === 'live', 'live with the fresh price')
    expect(feed.getSnapshot().prices.BTC!.last).toBe(101)
    off()
  })

  it('an `error` event refusing the subscription leaves kept prices `stale`', async () => {
    clientOpens = 0
    exchange = await startExchange()
    const clock = new SimulatedClock()
    const feed = createPriceFeed({ WebSocket: FEED_WS, url: exchange.url, random: HALF, clock })
    const off = feed.subscribe(() => undefined)
    await until(() => exchange!.sockets.length === 1 && clientOpens === 1, 'connection')
    clock.increment(SUBSCRIBE_DELAY_MS)
    await until(() => exchange!.received[0]!.length === 1, 'subscribe')
    exchange.sockets[0]!.send(ticker('ETH-USDT', '2000', '2000'))
    await until(() => feed.getSnapshot().status === 'live', 'live')

    // On the same connection: prices that flowed before the error are no longer vouched for.
    exchange.sockets[0]!.send(JSON.stringify({ event: 'error', code: '60012', msg: 'Invalid request', connId: 'c1' }))
    await until(() => feed.getSnapshot().status === 'stale', 'stale after the error')
    exchange.sockets[0]!.send(ticker('ETH-USDT', '2001', '2000'))
    await until(() => feed.getSnapshot().status === 'live', 'live again when data flows')

    // On a new connection whose subscription is refused.
    exchange.refuse = true
    exchange.sockets[0]!.close(4004)
    await until(() => feed.getSnapshot().status === 'stale', 'stale while reconnecting')
    clock.increment(backoffDelay(0, HALF))
    await until(() => exchange!.sockets.length === 2 && clientOpens === 2, 'reconnected')
    await settle()
    clock.increment(SUBSCRIBE_DELAY_MS)
    await until(() => exchange!.received[1]!.length === 1, 'resubscribed')
    await settle() // the error event received
    expect(feed.getSnapshot()).toMatchObject({ status: 'stale', prices: { ETH: { last: 2001 } } })
    off()
  })

  /** A feed with one listener (what it heard: `seen`, `before` entries before the first price), subscribed on the exchange's socket `s`. */
  async function subscribedFeed() {
    clientOpens = 0
    exchange = await startExchange()
    const clock = new SimulatedClock()
    const feed = createPriceFeed({ WebSocket: FEED_WS, url: exchange.url, random: HALF, clock })
    const seen: PriceFeedSnapshot[] = []
    const off = feed.subscribe((snapshot) => seen.push(snapshot))
    await until(() => exchange!.sockets.length === 1 && clientOpens === 1, 'connection')
    clock.increment(SUBSCRIBE_DELAY_MS)
    await until(() => exchange!.received[0]!.length === 1, 'subscribe')
    return { clock, feed, seen, off, s: exchange.sockets[0]!, before: seen.length }
  }

  it('the first prices show together: a redraw with some coins waits for the others, sent right behind', async () => {
    const { clock, feed, seen, off, s, before } = await subscribedFeed()

    // One frame per instrument, as the exchange answers a subscription; the clock does not move.
    s.send(ticker('BTC-USDT', '100', '100'))
    await until(() => feed.getSnapshot().prices.BTC !== undefined, 'BTC')
    expect(feed.getSnapshot().status).toBe('live')
    expect(seen.length, 'BTC alone is not drawn').toBe(before)
    for (const coin of ['ETH', 'BNB', 'SOL', 'USDC', 'DOGE', 'TRX']) s.send(ticker(`${coin}-USDT`, '2', '2'))
    s.send(index('1', '1'))
    await until(() => seen.length > before, 'the redraw')
    expect(seen.length).toBe(before + 1)
    expect(Object.keys(seen.at(-1)!.prices).sort()).toEqual(['BNB', 'BTC', 'DOGE', 'ETH', 'SOL', 'TRX', 'USDC', 'USDT'])

    // Then at most one redraw per 3 s again.
    s.send(ticker('BTC-USDT', '101', '100'))
    await until(() => feed.getSnapshot().prices.BTC?.last === 101, 'BTC 101')
    clock.increment(REDRAW_MS - 1)
    expect(seen.length).toBe(before + 1)
    clock.increment(1)
    expect(seen.at(-1)!.prices.BTC!.last).toBe(101)
    off()
  })

  it('coins that do not come within the wait are drawn without: the prices that came show', async () => {
    const { clock, feed, seen, off, s, before } = await subscribedFeed()
    s.send(ticker('BTC-USDT', '100', '100'))
    s.send(ticker('ETH-USDT', '2000', '2000'))
    await until(() => feed.getSnapshot().prices.ETH !== undefined, 'BTC and ETH')
    clock.increment(GATHER_MS - 1)
    expect(seen.length).toBe(before)
    clock.increment(1)
    expect(seen.length).toBe(before + 1)
    expect(seen.at(-1)).toMatchObject({ status: 'live', prices: { BTC: { last: 100 }, ETH: { last: 2000 } } })
    expect(seen.at(-1)!.prices.SOL).toBeUndefined()
    off()
  })

  it('no price yet and the connection drops: `unavailable` while it retries, `live` once a price comes', async () => {
    clientOpens = 0
    exchange = await startExchange()
    const clock = new SimulatedClock()
    const feed = createPriceFeed({ WebSocket: FEED_WS, url: exchange.url, random: HALF, clock })
    const off = feed.subscribe(() => undefined)
    await until(() => exchange!.sockets.length === 1 && clientOpens === 1, 'connection')
    expect(feed.getSnapshot().status).toBe('connecting')
    exchange.sockets[0]!.close(1011)
    await until(() => feed.getSnapshot().status === 'unavailable', 'unavailable while it waits to retry')
    clock.increment(backoffDelay(0, HALF))
    await until(() => exchange!.sockets.length === 2 && clientOpens === 2, 'reconnected')
    // still no price on the new connection: still unavailable, not "connecting" from scratch
    expect(feed.getSnapshot().status).toBe('unavailable')
    clock.increment(SUBSCRIBE_DELAY_MS)
    await until(() => exchange!.received[1]!.length === 1, 'subscribed')
    exchange.sockets[1]!.send(index('1', '1'))
    await until(() => feed.getSnapshot().status === 'live', 'live')
    off()
  })

  it('with no prices at all, a refused subscription stays `connecting`', async () => {
    clientOpens = 0
    exchange = await startExchange()
    exchange.refuse = true
    const clock = new SimulatedClock()
    const feed = createPriceFeed({ WebSocket: FEED_WS, url: exchange.url, random: HALF, clock })
    const off = feed.subscribe(() => undefined)
    await until(() => exchange!.sockets.length === 1 && clientOpens === 1, 'connection')
    clock.increment(SUBSCRIBE_DELAY_MS)
    await until(() => exchange!.received[0]!.length === 1, 'subscribe')
    await settle()
    expect(feed.getSnapshot().status).toBe('connecting')
    off()
  })
})

describe('protocol', () => {
  it('classifies frames', () => {
    expect(parseFrame('pong')).toEqual({ kind: 'pong' })
    expect(parseFrame(JSON.stringify({ event: 'notice', code: '64008' }))).toEqual({ kind: 'notice', code: '64008' })
    expect(parseFrame(JSON.stringify({ event: 'subscribe', arg: { channel: 'tickers', instId: 'TRX-USDT' } }))).toEqual({
      kind: 'subscribed',
      instId: 'TRX-USDT',
    })
    expect(parseFrame(ticker('DOGE-USDT', '0.08', '0.079'))).toMatchObject({
      kind: 'prices',
      prices: { DOGE: { last: 0.08, sodUtc8: 0.079 } },
    })
    expect(parseFrame(index('0.9998', '1'))).toMatchObject({ kind: 'prices', prices: { USDT: { last: 0.9998, sodUtc8: 1 } } })
    // A ticker of USDT against itself does not exist; the index is the only USDT source.
    expect(parseFrame(ticker('USDT-USDT', '1', '1'))).toEqual({ kind: 'ignored' })
    expect(parseFrame(new Uint8Array([1]))).toEqual({ kind: 'ignored' })
  })

  it('change % = (last − sodUtc8) / sodUtc8', () => {
    expect(changePercent({ last: 110, sodUtc8: 100, ts: 0 })).toBeCloseTo(10, 10)
    expect(changePercent({ last: 95, sodUtc8: 100, ts: 0 })).toBeCloseTo(-5, 10)
  })
})
