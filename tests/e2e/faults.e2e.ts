// Issue 8 §3: faults and bad input, against the production build (dist/) and the mock API over
// HTTP. Every call of SPEC §7 that a screen makes gets, in turn, each fault: a timeout past
// 6000 ms, HTTP 500, a truncated JSON body, an HTML body, wrong field types, body code 403 and 409.
// The whole suite runs under the deployment's Content-Security-Policy (global-setup.ts).
//
// `npm test` runs every fault on the most used calls (CORE); FAULTS_FULL=1 runs every call.
import type { Browser, BrowserContext, Page, Request, Route } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { DEMO_USER, STORAGE_KEY, launchBrowser, poMessage, readState, waitForApp } from './helpers'

const baseURL = inject('prodUrl')
const apiUrl = inject('apiUrl')
const FULL = process.env.FAULTS_FULL === '1'
const TIMEOUT_MS = 6000

type Fault = 'timeout' | 'http500' | 'truncated' | 'html' | 'wrongTypes' | 'code403' | 'code409'
const FAULTS: Fault[] = ['timeout', 'http500', 'truncated', 'html', 'wrongTypes', 'code403', 'code409']

/** What the screen must say (en-US, from the app's own catalog) after each fault. */
const EXPECTED: Record<Exclude<Fault, 'code403' | 'code409'>, string> = {
  timeout: poMessage('en-US', 'errors', 'The request timed out, please try again'),
  http500: poMessage('en-US', 'errors', 'The server is not responding, please try again later'),
  truncated: poMessage('en-US', 'errors', 'Unexpected answer from the server, please try again'),
  html: poMessage('en-US', 'errors', 'Unexpected answer from the server, please try again'),
  wrongTypes: poMessage('en-US', 'errors', 'Unexpected answer from the server, please try again'),
}
const BOOT_ERROR = poMessage('en-US', 'messages', 'Cannot reach the server')
const TRY_AGAIN = poMessage('en-US', 'messages', 'Try again')

interface CallCase {
  path: string
  /** The screen that makes the call. */
  visit: string
  /** How the call is triggered: 'load' (visiting the screen makes it) or an action on the screen. */
  trigger?: (page: Page) => Promise<void>
  /** Logged in (a stored token) or a first-time guest. */
  auth: boolean
  /** Start without a cached app config (the boot must make getconfig and wait for it). */
  fresh?: boolean
  core?: boolean
  /**
   * A secondary section that DECISIONS says to hide when its call fails (home's banners, game
   * minimums, winners list): the screen's main content (this test id) must stay, no message.
   */
  hidesSection?: string
}

/** SPEC §7 calls, each with the screen that makes it. */
const CALLS: CallCase[] = [
  { path: '/api/Index/getconfig', visit: '/', auth: true, fresh: true, core: true },
  { path: '/api/Game/getuserinfo', visit: '/user', auth: true, core: true },
  {
    path: '/api/Index/login', visit: '/login', auth: false, core: true,
    trigger: async (page) => {
      await page.locator('input[name="username"]').fill(DEMO_USER.username)
      await page.locator('input[name="password"]').fill(DEMO_USER.password)
      await page.locator('form button[type="submit"]').click()
    },
  },
  { path: '/api/Game/slide', visit: '/', auth: true, hidesSection: 'welcome' },
  { path: '/api/Game/getGameList', visit: '/', auth: true, hidesSection: 'welcome' },
  { path: '/api/Game/getWinList', visit: '/', auth: true, hidesSection: 'welcome' },
  { path: '/api/Game/getArticledetail', visit: '/help/26', auth: true },
  { path: '/api/Game/getArticlelist', visit: '/help/list', auth: true },
  { path: '/api/Game/getOneclassArticle', visit: '/message', auth: true },
  { path: '/api/Game/getRoomList', visit: '/room_list/1', auth: true },
  { path: '/api/Game/getGameinfo', visit: '/bjsc/4', auth: true, core: true },
  { path: '/api/Game/getVorder', visit: '/bjsc/4', auth: true },
  { path: '/api/Game/getGamelog', visit: '/bjsc/4', auth: true },
  { path: '/api/Game/todayWinLost', visit: '/lotteryprize', auth: true },
  { path: '/api/Game/getfinanceflow', visit: '/my_income', auth: true },
  { path: '/api/Game/getBankcardlist', visit: '/banklist', auth: true },
  { path: '/api/Game/getGamelog2', visit: '/betlist', auth: true },
  { path: '/api/Game/getMinerList', visit: '/finance', auth: true },
  { path: '/api/Game/getMinerOrders', visit: '/productorder', auth: true },
]

