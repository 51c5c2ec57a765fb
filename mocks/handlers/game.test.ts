// @vitest-environment jsdom
// The game handlers through the app's own API functions: codes, settlement, ledger.
import * as v from 'valibot'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { getuserinfo, login } from '../../src/api/session'
import { createApiClient, type ApiClient } from '../../src/api/client'
import { isApiError } from '../../src/api/errors'
import { getGameinfo, getRoomList, getTrendData } from '../../src/api/game'
import { getGameList } from '../../src/api/lobby'
import { current, getGamecancel, getGamelog, getGamelog2, getVorder, order, type OrderEntry } from '../../src/api/game-orders'
import type { Cents } from '../../src/lib/money'
import type { MockServer } from '../models'
import { textOf } from '../lib/texts'
import { DEFAULT_SEED, makeServer } from '../server'
import { roomById } from '../simulation/catalog'
import { wins } from '../simulation/outcome'
import { raceOf } from '../simulation/racing'
import { drawOf, roundAt, roundOffset } from '../simulation/rounds'
import { payoutCents } from '../simulation/settle'

const T0 = Date.UTC(2026, 0, 15, 10, 0, 5)
const listOfRows = v.array(v.looseObject({ gametype: v.number() }))
let now = T0
let server: MockServer
let token: string | null
let api: ApiClient

beforeEach(async () => {
  now = T0
  server = makeServer({ environment: 'test', urlPrefix: location.origin, now: () => now })
  token = null
  api = createApiClient({ baseUrl: location.origin, getLang: () => 'en', getToken: () => token, log: () => {} })
  token = (await login(api, { quhao: '+84', username: 'demo', password: 'demo123' })).token
})
afterEach(() => server.shutdown())

const c = (n: number) => n as Cents
const rejection = (p: Promise<unknown>) =>
  p.then(
    () => expect.unreachable(),
    (e: unknown) => (isApiError(e) ? e : Promise.reject(e)),
  )
const balance = async () => (await getuserinfo(api)).money

/** balance = sum of the signed fund log, for every user */
function expectLedgerInvariant() {
  for (const user of server.schema.all('user').models) {
    const logs = server.schema.where('fundLog', { userId: user.id! }).models
    const sum = logs.reduce((s, l) => s + (l.type === 1 ? l.cents : -l.cents), 0)
    expect(user.moneyCents, `user ${user.username}`).toBe(sum)
    expect(user.moneyCents).toBeGreaterThanOrEqual(0)
  }
}

describe('room info', () => {
  it('getGameinfo: room with its rates, the running round, diff to its end, ten drawn rounds', async () => {
    const info = await getGameinfo(api, { roomid: 1 })
    const round = roundAt(1, now)
    expect(info.room).toMatchObject({
      id: 1,
      title: 'Standard',
      minbuy: 2000,
      rates: [1.98, 1.98, 1.98, 1.98, 4.2, 3.7, 3.7, 4.2, 15, 15, 50],
    })
    expect(info.game).toMatchObject({ id: round.id, seqno: round.seqno, gametype: 1 })
    expect(info.diff).toEqual({ minute: 2, second: 55 })
    expect(info.his).toHaveLength(10)
    const d = drawOf(DEFAULT_SEED, 1, info.his[0]!.seqno)
    expect(info.his[0]).toMatchObject({ num1: d.num1, num2: d.num2, num3: d.num3, sum: d.sum })
  })

  it('getGameinfo: diff to the millisecond (a fractional second)', async () => {
    now = T0 + 60_321
    expect((await getGameinfo(api, { roomid: 1 })).diff).toEqual({ minute: 1, second: 54.679 })
  })

  it('type 16 rooms send four rates; unknown rooms answer 1057', async () => {
    expect((await getGameinfo(api, { roomid: 16 })).room.rates).toHaveLength(4)
    expect(await rejection(getGameinfo(api, { roomid: 999 }))).toMatchObject({ kind: 'code', errCode: 1057 })
  })

  it('games 1, 4, 15, 16 and rooms per type', async () => {
    expect((await getGameList(api)).map((g) => g.id)).toEqual([1, 4, 15, 16])
    const usdt = await getRoomList(api, { type: 1 })
    expect(usdt.map((r) => r.title)).toEqual(['Standard', 'VIP', 'Superior', 'Premier'])
    expect(usdt[1]).toMatchObject({ minjoin: 100000, minbuy: 5000 })
  })
})

