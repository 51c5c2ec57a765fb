// @vitest-environment jsdom
// The demo backend answers in the request's `lang`: fund-log reasons (stored as keys, rendered when
// listed), game and room titles, option names and the info texts the app shows.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { login } from '../../src/api/session'
import { createApiClient, type ApiClient } from '../../src/api/client'
import { isApiError } from '../../src/api/errors'
import { getArticledetail } from '../../src/api/content'
import { getGameinfo, getRoomList } from '../../src/api/game'
import { getGameList } from '../../src/api/lobby'
import { getGamecancel, getGamelog, order } from '../../src/api/game-orders'
import { getMinerList, minerTransferIn } from '../../src/api/mining'
import { addbankcard, getBankcardlist, getfinanceflow, recharge, withdraw } from '../../src/api/wallet'
import { API_LANG } from '../../src/i18n/locales'
import { units, type Cents } from '../../src/lib/money'
import { langOf, t } from './texts'
import type { MockServer } from '../models'
import { makeServer } from '../server'
import { roundAt } from '../simulation/rounds'

/** 5 s into a round of game type 1: betting is open. */
const T0 = Date.UTC(2026, 0, 15, 10, 0, 5)
let now = T0
let lang = 'en'
let server: MockServer
let token: string | null
let api: ApiClient
const c = (n: number) => n as Cents

beforeEach(async () => {
  now = T0
  lang = 'en'
  server = makeServer({ environment: 'test', urlPrefix: location.origin, now: () => now })
  token = null
  api = createApiClient({ baseUrl: location.origin, getLang: () => lang, getToken: () => token, log: () => {} })
  token = (await login(api, { quhao: '+84', username: 'demo', password: 'demo123' })).token
})
afterEach(() => server.shutdown())

const reasons = async () => (await getfinanceflow(api, { type: 'all' })).map((r) => r.reason)
const rejection = (p: Promise<unknown>) =>
  p.then(
    () => expect.unreachable(),
    (e: unknown) => (isApiError(e) ? e : Promise.reject(e)),
  )

