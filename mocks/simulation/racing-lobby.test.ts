// @vitest-environment jsdom
// Racing rounds, VIP rooms, banners and the winners list through the app's own API functions.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { getuserinfo, login } from '../../src/api/session'
import { createApiClient, type ApiClient } from '../../src/api/client'
import { slide } from '../../src/api/lobby'
import { isApiError } from '../../src/api/errors'
import { getGameinfo, getRoomList } from '../../src/api/game'
import { getWinList } from '../../src/api/lobby'
import { current, getGamelog, getGamelog2, getVorder, order, type OrderEntry } from '../../src/api/game-orders'
import { finishingOrder, raceOption, raceOptionWins } from '../../src/lib/racing'
import type { Cents } from '../../src/lib/money'
import type { MockServer } from '../models'
import { DEFAULT_SEED, makeServer } from '../server'
import { raceOf, raceOptionName, raceWinningOptions, raceWins } from './racing'
import { roundAt } from './rounds'
import { payoutCents } from './settle'

const T0 = Date.UTC(2026, 0, 15, 10, 0, 5)
let now = T0
let server: MockServer
let token: string | null
let api: ApiClient

const c = (n: number) => n as Cents
const rejection = (p: Promise<unknown>) =>
  p.then(
    () => expect.unreachable(),
    (e: unknown) => (isApiError(e) ? e : Promise.reject(e)),
  )
const balance = async () => (await getuserinfo(api)).money

async function loginAs(username: string, password: string) {
  token = (await login(api, { quhao: '+84', username, password })).token
}

beforeEach(async () => {
  now = T0
  server = makeServer({ environment: 'test', urlPrefix: location.origin, now: () => now })
  token = null
  api = createApiClient({ baseUrl: location.origin, getLang: () => 'en', getToken: () => token, log: () => {} })
})
afterEach(() => server.shutdown())

function expectLedgerInvariant() {
  for (const user of server.schema.all('user').models) {
    const logs = server.schema.where('fundLog', { userId: user.id! }).models
    expect(user.moneyCents, `user ${user.username}`).toBe(logs.reduce((s, l) => s + (l.type === 1 ? l.cents : -l.cents), 0))
  }
}