describe('trend data', () => {
  it("a room's last 100 drawn rounds, newest first, the same draws as its history, with the game type", async () => {
    const { rows, gametype } = await getTrendData(api, { roomid: 6, gametype: 1 })
    expect(gametype).toBeUndefined()
    expect(rows).toHaveLength(100)
    expect(rows[99]).toMatchObject({ seqno: roundOffset(1, now, -100).seqno, gametype: 1 })
    const d = drawOf(DEFAULT_SEED, 1, roundOffset(1, now, -1).seqno)
    expect(rows[0]).toMatchObject({
      seqno: roundOffset(1, now, -1).seqno,
      num1: d.num1,
      num2: d.num2,
      num3: d.num3,
      sum: d.sum,
      gametype: 1,
    })
    const his = (await getGameinfo(api, { roomid: 6 })).his
    expect(rows.slice(0, 10).map((r) => (r as { seqno: string }).seqno)).toEqual(his.map((h) => h.seqno))
  })

  it('per game: racing rows are finishing orders, room 16 its own game; repeatable; the clock moves it on', async () => {
    const racing = await getTrendData(api, { roomid: 4 })
    const seqno = roundOffset(4, now, -1).seqno
    expect(racing.rows[0]).toMatchObject({
      seqno,
      gametype: 4,
      num1: raceOf(DEFAULT_SEED, seqno)[0],
      num10: raceOf(DEFAULT_SEED, seqno)[9],
    })
    expect((await getTrendData(api, { roomid: 16 })).rows[0]).toMatchObject({ seqno: roundOffset(2, now, -1).seqno, gametype: 2 })
    expect(await getTrendData(api, { roomid: 16 })).toEqual(await getTrendData(api, { roomid: 16 }))
    const before = (await getTrendData(api, { roomid: 1 })).rows
    now = roundAt(1, now).endsAt
    const after = (await getTrendData(api, { roomid: 1 })).rows
    expect(after[0]).toMatchObject({ seqno: roundOffset(1, now, -1).seqno })
    expect(after.slice(1)).toEqual(before.slice(0, 99))
  })

  it('without a room: the game of `gametype`, else the home game; no login needed; unknown rooms 1057', async () => {
    token = null
    expect((await getTrendData(api, { roomid: 15 })).rows[0]).toMatchObject({ gametype: 3 })
    expect(await rejection(getTrendData(api, { roomid: 999 }))).toMatchObject({ kind: 'code', errCode: 1057 })
    expect((await api.call('/api/Game/getTrendData', undefined, listOfRows)).length).toBe(100)
    expect((await api.call('/api/Game/getTrendData', undefined, listOfRows))[0]).toMatchObject({ gametype: 1 })
    expect((await api.call('/api/Game/getTrendData', { gametype: 4 }, listOfRows))[0]).toMatchObject({ gametype: 4 })
  })
})

describe('order', () => {
  const place = async (roomid: number, entries: OrderEntry[]) => {
    const info = await getGameinfo(api, { roomid })
    return order(api, { gameid: info.game!.id, roomid, order_info: entries })
  }

  it('debits the total once, with one fund-log entry, and lists the bets as own orders', async () => {
    const before = await balance()
    await place(1, [
      [0, 1.98, c(2000)],
      [3, 1.98, c(5000)],
    ])
    expect(await balance()).toBe(before - 7000)
    const seqno = roundAt(1, now).seqno
    const own = await getGamelog(api, { gameseq: seqno, gametype: 1 })
    expect(own.map((o) => [o.value, o.money, o.rate, o.valuecn])).toEqual([
      ['0', 2000, 1.98, 'Big'],
      ['3', 5000, 1.98, 'Even'],
    ])
    expect(await getVorder(api, { roomid: 1, gameseq: seqno })).toHaveLength(2)
    expectLedgerInvariant()
  })

  it.each([
    { name: 'below 20', entries: [[0, 1.98, 1999]], code: 1024 },
    { name: 'no entries', entries: [], code: 1030 },
    { name: 'an option the room does not have', entries: [[11, 1.98, 2000]], code: 1030 },
    { name: 'changed odds', entries: [[0, 2.5, 2000]], code: 1031 },
    { name: 'more than 9 options', entries: Array.from({ length: 10 }, (_, i) => [i, i < 4 ? 1.98 : 4.2, 2000]), code: 1031 },
    { name: 'more than the balance', entries: [[0, 1.98, 100_000_000]], code: 1025 },
  ])('$name → $code', async ({ entries, code }) => {
    const before = await balance()
    expect(await rejection(place(1, entries as unknown as OrderEntry[]))).toMatchObject({ errCode: code })
    expect(await balance()).toBe(before)
  })

  it('total below the room minbuy → 1031; balance below minjoin → 2004', async () => {
    expect(await rejection(place(2, [[0, 1.98, c(2000)]]))).toMatchObject({ errCode: 1031 })
    expect(await rejection(place(5, [[0, 1.98, c(50000)]]))).toMatchObject({ errCode: 2004 })
  })

  it('closed in the last 60 s (1020), and an old round id is outside betting time (1029)', async () => {
    const info = await getGameinfo(api, { roomid: 1 })
    now = roundAt(1, T0).endsAt - 60_000
    expect(await rejection(order(api, { gameid: info.game!.id, roomid: 1, order_info: [[0, 1.98, c(2000)]] }))).toMatchObject({
      errCode: 1020,
    })
    now = roundAt(1, T0).endsAt + 1
    expect(await rejection(order(api, { gameid: info.game!.id, roomid: 1, order_info: [[0, 1.98, c(2000)]] }))).toMatchObject({
      errCode: 1029,
    })
  })
})

