import { describe, expect, it } from 'vitest'
import { createActor, emit, fromCallback, fromPromise, setup, SimulatedClock, waitFor, type AnyEventObject, type EventObject } from 'xstate'
import { ApiError } from '../src/api/errors'
import type { GameInfo, GameLogEntry, ResultHistory, Room, VorderRow } from '../src/api/types'
import type { Cents } from '../src/lib/money'
import { betMachine } from './bet.machine'
import { REVEAL_PARTS, REVEAL_STEP_MS } from './draw-reveal.machine'
import { liveOrdersMachine } from './live-orders.machine'
import { CANCEL_CHECK_PAUSES_MS, ownOrdersMachine } from './own-orders.machine'
import { roomActors, roomMachine, type RoomSession } from './room.machine'
import { roundMachine } from './round.machine'

const c = (n: number) => n as Cents
const ROOM = { id: 1, type: 1, title: 'Standard', minjoin: c(0), minbuy: c(2000), rates: [1.98, 1.98] } as unknown as Room
const info = (seqno: string, seconds = 120, his: ResultHistory[] = []): GameInfo =>
  ({
    room: ROOM,
    game: { id: 77, seqno, gametype: 1, initmoney: c(0) },
    diff: { minute: Math.floor(seconds / 60), second: seconds % 60 },
    his,
  }) as unknown as GameInfo
const drawn = (seqno: string): ResultHistory => ({ seqno, num1: 3, num2: 5, num3: 7, sum: 15, resultcn: '' }) as ResultHistory

/** A session stand-in: the balance it holds and the refreshes it was asked for. */
function fakeSession(money: number | null = 1_000_000) {
  const listeners = new Set<() => void>()
  let user = money === null ? null : { money: c(money) }
  const session = {
    refreshes: 0,
    send() {
      session.refreshes++
    },
    getSnapshot: () => ({ context: { user } }),
    subscribe(listener: () => void) {
      listeners.add(listener)
      return { unsubscribe: () => void listeners.delete(listener) }
    },
    setMoney(next: number | null) {
      user = next === null ? null : { money: c(next) }
      listeners.forEach((l) => l())
    },
    listeners,
  }
  return session satisfies RoomSession
}

/**
 * A child stand-in: records what the room sends it (in `log`, as "child:event") and emits whatever
 * it is told to with `test.emit`, as the real machines emit their news.
 */
function stub(name: string, log: string[]) {
  return setup({ types: { events: {} as AnyEventObject, emitted: {} as AnyEventObject } }).createMachine({
    on: {
      'test.emit': { actions: emit(({ event }) => event.news as AnyEventObject) },
      '*': { actions: ({ event }) => void log.push(`${name}:${event.type}`) },
    },
  })
}

function startStubbedRoom(session = fakeSession()) {
  const log: string[] = []
  const clock = new SimulatedClock()
  let setVisibility: (state: 'hidden' | 'visible') => void = () => {}
  const room = createActor(
    roomMachine.provide({
      actors: {
        round: stub('round', log) as unknown as typeof roundMachine,
        bet: stub('bet', log) as unknown as typeof betMachine,
        live: stub('live', log) as unknown as typeof liveOrdersMachine,
        orders: stub('orders', log) as unknown as typeof ownOrdersMachine,
        pageVisibility: fromCallback<EventObject>(({ sendBack }) => {
          setVisibility = (state) => sendBack({ type: state === 'hidden' ? 'page.hidden' : 'page.visible' })
        }),
      },
    }),
    { input: { roomid: 1, now: () => clock.now(), session, ratesOf: (r) => [...r.rates, 50] }, clock },
  ).start()
  const children = room.getSnapshot().children
  const news = (child: 'round' | 'bet' | 'orders', event: AnyEventObject) =>
    (children[child] as { send(e: AnyEventObject): void }).send({ type: 'test.emit', news: event })
  /** Runs the tasks the room queued for its followers. */
  const nextTask = () => clock.increment(0)
  return {
    room,
    log,
    session,
    news,
    nextTask,
    visibility: (s: 'hidden' | 'visible') => setVisibility(s),
    betEvents: () => log.filter((l) => l.startsWith('bet:')),
  }
}

