// @vitest-environment jsdom
// The mining and trend handlers through the app's own API functions: tiers, transfer in through
// the ledger, accrual by whole days on the injected clock, maturity, and todayWinLost from bets.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { getuserinfo, login } from '../../src/api/session'
import { createApiClient, type ApiClient } from '../../src/api/client'
import { isApiError } from '../../src/api/errors'
import { todayWinLost } from '../../src/api/game'
import { getMinerList, getMinerOrders, minerTransferIn } from '../../src/api/mining'
import { getfinanceflow } from '../../src/api/wallet'
import { units } from '../../src/lib/money'
import { SERVER_UTC_OFFSET_MS } from '../lib/server-time'
import type { MockServer } from '../models'
import { makeServer } from '../server'

// 10:00 on the backend's calendar, so "today" and "yesterday" are unambiguous.
const DAY = 86_400_000
const NOW = Math.floor(1_767_000_000_000 / DAY) * DAY + 10 * 3_600_000 - SERVER_UTC_OFFSET_MS
let now = NOW
let server: MockServer
let token: string | null
let client: ApiClient

async function start(scenario = 'vip') {
  server = makeServer({ scenario, environment: 'test', urlPrefix: location.origin, now: () => now })
  client = createApiClient({ baseUrl: location.origin, getLang: () => 'en', getToken: () => token, log: () => {} })
  token = null
  token = (await login(client, { quhao: '+84', username: 'demo', password: 'demo123' })).token
}
beforeEach(() => {
  now = NOW
})
afterEach(() => server.shutdown())

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.unreachable('expected a rejection'),
    (error: unknown) => (isApiError(error) ? error : Promise.reject(error)),
  )

describe('mining', () => {
  it('getMinerList: the four product tiers', async () => {
    await start()
    expect(await getMinerList(client)).toEqual([
      { tier: 1, min: units(100_000), max: units(300_000), rate: 0.15, days: 15, title: 'Tier 1' },
      { tier: 2, min: units(300_000), max: units(800_000), rate: 0.3, days: 30, title: 'Tier 2' },
      { tier: 3, min: units(800_000), max: units(1_500_000), rate: 0.8, days: 45, title: 'Tier 3' },
      { tier: 4, min: units(1_500_000), max: undefined, rate: 1.3, days: 60, title: 'Tier 4' },
    ])
  })

  it('transfer in debits through the ledger, accrues by whole days, and pays back at maturity', async () => {
    await start()
    const before = (await getuserinfo(client)).money
    await minerTransferIn(client, { money: units(100_000), tier: 1 })
    expect((await getuserinfo(client)).money).toBe(before - units(100_000))
    const [log] = await getfinanceflow(client, { type: 'today' })
    expect(log).toMatchObject({ type: 2, money: units(100_000), before, reason: 'Mining tier 1: transfer in' })

    let [order] = await getMinerOrders(client)
    expect(order).toMatchObject({ tier: 1, money: units(100_000), rate: 0.15, days: 15, income: 0, status: 0 })

    now = NOW + 3 * DAY - 1 // not yet three whole days
    ;[order] = await getMinerOrders(client)
    expect(order!.income).toBe(units(300)) // 100,000 × 0.15 % × 2
    now = NOW + 3 * DAY
    ;[order] = await getMinerOrders(client)
    expect(order!.income).toBe(units(450))

    now = NOW + 15 * DAY
    ;[order] = await getMinerOrders(client)
    expect(order).toMatchObject({ status: 1, income: units(2_250) })
    expect((await getuserinfo(client)).money).toBe(before + units(2_250))
    now += DAY // settled once only
    await getMinerOrders(client)
    expect((await getuserinfo(client)).money).toBe(before + units(2_250))
  })

  it('refuses zero, out-of-range, mismatched-tier and uncovered amounts without touching the balance', async () => {
    await start('default') // demo has 10,000.00
    const before = (await getuserinfo(client)).money
    expect(await rejection(minerTransferIn(client, { money: units(0), tier: 1 }))).toMatchObject({ kind: 'code', errCode: 1042 })
    expect(await rejection(minerTransferIn(client, { money: units(99_999.99), tier: 1 }))).toMatchObject({
      kind: 'info',
      info: expect.stringMatching(/100000\.00 to 1500000\.00/),
    })
    expect(await rejection(minerTransferIn(client, { money: units(1_500_000.01), tier: 4 }))).toMatchObject({ kind: 'info' })
    expect(await rejection(minerTransferIn(client, { money: units(300_000), tier: 1 }))).toMatchObject({
      kind: 'info',
      info: expect.stringMatching(/tier 2/),
    })
    expect(await rejection(minerTransferIn(client, { money: units(100_000), tier: 1 }))).toMatchObject({ kind: 'code', errCode: 1025 })
    expect((await getuserinfo(client)).money).toBe(before)
    expect(await getMinerOrders(client)).toEqual([])
  })

  it('needs a session', async () => {
    await start()
    token = null
    expect(await rejection(getMinerOrders(client))).toMatchObject({ kind: 'session' })
  })
})

describe('todayWinLost', () => {
  it("sums stakes and wins of today and yesterday from the user's bets; cancelled bets do not count", async () => {
    await start()
    const demo = server.schema.findBy('user', { username: 'demo' })!
    const bet = (createdAt: number, cents: number, status: 'won' | 'lost' | 'cancelled', awardCents = 0) =>
      server.schema.create('bet', {
        userId: demo.id!,
        roomId: 1,
        gametype: 1,
        seqno: `S${createdAt}`,
        ordersn: 'X',
        option: 0,
        rate: 1.98,
        cents,
        status,
        awardCents,
        createdAt,
      })
    bet(NOW - 3_600_000, units(100), 'won', units(198))
    bet(NOW - 3_600_000, units(50), 'lost')
    bet(NOW - 3_600_000, units(70), 'cancelled')
    bet(NOW - DAY, units(20), 'won', units(39.6))
    bet(NOW - 2 * DAY, units(999), 'won', units(1_978.02))
    expect(await todayWinLost(client)).toEqual({ todaywin: units(198), todaytotal: units(150), yeswin: units(39.6), yestotal: units(20) })
  })

  it('is all zeros for a user who has not played', async () => {
    await start('empty')
    expect(await todayWinLost(client)).toEqual({ todaywin: 0, todaytotal: 0, yeswin: 0, yestotal: 0 })
  })
})
