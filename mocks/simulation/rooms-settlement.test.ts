// @vitest-environment jsdom
// Rooms that share a game type's rounds, and settlement before every request (not only game calls).
import { afterEach, describe, expect, it } from 'vitest'
import { getuserinfo, login } from '../../src/api/session'
import { createApiClient, type ApiClient } from '../../src/api/client'
import { isApiError } from '../../src/api/errors'
import { getGameinfo } from '../../src/api/game'
import { current, getGamecancel, getGamelog, order, type OrderEntry } from '../../src/api/game-orders'
import { minerTransferIn } from '../../src/api/mining'
import { getfinanceflow, getLeftMoney, recharge } from '../../src/api/wallet'
import type { FundLogEntry } from '../../src/api/types'
import { units, type Cents } from '../../src/lib/money'
import { serverTime } from '../lib/server-time'
import type { MockServer } from '../models'
import { DEFAULT_SEED, makeServer } from '../server'
import { DAY_MS } from './maturity'
import { wins } from './outcome'
import { drawOf, roundAt } from './rounds'
import { payoutCents } from './settle'

/** 10:00:05 UTC: round 201 of game type 1 has 2:55 to go. */
const T0 = Date.UTC(2026, 0, 15, 10, 0, 5)
const ROUND = roundAt(1, T0)
let now = T0
let server: MockServer
let token: string | null
let api: ApiClient

async function start(scenario = 'default') {
  server = makeServer({ scenario, environment: 'test', urlPrefix: location.origin, now: () => now })
  token = null
  api = createApiClient({ baseUrl: location.origin, getLang: () => 'en', getToken: () => token, log: () => {} })
  token = (await login(api, { quhao: '+84', username: 'demo', password: 'demo123' })).token
}
afterEach(() => server.shutdown())

const c = (n: number) => n as Cents
const rejection = (p: Promise<unknown>) =>
  p.then(
    () => expect.unreachable(),
    (e: unknown) => (isApiError(e) ? e : Promise.reject(e)),
  )
const place = async (roomid: number, entries: OrderEntry[]) => {
  const info = await getGameinfo(api, { roomid })
  await order(api, { gameid: info.game!.id, roomid, order_info: entries })
}
/** What `entries` pay in ROUND (11-option rooms at the demo rates). */
const paid = (entries: OrderEntry[]) =>
  entries.reduce((sum, [i, rate, stake]) => sum + (wins(11, i, drawOf(DEFAULT_SEED, 1, ROUND.seqno)) ? payoutCents(stake, rate) : 0), 0)
const signed = (r: FundLogEntry) => (r.type === 1 ? r.money : -r.money)

/** Big and Small: exactly one of them wins every draw. */
const BIG_SMALL: OrderEntry[] = [
  [0, 1.98, c(2000)],
  [1, 1.98, c(3000)],
]

describe('own orders and award of one room (roomid)', () => {
  it('a bet in room 6 is not listed, cancellable or awarded in room 1 of the same game type', async () => {
    now = T0
    await start()
    const inRoom1: OrderEntry[] = [
      [2, 1.98, c(4000)],
      [3, 1.98, c(5000)],
    ]
    await place(6, BIG_SMALL)
    const round = { gameseq: ROUND.seqno, gametype: 1 }
    expect(await getGamelog(api, { ...round, roomid: 1 })).toEqual([])
    const room6 = await getGamelog(api, { ...round, roomid: 6 })
    expect(room6.map((o) => o.value)).toEqual(['0', '1'])
    expect(await rejection(getGamecancel(api, { roomid: 1, order_id: room6[0]!.id }))).toMatchObject({ errCode: 2003 })

    await place(1, inRoom1)
    expect((await getGamelog(api, { ...round, roomid: 1 })).map((o) => o.value)).toEqual(['2', '3'])
    // a backend call without roomid (the documented body) still answers for the whole round
    expect(await getGamelog(api, round)).toHaveLength(4)

    now = ROUND.endsAt
    expect((await current(api, { ...round, roomid: 1 })).award).toBe(paid(inRoom1))
    expect((await current(api, { ...round, roomid: 6 })).award).toBe(paid(BIG_SMALL))
    expect((await current(api, round)).award).toBe(paid(inRoom1) + paid(BIG_SMALL))
  })
})

describe('settlement before every request', () => {
  it('a win shows in getuserinfo and the income list without any game call after the draw', async () => {
    now = T0
    await start()
    await place(1, BIG_SMALL)
    const afterBet = (await getuserinfo(api)).money
    const award = paid(BIG_SMALL)
    expect(award).toBeGreaterThan(0)

    now = ROUND.endsAt + 5 * 60_000
    expect((await getuserinfo(api)).money).toBe(afterBet + award)
    expect((await getLeftMoney(api)).leftmoney).toBe(afterBet + award)
    const [newest] = await getfinanceflow(api, { type: 'all' })
    expect(newest).toMatchObject({ type: 1, money: award, before: afterBet, reason: `Win ${ROUND.seqno}`, time: serverTime(ROUND.endsAt) })
    expect((await getuserinfo(api)).money).toBe(afterBet + award)
  })

  it('what fell due between two requests is written in time order: the income list reads as a running balance', async () => {
    // a contract maturing 10 s into the round, a bet placed before that, one request after the draw
    now = ROUND.startsAt + 10_000 - 15 * DAY_MS
    await start('vip')
    await minerTransferIn(api, { money: units(100_000), tier: 1 })
    now = T0
    await place(1, BIG_SMALL)
    now = ROUND.endsAt + 1_000
    const balance = (await getuserinfo(api)).money
    await recharge(api, { money: c(1_000), pay_name: 'P' })

    const rows = await getfinanceflow(api, { type: 'all' })
    expect(rows.slice(0, 5).map((r) => r.reason)).toEqual([
      'Recharge (demo)',
      `Win ${ROUND.seqno}`,
      'Mining tier 1: income',
      'Mining tier 1: principal returned',
      `Bet ${ROUND.seqno}`,
    ])
    const oldestFirst = [...rows].reverse()
    oldestFirst.forEach((row, i) => {
      const next = oldestFirst[i + 1]?.before ?? balance + 1_000
      expect(row.before! + signed(row), `${row.time} ${row.reason}`).toBe(next)
    })
  })
})