describe('room machine: routes the round to its followers', () => {
  it('a loaded round reaches the slip (with the rates the room uses), the live list and own orders, each in a task of its own', () => {
    const { log, news, nextTask } = startStubbedRoom()
    log.length = 0
    news('round', { type: 'round.loaded', info: info('202601150201'), newRound: true, previous: null })
    expect(log).toEqual([])
    nextTask()
    expect(log).toEqual(['bet:bet.round', 'live:live.round', 'orders:orders.round'])
  })

  it('a round loaded already closed reaches the slip as "new round", then "closed"', () => {
    const { news, nextTask, betEvents } = startStubbedRoom()
    news('round', { type: 'round.loaded', info: info('202601150201', 30), newRound: true, previous: null })
    news('round', { type: 'round.closed' })
    nextTask()
    expect(betEvents().slice(-2)).toEqual(['bet:bet.round', 'bet:bet.closed'])
  })

  it('closed: slip, live list and own orders are told; over: the slip and own orders clear', () => {
    const { log, news, nextTask } = startStubbedRoom()
    log.length = 0
    news('round', { type: 'round.closed' })
    nextTask()
    expect(log).toEqual(['bet:bet.closed', 'live:live.closed', 'orders:orders.closed'])
    log.length = 0
    news('round', { type: 'round.over' })
    nextTask()
    expect(log).toEqual(['bet:bet.clear', 'orders:orders.clear'])
  })

  it('a new round after a drawn one refreshes the balance (winnings may have been credited); the first does not', () => {
    const { session, news } = startStubbedRoom()
    news('round', { type: 'round.loaded', info: info('202601150201'), newRound: true, previous: null })
    expect(session.refreshes).toBe(0)
    news('round', { type: 'round.loaded', info: info('202601150202'), newRound: true, previous: info('202601150201') })
    expect(session.refreshes).toBe(1)
    // the same round reloaded (page visible again) is not news
    news('round', { type: 'round.loaded', info: info('202601150202'), newRound: false, previous: info('202601150202') })
    expect(session.refreshes).toBe(1)
  })
})

describe('room machine: the draw revealed', () => {
  const reveal = (room: ReturnType<typeof startStubbedRoom>['room']) => roomActors(room).reveal.getSnapshot()

  it('a new round whose history holds the ended round reveals that result, in a task of its own', () => {
    const { room, news, nextTask } = startStubbedRoom()
    news('round', { type: 'round.loaded', info: info('202601150201'), newRound: true, previous: null })
    nextTask()
    // the first round seen has nothing of its own to reveal
    expect(reveal(room).value).toBe('idle')
    const his = [drawn('202601150201'), drawn('202601150200')]
    news('round', { type: 'round.loaded', info: info('202601150202', 180, his), newRound: true, previous: info('202601150201') })
    expect(reveal(room).value).toBe('idle')
    nextTask()
    expect(reveal(room)).toMatchObject({ value: 'revealing', context: { result: his[0], shown: 1 } })
  })

  it('no reveal while the ended round is missing from the history, nor for the same round reloaded', () => {
    const { room, news, nextTask } = startStubbedRoom()
    news('round', {
      type: 'round.loaded',
      info: info('202601150202', 180, [drawn('202601150200')]),
      newRound: true,
      previous: info('202601150201'),
    })
    news('round', {
      type: 'round.loaded',
      info: info('202601150202', 90, [drawn('202601150201')]),
      newRound: false,
      previous: info('202601150202'),
    })
    nextTask()
    expect(reveal(room).value).toBe('idle')
  })

  it('a new round without the ended round in its history clears an older reveal (a page hidden across the draw)', () => {
    const { room, news, nextTask } = startStubbedRoom()
    news('round', {
      type: 'round.loaded',
      info: info('202601150202', 180, [drawn('202601150201')]),
      newRound: true,
      previous: info('202601150201'),
    })
    nextTask()
    expect(reveal(room).context.result?.seqno).toBe('202601150201')
    news('round', {
      type: 'round.loaded',
      info: info('202601150204', 180, [drawn('202601150201')]),
      newRound: true,
      previous: info('202601150203'),
    })
    nextTask()
    expect(reveal(room)).toMatchObject({ value: 'idle', context: { result: null } })
  })

  it('the next draw clears a reveal still showing', () => {
    const { room, news, nextTask } = startStubbedRoom()
    news('round', {
      type: 'round.loaded',
      info: info('202601150202', 180, [drawn('202601150201')]),
      newRound: true,
      previous: info('202601150201'),
    })
    nextTask()
    news('round', { type: 'round.over' })
    nextTask()
    expect(reveal(room)).toMatchObject({ value: 'idle', context: { result: null } })
  })
})

