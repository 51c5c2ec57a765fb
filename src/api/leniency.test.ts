// @vitest-environment node
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Cents } from '../lib/money'
import { getuserinfo } from './session'
import { createApiClient, type ApiClient } from './client'
import { getconfig, getManifest } from './config'
import { bannerPath } from './banner-image'
import { articleText, getArticledetail, readArticle } from './content'
import { readArticleTexts, unwrapArticle } from './article-text'
import { type ApiError } from './errors'
import { getGameinfo } from './game'
import { order } from './game-orders'
import { list } from './schema'
import { Article } from './types'
import { Banner } from './lobby'
import { User } from './session'
import { getBankcardlist, getLeftMoney, withdraw } from './wallet'
import { ok, startServer, type TestServer } from './test-server'

let server: TestServer
let api: ApiClient
beforeAll(async () => {
  server = await startServer()
  api = createApiClient({ baseUrl: server.url, getLang: () => 'en', getToken: () => null, log: () => {} })
})
afterAll(() => server.close())

const rejection = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('resolved')
    },
    (e: unknown) => e as ApiError,
  )

describe('getManifest', () => {
  it('GETs manifest.json beside the page, not beside the route', async () => {
    server.handle(() => ({ json: { apiWebUrl: ' https://api.example ', name: 'x' } }))
    await expect(getManifest(undefined, `${server.url}/app/index.html`)).resolves.toMatchObject({ apiWebUrl: 'https://api.example' })
    const req = server.requests.at(-1)!
    expect(req).toMatchObject({ method: 'GET', path: '/app/manifest.json' })
  })

  it('uses the injected fetch', async () => {
    const calls: string[] = []
    const fake: typeof fetch = async (input) => {
      calls.push(String(input))
      return new Response(JSON.stringify({ apiWebUrl: 'https://b.example' }))
    }
    await expect(getManifest(fake, 'https://site.example/')).resolves.toEqual({ apiWebUrl: 'https://b.example' })
    expect(calls).toEqual(['https://site.example/manifest.json'])
  })

  it.each([
    ['HTTP 404', { text: 'missing', status: 404 }, 'http'],
    ['HTML', { text: '<html></html>' }, 'malformed'],
    ['no apiWebUrl', { json: { api: 'x' } }, 'malformed'],
    ['apiWebUrl not a string', { json: { apiWebUrl: 42 } }, 'malformed'],
  ] as const)('%s → ApiError %s', async (_, reply, kind) => {
    server.handle(() => reply)
    expect((await rejection(getManifest(undefined, `${server.url}/`))).kind).toBe(kind)
  })

  it("an empty apiWebUrl means the app's own origin (demo, same-host deployments)", async () => {
    server.handle(() => ({ json: { apiWebUrl: '  ' } }))
    await expect(getManifest(undefined, `${server.url}/`)).resolves.toEqual({ apiWebUrl: '' })
  })

  it('a failing fetch → network', async () => {
    const failing: typeof fetch = async () => {
      throw new TypeError('fetch failed')
    }
    expect((await rejection(getManifest(failing, 'https://x.example/'))).kind).toBe('network')
  })
})

