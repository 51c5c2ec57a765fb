// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Cents } from '../lib/money'
import { register, repasswd, resetpaypwd, sms_send } from './account'
import { getuserinfo, login } from './session'
import { createApiClient, type ApiClient } from './client'
import { getconfig } from './config'
import { getArticledetail, getArticlelist, getOneclassArticle } from './content'
import { slide } from './lobby'
import { getGameinfo, getRoomList, getTrendData, todayWinLost } from './game'
import { getGameList, getWinList } from './lobby'
import { current, getGamecancel, getGamelog, getGamelog2, getGamelog2Page, getVorder, order } from './game-orders'
import { getMinerList, getMinerOrders, minerTransferIn } from './mining'
import { addbankcard, delbankcard, getBankcardlist, getfinanceflow, getfinanceflowPage, getLeftMoney, recharge, withdraw } from './wallet'
import { ok, startServer, type TestServer } from './test-server'

let server: TestServer
let api: ApiClient
beforeAll(async () => {
  server = await startServer()
  api = createApiClient({ baseUrl: server.url, getLang: () => 'en', getToken: () => 'T', log: () => {} })
})
afterAll(() => server.close())
afterEach(() => {
  server.requests.length = 0
})

const c = (n: number) => n as Cents

interface Case {
  name: string
  run: (api: ApiClient) => Promise<unknown>
  path: string
  /** the body the function sends, without lang and token */
  body?: Record<string, unknown>
  data: unknown
  expected: unknown
}

const room = {
  id: '3',
  type: '1',
  title: 'VIP',
  minjoin: '1,000.00',
  minbuy: '20',
  rate0: '1.98',
  rate1: 1.98,
  rate2: '1.98',
  rate3: '1.98',
}
const article = { id: '26', title: '简介', content: '<p>中</p>', title_yw: 'Intro', content_yw: '<p>en</p>', img: '/a.png' }