describe('room machine: orders change the balance and the own orders', () => {
  it.each([
    ['bet.placed', { type: 'bet.placed', reconciled: false }, 1, ['orders:orders.reload']],
    ['bet.checking', { type: 'bet.checking', check: 1 }, 1, []],
    ['bet.unknown', { type: 'bet.unknown' }, 0, ['orders:orders.reload']],
    ['bet.notPlaced', { type: 'bet.notPlaced' }, 1, ['orders:orders.reload']],
  ] as const)('%s', (_, event, refreshes, sent) => {
    const { log, session, news } = startStubbedRoom()
    log.length = 0
    news('bet', event)
    expect(session.refreshes).toBe(refreshes)
    expect(log.filter((l) => !l.startsWith('bet:'))).toEqual(sent)
  })

  it.each(['orders.cancelled', 'orders.checking'] as const)('%s refreshes the balance', (type) => {
    const { session, news } = startStubbedRoom()
    news('orders', type === 'orders.cancelled' ? { type, id: 5 } : { type })
    expect(session.refreshes).toBe(1)
  })

  it('news the room does not route (a failed cancel, a refused bet) changes nothing', () => {
    const { log, session, news } = startStubbedRoom()
    log.length = 0
    news('orders', { type: 'orders.cancelFailed', error: new Error('x') })
    news('bet', { type: 'bet.failed', error: new Error('x') })
    expect(session.refreshes).toBe(0)
    expect(log.filter((l) => !l.endsWith('test.emit'))).toEqual([])
  })
})

describe('room machine: balance and visibility', () => {
  it('the slip gets the session balance at once and on every change', () => {
    const session = fakeSession(500)
    const { room, betEvents } = startStubbedRoom(session)
    expect(betEvents()).toEqual(['bet:bet.balance'])
    session.setMoney(800)
    session.setMoney(null)
    expect(betEvents()).toEqual(['bet:bet.balance', 'bet:bet.balance', 'bet:bet.balance'])
    room.stop()
    expect(session.listeners.size).toBe(0)
  })

  it('a hidden page pauses the round and the live list only; visible again resumes them', () => {
    const { log, visibility } = startStubbedRoom()
    log.length = 0
    visibility('hidden')
    visibility('visible')
    expect(log).toEqual(['round:page.hidden', 'live:page.hidden', 'round:page.visible', 'live:page.visible'])
  })

  it('roomActors gives the four running children; stopping the room stops them', () => {
    const { room } = startStubbedRoom()
    const actors = roomActors(room)
    expect(Object.keys(actors)).toEqual(['round', 'bet', 'live', 'orders', 'reveal'])
    room.stop()
    for (const actor of Object.values(actors)) expect(actor.getSnapshot().status).toBe('stopped')
  })
})