describe('lenient where the backend is loose', () => {
  it('getconfig with data null or [] gives the defaults', async () => {
    for (const data of [null, []]) {
      server.handle(() => ok(data))
      await expect(getconfig(api)).resolves.toMatchObject({ currency: 'USD', serviceUrl: undefined, rechargeMin: undefined })
    }
  })

  it.each([
    ['rechargeMin "abc"', { rechargeMin: 'abc' }, { rechargeMin: undefined }],
    ['kefu an object', { kefu: { url: 'https://help.example' } }, { serviceUrl: undefined }],
    ['currency a list', { currency: ['USD'] }, { currency: 'USD' }],
    ['ios_version an object', { ios_version: {} }, { ios_version: undefined }],
  ])('getconfig with %s: that field takes its default (logged), the others are read', async (_, field, expected) => {
    server.handle(() => ok({ kefu: 'https://help.example/chat', rechargeMin: '20', currency: 'VND', ...field }))
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      const config = await getconfig(api)
      expect(config).toMatchObject({ serviceUrl: 'https://help.example/chat', rechargeMin: 2000, currency: 'VND', ...expected })
      expect(warn).toHaveBeenCalledWith(expect.stringContaining(`${Object.keys(field)[0]} not understood`))
    } finally {
      warn.mockRestore()
    }
  })

  it('getconfig whose data is no object at all is a malformed answer', async () => {
    server.handle(() => ok('config'))
    expect((await rejection(getconfig(api))).kind).toBe('malformed')
  })

  it('a user with only a balance gets level 1, password set, no totalwin', async () => {
    server.handle(() => ok({ money: 0 }))
    await expect(getuserinfo(api)).resolves.toMatchObject({ money: 0, level: 1, noPassword2: 0, totalwin: undefined, nickname: '' })
  })

  it('a user without money is rejected as malformed', async () => {
    server.handle(() => ok({ username: 'x', level: 2 }))
    expect((await rejection(getuserinfo(api))).kind).toBe('malformed')
    expect(v.safeParse(User, { money: 'abc' }).success).toBe(false)
  })

  it('noPassword2 as a boolean, level 0 clamps to 1', () => {
    expect(v.parse(User, { money: '1', noPassword2: true, level: 0 })).toMatchObject({ noPassword2: 1, level: 1 })
  })

  it('lists arrive as arrays, {list}, {data}, PHP objects or empty', () => {
    const ids = list(v.looseObject({ id: v.number() }))
    expect(v.parse(ids, [{ id: 1 }])).toEqual([{ id: 1 }])
    expect(v.parse(ids, { list: [{ id: 2 }] })).toEqual([{ id: 2 }])
    expect(v.parse(ids, { data: [{ id: 3 }], total: 1 })).toEqual([{ id: 3 }])
    expect(v.parse(ids, { 0: { id: 4 }, 1: { id: 5 } })).toEqual([{ id: 4 }, { id: 5 }])
    expect(v.parse(ids, '')).toEqual([])
    expect(v.parse(ids, { data: null })).toEqual([])
    expect(v.safeParse(ids, 'nope').success).toBe(false)
  })

  it('getBankcardlist with data null is an empty list', async () => {
    server.handle(() => ok(null))
    await expect(getBankcardlist(api)).resolves.toEqual([])
  })

  it('getLeftMoney accepts a bare amount', async () => {
    server.handle(() => ok('12.5'))
    await expect(getLeftMoney(api)).resolves.toEqual({ leftmoney: 1250 })
  })

  it('getGameinfo: no round between rounds, diff and his absent', async () => {
    server.handle(() => ok({ room: { id: 1, rate0: '2', rate1: 2, rate3: 9 }, game: [] }))
    await expect(getGameinfo(api, { roomid: 1 })).resolves.toMatchObject({
      game: null,
      diff: { minute: 0, second: 0 },
      his: [],
      room: { rates: [2, 2], minjoin: 0 },
    })
  })

  it('getGameinfo: a fractional second (our backend, to the ms) is kept; a negative one is 0', async () => {
    server.handle(() => ok({ room: { id: 1 }, game: { id: 1, seqno: '1' }, diff: { minute: '2', second: '45.678' } }))
    await expect(getGameinfo(api, { roomid: 1 })).resolves.toMatchObject({ diff: { minute: 2, second: 45.678 } })
    server.handle(() => ok({ room: { id: 1 }, game: { id: 1, seqno: '1' }, diff: { minute: 0, second: -3 } }))
    await expect(getGameinfo(api, { roomid: 1 })).resolves.toMatchObject({ diff: { minute: 0, second: 0 } })
  })

  it('getGameinfo without a room is malformed', async () => {
    server.handle(() => ok({ game: { id: 1, seqno: '1' } }))
    expect((await rejection(getGameinfo(api, { roomid: 1 }))).kind).toBe('malformed')
  })

  it('withdraw with code 1: an explicit 0 / false is a refusal (kind info); 1, null, [] or an object is success', async () => {
    for (const data of [0, '0', false]) {
      server.handle(() => ok(data))
      const error = await rejection(withdraw(api, { bank_id: 1, money: 100 as Cents, pwd: 'p' }))
      expect(error).toMatchObject({ kind: 'info', path: '/api/Game/withdraw' })
    }
    for (const data of [1, '1', null, [], { id: 7, status: '0' }]) {
      server.handle(() => ok(data))
      await expect(withdraw(api, { bank_id: 1, money: 100 as Cents, pwd: 'p' })).resolves.toBeUndefined()
    }
  })

  it('withdraw refused with code 1 and data 0 keeps the server’s info for the user', async () => {
    server.handle(() => ({ json: { code: 1, data: 0, info: 'Withdrawals are closed on Sundays' } }))
    const error = await rejection(withdraw(api, { bank_id: 1, money: 100 as Cents, pwd: 'p' }))
    expect(error).toMatchObject({ kind: 'info', info: 'Withdrawals are closed on Sundays' })
    server.handle(() => ({ json: { code: 1, data: 0, msg: ' Daily limit reached ' } }))
    expect(await rejection(withdraw(api, { bank_id: 1, money: 100 as Cents, pwd: 'p' }))).toMatchObject({ info: 'Daily limit reached' })
  })

  it('balances and left money are what the user has: rounded down to the cent', async () => {
    server.handle(() => ok({ leftmoney: '1234.5678' }))
    await expect(getLeftMoney(api)).resolves.toEqual({ leftmoney: 123456 })
    server.handle(() => ok(150000.009))
    await expect(getLeftMoney(api)).resolves.toEqual({ leftmoney: 15000000 })
    expect(v.parse(User, { money: '150000.009' }).money).toBe(15000000)
    expect(v.parse(User, { money: 0.999 }).money).toBe(99)
  })

  it('order without an order_id in the answer still resolves', async () => {
    server.handle(() => ok(1))
    await expect(order(api, { gameid: 1, roomid: 1, order_info: [[0, 1.98, 2000 as Cents]], price: 2000 as Cents })).resolves.toEqual({
      order_id: undefined,
    })
    expect(server.requests.at(-1)!.body).toMatchObject({ price: '20.00', order_info: [[0, 1.98, '20.00']] })
  })

  it('getArticledetail accepts { article }', async () => {
    server.handle(() => ok({ article: { id: 5, title: 't' } }))
    await expect(getArticledetail(api, { id: 5 })).resolves.toMatchObject({ id: 5, title: 't', content_yw: '' })
  })
})