describe('cancel', () => {
  it('refunds an open bet once; a second cancel is 2003; cancelling when closed is 1020', async () => {
    const before = await balance()
    const info = await getGameinfo(api, { roomid: 1 })
    await order(api, {
      gameid: info.game!.id,
      roomid: 1,
      order_info: [
        [0, 1.98, c(2000)],
        [1, 1.98, c(3000)],
      ],
    })
    const [first, second] = await getGamelog(api, { gameseq: info.game!.seqno, gametype: 1 })
    await getGamecancel(api, { roomid: 1, order_id: first!.id })
    expect(await balance()).toBe(before - 3000)
    expect(await rejection(getGamecancel(api, { roomid: 1, order_id: first!.id }))).toMatchObject({ errCode: 2003 })
    now = roundAt(1, T0).endsAt - 30_000
    expect(await rejection(getGamecancel(api, { roomid: 1, order_id: second!.id }))).toMatchObject({ errCode: 1020 })
    expect(await getGamelog(api, { gameseq: info.game!.seqno, gametype: 1 })).toHaveLength(1)
    expectLedgerInvariant()
  })
})

describe('settlement', () => {
  it('pays stake x rate for winning options exactly once, however many handlers run after the end', async () => {
    const info = await getGameinfo(api, { roomid: 1 })
    const seqno = info.game!.seqno
    const stakes = [2000, 2050, 3333, 2000, 2100, 2200, 2300, 2400, 2500]
    await order(api, {
      gameid: info.game!.id,
      roomid: 1,
      order_info: stakes.map((s, i) => [i, roomById(1)!.rates[i]!, c(s)] as OrderEntry),
    })
    const afterBet = await balance()
    const draw = drawOf(DEFAULT_SEED, 1, seqno)
    const expected = stakes.reduce((sum, s, i) => sum + (wins(11, i, draw) ? payoutCents(s, roomById(1)!.rates[i]!) : 0), 0)
    expect(expected).toBeGreaterThan(0)

    expect((await current(api, { gameseq: seqno, gametype: 1 })).award).toBe(0)
    now = roundAt(1, T0).endsAt
    for (let i = 0; i < 3; i++) {
      await getGameinfo(api, { roomid: 1 })
      expect((await current(api, { gameseq: seqno, gametype: 1 })).award).toBe(expected)
      expect(await balance()).toBe(afterBet + expected)
    }
    const records = await getGamelog2(api, { type: 'all' })
    expect(records).toHaveLength(9)
    expect(records.filter((r) => r.isaward === 1).reduce((s, r) => s + r.award, 0)).toBe(expected)
    expect((await getGamelog2(api, { type: 'awaiting' })).length).toBe(0)
    const wins_ = server.schema.all('fundLog').models.filter((l) => textOf('en', l.reason) === `Win ${seqno}`)
    expect(wins_.reduce((s, l) => s + l.cents, 0)).toBe(expected)
    expectLedgerInvariant()
  })

  it('keeps the balance invariant over a long seeded session of bets, cancels and draws', async () => {
    let seed = 12345
    const rnd = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
    for (let step = 0; step < 60; step++) {
      now += Math.floor(rnd() * 50_000)
      const roomid = [1, 16, 15][Math.floor(rnd() * 3)]!
      const info = await getGameinfo(api, { roomid })
      const count = 1 + Math.floor(rnd() * Math.min(3, info.room.rates.length))
      const entries = Array.from(
        { length: count },
        (_, i) => [i, info.room.rates[i]!, c(2000 + Math.floor(rnd() * 30) * 100)] as OrderEntry,
      )
      await order(api, { gameid: info.game!.id, roomid, order_info: entries }).catch((e: unknown) => {
        if (!isApiError(e) || ![1020, 1025, 1031].includes(e.errCode ?? 0)) throw e
      })
      if (rnd() < 0.3) {
        const own = await getVorder(api, { roomid, gameseq: info.game!.seqno })
        if (own[0]) await getGamecancel(api, { roomid, order_id: own[0].order_id! }).catch(() => undefined)
      }
      expectLedgerInvariant()
    }
    now += 600_000
    await getGameinfo(api, { roomid: 1 })
    expect(server.schema.where('bet', { status: 'open' }).models).toHaveLength(0)
    expectLedgerInvariant()
  })
})

describe('live orders', () => {
  it('grow with the clock, mix in real orders with masked names, and are repeatable', async () => {
    const info = await getGameinfo(api, { roomid: 1 })
    const seqno = info.game!.seqno
    const early = await getVorder(api, { roomid: 1, gameseq: seqno, isfirst: 1, gametype: 1 })
    now += 100_000
    const later = await getVorder(api, { roomid: 1, gameseq: seqno, isfirst: 0, gametype: 1 })
    expect(later.length).toBeGreaterThan(early.length)
    await order(api, { gameid: info.game!.id, roomid: 1, order_info: [[10, 50, c(2000)]] })
    const withMine = await getVorder(api, { roomid: 1, gameseq: seqno, isfirst: 0, gametype: 1 })
    expect(withMine[0]).toMatchObject({ username: 'd***', value: '10', valuecn: 'Triple', money: 2000 })
    expect(await getVorder(api, { roomid: 1, gameseq: seqno, isfirst: 0, gametype: 1 })).toEqual(withMine)
  })
})