let browser: Browser
/** localStorage of a logged-in demo user, captured once. */
let loggedIn: string

beforeAll(async () => {
  browser = await launchBrowser()
  const context = await newContext(null)
  const page = await context.newPage()
  await page.goto('/login')
  await waitForApp(page)
  await page.locator('input[name="username"]').fill(DEMO_USER.username)
  await page.locator('input[name="password"]').fill(DEMO_USER.password)
  await page.locator('form button[type="submit"]').click()
  await page.waitForURL((url) => url.pathname === '/user')
  loggedIn = (await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY))!
  expect(JSON.parse(loggedIn).state.token).toMatch(/\S/)
  await context.close()
})
afterAll(async () => {
  await browser?.close()
})

/** A phone-sized context whose localStorage starts as `stored` (null: empty). */
async function newContext(stored: string | null): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
    serviceWorkers: 'block',
  })
  context.setDefaultTimeout(8_000)
  if (stored !== null) {
    await context.addInitScript(
      ([key, value]) => {
        if (!sessionStorage.getItem('__seeded')) {
          localStorage.setItem(key!, value!)
          sessionStorage.setItem('__seeded', '1')
        }
      },
      [STORAGE_KEY, stored],
    )
  }
  return context
}

export interface Watched {
  pageErrors: string[]
  /** CSP violations (securitypolicyviolation events and Chromium's console reports). */
  cspViolations: string[]
  dialogs: string[]
}

/** Collects page errors, CSP violations and dialogs of a page. */
export async function watch(page: Page): Promise<Watched> {
  const w: Watched = { pageErrors: [], cspViolations: [], dialogs: [] }
  page.on('pageerror', (e) => w.pageErrors.push(`${e.name}: ${e.message}`))
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) w.cspViolations.push(m.text())
  })
  page.on('dialog', (d) => {
    w.dialogs.push(`${d.type()}: ${d.message()}`)
    void d.dismiss()
  })
  await page.exposeFunction('__reportCsp', (s: string) => w.cspViolations.push(s))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      ;(window as unknown as { __reportCsp(s: string): void }).__reportCsp(`${e.violatedDirective} ${e.blockedURI}`)
    })
  })
  return w
}

const CORS = { 'access-control-allow-origin': '*' }

/** Every value swapped for one of another type (numbers → text, text → objects, lists → text …). */
function scramble(x: unknown, depth = 0): unknown {
  if (Array.isArray(x)) return depth === 0 && x.length > 0 ? x.map((e) => scramble(e, depth + 1)) : 'list'
  if (typeof x === 'number') return 'not a number'
  if (typeof x === 'string') return { text: x }
  if (typeof x === 'boolean') return 'yes'
  if (x && typeof x === 'object') {
    return Object.fromEntries(Object.entries(x).map(([k, v]) => [k, depth < 2 ? scramble(v, depth + 1) : 7]))
  }
  return 42
}