describe('racing draws: a seeded permutation of cars 1-10 per round', () => {
  it('is a permutation, repeatable, and varies between rounds', () => {
    const seqnos = Array.from({ length: 200 }, (_, i) => `20260115${String(i + 1).padStart(4, '0')}`)
    const races = seqnos.map((s) => raceOf(7, s))
    for (const r of races) expect([...r].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    expect(seqnos.map((s) => raceOf(7, s))).toEqual(races)
    expect(new Set(races.map((r) => r.join())).size).toBe(200)
    // every car wins 1st place sometimes
    expect(new Set(races.map((r) => r[0])).size).toBe(10)
  })

  it.each([
    // rank 1st: car 7 → big, odd; rank 2nd: car 2 → small, even; rank 10th: car 6 → big, even
    [
      [7, 2, 1, 3, 4, 5, 8, 9, 10, 6],
      [0, 2, 5, 7, 36, 39],
    ],
  ])('per-rank options: %o', (order, some) => {
    const winning = raceWinningOptions(order)
    for (const option of some) expect(winning).toContain(option)
    // exactly two of the four kinds win at every rank: big xor small, odd xor even
    expect(winning).toHaveLength(20)
    expect(raceWins(1, order)).toBe(false)
    expect(raceWins(40, order)).toBe(false)
  })

  it('the app reads the same table as the simulation', () => {
    const order = raceOf(DEFAULT_SEED, '202601150100')
    for (let option = 0; option < 40; option++) expect(raceOptionWins(option, order)).toBe(raceWins(option, order))
    expect(raceOptionName(raceOption(2, 0), 'en')).toBe('3rd Big')
    expect(raceOptionName(raceOption(9, 3), 'chs')).toBe('第10名 双')
  })
})

describe('racing room 4', () => {
  beforeEach(() => loginAs('demo', 'demo123'))

  it('getGameinfo: rate0..rate3 at 1.98, game type 4, history rows as finishing orders', async () => {
    const info = await getGameinfo(api, { roomid: 4 })
    expect(info.room.rates).toEqual([1.98, 1.98, 1.98, 1.98])
    expect(info.game).toMatchObject({ gametype: 4, seqno: roundAt(4, now).seqno })
    expect(info.his).toHaveLength(10)
    for (const h of info.his) expect(finishingOrder(h)).toEqual(raceOf(DEFAULT_SEED, h.seqno))
  })

  it('accepts options 0-39 at the rate of their kind; 40 or a wrong rate are refused', async () => {
    const info = await getGameinfo(api, { roomid: 4 })
    const place = (entries: OrderEntry[]) => order(api, { gameid: info.game!.id, roomid: 4, order_info: entries })
    expect(await rejection(place([[40, 1.98, c(2000)]]))).toMatchObject({ errCode: 1030 })
    expect(await rejection(place([[39, 2, c(2000)]]))).toMatchObject({ errCode: 1031 })
    await place([[39, 1.98, c(2000)]])
    const own = await getGamelog(api, { gameseq: info.game!.seqno, gametype: 4 })
    expect(own.map((o) => [o.value, o.valuecn, o.rate, o.money])).toEqual([['39', '10th Even', 1.98, 2000]])
  })

  it('settles every rank option exactly through the ledger, once', async () => {
    const before = await balance()
    const info = await getGameinfo(api, { roomid: 4 })
    const seqno = info.game!.seqno
    const picks = [
      raceOption(0, 0),
      raceOption(0, 1),
      raceOption(3, 2),
      raceOption(3, 3),
      raceOption(5, 0),
      raceOption(7, 1),
      raceOption(9, 2),
      raceOption(9, 3),
      raceOption(4, 0),
    ]
    const stakes = [2000, 2050, 3333, 2000, 10001, 2500, 4444, 2222, 9999]
    await order(api, { gameid: info.game!.id, roomid: 4, order_info: picks.map((o, i) => [o, 1.98, c(stakes[i]!)] as OrderEntry) })
    const staked = stakes.reduce((a, b) => a + b, 0)
    expect(await balance()).toBe(before - staked)
    expect(await getGamelog2(api, { type: 'awaiting' })).toHaveLength(9)

    const race = raceOf(DEFAULT_SEED, seqno)
    const expected = picks.reduce((sum, o, i) => sum + (raceWins(o, race) ? payoutCents(stakes[i]!, 1.98) : 0), 0)
    // big and small of the 1st place: exactly one of them wins
    expect(raceWins(picks[0]!, race) !== raceWins(picks[1]!, race)).toBe(true)

    now = roundAt(4, T0).endsAt
    for (let i = 0; i < 3; i++) {
      await getVorder(api, { roomid: 4, gameseq: seqno })
      expect((await current(api, { gameseq: seqno, gametype: 4 })).award).toBe(expected)
    }
    expect(await balance()).toBe(before - staked + expected)
    const won = await getGamelog2(api, { type: 'won' })
    const lost = await getGamelog2(api, { type: 'lost' })
    expect(won.length + lost.length).toBe(9)
    expect(won.reduce((s, r) => s + r.award, 0)).toBe(expected)
    for (const r of won) expect(r).toMatchObject({ isaward: 1, gametype: 4 })
    for (const r of lost) expect(r).toMatchObject({ isaward: 0, award: 0 })
    expect(await getGamelog2(api, { type: 'awaiting' })).toHaveLength(0)
    expectLedgerInvariant()
  })

  it('repeats: the same bets on the same round settle the same in a fresh backend', async () => {
    const run = async () => {
      const info = await getGameinfo(api, { roomid: 4 })
      await order(api, {
        gameid: info.game!.id,
        roomid: 4,
        order_info: [
          [raceOption(1, 0), 1.98, c(5000)],
          [raceOption(6, 3), 1.98, c(5000)],
        ],
      })
      now = roundAt(4, T0).endsAt
      const award = (await current(api, { gameseq: info.game!.seqno, gametype: 4 })).award
      return { award, balance: await balance() }
    }
    const first = await run()
    server.shutdown()
    now = T0
    server = makeServer({ environment: 'test', urlPrefix: location.origin, now: () => now })
    await loginAs('demo', 'demo123')
    expect(await run()).toEqual(first)
  })
})

describe('records paging', () => {
  it('getGamelog2 pages with page/limit, newest first', async () => {
    await loginAs('demo', 'demo123')
    for (let i = 0; i < 5; i++) {
      now = T0 + i * 1000
      const info = await getGameinfo(api, { roomid: 1 })
      await order(api, { gameid: info.game!.id, roomid: 1, order_info: [[0, 1.98, c(2000 + i)]] })
    }
    const page1 = await getGamelog2(api, { type: 'all', page: 1, limit: 2 })
    const page3 = await getGamelog2(api, { type: 'all', page: 3, limit: 2 })
    expect(page1.map((r) => r.money)).toEqual([2004, 2003])
    expect(page3.map((r) => r.money)).toEqual([2000])
  })
})

describe('VIP rooms', () => {
  it('room cards carry the level; an order from a user below it is refused with 2055', async () => {
    const rooms = await getRoomList(api, { type: 1 })
    expect(rooms.map((r) => [r.title, r.level])).toEqual([
      ['Standard', undefined],
      ['VIP', 2],
      ['Superior', 4],
      ['Premier', 5],
    ])
    await loginAs('demo', 'demo123') // level 3
    const before = await balance()
    const info = await getGameinfo(api, { roomid: 3 })
    expect(await rejection(order(api, { gameid: info.game!.id, roomid: 3, order_info: [[0, 1.98, c(10000)]] }))).toMatchObject({
      errCode: 2055,
    })
    expect(await balance()).toBe(before)
    await order(api, { gameid: info.game!.id, roomid: 2, order_info: [[0, 1.98, c(10000)]] })
    expect(await balance()).toBe(before - 10000)
  })
})

describe('home data', () => {
  it('slide: four banners, each with four language variants', async () => {
    const banners = await slide(api)
    expect(banners).toHaveLength(4)
    for (const b of banners) {
      for (const [field, lang] of [
        ['path', 'zh-CN'],
        ['path_tw', 'zh-TW'],
        ['path_vi', 'vi'],
        ['path_yw', 'en-US'],
      ] as const) {
        expect(b[field]).toMatch(/^data:image\/svg\+xml,/)
        expect(decodeURIComponent(b[field])).toContain(`data-lang="${lang}"`)
      }
    }
    expect(decodeURIComponent(banners[1]!.path_tw)).toContain('賽車')
  })

  it('getWinList: recent payouts of ended rounds, newest first, masked, repeatable; a real win is listed', async () => {
    const list = await getWinList(api)
    expect(list.length).toBeGreaterThan(5)
    expect(list.length).toBeLessThanOrEqual(20)
    for (const w of list) {
      expect(w.username).toMatch(/\*\*\*/)
      expect([1, 2, 3, 4]).toContain(w.gametype)
      expect(w.money).toBeGreaterThanOrEqual(5000)
      expect(w.time).toMatch(/^2026-01-15 \d\d:\d\d:\d\d$/)
    }
    const times = list.map((w) => w.time)
    expect([...times].sort().reverse()).toEqual(times)
    expect(await getWinList(api)).toEqual(list)

    await loginAs('demo', 'demo123')
    const info = await getGameinfo(api, { roomid: 1 })
    const big = await order(api, {
      gameid: info.game!.id,
      roomid: 1,
      order_info: [
        [0, 1.98, c(500_000)],
        [1, 1.98, c(500_000)],
      ],
    })
    expect(big).toBeTruthy()
    now = roundAt(1, T0).endsAt + 1000
    const after = await getWinList(api)
    // the backend's times are UTC+8
    expect(after).toContainEqual({ username: 'd***', gametype: 1, money: 990_000, time: '2026-01-15 18:03:00' })
  })
})