const cases: Case[] = [
  {
    name: 'getconfig',
    run: getconfig,
    path: '/api/Index/getconfig',
    data: { kefu: 'https://help.example/chat', rechargeMin: '500', ios_version: 2.1, theme: 'dark' },
    expected: {
      kefu: 'https://help.example/chat',
      serviceUrl: 'https://help.example/chat',
      currency: 'USD',
      rechargeMin: 50000,
      ios_version: '2.1',
      android_version: undefined,
      theme: 'dark',
    },
  },
  {
    name: 'login',
    run: (a) => login(a, { quhao: '84', username: 'alice1', password: 'secret1' }),
    path: '/api/Index/login',
    body: { quhao: '84', username: 'alice1', password: 'secret1' },
    data: { token: 'abc', errCode: 0 },
    expected: { token: 'abc' },
  },
  {
    name: 'register',
    run: (a) =>
      register(a, {
        quhao: '84',
        username: 'bob22',
        phone: '912345678',
        captcha: '1234',
        password: 'pass12',
        spassword: 'pass12',
        invitation: 'INV9',
        payPwd: '123456',
      }),
    path: '/api/index/register',
    body: {
      quhao: '84',
      username: 'bob22',
      phone: '912345678',
      captcha: '1234',
      password: 'pass12',
      spassword: 'pass12',
      invitation: 'INV9',
      payPwd: '123456',
    },
    data: 'tok-reg',
    expected: { token: 'tok-reg' },
  },
  {
    name: 'sms_send',
    run: (a) => sms_send(a, { quhao: '84', mobile: '912345678' }),
    path: '/api/index/sms_send',
    body: { quhao: '84', mobile: '912345678' },
    data: null,
    expected: { demoCode: undefined },
  },
  {
    name: 'getuserinfo',
    run: getuserinfo,
    path: '/api/Game/getuserinfo',
    body: {},
    // the balance is what the user has: rounded down to the cent
    data: { username: 'alice1', nickname: '', level: '9', money: '1,234.565', noPassword2: '1', totalwin: 99.9, vip: 'x' },
    expected: { username: 'alice1', name: 'alice1', nickname: 'alice1', level: 8, money: 123456, noPassword2: 1, totalwin: 9990, vip: 'x' },
  },
  {
    name: 'repasswd',
    run: (a) => repasswd(a, { npasswd: 'new123', passwd: 'old123' }),
    path: '/api/Index/repasswd',
    body: { npasswd: 'new123', passwd: 'old123' },
    data: [],
    expected: undefined,
  },
  {
    name: 'resetpaypwd',
    run: (a) => resetpaypwd(a, { srcpwd: '', newpwd: '654321', newpwd2: '654321' }),
    path: '/api/Index/resetpaypwd',
    body: { srcpwd: '', newpwd: '654321', newpwd2: '654321' },
    data: 1,
    expected: undefined,
  },
  {
    name: 'recharge',
    run: (a) => recharge(a, { money: c(50000), pay_name: 'Alice' }),
    path: '/api/Game/recharge',
    body: { money: '500.00', pay_name: 'Alice' },
    data: null,
    expected: undefined,
  },
  {
    name: 'withdraw',
    run: (a) => withdraw(a, { bank_id: 7, money: c(12345), pwd: '123456' }),
    path: '/api/Game/withdraw',
    body: { bank_id: 7, money: '123.45', pwd: '123456' },
    data: '1',
    expected: undefined,
  },
  {
    name: 'getLeftMoney',
    run: getLeftMoney,
    path: '/api/Game/getLeftMoney',
    body: {},
    data: { leftmoney: '88.8' },
    expected: { leftmoney: 8880 },
  },
  {
    name: 'getBankcardlist',
    run: getBankcardlist,
    path: '/api/Game/getBankcardlist',
    body: {},
    data: [
      { id: '1', type: 'Bank', bank: 'VCB', account: '0123', username: 'Alice', area: 'HN' },
      { id: 2, type: 'USDT-TRC20', address: 'T9x' },
    ],
    expected: [
      { id: 1, type: 'Bank', bank: 'VCB', account: '0123', username: 'Alice', area: 'HN', address: '' },
      { id: 2, type: 'USDT-TRC20', bank: '', account: '', username: '', area: '', address: 'T9x' },
    ],
  },
  {
    name: 'addbankcard',
    run: (a) => addbankcard(a, { type: 'Bank', bank: 'VCB', account: '0123', username: 'Alice', area: 'HN', payPwd: '123456' }),
    path: '/api/Game/addbankcard',
    body: { type: 'Bank', bank: 'VCB', account: '0123', username: 'Alice', area: 'HN', payPwd: '123456' },
    data: null,
    expected: undefined,
  },
  {
    name: 'delbankcard',
    run: (a) => delbankcard(a, { id: 2 }),
    path: '/api/Game/delbankcard',
    body: { id: 2 },
    data: null,
    expected: undefined,
  },
  {
    name: 'getfinanceflow',
    run: (a) => getfinanceflow(a, { type: 'seven', start: '2026-01-01', end: '2026-01-07' }),
    path: '/api/Game/getfinanceflow',
    body: { type: 'seven', start: '2026-01-01', end: '2026-01-07' },
    data: [{ time: '2026-01-02 10:00', type: '1', money: '19.8', before: '100', reason: 'Win' }],
    expected: [{ id: undefined, time: '2026-01-02 10:00', type: 1, money: 1980, before: 10000, reason: 'Win' }],
  },
  {
    name: 'getfinanceflowPage keeps the paging fields',
    run: (a) => getfinanceflowPage(a, { type: 'all', page: 1, pagesize: 20 }),
    path: '/api/Game/getfinanceflow',
    body: { type: 'all', page: 1, pagesize: 20 },
    data: { current_page: 1, data: [{ time: '2026-01-02 10:00', type: 1, money: '1', reason: 'Win' }], last_page: 1 },
    expected: {
      rows: [{ id: undefined, time: '2026-01-02 10:00', type: 1, money: 100, before: undefined, reason: 'Win' }],
      paging: { currentPage: 1, lastPage: 1 },
    },
  },
  {
    name: 'getGameList',
    run: getGameList,
    path: '/api/Game/getGameList',
    body: {},
    data: [{ id: '1', type: '1', minjoin: '0' }],
    expected: [{ id: 1, type: 1, minjoin: 0, title: '' }],
  },
  {
    name: 'getRoomList',
    run: (a) => getRoomList(a, { type: 2 }),
    path: '/api/Game/getRoomList',
    body: { type: 2 },
    data: { list: [room] },
    expected: [expect.objectContaining({ id: 3, type: 1, minjoin: 100000, minbuy: 2000, rate0: 1.98, rates: [1.98, 1.98, 1.98, 1.98] })],
  },
  {
    name: 'getGameinfo',
    run: (a) => getGameinfo(a, { roomid: 3 }),
    path: '/api/Game/getGameinfo',
    body: { roomid: 3 },
    data: {
      room,
      game: { id: '11', seqno: 202601010001, gametype: '1', initmoney: '0.00' },
      diff: { minute: '4', second: '05' },
      his: [{ seqno: '202601010000', num1: '3', num2: 5, num3: '9', resultcn: 'Big' }],
    },
    expected: expect.objectContaining({
      room: expect.objectContaining({ id: 3, rates: [1.98, 1.98, 1.98, 1.98] }),
      game: { id: 11, seqno: '202601010001', gametype: 1, initmoney: 0 },
      diff: { minute: 4, second: 5 },
      his: [{ seqno: '202601010000', num1: 3, num2: 5, num3: 9, sum: 17, resultcn: 'Big' }],
    }),
  },
  {
    name: 'getVorder (live)',
    run: (a) => getVorder(a, { roomid: 3, gameseq: '202601010001', isfirst: 1, gametype: 1 }),
    path: '/api/Game/getVorder',
    body: { roomid: 3, gameseq: '202601010001', isfirst: 1, gametype: 1 },
    data: [{ username: 'a***1', seqno: '202601010001', valuecn: 'Big', value: 0, money: '50' }],
    expected: [expect.objectContaining({ username: 'a***1', value: '0', valuecn: 'Big', money: 5000, order_id: undefined })],
  },
  {
    name: 'getVorder (one order)',
    run: (a) => getVorder(a, { order_id: 55 }),
    path: '/api/Game/getVorder',
    body: { order_id: 55 },
    data: [{ order_id: '55', seqno: '1', value: '0', valuecn: 'Big', money: '20', rate: '1.98' }],
    expected: [expect.objectContaining({ order_id: 55, money: 2000, rate: 1.98 })],
  },
  {
    name: 'order',
    run: (a) =>
      order(a, {
        gameid: 11,
        roomid: 3,
        order_info: [
          [0, 1.98, c(2000)],
          [3, 1.98, c(2050)],
        ],
      }),
    path: '/api/Game/order',
    body: {
      gameid: 11,
      roomid: 3,
      order_info: [
        [0, 1.98, '20.00'],
        [3, 1.98, '20.50'],
      ],
    },
    data: { order_id: '77' },
    expected: { order_id: 77 },
  },
  {
    name: 'getGamecancel',
    run: (a) => getGamecancel(a, { roomid: 3, order_id: 77 }),
    path: '/api/Game/getGamecancel',
    body: { roomid: 3, order_id: 77 },
    data: null,
    expected: undefined,
  },
  {
    name: 'current',
    run: (a) => current(a, { gameseq: '202601010001', gametype: 1 }),
    path: '/api/Game/current',
    body: { gameseq: '202601010001', gametype: 1 },
    data: { award: '39.6' },
    expected: { award: 3960 },
  },
  {
    name: 'getGamelog',
    run: (a) => getGamelog(a, { gameseq: '202601010001', gametype: 1 }),
    path: '/api/Game/getGamelog',
    body: { gameseq: '202601010001', gametype: 1 },
    data: [{ id: '9', valuecn: 'Odd', rate: '1.98', money: '20' }],
    expected: [{ id: 9, valuecn: 'Odd', value: '', rate: 1.98, money: 2000 }],
  },
  {
    name: 'current of one room (roomid, our extension)',
    run: (a) => current(a, { roomid: 6, gameseq: '202601010001', gametype: 1 }),
    path: '/api/Game/current',
    body: { gameseq: '202601010001', gametype: 1, roomid: 6 },
    data: { award: 0 },
    expected: { award: 0 },
  },
  {
    name: 'getGamelog of one room (roomid, our extension)',
    run: (a) => getGamelog(a, { roomid: 6, gameseq: '202601010001', gametype: 1 }),
    path: '/api/Game/getGamelog',
    body: { gameseq: '202601010001', gametype: 1, roomid: 6 },
    data: [],
    expected: [],
  },
  {
    name: 'getGamelog2',
    run: (a) => getGamelog2(a, { type: 'won' }),
    path: '/api/Game/getGamelog2',
    body: { type: '已中奖' },
    data: {
      data: [
        {
          seqno: '1',
          ordersn: 'S1',
          gametype: '4',
          valuecn: 'Big',
          money: '20',
          rate: '1.98',
          isaward: '1',
          award: '39.60',
          createtime: '2026-01-01 10:00',
        },
      ],
      total: 1,
    },
    expected: [expect.objectContaining({ ordersn: 'S1', gametype: 4, money: 2000, rate: 1.98, isaward: 1, award: 3960 })],
  },
  {
    name: 'getGamelog2Page keeps the paging fields',
    run: (a) => getGamelog2Page(a, { type: 'all', page: 2, limit: 20 }),
    path: '/api/Game/getGamelog2',
    body: { type: '全部', page: 2, limit: 20 },
    data: { current_page: 2, data: [], last_page: 4, per_page: 15, total: 60, next_page_url: 'https://x/?page=3' },
    expected: { rows: [], paging: { currentPage: 2, lastPage: 4, perPage: 15, total: 60, hasNextUrl: true } },
  },
  {
    name: 'getWinList',
    run: getWinList,
    path: '/api/Game/getWinList',
    body: {},
    data: [{ username: 'b***2', gametype: '2', money: '1000', time: '10:00' }],
    expected: [{ username: 'b***2', gametype: 2, money: 100000, time: '10:00' }],
  },
  {
    name: 'getTrendData of a room (roomid and gametype, our extension): a bare list',
    run: (a) => getTrendData(a, { roomid: 6, gametype: 1 }),
    path: '/api/Game/getTrendData',
    body: { roomid: 6, gametype: 1 },
    data: [{ seqno: '1', num1: 0, num2: 0, num3: 0, sum: '0' }],
    expected: { rows: [{ seqno: '1', num1: 0, num2: 0, num3: 0, sum: '0' }], roomid: undefined, gametype: undefined },
  },
  {
    name: 'getTrendData before the round is known (roomid only): rows under `his` with the game named',
    run: (a) => getTrendData(a, { roomid: 6 }),
    path: '/api/Game/getTrendData',
    body: { roomid: 6 },
    data: { gametype: '1', roomid: 6, his: [{ seqno: '2' }] },
    expected: { rows: [{ seqno: '2' }], roomid: 6, gametype: 1 },
  },
  {
    name: 'getTrendData: a Laravel page of rows',
    run: (a) => getTrendData(a, { roomid: 6 }),
    path: '/api/Game/getTrendData',
    body: { roomid: 6 },
    data: { current_page: '1', data: [{ seqno: '3' }], total: '1' },
    expected: { rows: [{ seqno: '3' }], roomid: undefined, gametype: undefined },
  },
  {
    name: 'getTrendData: nothing, or a shape that holds no list, reads as no rows',
    run: (a) => getTrendData(a, { roomid: 6 }),
    path: '/api/Game/getTrendData',
    body: { roomid: 6 },
    data: { chart: 'x', gametype: 'abc' },
    expected: { rows: [], roomid: undefined, gametype: undefined },
  },
  {
    name: 'todayWinLost',
    run: todayWinLost,
    path: '/api/Game/todayWinLost',
    body: {},
    data: { yeswin: '1,000.5', yestotal: 2000, todaywin: '-3.2', todaytotal: null },
    expected: { yeswin: 100050, yestotal: 200000, todaywin: -320, todaytotal: undefined },
  },
  {
    name: 'slide',
    run: slide,
    path: '/api/Game/slide',
    body: {},
    data: [{ path: '/b.png', path_yw: '/b-en.png' }],
    expected: [{ id: undefined, path: '/b.png', path_tw: '', path_vi: '', path_yw: '/b-en.png', url: '' }],
  },
  {
    name: 'getOneclassArticle',
    run: (a) => getOneclassArticle(a, { category: 14 }),
    path: '/api/Game/getOneclassArticle',
    body: { category: 14 },
    data: [article],
    expected: [expect.objectContaining({ id: 26, title_yw: 'Intro', title_vi: '' })],
  },
  {
    name: 'getArticledetail',
    run: (a) => getArticledetail(a, { id: 26 }),
    path: '/api/Game/getArticledetail',
    body: { id: 26 },
    data: [article],
    expected: expect.objectContaining({ id: 26, content_yw: '<p>en</p>', img: '/a.png' }),
  },
  {
    name: 'getArticlelist',
    run: (a) => getArticlelist(a, { category: 9 }),
    path: '/api/Game/getArticlelist',
    body: { category: 9 },
    data: { list: [article] },
    expected: [expect.objectContaining({ id: 26, title: '简介' })],
  },
  {
    name: 'getMinerList',
    run: getMinerList,
    path: '/api/Game/getMinerList',
    body: {},
    data: [{ tier: '1', min: '100000', max: '300000', rate: '0.15', days: '15' }],
    expected: [{ tier: 1, min: 10000000, max: 30000000, rate: 0.15, days: 15, title: '' }],
  },
  {
    name: 'minerTransferIn',
    run: (a) => minerTransferIn(a, { money: c(10000000), tier: 1 }),
    path: '/api/Game/minerTransferIn',
    body: { money: '100000.00', tier: 1 },
    data: null,
    expected: undefined,
  },
  {
    name: 'getMinerOrders',
    run: getMinerOrders,
    path: '/api/Game/getMinerOrders',
    body: {},
    data: [{ id: 1, tier: 1, money: '100000', rate: '0.15', days: 15, createtime: '2026-01-01', income: '150.00' }],
    expected: [expect.objectContaining({ id: 1, money: 10000000, income: 15000, status: undefined, endtime: '' })],
  },
  {
    name: 'getMinerOrders (plan, period, income and status absent: unknown, not 0)',
    run: getMinerOrders,
    path: '/api/Game/getMinerOrders',
    body: {},
    data: [{ id: 2, money: '100000', createtime: '2026-01-01' }],
    expected: [expect.objectContaining({ id: 2, money: 10000000, tier: undefined, days: undefined, income: undefined, status: undefined })],
  },
]

describe.each(cases)('$name', ({ run, path, body, data, expected }) => {
  it(`POSTs to ${path} and parses the answer`, async () => {
    server.handle(() => ok(data))
    const result = await run(api)
    expect(result).toEqual(expected)
    expect(server.requests).toHaveLength(1)
    const [req] = server.requests
    expect(req.path).toBe(path)
    expect(req.body).toEqual({ ...(body ?? {}), lang: 'en', token: 'T' })
  })
})

it('covers every exported call function', async () => {
  const modules = await Promise.all([
    import('./account'),
    import('./config'),
    import('./content'),
    import('./game'),
    import('./game-orders'),
    import('./mining'),
    import('./wallet'),
  ])
  const helpers = new Set(['getManifest', 'articleText', 'articleTitle', 'readArticle', 'withdrawRefused'])
  const exported = modules.flatMap((m) =>
    Object.entries(m)
      .filter(([k, v]) => typeof v === 'function' && !helpers.has(k) && /^[a-z]/.test(k))
      .map(([k]) => k),
  )
  const tested = new Set(cases.map((c) => c.name.split(' ')[0]))
  expect(exported.filter((name) => !tested.has(name))).toEqual([])
})
