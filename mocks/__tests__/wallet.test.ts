// @vitest-environment jsdom
// The wallet handlers through the app's own API functions: §8 codes, filters, and the exact ledger.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { login } from '../../src/api/account'
import { createApiClient, type ApiClient } from '../../src/api/client'
import { isApiError } from '../../src/api/errors'
import { addbankcard, delbankcard, getBankcardlist, getfinanceflow, getLeftMoney, recharge, withdraw } from '../../src/api/wallet'
import type { Cents } from '../../src/lib/money'
import { serverDay, serverTime } from '../handlers/wallet'
import { createRandom } from '../lib/random'
import type { MockServer } from '../models'
import { makeServer } from '../server'

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
  promise.then(() => expect.unreachable('expected a rejection'), (error: unknown) => (isApiError(error) ? error : Promise.reject(error)))
const demoUser = () => server.schema.findBy('user', { username: 'demo' })!
const BANK = { type: 'Bank', bank: 'ACB', account: '6222 0212 3456 7890', username: 'Demo Trader', area: 'Hanoi', payPwd: 'pay123' } as const

describe('recharge', () => {
  beforeEach(() => start())

  it('credits at once, labelled demo, with a fund-log row', async () => {
    await recharge(client, { money: c(50_000), pay_name: 'Ann' })
    expect(demoUser().moneyCents).toBe(1_050_000)
    const [row] = await getfinanceflow(client, { type: 'today' })
    expect(row).toMatchObject({ type: 1, money: 50_000, before: 1_000_000, reason: 'Recharge (demo)', time: serverTime(NOW) })
  })

  it('refuses below the config minimum and without a payer name with an info text; a bad amount is 1050', async () => {
    expect(await rejection(recharge(client, { money: c(999), pay_name: 'Ann' }))).toMatchObject({ kind: 'info', info: 'recharge amount must be at least 10.00 USD' })
    expect(await rejection(recharge(client, { money: c(1_000), pay_name: ' ' }))).toMatchObject({ kind: 'info', info: 'please enter the payer name' })
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
    expect(await rejection(addbankcard(client, { type: 'USDT-TRC20', address: 'TQ5Nq', payPwd: 'pay123' }))).toMatchObject({ errCode: 1048 })
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
    server.schema.create('bankCard', { userId: newbie.id!, type: 'Bank', bank: 'ACB', account: '123456', username: 'N', area: 'HN', address: '', createdAt: NOW })
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
    expect(await rejection(getfinanceflow(client, { type: 'all', start: day(today), end: day(today - 1) }))).toMatchObject({ errCode: 1001 })
  })

  it('pages when asked', async () => {
    const all = await getfinanceflow(client, { type: 'all' })
    const first = await getfinanceflow(client, { type: 'all', page: 1, pagesize: 4 })
    const second = await getfinanceflow(client, { type: 'all', page: 2, pagesize: 4 })
    expect([...first, ...second]).toEqual(all.slice(0, 8))
  })
})

describe('the exact ledger', () => {
  it.each([1, 2, 3, 4, 5])('seed %i: random operations keep balance = initial + signed sum, never below zero', async (seed) => {
    await start('empty')
    const random = createRandom(seed)
    const user = demoUser()
    const initial = user.moneyCents
    const ids: number[] = []
    for (let step = 0; step < 60; step++) {
      now += random.int(1, 5) * 3_600_000
      const op = random.pick(['recharge', 'recharge', 'withdraw', 'withdraw', 'withdraw', 'add', 'del'] as const)
      const amount = c(random.int(1, 300_000))
      const before = demoUser().moneyCents
      try {
        if (op === 'recharge') await recharge(client, { money: amount, pay_name: 'P' })
        else if (op === 'withdraw') await withdraw(client, { bank_id: ids[0] ?? 0, money: amount, pwd: random.next() < 0.1 ? 'bad123' : 'pay123' })
        else if (op === 'add') await addbankcard(client, { ...BANK, account: String(random.int(1000, 9999)) })
        else if (ids.length) await delbankcard(client, { id: ids[ids.length - 1]! })
      } catch (error) {
        if (!isApiError(error) || error.kind === 'malformed') throw error
        // A refused operation changes nothing.
        expect(demoUser().moneyCents).toBe(before)
      }
      ids.splice(0, ids.length, ...(await getBankcardlist(client)).map((a) => a.id))
      const logs = server.schema.where('fundLog', { userId: user.id! }).models.sort((a, b) => Number(a.id) - Number(b.id))
      const signed = logs.reduce((sum, l) => sum + (l.type === 1 ? l.cents : -l.cents), 0)
      const balance = demoUser().moneyCents
      expect(balance).toBe(initial + signed)
      expect(balance).toBeGreaterThanOrEqual(0)
      // Each entry's `before` is the running balance, and the wire says the same.
      let running = initial
      for (const l of logs) {
        expect(l.beforeCents).toBe(running)
        running += l.type === 1 ? l.cents : -l.cents
      }
      expect((await getLeftMoney(client)).leftmoney).toBe(balance)
    }
    const flow = await getfinanceflow(client, { type: 'all' })
    expect(flow.reduce((sum, r) => sum + (r.type === 1 ? r.money : -r.money), initial)).toBe(demoUser().moneyCents)
  })
})