describe('the demo backend speaks the request language', () => {
  it('the app sends the lang values the table knows; an unknown or missing lang is English', () => {
    expect(Object.values(API_LANG).map(langOf)).toEqual(Object.values(API_LANG))
    expect(langOf(undefined)).toBe('en')
    expect(langOf('fr')).toBe('en')
    expect(t('chs', 'fund.withdrawTo', { to: 'ACB ****7890' })).toBe('提现至 ACB ****7890')
  })

  it('zh-CN gets Chinese room and game titles, vi Vietnamese, zh-TW Traditional', async () => {
    lang = API_LANG['zh-CN']
    expect((await getRoomList(api, { type: 1 })).map((r) => r.title)).toEqual(['标准', 'VIP', '高级', '尊享'])
    expect((await getGameList(api)).map((g) => g.title)).toEqual(['幸运时刻', '赛车', '幸运快三', '幸运飞艇'])
    expect((await getGameinfo(api, { roomid: 16 })).room.title).toBe('涨跌')
    lang = API_LANG.vi
    expect((await getRoomList(api, { type: 1 })).map((r) => r.title)).toEqual(['Tiêu chuẩn', 'VIP', 'Cao cấp', 'Thượng hạng'])
    expect((await getGameinfo(api, { roomid: 4 })).room.title).toBe('Đua xe')
    expect((await getMinerList(api)).map((m) => m.title)).toEqual(['Gói 1', 'Gói 2', 'Gói 3', 'Gói 4'])
    lang = API_LANG['zh-TW']
    expect((await getRoomList(api, { type: 1 })).map((r) => r.title)).toEqual(['標準', 'VIP', '高級', '尊享'])
    lang = API_LANG['en-US']
    expect((await getRoomList(api, { type: 1 })).map((r) => r.title)).toEqual(['Standard', 'VIP', 'Superior', 'Premier'])
  })

  it('fund-log reasons are rendered in the language of the request that lists them', async () => {
    await recharge(api, { money: c(50_000), pay_name: 'Ann' })
    await addbankcard(api, { type: 'Bank', bank: 'ACB', account: '6222021234567890', username: 'Ann', area: 'Hanoi', payPwd: 'pay123' })
    const [card] = await getBankcardlist(api)
    await withdraw(api, { bank_id: card!.id, money: c(10_000), pwd: 'pay123' })
    await recharge(api, { money: units(100_000), pay_name: 'Ann' })
    await minerTransferIn(api, { money: units(100_000), tier: 1 })

    // two orders of one round: Odd and Even (one of them wins), and Big, cancelled
    const info = await getGameinfo(api, { roomid: 1 })
    await order(api, {
      gameid: info.game!.id,
      roomid: 1,
      order_info: [
        [2, 1.98, c(2000)],
        [3, 1.98, c(2000)],
      ],
    })
    await order(api, { gameid: info.game!.id, roomid: 1, order_info: [[0, 1.98, c(2000)]] })
    const seqno = info.game!.seqno
    const big = (await getGamelog(api, { gameseq: seqno, gametype: 1, roomid: 1 })).find((o) => o.value === '0')!
    await getGamecancel(api, { roomid: 1, order_id: big.id })
    now = roundAt(1, T0).endsAt + 1000

    const newest = [
      'Win',
      'Cancel',
      'Bet',
      'Bet',
      'Mining tier 1: transfer in',
      'Recharge (demo)',
      'Withdraw to ACB ****7890',
      'Recharge (demo)',
    ]
    const english = await reasons()
    expect(english.slice(0, newest.length)).toEqual(newest.map((r) => (/^(Win|Cancel|Bet)$/.test(r) ? `${r} ${seqno}` : r)))
    // the scenario's own history, seeded as keys too
    expect(new Set(english.slice(newest.length))).toEqual(new Set(['Recharge', 'Withdraw']))

    lang = API_LANG['zh-CN']
    const chinese = await reasons()
    expect(chinese.slice(0, newest.length)).toEqual([
      `中奖 ${seqno}`,
      `撤单 ${seqno}`,
      `下注 ${seqno}`,
      `下注 ${seqno}`,
      '矿池方案 1：转入',
      '充值（演示）',
      '提现至 ACB ****7890',
      '充值（演示）',
    ])
    expect(new Set(chinese.slice(newest.length))).toEqual(new Set(['充值', '提现']))

    lang = API_LANG.vi
    const vietnamese = await reasons()
    expect(vietnamese.slice(0, newest.length)).toEqual([
      `Thắng ${seqno}`,
      `Hủy lệnh ${seqno}`,
      `Đặt cược ${seqno}`,
      `Đặt cược ${seqno}`,
      'Khai thác gói 1: chuyển vào',
      'Nạp tiền (demo)',
      'Rút tiền về ACB ****7890',
      'Nạp tiền (demo)',
    ])
    expect(new Set(vietnamese.slice(newest.length))).toEqual(new Set(['Nạp tiền', 'Rút tiền']))

    lang = API_LANG['zh-TW']
    expect((await reasons()).slice(0, 2)).toEqual([`中獎 ${seqno}`, `撤單 ${seqno}`])
  })

  it('matured mining entries and option names follow the language too', async () => {
    await recharge(api, { money: units(100_000), pay_name: 'Ann' })
    await minerTransferIn(api, { money: units(100_000), tier: 1 })
    const info = await getGameinfo(api, { roomid: 1 })
    await order(api, { gameid: info.game!.id, roomid: 1, order_info: [[2, 1.98, c(2000)]] })
    lang = API_LANG.vi
    expect((await getGamelog(api, { gameseq: info.game!.seqno, gametype: 1, roomid: 1 }))[0]!.valuecn).toBe('Lẻ')
    lang = API_LANG['zh-TW']
    expect((await getGamelog(api, { gameseq: info.game!.seqno, gametype: 1, roomid: 1 }))[0]!.valuecn).toBe('單')
    now += 16 * 86_400_000
    lang = API_LANG['zh-CN']
    expect((await reasons()).slice(0, 2)).toEqual(['矿池方案 1：收益', '矿池方案 1：本金返还'])
  })

  it('info texts the app shows as they are come in the request language', async () => {
    lang = API_LANG['zh-CN']
    expect(await rejection(recharge(api, { money: c(999), pay_name: 'Ann' }))).toMatchObject({
      kind: 'info',
      info: '充值金额不能少于 10.00 USD',
    })
    lang = API_LANG.vi
    expect(await rejection(recharge(api, { money: c(1_000), pay_name: ' ' }))).toMatchObject({
      kind: 'info',
      info: 'Vui lòng nhập tên người thanh toán',
    })
    expect(await rejection(minerTransferIn(api, { money: units(99_999), tier: 1 }))).toMatchObject({
      info: 'Số tiền phải từ 100000.00 đến 1500000.00 USD',
    })
    expect(await rejection(getArticledetail(api, { id: 999 }))).toMatchObject({ kind: 'info', info: 'Không tìm thấy bài viết 999' })
  })
})