/** Answers `route` with `fault`; a timeout holds the request (never answered). */
async function answer(route: Route, fault: Fault): Promise<void> {
  if (fault === 'timeout') return // held: the page clock moves past 6000 ms
  if (fault === 'http500') {
    return route.fulfill({ status: 500, headers: CORS, contentType: 'text/plain', body: 'Internal Server Error' })
  }
  if (fault === 'html') {
    return route.fulfill({
      status: 200, headers: CORS, contentType: 'text/html; charset=utf-8',
      body: '<!doctype html><html><body><h1>502 Bad Gateway</h1><hr>nginx</body></html>',
    })
  }
  if (fault === 'code403' || fault === 'code409') {
    return route.fulfill({
      status: 200, headers: CORS, contentType: 'application/json',
      body: JSON.stringify({ code: fault === 'code403' ? 403 : 409, data: null, info: 'forbidden' }),
    })
  }
  const real = await route.fetch()
  const text = await real.text()
  const body = fault === 'truncated'
    ? text.slice(0, Math.max(1, Math.floor(text.length / 2)))
    : JSON.stringify({ ...JSON.parse(text), data: scramble(JSON.parse(text).data) })
  return route.fulfill({ status: 200, headers: CORS, contentType: 'application/json', body })
}

/** The page's text, toasts and dialogs (rendered outside #root) included. */
const visibleText = (page: Page) => page.locator('body').innerText().then((s) => s.trim())

