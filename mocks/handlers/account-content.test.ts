// @vitest-environment jsdom
// The account and content handlers through the app's own API functions (wire names agree on both sides).
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { register, repasswd, resetpaypwd, sms_send, type RegisterBody } from '../../src/api/account'
import { getuserinfo, login } from '../../src/api/session'
import { createApiClient, type ApiClient } from '../../src/api/client'
import { getconfig } from '../../src/api/config'
import { articleText, getArticledetail, getArticlelist, getOneclassArticle } from '../../src/api/content'
import { isApiError } from '../../src/api/errors'
import type { MockServer } from '../models'
import { makeServer } from '../server'
import { REGISTER_PER_MINUTE, SMS_RESEND_MS, SMS_TTL_MS } from './account'

let server: MockServer
let token: string | null
let clock: number
let client: ApiClient

function start(scenario = 'default') {
  server?.shutdown()
  server = makeServer({ scenario, environment: 'test', urlPrefix: location.origin, now: () => clock })
}

beforeEach(() => {
  clock = 1_767_000_000_000
  token = null
  start()
  client = createApiClient({ baseUrl: location.origin, getLang: () => 'en', getToken: () => token, log: () => {} })
})
afterEach(() => server.shutdown())

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.unreachable('expected a rejection'),
    (error: unknown) => (isApiError(error) ? error : Promise.reject(error)),
  )
const codeOf = async (promise: Promise<unknown>) => (await rejection(promise)).errCode

async function codeFor(phone: string) {
  const { demoCode } = await sms_send(client, { quhao: '+84', mobile: phone })
  expect(demoCode).toMatch(/^\d{6}$/)
  return demoCode!
}

const form = (patch: Partial<RegisterBody> = {}): RegisterBody => ({
  quhao: '+84',
  username: 'alice01',
  phone: '912345678',
  captcha: '',
  password: 'abc123',
  spassword: 'abc123',
  invitation: 'DEMO88',
  payPwd: '123456',
  ...patch,
})

describe('sms_send', () => {
  it('issues a code, locks the phone for 60 s (2051) by the injected clock, then sends again', async () => {
    await codeFor('912345678')
    expect(await codeOf(sms_send(client, { quhao: '+84', mobile: '912345678' }))).toBe(2051)
    // Another phone is not locked.
    await codeFor('912345679')
    clock += SMS_RESEND_MS - 1
    expect(await codeOf(sms_send(client, { quhao: '+84', mobile: '912345678' }))).toBe(2051)
    clock += 1
    await codeFor('912345678')
  })

  it('rejects a malformed phone with 2050', async () => {
    for (const mobile of ['12345', '91234567a', '']) {
      expect(await codeOf(sms_send(client, { quhao: '+84', mobile }))).toBe(2050)
    }
  })
})

describe('register', () => {
  it('creates the user with the captcha; the token logs in; the phone is then taken (2052) and the name too (1013)', async () => {
    const captcha = await codeFor('912345678')
    token = (await register(client, form({ captcha }))).token
    expect(await getuserinfo(client)).toMatchObject({ username: 'alice01', level: 1, money: 0, noPassword2: 0 })
    expect(await codeOf(sms_send(client, { quhao: '+84', mobile: '912345678' }))).toBe(2052)
    const other = await codeFor('912345670')
    expect(await codeOf(register(client, form({ captcha: other, phone: '912345670' })))).toBe(1013)
    // The new account logs in with its password.
    expect((await login(client, { quhao: '+84', username: 'alice01', password: 'abc123' })).token).toBe(token)
  })

  it.each<[string, Partial<RegisterBody>, number]>([
    ['empty account', { username: '' }, 1010],
    ['account without a digit', { username: 'alice' }, 1010],
    ['account with a symbol', { username: 'alice-01' }, 1010],
    ['password of 5', { password: 'abc12', spassword: 'abc12' }, 1011],
    ['password of 17', { password: 'abcdefgh123456789', spassword: 'abcdefgh123456789' }, 1011],
    ['password without a letter', { password: '123456', spassword: '123456' }, 1015],
    ['repeat differs', { spassword: 'abc124' }, 1012],
    ['withdraw password with a symbol', { payPwd: '12345!' }, 1058],
    ['withdraw password of 5', { payPwd: '12345' }, 1058],
    ['unknown referral code', { invitation: 'NOPE' }, 1063],
    ['empty referral code', { invitation: '' }, 1063],
    ['account already registered', { username: 'demo1' }, 1013],
    ['wrong captcha', { captcha: '000000' }, 2053],
  ])('%s → %i', async (_name, patch, code) => {
    if (patch.username === 'demo1')
      server.schema.create('user', {
        username: 'demo1',
        password: 'x',
        payPwd: null,
        quhao: '+84',
        nickname: 'x',
        level: 1,
        moneyCents: 0,
        totalWinCents: 0,
        token: null,
      })
    const captcha = await codeFor('912345678')
    expect(await codeOf(register(client, form({ captcha, ...patch })))).toBe(code)
  })

  it('an expired captcha gives 2054; without any captcha sent, 2053', async () => {
    expect(await codeOf(register(client, form({ captcha: '123456' })))).toBe(2053)
    const captcha = await codeFor('912345678')
    clock += SMS_TTL_MS + 1
    expect(await codeOf(register(client, form({ captcha })))).toBe(2054)
  })

  it(`more than ${REGISTER_PER_MINUTE} registrations a minute: 1014 system busy`, async () => {
    for (let i = 0; i < REGISTER_PER_MINUTE; i++) {
      const phone = `91234560${i}`
      await register(client, form({ username: `user${i}x`, phone, captcha: await codeFor(phone) }))
    }
    const phone = '912345699'
    const captcha = await codeFor(phone)
    expect(await codeOf(register(client, form({ username: 'late1', phone, captcha })))).toBe(1014)
    clock += 60_000
    await register(client, form({ username: 'late1', phone, captcha }))
  })

  it('the demo config names the invitation code the handler accepts', async () => {
    expect((await getconfig(client)).demoInvitation).toBe('DEMO88')
    const captcha = await codeFor('912345678')
    await register(client, form({ captcha, invitation: 'demo88' }))
  })
})

