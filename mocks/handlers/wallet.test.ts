// @vitest-environment jsdom
// The wallet handlers through the app's own API functions: the error codes, filters, and the exact ledger.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { login } from '../../src/api/session'
import { createApiClient, type ApiClient } from '../../src/api/client'
import { isApiError } from '../../src/api/errors'
import { getGameinfo } from '../../src/api/game'
import { getGamecancel, getGamelog, order, type OrderEntry } from '../../src/api/game-orders'
import { minerTransferIn } from '../../src/api/mining'
import { addbankcard, delbankcard, getBankcardlist, getfinanceflow, getLeftMoney, recharge, withdraw } from '../../src/api/wallet'
import { units, type Cents } from '../../src/lib/money'
import { serverDay, serverTime } from '../lib/server-time'
import { createRandom } from '../lib/random'
import type { MockServer } from '../models'
import { makeServer } from '../server'
import { roundAt } from '../simulation/rounds'

const NOW = 1_767_000_000_000
const DAY = 86_400_000
let now = NOW
let server: MockServer
let token: string | null
let client: ApiClient
const c = (n: number) => n as Cents

async function start(scenario = 'default', username = 'demo', password = 'demo123') {
  server = makeServer({ scenario, environment: 'test', urlPrefix: location.origin, now: () => now })
  token = null
  client = createApiClient({ baseUrl: location.origin, getLang: () => 'en', getToken: () => token, log: () => {} })
  token = (await login(client, { quhao: '+84', username, password })).token
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
const demoUser = () => server.schema.findBy('user', { username: 'demo' })!
const BANK = {
  type: 'Bank',
  bank: 'ACB',
  account: '6222 0212 3456 7890',
  username: 'Demo Trader',
  area: 'Hanoi',
  payPwd: 'pay123',
} as const

describe('recharge', () => {
  beforeEach(() => start())

  it('credits at once, labelled demo, with a fund-log row', async () => {
    await recharge(client, { money: c(50_000), pay_name: 'Ann' })
    expect(demoUser().moneyCents).toBe(1_050_000)
    const [row] = await getfinanceflow(client, { type: 'today' })
    expect(row).toMatchObject({ type: 1, money: 50_000, before: 1_000_000, reason: 'Recharge (demo)', time: serverTime(NOW) })
  })

  it('refuses below the config minimum and without a payer name with an info text; a bad amount is 1050', async () => {
    expect(await rejection(recharge(client, { money: c(999), pay_name: 'Ann' }))).toMatchObject({
      kind: 'info',
      info: 'recharge amount must be at least 10.00 USD',
    })
    expect(await rejection(recharge(client, { money: c(1_000), pay_name: ' ' }))).toMatchObject({
      kind: 'info',
      info: 'please enter the payer name',
    })
    expect(await rejection(recharge(client, { money: c(0), pay_name: 'Ann' }))).toMatchObject({ kind: 'code', errCode: 1050 })
    expect(demoUser().moneyCents).toBe(1_000_000)
  })

  it('a guest gets body code 409', async () => {
    token = null
    expect(await rejection(recharge(client, { money: c(10_000), pay_name: 'Ann' }))).toMatchObject({ kind: 'session' })
  })
})

describe('accounts', () => {
  beforeEach(() => start())

  it('add, list, delete; duplicates 1046/1048; unknown id 1049; the sixth 1047', async () => {
    expect(await getBankcardlist(client)).toEqual([])
    await addbankcard(client, BANK)
    await addbankcard(client, { type: 'USDT-TRC20', address: 'TQ5Nq', payPwd: 'pay123' })
    const list = await getBankcardlist(client)
    expect(list).toMatchObject([
      { type: 'Bank', bank: 'ACB', account: '6222021234567890', username: 'Demo Trader', area: 'Hanoi', address: '' },
      { type: 'USDT-TRC20', address: 'TQ5Nq', account: '' },
    ])
    expect(await rejection(addbankcard(client, { ...BANK, bank: 'Other' }))).toMatchObject({ errCode: 1046 })
    expect(await rejection(addbankcard(client, { type: 'USDT-TRC20', address: 'TQ5Nq', payPwd: 'pay123' }))).toMatchObject({
      errCode: 1048,
    })
    for (const account of ['1', '2', '3']) await addbankcard(client, { ...BANK, account })
    expect(await rejection(addbankcard(client, { ...BANK, account: '4' }))).toMatchObject({ errCode: 1047 })
    await delbankcard(client, { id: list[0]!.id })
    expect((await getBankcardlist(client)).map((a) => a.id)).not.toContain(list[0]!.id)
    expect(await rejection(delbankcard(client, { id: list[0]!.id }))).toMatchObject({ errCode: 1049 })
  })

  it('a non-bank type needs an address (1065); the withdraw password is checked (2057, 1033)', async () => {
    expect(await rejection(addbankcard(client, { type: 'USDT-TRC20', address: ' ', payPwd: 'pay123' }))).toMatchObject({ errCode: 1065 })
    expect(await rejection(addbankcard(client, { ...BANK, payPwd: '' }))).toMatchObject({ errCode: 2057 })
    expect(await rejection(addbankcard(client, { ...BANK, payPwd: 'nope12' }))).toMatchObject({ errCode: 1033 })
    expect(await rejection(addbankcard(client, { ...BANK, bank: '' }))).toMatchObject({ errCode: 1001 })
    expect(await getBankcardlist(client)).toEqual([])
  })

  it("another user's account is not listed, withdrawn to or deleted", async () => {
    await addbankcard(client, BANK)
    const [mine] = await getBankcardlist(client)
    token = (await login(client, { quhao: '+84', username: 'newbie', password: 'newbie123' })).token
    expect(await getBankcardlist(client)).toEqual([])
    expect(await rejection(withdraw(client, { bank_id: mine!.id, money: c(100), pwd: 'pay123' }))).toMatchObject({ errCode: 1049 })
    expect(await rejection(delbankcard(client, { id: mine!.id }))).toMatchObject({ errCode: 1049 })
  })
})

describe('withdraw', () => {
  beforeEach(() => start())

  it('moves money out through the ledger; left money follows the balance', async () => {
    await addbankcard(client, BANK)
    const [card] = await getBankcardlist(client)
    expect(await getLeftMoney(client)).toEqual({ leftmoney: 1_000_000 })
    await withdraw(client, { bank_id: card!.id, money: c(10_050), pwd: 'pay123' })
    expect(await getLeftMoney(client)).toEqual({ leftmoney: 989_950 })
    const [row] = await getfinanceflow(client, { type: 'all' })
    expect(row).toMatchObject({ type: 2, money: 10_050, before: 1_000_000, reason: 'Withdraw to ACB ****7890' })
  })

  it('answers 2058, 1049, 2057, 1051, 1050 and 1025 without touching the balance', async () => {
    await addbankcard(client, BANK)
    const [card] = await getBankcardlist(client)
    const id = card!.id
    expect(await rejection(withdraw(client, { bank_id: 0, money: c(100), pwd: 'pay123' }))).toMatchObject({ errCode: 2058 })
    expect(await rejection(withdraw(client, { bank_id: 999, money: c(100), pwd: 'pay123' }))).toMatchObject({ errCode: 1049 })
    expect(await rejection(withdraw(client, { bank_id: id, money: c(100), pwd: '' }))).toMatchObject({ errCode: 2057 })
    expect(await rejection(withdraw(client, { bank_id: id, money: c(100), pwd: 'wrong1' }))).toMatchObject({ errCode: 1051 })
    expect(await rejection(withdraw(client, { bank_id: id, money: c(0), pwd: 'pay123' }))).toMatchObject({ errCode: 1050 })
    expect(await rejection(withdraw(client, { bank_id: id, money: c(1_000_001), pwd: 'pay123' }))).toMatchObject({ errCode: 1025 })
    expect(demoUser().moneyCents).toBe(1_000_000)
  })

  it('a user without a withdraw password gets 2057', async () => {
    token = (await login(client, { quhao: '+84', username: 'newbie', password: 'newbie123' })).token
    const newbie = server.schema.findBy('user', { username: 'newbie' })!
    server.schema.create('bankCard', {
      userId: newbie.id!,
      type: 'Bank',
      bank: 'ACB',
      account: '123456',
      username: 'N',
      area: 'HN',
      address: '',
      createdAt: NOW,
    })
    const [card] = await getBankcardlist(client)
    expect(await rejection(withdraw(client, { bank_id: card!.id, money: c(100), pwd: 'pay123' }))).toMatchObject({ errCode: 2057 })
  })
})

describe('getfinanceflow', () => {
  beforeEach(() => start())

  it('filters by tab and by date range on the backend calendar, newest first', async () => {
    const all = await getfinanceflow(client, { type: 'all' })
    const logs = server.schema.where('fundLog', { userId: demoUser().id! }).models
    expect(all).toHaveLength(logs.length)
    expect(all.map((r) => r.time)).toEqual([...all.map((r) => r.time)].sort().reverse())
    const count = (from: number, to: number) => logs.filter((l) => serverDay(l.time) >= from && serverDay(l.time) <= to).length
    const today = serverDay(NOW)
    expect(await getfinanceflow(client, { type: 'today' })).toHaveLength(count(today, today))
    expect(await getfinanceflow(client, { type: 'yesterday' })).toHaveLength(count(today - 1, today - 1))
    expect(await getfinanceflow(client, { type: 'seven' })).toHaveLength(count(today - 6, today))
    expect(count(today - 6, today)).toBeGreaterThan(0)
    const day = (d: number) => serverTime(d * DAY - 8 * 3_600_000).slice(0, 10)
    const ranged = await getfinanceflow(client, { type: 'all', start: day(today - 3), end: day(today - 1) })
    expect(ranged).toHaveLength(count(today - 3, today - 1))
    expect(ranged.every((r) => r.time >= day(today - 3) && r.time < day(today))).toBe(true)
    expect(await rejection(getfinanceflow(client, { type: 'all', start: day(today), end: day(today - 1) }))).toMatchObject({
      errCode: 1001,
    })
  })

  it('pages when asked', async () => {
    const all = await getfinanceflow(client, { type: 'all' })
    const first = await getfinanceflow(client, { type: 'all', page: 1, pagesize: 4 })
    const second = await getfinanceflow(client, { type: 'all', page: 2, pagesize: 4 })
    expect([...first, ...second]).toEqual(all.slice(0, 8))
  })
})

describe('the exact ledger', () => {
  const HOUR = 3_600_000
  /** two rooms sharing game type 1's rounds, and one of game type 2 */
  const ROOMS = [1, 6, 16]
  /** For every user: `before` of each entry (in the order written) is the running balance, which ends at the balance, never below zero. */
  function expectExactLedger(initial: Map<string, number>) {
    for (const user of server.schema.all('user').models) {
      const logs = server.schema.where('fundLog', { userId: user.id! }).models.sort((a, b) => Number(a.id) - Number(b.id))
      let running = initial.get(user.id!) ?? 0
      for (const l of logs) {
        expect(l.beforeCents, `${user.username}: ${l.reason}`).toBe(running)
        running += l.type === 1 ? l.cents : -l.cents
        expect(running).toBeGreaterThanOrEqual(0)
      }
      expect(user.moneyCents, user.username).toBe(running)
    }
  }

  it.each([1, 2, 3, 4, 5])(
    'seed %i: random wallet, game and mining operations keep balance = initial + signed sum, never below zero',
    async (seed) => {
      await start()
      const random = createRandom(seed)
      const tokens = [token, (await login(client, { quhao: '+84', username: 'newbie', password: 'newbie123' })).token]
      const signedSum = (userId: string) =>
        server.schema.where('fundLog', { userId }).models.reduce((sum, l) => sum + (l.type === 1 ? l.cents : -l.cents), 0)
      const initial = new Map(server.schema.all('user').models.map((u) => [u.id!, u.moneyCents - signedSum(u.id!)]))
      const me = () => server.schema.findBy('user', { token: token! })!
      const bet = async () => {
        const roomid = random.pick(ROOMS)
        const info = await getGameinfo(client, { roomid })
        const options = [...new Set(Array.from({ length: random.int(1, 3) }, () => random.int(0, info.room.rates.length - 1)))]
        const order_info = options.map((i) => [i, info.room.rates[i]!, c(random.int(20, 500) * 100)] as OrderEntry)
        return () => order(client, { gameid: info.game!.id, roomid, order_info })
      }
      const cancel = async () => {
        const own: Array<{ roomid: number; order_id: number }> = []
        for (const roomid of ROOMS) {
          const { game } = await getGameinfo(client, { roomid })
          own.push(
            ...(await getGamelog(client, { roomid, gameseq: game!.seqno, gametype: game!.gametype })).map((o) => ({
              roomid,
              order_id: o.id,
            })),
          )
        }
        const target = own.length ? random.pick(own) : { roomid: 1, order_id: 0 }
        return () => getGamecancel(client, target)
      }
      for (let step = 0; step < 80; step++) {
        token = random.next() < 0.25 ? tokens[1]! : tokens[0]!
        const op = random.pick([
          'recharge',
          'withdraw',
          'add',
          'del',
          'bet',
          'bet',
          'bet',
          'cancel',
          'cancel',
          'draw',
          'mine',
          'wait',
        ] as const)
        if (op === 'draw') now = roundAt(1, now).endsAt + random.int(0, 30_000)
        else if (op === 'wait') now += random.pick([HOUR, 24 * HOUR, 16 * 24 * HOUR])
        else now += random.int(1, 30) * 1000
        // What fell due is settled by any request: read the balance after it, before the operation.
        await getLeftMoney(client)
        const ids = (await getBankcardlist(client)).map((a) => a.id)
        const amount = c(random.int(1, 300_000))
        let run: () => Promise<unknown> = async () => undefined
        if (op === 'recharge') run = () => recharge(client, { money: amount, pay_name: 'P' })
        else if (op === 'withdraw')
          run = () => withdraw(client, { bank_id: ids[0] ?? 0, money: amount, pwd: random.next() < 0.1 ? 'bad123' : 'pay123' })
        else if (op === 'add') run = () => addbankcard(client, { ...BANK, account: String(random.int(1000, 9999)) })
        else if (op === 'del' && ids.length) run = () => delbankcard(client, { id: ids[ids.length - 1]! })
        else if (op === 'bet') run = await bet()
        else if (op === 'cancel') run = await cancel()
        else if (op === 'mine') {
          const money = units(random.int(100_000, 299_999))
          await recharge(client, { money, pay_name: 'P' })
          run = () => minerTransferIn(client, { money, tier: 1 })
        }
        const before = me().moneyCents
        try {
          await run()
        } catch (error) {
          if (!isApiError(error) || error.kind === 'malformed') throw error
          // A refused operation changes nothing.
          expect(me().moneyCents).toBe(before)
        }
        expectExactLedger(initial)
        expect((await getLeftMoney(client)).leftmoney).toBe(me().moneyCents)
      }
      // Every round drawn and every contract matured: settled by the next request, whichever it is.
      now += 61 * 24 * HOUR
      await getLeftMoney(client)
      expect(server.schema.where('bet', { status: 'open' }).models).toHaveLength(0)
      expect(server.schema.where('minerOrder', { status: 'running' }).models).toHaveLength(0)
      const statuses = new Set(server.schema.all('bet').models.map((b) => b.status))
      expect(statuses.has('cancelled') && (statuses.has('won') || statuses.has('lost'))).toBe(true)
      expect(server.schema.all('minerOrder').length).toBeGreaterThan(0)
      expectExactLedger(initial)
      // The income list, sorted by time, reads as a running balance too.
      for (const t of tokens) {
        token = t
        const oldestFirst = (await getfinanceflow(client, { type: 'all' })).reverse()
        oldestFirst.forEach((row, i) => {
          const next = oldestFirst[i + 1]?.before ?? me().moneyCents
          expect(row.before! + (row.type === 1 ? row.money : -row.money), `${row.time} ${row.reason}`).toBe(next)
        })
      }
    },
  )
})
