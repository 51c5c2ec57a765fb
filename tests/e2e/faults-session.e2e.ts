// Faults on the boot, sign-in, registration and password calls (faults-helpers.ts says how the
// faults are made and which calls run), and a stored session the app cannot read.
import { describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { DEMO_USER, expectClean, readState, waitForApp } from './helpers'
import {
  apiUrl,
  describeCallFaults,
  fill,
  inContext,
  json,
  ok,
  SUBMIT,
  setUpFaultBrowser,
  ui,
  visibleText,
  type CallCase,
  type Fault,
} from './faults-helpers'

/** A lost answer (the faulted request never reaches the API): never "failed", the outcome is checked or said unknown. */
const lostAnswer = (text: string): Partial<Record<Fault, string>> => ({ timeout: text, http500: text, truncated: text, html: text })
/** The registration is checked by logging in with the account, which the API does not have: not registered. */
const NOT_REGISTERED = ui(
  'We got no clear answer from the server, and this account does not exist yet: you are not registered. You can try again.',
)
const CODE_UNCONFIRMED = ui('We could not confirm that the code was sent. If no message arrives, send it again when the countdown ends.')
const PASSWORD_UNCONFIRMED = ui(
  'We got no clear answer from the server, so we cannot tell whether your password was changed. If the original password no longer works, the new one is in place.',
)
const PAY_PASSWORD_UNCONFIRMED = ui(
  'We got no clear answer from the server, so we cannot tell whether your withdrawal password was saved. If the original one no longer works, the new one is in place.',
)

const REGISTER_FORM = {
  'input[name="username"]': 'fault1user',
  'input[name="phone"]': '912345678',
  'input[name="captcha"]': '123456',
  'input[name="password"]': 'abc12345',
  'input[name="spassword"]': 'abc12345',
  'input[name="payPwd"]': 'pay12345',
  'input[name="visitcode"]': 'INVITE1',
}
const LOGIN_PASSWORD_FORM = { 'input[name="original"]': 'demo123', 'input[name="next"]': 'demo456', 'input[name="repeat"]': 'demo456' }
const PAY_PASSWORD_FORM = { 'input[name="original"]': 'pay123', 'input[name="next"]': 'pay456', 'input[name="repeat"]': 'pay456' }

/** A login the server refuses as a session (body code 403/409). */
const LOGIN_REFUSED = ui('The server did not accept this login. Please try again.')
/** A registration made whose token the server refused at once. */
const REGISTERED_REFUSED = ui('Your account was created, but the server did not accept its first login. Please log in with it.')
/** Any wording of a session that ended: wrong for a user who never got in. */
const EXPIRED = /expired|log in again/i
/** The boot's words for a config answer it cannot read. */
const NOT_UNDERSTOOD = ui('The server’s answer was not understood')

/** The API calls, each with the screen that makes it. */
const CALLS: CallCase[] = [
  // Loads: visiting the screen makes the call.
  {
    path: '/api/Index/getconfig',
    visit: '/',
    auth: true,
    fresh: true,
    core: true,
    // An answer that is no config at all: not understood (the server was reached).
    expected: { truncated: NOT_UNDERSTOOD, html: NOT_UNDERSTOOD },
    // Every field optional: a mistyped one takes its default, and the app starts.
    skip: ['wrongTypes'],
  },
  { path: '/api/Game/getuserinfo', visit: '/user', auth: true, core: true },

  // Actions: the user sends the call.
  {
    path: '/api/Index/login',
    visit: '/login',
    auth: false,
    core: true,
    trigger: async (page) => {
      await fill(page, { 'input[name="username"]': DEMO_USER.username, 'input[name="password"]': DEMO_USER.password })
      await page.locator(SUBMIT).click()
    },
    action: {
      ok: ok({ token: 'f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0' }),
      submit: SUBMIT,
      kept: { 'input[name="username"]': DEMO_USER.username, 'input[name="password"]': DEMO_USER.password },
    },
    // Refused as a session (body code 403/409): the user never got in, so no "log in again".
    expected: { code403: LOGIN_REFUSED, code409: LOGIN_REFUSED },
  },
  {
    path: '/api/index/register',
    visit: '/register',
    auth: false,
    trigger: async (page) => {
      await fill(page, REGISTER_FORM)
      await page.getByTestId('agreement').click()
      await page.locator(SUBMIT).click()
    },
    action: { ok: ok({ token: 'f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0' }), submit: SUBMIT, kept: REGISTER_FORM },
    // a mistyped answer to it says nothing about the outcome either
    expected: { ...lostAnswer(NOT_REGISTERED), wrongTypes: NOT_REGISTERED },
  },
  {
    path: '/api/index/sms_send',
    visit: '/register',
    auth: false,
    skip: ['wrongTypes'],
    trigger: async (page) => {
      await fill(page, { 'input[name="phone"]': '912345678' })
      await page.getByTestId('captcha-send').click()
    },
    action: {
      ok: ok({ demoCode: '123456' }),
      submit: '[data-testid="captcha-send"]',
      kept: { 'input[name="phone"]': '912345678' },
      // the code may have gone out: locked for 60 s as after a send
      lockedWhileChecked: ['timeout', 'http500', 'truncated', 'html'],
    },
    expected: lostAnswer(CODE_UNCONFIRMED),
  },
  {
    path: '/api/Index/repasswd',
    visit: '/userloginpassword',
    auth: true,
    skip: ['wrongTypes'],
    trigger: async (page) => {
      await fill(page, LOGIN_PASSWORD_FORM)
      await page.locator(SUBMIT).click()
    },
    action: { ok: ok(null, 'password changed'), submit: SUBMIT, kept: LOGIN_PASSWORD_FORM },
    expected: lostAnswer(PASSWORD_UNCONFIRMED),
  },
  {
    path: '/api/Index/resetpaypwd',
    visit: '/usercipherpassword',
    auth: true,
    skip: ['wrongTypes'],
    trigger: async (page) => {
      await fill(page, PAY_PASSWORD_FORM)
      await page.locator(SUBMIT).click()
    },
    action: { ok: ok(null, 'withdraw password set'), submit: SUBMIT, kept: PAY_PASSWORD_FORM },
    expected: lostAnswer(PAY_PASSWORD_UNCONFIRMED),
  },
  // Logout makes no call: the session ends in the app (account.e2e.ts covers it).
]

setUpFaultBrowser()
describeCallFaults(CALLS)

describe('bad local state', () => {
  const CORRUPT: Array<[string, string]> = [
    ['not JSON', '{"v":1,"state":{"token":"abc"'],
    ['foreign shape', JSON.stringify({ hello: 'world', token: 12 })],
    ['another version', JSON.stringify({ v: 99, state: { token: 'T', isLogin: true, language: 'xx' } })],
    ['wrong field types', JSON.stringify({ v: 1, state: { token: 5, isLogin: 'yes', language: 42, apiConfig: 'x', appConfig: [] } })],
    ['a JSON number', '12'],
  ]
  for (const [name, value] of CORRUPT) {
    test(`localStorage ${name} → boots with defaults (English, logged out, home)`, () =>
      inContext(value, async ({ page, w }) => {
        await page.goto('/')
        await waitForApp(page)
        await page.getByTestId('welcome').waitFor({ state: 'visible' })
        expect(await page.locator('html').getAttribute('lang')).toBe('en-US')
        const state = await readState(page)
        expect(state?.token ?? null).toBeNull()
        expect(state?.isLogin ?? false).toBe(false)
        expectClean(w, `localStorage ${name}`)
      }))
  }
})

describe('a token refused at once: the user-info read right after it answers body code 409', () => {
  const refuseUserInfo = (page: Page) =>
    page.route(`${apiUrl}/api/Game/getuserinfo`, (route) => json(route, { code: 409, data: null, info: 'login invalid' }))

  test('after a login: "the server did not accept this login" on the form, never "expired"; still /login, no token', () =>
    inContext(null, async ({ page, w }) => {
      await refuseUserInfo(page)
      await page.goto('/login')
      await waitForApp(page)
      await fill(page, { 'input[name="username"]': DEMO_USER.username, 'input[name="password"]': DEMO_USER.password })
      await page.locator(SUBMIT).click()
      await expect.poll(() => visibleText(page), { message: 'the login refused' }).toContain(LOGIN_REFUSED)
      expect(await visibleText(page)).not.toMatch(EXPIRED)
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/login')
      expect((await readState(page))?.token ?? null).toBeNull()
      expect(await page.locator('input[name="username"]').inputValue()).toBe(DEMO_USER.username)
      expectClean(w, 'login token refused at once')
    }))

  test('after a registration: "your account was created … log in with it", with the way to log in, never "expired"', () =>
    inContext(null, async ({ page, w }) => {
      await refuseUserInfo(page)
      await page.route(`${apiUrl}/api/index/register`, (route) => json(route, ok({ token: 'f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0' })))
      await page.goto('/register')
      await waitForApp(page)
      await fill(page, REGISTER_FORM)
      await page.getByTestId('agreement').click()
      await page.locator(SUBMIT).click()
      const notice = page.getByTestId('register-unconfirmed')
      await notice.waitFor({ state: 'visible' })
      expect(await notice.innerText()).toContain(REGISTERED_REFUSED)
      expect(await visibleText(page)).not.toMatch(EXPIRED)
      expect(new URL(page.url()).pathname).toBe('/register')
      expect((await readState(page))?.token ?? null).toBeNull()
      await notice.getByRole('link', { name: ui('Log in') }).click()
      await page.waitForURL((url) => url.pathname === '/login')
      expectClean(w, 'registration token refused at once')
    }))
})