describe('room machine with the real children', () => {
  it('a round loaded with 30 s left: the slip has the round and is closed; the live list and own orders have the round', async () => {
    const clock = new SimulatedClock()
    const session = fakeSession()
    const room = createActor(
      roomMachine.provide({
        actors: {
          round: roundMachine.provide({ actors: { getGameinfo: fromPromise(async () => info('202601150201', 30)) } }),
          bet: betMachine.provide({
            actors: {
              order: fromPromise(async () => ({ order_id: 1 as number | undefined })),
              getVorder: fromPromise(async () => [] as VorderRow[]),
            },
          }),
          live: liveOrdersMachine.provide({ actors: { getVorder: fromPromise(async () => [] as VorderRow[]) } }),
          orders: ownOrdersMachine.provide({
            actors: {
              getGamelog: fromPromise(async () => [] as GameLogEntry[]),
              getGamecancel: fromPromise(async (): Promise<void> => undefined),
              current: fromPromise(async () => ({ award: c(0) })),
            },
          }),
          pageVisibility: fromCallback(() => {}),
        },
      }),
      { input: { roomid: 1, now: () => clock.now(), session }, clock },
    ).start()
    const { round, bet, live, orders } = roomActors(room)
    await waitFor(round, (s) => s.context.info !== null)
    clock.increment(0)
    expect(bet.getSnapshot().context).toMatchObject({
      round: { seqno: '202601150201', gameid: 77, rates: [1.98, 1.98] },
      closed: true,
      balance: 1_000_000,
    })
    expect(live.getSnapshot().context.gameseq).toBe('202601150201')
    expect(orders.getSnapshot().context).toMatchObject({ gameseq: '202601150201', closed: true })
    room.stop()
  })

  it('an order placed while a cancel is being checked: own orders list it once the checks are done (the reload waits)', async () => {
    const clock = new SimulatedClock()
    const settle = async () => {
      for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0))
    }
    const row = (id: number) => ({ id, value: '0', valuecn: 'Big', rate: 1.98, money: c(2000) }) as GameLogEntry
    let rows = [row(1)]
    // reads of the list that fail from the cancel on: all of its checks
    let failing = 0
    const room = createActor(
      roomMachine.provide({
        actors: {
          round: roundMachine.provide({ actors: { getGameinfo: fromPromise(async () => info('202601150201', 120)) } }),
          bet: betMachine.provide({
            actors: {
              order: fromPromise(async () => {
                rows = [...rows, row(2)]
                return { order_id: 2 as number | undefined }
              }),
              getVorder: fromPromise(async () => [] as VorderRow[]),
            },
          }),
          live: liveOrdersMachine.provide({ actors: { getVorder: fromPromise(async () => [] as VorderRow[]) } }),
          orders: ownOrdersMachine.provide({
            actors: {
              getGamelog: fromPromise(async () => {
                if (failing > 0 && failing--) throw new ApiError('network')
                return rows
              }),
              getGamecancel: fromPromise(async (): Promise<void> => {
                throw new ApiError('timeout')
              }),
              current: fromPromise(async () => ({ award: c(0) })),
            },
          }),
          pageVisibility: fromCallback(() => {}),
        },
      }),
      { input: { roomid: 1, now: () => clock.now(), session: fakeSession() }, clock },
    ).start()
    const { round, bet, orders } = roomActors(room)
    await waitFor(round, (s) => s.context.info !== null)
    clock.increment(0)
    await waitFor(orders, (s) => s.matches({ list: 'idle' }) && s.context.orders.length === 1)
    // the cancel's answer is lost, and none of its checks can read the list
    failing = CANCEL_CHECK_PAUSES_MS.length + 1
    orders.send({ type: 'orders.cancel', id: 1 })
    await settle()
    expect(orders.getSnapshot().matches({ list: 'cancelInDoubt' })).toBe(true)
    bet.send({ type: 'bet.toggle', index: 0 })
    bet.send({ type: 'bet.amount', text: '20', locale: 'en-US' })
    bet.send({ type: 'bet.buy' })
    bet.send({ type: 'bet.confirm' })
    await waitFor(bet, (s) => s.matches('idle') && s.context.pending === null)
    for (const pause of CANCEL_CHECK_PAUSES_MS) {
      clock.increment(pause)
      await settle()
    }
    expect(failing).toBe(0)
    expect(orders.getSnapshot().matches({ list: 'idle' })).toBe(true)
    expect(orders.getSnapshot().context.orders.map((o) => o.id)).toEqual([1, 2])
    room.stop()
  })

  it('a round the user played ends: the next round reveals its draw, part by part, and own orders ask its award', async () => {
    const clock = new SimulatedClock()
    let answer = info('202601150201', 5)
    const room = createActor(
      roomMachine.provide({
        actors: {
          round: roundMachine.provide({ actors: { getGameinfo: fromPromise(async () => answer) } }),
          live: liveOrdersMachine.provide({ actors: { getVorder: fromPromise(async () => [] as VorderRow[]) } }),
          orders: ownOrdersMachine.provide({
            actors: {
              getGamelog: fromPromise(async ({ input }) =>
                input.gameseq === '202601150201'
                  ? [{ id: 1, value: '0', valuecn: 'Big', rate: 1.98, money: c(10_000) } as GameLogEntry]
                  : [],
              ),
              getGamecancel: fromPromise(async (): Promise<void> => undefined),
              current: fromPromise(async ({ input }) => ({ award: c(input.gameseq === '202601150201' ? 19_800 : 0) })),
            },
          }),
          pageVisibility: fromCallback(() => {}),
        },
      }),
      { input: { roomid: 1, now: () => clock.now(), session: fakeSession() }, clock },
    ).start()
    const { round, orders, reveal } = roomActors(room)
    await waitFor(round, (s) => s.context.info !== null)
    clock.increment(0)
    await waitFor(orders, (s) => s.context.orders.length === 1)
    answer = info('202601150202', 180, [drawn('202601150201')])
    clock.increment(5_000)
    expect(round.getSnapshot().matches({ live: 'drawing' })).toBe(true)
    clock.increment(3_000)
    await waitFor(round, (s) => s.context.info?.game?.seqno === '202601150202')
    clock.increment(0)
    expect(reveal.getSnapshot().context).toEqual({ result: drawn('202601150201'), shown: 1 })
    await waitFor(orders, (s) => s.matches({ award: 'done' }))
    expect(orders.getSnapshot().context.award).toEqual({ seqno: '202601150201', award: 19_800 })
    for (let i = 1; i < REVEAL_PARTS; i++) clock.increment(REVEAL_STEP_MS)
    expect(reveal.getSnapshot().value).toBe('held')
    room.stop()
  })
})