describe('an article read without the schema (the loading canvas paints it before the app runs) reads as the call does', () => {
  const FIELDS = ['title', 'content', 'title_yw', 'content_yw', 'title_ft', 'content_ft', 'title_vi', 'content_vi', 'createtime'] as const
  it.each([
    [
      'every text',
      {
        id: 1,
        title: 'a',
        content: '<p>b</p>',
        title_yw: 'c',
        content_yw: 'd',
        title_ft: 'e',
        content_ft: 'f',
        title_vi: 'g',
        content_vi: 'h',
        createtime: '2026-11-24 10:00:00',
      },
    ],
    ['numbers as text, null and absent as empty', { id: '2', title: 7, content: null, createtime: 1764000000 }],
    ['a one-row list', [{ id: 3, title_yw: 'x' }]],
    ['{ article }', { article: { id: 4, content_vi: 'y' } }],
  ])('%s: the same texts', (_, data) => {
    const called = readArticle(data)
    expect(called).toBeDefined()
    const early = readArticleTexts(unwrapArticle(data))
    expect(early).toEqual(Object.fromEntries(FIELDS.map((f) => [f, called![f]])))
  })

  it.each([
    ['a text field of another type', { id: 1, title: { zh: 'a' } }],
    ['a boolean', { id: 1, content_yw: true }],
    ['no article', 'maintenance'],
    ['two rows', [{ id: 1 }, { id: 2 }]],
  ])('%s: neither reads an article', (_, data) => {
    expect(readArticle(data)).toBeUndefined()
    expect(readArticleTexts(unwrapArticle(data))).toBeNull()
  })
})

describe('article and banner variants', () => {
  const article = v.parse(Article, {
    id: 1,
    title: '标题',
    content: '中文',
    title_yw: 'Title',
    content_yw: 'English',
    title_ft: '標題',
    content_ft: '',
  })
  it.each([
    ['zh-CN', '标题', '中文'],
    ['zh-TW', '標題', 'English'],
    ['en-US', 'Title', 'English'],
    ['vi', 'Title', 'English'],
  ] as const)('%s → %s / %s', (locale, title, content) => {
    expect(articleText(article, locale)).toEqual({ title, content })
  })

  it('falls back to the plain field when English is empty too', () => {
    expect(articleText(v.parse(Article, { id: 2, title: '只有中文' }), 'vi').title).toBe('只有中文')
  })

  it('banner path per locale', () => {
    const banner = v.parse(Banner, { path: '/cn.png', path_yw: '/en.png', path_vi: '/vi.png' })
    expect([bannerPath(banner, 'zh-CN'), bannerPath(banner, 'vi'), bannerPath(banner, 'zh-TW'), bannerPath(banner, 'en-US')]).toEqual([
      '/cn.png',
      '/vi.png',
      '/en.png',
      '/en.png',
    ])
  })
})