describe('passwords', () => {
  beforeEach(async () => {
    token = (await login(client, { quhao: '+84', username: 'demo', password: 'demo123' })).token
  })

  it('repasswd: wrong original 1059, short new 1061, then success changes the login password', async () => {
    expect(await codeOf(repasswd(client, { passwd: 'nope123', npasswd: 'new123' }))).toBe(1059)
    expect(await codeOf(repasswd(client, { passwd: 'demo123', npasswd: 'n1' }))).toBe(1061)
    await repasswd(client, { passwd: 'demo123', npasswd: 'new123' })
    expect(await codeOf(login(client, { quhao: '+84', username: 'demo', password: 'demo123' }))).toBe(1003)
    await login(client, { quhao: '+84', username: 'demo', password: 'new123' })
  })

  it('resetpaypwd: wrong original 1059, bad new 1058, then success', async () => {
    expect(await codeOf(resetpaypwd(client, { srcpwd: 'nope', newpwd: 'pay456', newpwd2: 'pay456' }))).toBe(1059)
    expect(await codeOf(resetpaypwd(client, { srcpwd: 'pay123', newpwd: 'p4!', newpwd2: 'p4!' }))).toBe(1058)
    await resetpaypwd(client, { srcpwd: 'pay123', newpwd: 'pay456', newpwd2: 'pay456' })
    expect(await codeOf(resetpaypwd(client, { srcpwd: 'pay123', newpwd: 'pay789', newpwd2: 'pay789' }))).toBe(1059)
  })

  it('resetpaypwd without an existing withdraw password needs no original (noPassword2 1 → 0)', async () => {
    token = (await login(client, { quhao: '+84', username: 'newbie', password: 'newbie123' })).token
    expect((await getuserinfo(client)).noPassword2).toBe(1)
    await resetpaypwd(client, { srcpwd: '', newpwd: 'pay456', newpwd2: 'pay456' })
    expect((await getuserinfo(client)).noPassword2).toBe(0)
  })

  it('both need a session (409 without a token)', async () => {
    token = null
    expect((await rejection(repasswd(client, { passwd: 'a', npasswd: 'b' }))).kind).toBe('session')
    expect((await rejection(resetpaypwd(client, { srcpwd: 'a', newpwd: 'b', newpwd2: 'b' }))).kind).toBe('session')
  })
})

describe('articles', () => {
  it('news (9) and announcements (14) with all four language variants and content', async () => {
    for (const category of [9, 14]) {
      const list = await getOneclassArticle(client, { category })
      expect(list.length).toBeGreaterThan(1)
      for (const a of list) {
        for (const field of ['title', 'title_yw', 'title_ft', 'title_vi', 'content', 'content_yw', 'content_ft', 'content_vi'] as const) {
          expect(a[field], `${a.id} ${field}`).not.toBe('')
        }
        expect(new Set([a.title, a.title_yw, a.title_ft, a.title_vi]).size).toBeGreaterThanOrEqual(3)
      }
    }
    const news = await getOneclassArticle(client, { category: 9 })
    const announcements = await getOneclassArticle(client, { category: 14 })
    expect(news.map((a) => a.id)).not.toEqual(expect.arrayContaining(announcements.map((a) => a.id)))
  })

  it('article list by category or type has titles and images but no content', async () => {
    const byCategory = await getArticlelist(client, { category: 9 })
    expect(byCategory.map((a) => a.id)).toEqual((await getArticlelist(client, { type: 9 })).map((a) => a.id))
    expect(byCategory.every((a) => a.title_yw && a.img.startsWith('data:image/svg+xml') && a.content_yw === '')).toBe(true)
  })

  it('help article 26 is the introduction, in each language', async () => {
    const intro = (await getArticledetail(client, { id: 26 }))!
    expect(articleText(intro, 'en-US').title).toBe('Introduction')
    expect(articleText(intro, 'zh-CN').title).toBe('平台介绍')
    expect(articleText(intro, 'zh-TW').title).toBe('平台介紹')
    expect(articleText(intro, 'vi').title).toBe('Giới thiệu')
    expect(articleText(intro, 'en-US').content).toContain('<p>')
  })

  it('an unknown id is a failure with the server info; a missing category is 1001', async () => {
    expect(await rejection(getArticledetail(client, { id: 9999 }))).toMatchObject({ kind: 'info', info: 'article 9999 not found' })
    expect(await codeOf(client.call('/api/Game/getOneclassArticle', {}, (await import('valibot')).unknown()))).toBe(1001)
  })

  it('the empty scenario has no news or announcements, but keeps the help pages', async () => {
    start('empty')
    expect(await getOneclassArticle(client, { category: 9 })).toEqual([])
    expect(await getOneclassArticle(client, { category: 14 })).toEqual([])
    expect((await getArticledetail(client, { id: 26 }))?.id).toBe(26)
  })
})