async function runCase(c: CallCase, fault: Fault): Promise<void> {
  const where = `${c.path} on ${c.visit}, ${fault}`
  let stored: string | null = null
  if (c.auth) stored = loggedIn
  if (c.fresh) {
    // A token but no cached app config: the boot has to wait for getconfig.
    const { v, state } = JSON.parse(loggedIn) as { v: number; state: Record<string, unknown> }
    stored = JSON.stringify({ v, state: { ...state, appConfig: null } })
  }
  const context = await newContext(stored)
  try {
    const page = await context.newPage()
    const w = await watch(page)
    if (fault === 'timeout') await page.clock.install()
    let faulted = 0
    let resolveHit!: () => void
    const hit = new Promise<void>((r) => (resolveHit = r))
    await page.route(`${apiUrl}${c.path}`, async (route) => {
      if (faulted > 0) return route.continue()
      faulted++
      resolveHit()
      await answer(route, fault)
    })
    await page.goto(c.visit)
    if (c.trigger) {
      await waitForApp(page)
      await c.trigger(page)
    }
    await hit
    if (fault === 'timeout') {
      const failed = page.waitForEvent('requestfailed', (r: Request) => r.url() === `${apiUrl}${c.path}`)
      await page.clock.fastForward(TIMEOUT_MS + 100)
      await failed
    }
    await page.locator('#boot-canvas').waitFor({ state: 'detached' })
    if ((fault === 'code403' || fault === 'code409') && c.fresh) {
      // No config yet, so no screen to route to: the boot error with its retry, the token gone.
      await page.getByTestId('boot-error').getByRole('button', { name: TRY_AGAIN }).waitFor({ state: 'visible' })
      expect((await readState(page))?.token ?? null, `${where}: token cleared`).toBeNull()
    } else if (fault === 'code403' || fault === 'code409') {
      await page.waitForURL((url) => url.pathname === '/login')
      await expect.poll(() => readState(page).then((s) => s?.token ?? null), { message: `${where}: token cleared` }).toBeNull()
    } else if (c.hidesSection) {
      await page.getByTestId(c.hidesSection).waitFor({ state: 'visible' })
    } else {
      const expected = EXPECTED[fault]
      // The screen's own message (error state or toast), or the boot error screen with its retry.
      await expect
        .poll(() => visibleText(page), { message: `${where}: "${expected}" shown`, timeout: 8000 })
        .toMatch(new RegExp(`${escapeRe(expected)}|${escapeRe(BOOT_ERROR)}`))
    }
    await expect.poll(() => page.locator('#root').innerText(), { message: `${where}: blank screen` }).toMatch(/\S/)
    expect(w.pageErrors, `${where}: page errors`).toEqual([])
    expect(w.cspViolations, `${where}: CSP violations`).toEqual([])
  } finally {
    await context.close()
  }
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

describe(`every fault on every call${FULL ? '' : ' (core calls; FAULTS_FULL=1 for all)'}`, () => {
  const only = process.env.FAULTS_ONLY
  for (const c of CALLS.filter((x) => (only ? x.path.includes(only) : FULL || x.core))) {
    describe(`${c.path} (${c.visit})`, () => {
      for (const fault of FAULTS) test(fault, () => runCase(c, fault), 30_000)
    })
  }
})

describe('bad local state and a lost network', () => {
  const CORRUPT: Array<[string, string]> = [
    ['not JSON', '{"v":1,"state":{"token":"abc"'],
    ['foreign shape', JSON.stringify({ hello: 'world', token: 12 })],
    ['another version', JSON.stringify({ v: 99, state: { token: 'T', isLogin: true, language: 'xx' } })],
    ['wrong field types', JSON.stringify({ v: 1, state: { token: 5, isLogin: 'yes', language: 42, apiConfig: 'x', appConfig: [] } })],
    ['a JSON number', '12'],
  ]
  for (const [name, value] of CORRUPT) {
    test(`localStorage ${name} → boots with defaults (English, logged out, home)`, async () => {
      const context = await newContext(value)
      try {
        const page = await context.newPage()
        const w = await watch(page)
        await page.goto('/')
        await waitForApp(page)
        await page.getByTestId('welcome').waitFor({ state: 'visible' })
        expect(await page.locator('html').getAttribute('lang')).toBe('en-US')
        const state = await readState(page)
        expect(state?.token ?? null).toBeNull()
        expect(state?.isLogin ?? false).toBe(false)
        expect(w.pageErrors).toEqual([])
        expect(w.cspViolations).toEqual([])
      } finally {
        await context.close()
      }
    })
  }

  test('offline → a visible offline banner and the screen\'s network message; back online → banner gone, retry works', async () => {
    const context = await newContext(loggedIn)
    try {
      const page = await context.newPage()
      const w = await watch(page)
      await page.goto('/user')
      await waitForApp(page)
      await page.getByTestId('user-nickname').waitFor({ state: 'visible' })
      const banner = page.getByTestId('offline-banner')
      expect(await banner.count()).toBe(0)
      // The income screen's code is in the cache (visited once), so offline only its call fails.
      await page.getByText(poMessage('en-US', 'messages', 'Income'), { exact: true }).click()
      await page.waitForURL((url) => url.pathname === '/my_income')
      await page.waitForResponse((r) => r.url() === `${apiUrl}/api/Game/getfinanceflow`)
      await page.goBack()
      await page.getByTestId('user-nickname').waitFor({ state: 'visible' })

      await context.setOffline(true)
      await banner.waitFor({ state: 'visible' })
      expect(await banner.innerText()).toBe(
        poMessage('en-US', 'messages', 'You are offline. Check your connection; the app reconnects by itself.'),
      )
      // A screen that loads while offline says why and offers a retry.
      await page.getByText(poMessage('en-US', 'messages', 'Income'), { exact: true }).click()
      await page.waitForURL((url) => url.pathname === '/my_income')
      // The income list's failure: the toast with the reason and the list's own retry.
      const offlineMessage = poMessage('en-US', 'errors', 'Network unavailable, please check your connection and try again')
      await expect.poll(() => visibleText(page), { message: 'network message' }).toContain(offlineMessage)
      const retry = page.getByRole('button', { name: TRY_AGAIN })
      await retry.waitFor({ state: 'visible' })

      await context.setOffline(false)
      await banner.waitFor({ state: 'detached' })
      const answered = page.waitForResponse((r) => r.url() === `${apiUrl}/api/Game/getfinanceflow` && r.ok())
      await retry.click()
      await answered
      await retry.waitFor({ state: 'detached' })
      expect(await page.locator('#root').innerText()).toMatch(/\S/)

      expect(await page.locator('#root').innerText()).toMatch(/\S/)
      expect(w.pageErrors).toEqual([])
      expect(w.cspViolations).toEqual([])
    } finally {
      await context.close()
    }
  })
})
