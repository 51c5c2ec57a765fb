import { chromium, type Browser, type BrowserContext, type Page, type Request } from 'playwright-core'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest'
import { servers } from './servers'
import { STORAGE_KEY, type PersistedState } from '../../src/lib/storage'
import { CHROMIUM_ARGS, chromiumPath } from '../chromium'
import { readPo } from '../../scripts/i18n/read-po'

export { STORAGE_KEY, type PersistedState }

export const DEMO_USER = { quhao: '+84', username: 'demo', password: 'demo123' }

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true, timeout: 30_000 })
}

/**
 * One browser for a file's tests: launched before them, closed after them. Returns `newPage(baseURL)`: a
 * fresh page (openPage) of that browser. A page opened inside a test is closed when the test ends (when
 * the last of a file's concurrent tests ends), one opened in a hook when the file's tests end: a page left
 * open keeps rendering (a room's countdown, home's scrolling winners) and takes CPU from the tests that
 * follow it.
 */
export function setUpBrowser(): (baseURL: string) => Promise<TestPage> {
  let browser: Browser | undefined
  const forFile: TestPage[] = []
  let forTests: TestPage[] = []
  let running = 0
  const closeAll = (pages: TestPage[]) => Promise.all(pages.map((t) => t.close().catch(() => undefined)))
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  beforeEach(() => {
    running += 1
  })
  afterEach(async () => {
    running -= 1
    if (running > 0) return
    const done = forTests
    forTests = []
    await closeAll(done)
  })
  afterAll(async () => {
    await closeAll([...forFile, ...forTests])
    await browser?.close()
  })
  return async (baseURL) => {
    const t = await openPage(browser!, baseURL)
    ;(running > 0 ? forTests : forFile).push(t)
    return t
  }
}

/** What a page did that a test must see: uncaught errors, CSP violations, native dialogs. */
export interface Watched {
  /** Uncaught exceptions and unhandled rejections in the page. */
  pageErrors: string[]
  /** CSP violations (securitypolicyviolation events and Chromium's console reports). */
  cspViolations: string[]
  /** Native alert/confirm/prompt dialogs (the app opens none; each is dismissed so the page goes on). */
  dialogs: string[]
}

/**
 * Collects `page`'s uncaught errors, CSP violations and native dialogs. Call before the first
 * navigation: the violation listener is an init script, so it runs in every document of the page.
 */
export async function watchPage(page: Page): Promise<Watched> {
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

export interface TestPage extends Watched {
  context: BrowserContext
  page: Page
  /** console.error messages (including Chromium's "Failed to load resource"). */
  consoleErrors: string[]
  /** Requests still in flight, for waitForIdle. */
  inflight: Set<Request>
  close(): Promise<void>
}

/** The phone every e2e page is opened as: a 390 × 844 touch screen, in English. */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 1,
  locale: 'en-US',
} as const

/** A fresh context (empty storage) with a phone-sized touch viewport. */
export async function openPage(browser: Browser, baseURL: string): Promise<TestPage> {
  const context = await browser.newContext({ baseURL, ...PHONE, serviceWorkers: 'block' })
  context.setDefaultTimeout(10_000)
  context.setDefaultNavigationTimeout(15_000)
  const page = await context.newPage()
  const watched = await watchPage(page)
  const consoleErrors: string[] = []
  const inflight = new Set<Request>()
  page.on('console', (msg) => {
    if (msg.type() === 'error') consoleErrors.push(`${msg.text()} @ ${msg.location().url}`)
  })
  page.on('request', (r) => inflight.add(r))
  page.on('requestfinished', (r) => inflight.delete(r))
  page.on('requestfailed', (r) => inflight.delete(r))
  return { context, page, ...watched, consoleErrors, inflight, close: () => context.close() }
}

/**
 * Polls `busy` (what is still busy, or '' when nothing is) until it has said nothing for `quietMs`; resolves
 * with '' then, or with its last answer once `timeoutMs` has passed.
 */
async function untilQuiet(t: TestPage, busy: () => Promise<string>, quietMs: number, timeoutMs: number): Promise<string> {
  const deadline = Date.now() + timeoutMs
  let quietSince = Date.now()
  let last = ''
  while (Date.now() < deadline) {
    last = await busy()
    if (last) quietSince = Date.now()
    else if (Date.now() - quietSince >= quietMs) return ''
    await t.page.waitForTimeout(50)
  }
  return last || 'nothing busy at the last look'
}

const pendingRequests = (t: TestPage) => [...t.inflight].map((r) => r.url()).join(', ')

/**
 * Waits until no request has been in flight for `quietMs` (Playwright's own `networkidle` waits a
 * fixed 500 ms; this is shorter and also covers requests made after the load event).
 */
export async function waitForIdle(t: TestPage, { quietMs = 250, timeoutMs = 10_000 } = {}): Promise<void> {
  const busy = await untilQuiet(t, async () => pendingRequests(t), quietMs, timeoutMs)
  if (busy) throw new Error(`network not idle after ${timeoutMs} ms; pending: ${pendingRequests(t)}`)
}

/**
 * What the app shows while a screen waits for its code or data: a load state or a busy form or list
 * (`aria-busy`), the UI kit's skeletons, a game room before its round, the loading canvas.
 */
export const BUSY_MARKERS = '[aria-busy="true"], .adm-skeleton, [data-testid="room-loading"], #boot-canvas'

/**
 * Waits until the screen has settled: for `quietMs`, no request in flight and none of BUSY_MARKERS in the
 * page. In the demo build the API runs in the page, so a quiet network alone does not say that a screen's
 * data has come. Throws after `timeoutMs`, naming what was still busy.
 */
export async function waitForSettled(t: TestPage, { quietMs = 250, timeoutMs = 10_000 } = {}): Promise<void> {
  const busy = await untilQuiet(
    t,
    async () =>
      t.inflight.size > 0
        ? `requests in flight: ${pendingRequests(t)}`
        : t.page.evaluate((selector) => {
            const el = document.querySelector(selector)
            return el ? `busy marker in the page: ${el.outerHTML.slice(0, 120)}` : ''
          }, BUSY_MARKERS),
    quietMs,
    timeoutMs,
  )
  if (busy) throw new Error(`the screen did not settle within ${timeoutMs} ms; ${busy}`)
}

/** The app has booted: the loading canvas is gone and the router rendered into #root. */
export async function waitForApp(page: Page): Promise<void> {
  await page.locator('#boot-canvas').waitFor({ state: 'detached' })
  await page.locator('#root > *').first().waitFor({ state: 'attached' })
}

/**
 * Opens `path` (with its query, if any) in the app already running in `page`, as a link of the app does: the
 * router's own navigation, no reload. Resolves once the router has loaded the screen (its code, its route's
 * checks, a redirect they make) and the browser has painted it; what the screen then fetches, the caller
 * waits for. A sweep of many screens (layout, accessibility, translations) boots the app once instead of once
 * a screen: on the 2-core dev machine a reload of a demo screen took ~0.67 s of CPU, this ~0.22 s.
 * TanStack Router keeps itself on `window.__TSR_ROUTER__` in every build (for its devtools); without it this
 * fails at once, never falls back to a reload.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate(async (href) => {
    const router = (window as { __TSR_ROUTER__?: { navigate(to: { href: string }): Promise<void> } }).__TSR_ROUTER__
    if (!router) throw new Error(`openInApp(${href}): no router on window.__TSR_ROUTER__ (is the app open in this page?)`)
    await router.navigate({ href })
    // React commits the router's new state in its next render; two frames later it has painted
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
  }, path)
}

/**
 * Switches the app running in `page` to `language` as a user does: on its language screen (in place, no
 * reload), then waits until the language's texts are active.
 */
export async function chooseLanguage(page: Page, language: string): Promise<void> {
  await openInApp(page, '/languageSet')
  await page.getByTestId(`language-${language}`).click()
  await page.waitForFunction((language) => document.documentElement.lang === language, language)
}

/**
 * The screen a submit opened takes taps again (src/ui/settle-screen.ts: for a moment after it shows it takes
 * none, so the second tap of a double tap on the submit lands on nothing). For a gesture that does not wait for
 * its target as a click does (a drag of raw touch events).
 */
export async function screenSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.body.hasAttribute('data-settling'))
}

export function pathOf(page: Page): string {
  const url = new URL(page.url())
  return url.pathname
}

/** The visible navigation title (every screen but home renders one in an <h1>). */
export function navTitle(page: Page) {
  return page.locator('h1.page-title').first()
}

/**
 * A phone-sized context whose localStorage starts as `stored` (null: empty), written once: a reload
 * keeps what the app saved since.
 */
export async function seededContext(browser: Browser, baseURL: string, stored: string | null): Promise<BrowserContext> {
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

/** The language the app starts in, stored before it boots (the stored one wins over the browser's). */
export async function storeLanguage(context: BrowserContext, language: string): Promise<void> {
  await context.addInitScript(
    ([key, language]) => {
      const raw = localStorage.getItem(key)
      const record = raw ? JSON.parse(raw) : { v: 1, state: {} }
      if (record.state.language !== language) {
        record.state.language = language
        localStorage.setItem(key, JSON.stringify(record))
      }
    },
    [STORAGE_KEY, language] as const,
  )
}

/** Fills the login form (already on /login) and submits it. */
export async function submitLogin(page: Page, user = DEMO_USER): Promise<void> {
  await page.locator('input[name="username"]').fill(user.username)
  await page.locator('input[name="password"]').fill(user.password)
  await page.locator('form button[type="submit"]').click()
}

/** Logs in through the login screen and waits until the app has navigated away from /login. */
export async function login(page: Page, user = DEMO_USER): Promise<void> {
  if (pathOf(page) !== '/login') {
    await page.goto('/login')
    await waitForApp(page)
  }
  await submitLogin(page, user)
  await page.waitForURL((url) => url.pathname !== '/login')
}

/** localStorage of the demo user logged in through the login screen (a context of its own, closed after). */
export async function loggedInStorage(browser: Browser, baseURL: string): Promise<string> {
  const context = await seededContext(browser, baseURL, null)
  const page = await context.newPage()
  await page.goto('/login')
  await waitForApp(page)
  await submitLogin(page)
  await page.waitForURL((url) => url.pathname === '/user')
  const stored = (await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY))!
  expect(JSON.parse(stored).state.token).toMatch(/\S/)
  await context.close()
  return stored
}

export async function readState(page: Page): Promise<PersistedState | null> {
  const text = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)
  if (!text) return null
  return (JSON.parse(text) as { state: PersistedState }).state
}

/** The toast shown now (src/ui/toast-view.ts). */
export function toast(page: Page) {
  return page.getByTestId('toast').first()
}

/**
 * Records the text of every toast the page shows from now on, and returns a reader of that list. For a
 * test that moves the page's clock: a toast goes after 2 s of that clock, possibly before a locator
 * could see it on screen; what was shown (and announced) is still on the list.
 */
export async function recordToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const w = window as unknown as { __toastsSeen?: string[] }
    if (w.__toastsSeen) return
    const seen: string[] = (w.__toastsSeen = [])
    new MutationObserver((records) => {
      for (const r of records)
        for (const node of r.addedNodes)
          if (node instanceof HTMLElement && node.dataset.testid === 'toast') seen.push(node.textContent ?? '')
    }).observe(document.body, { childList: true, subtree: true })
  })
  return () => page.evaluate(() => [...((window as unknown as { __toastsSeen?: string[] }).__toastsSeen ?? [])])
}

/**
 * console.error messages that point at the app. The favicon request is the browser's own
 * (index.html declares no icon), not something the app did.
 */
export function appConsoleErrors(t: TestPage): string[] {
  return t.consoleErrors.filter((e) => !/\/favicon\.ico$/.test(e))
}

/** Fails with the collected errors listed, so a report says what broke. */
export function expectNoPageErrors(t: Pick<Watched, 'pageErrors'>, where: string): void {
  expect(t.pageErrors, `uncaught errors on ${where}`).toEqual([])
}

/**
 * The page stayed clean: no uncaught error, no CSP violation (every e2e page runs under the
 * deployment's policy, global-setup.ts), no native dialog.
 */
export function expectClean(t: Watched, where: string): void {
  expect(
    { pageErrors: t.pageErrors, cspViolations: t.cspViolations, dialogs: t.dialogs },
    `${where}: page errors, CSP violations, dialogs`,
  ).toEqual({ pageErrors: [], cspViolations: [], dialogs: [] })
}

/** A pending flag that survives only while the document does not reload. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    ;(window as unknown as { __e2eMark?: number }).__e2eMark = 1
  })
}

export async function documentWasKept(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __e2eMark?: number }).__e2eMark === 1)
}

const poCache = new Map<string, Map<string, string>>()

/** A message's translation from the app's own catalog (src/i18n/locales/<locale>/<catalog>.po). */
export function poMessage(locale: string, catalog: 'messages' | 'errors', msgid: string): string {
  const key = `${locale}/${catalog}`
  let entries = poCache.get(key)
  if (!entries) poCache.set(key, (entries = readPo(locale, catalog)))
  if (!entries.has(msgid)) throw new Error(`"${msgid}" is not in ${key}.po`)
  return entries.get(msgid) || msgid
}

/** An app text in `locale` from its messages catalog. */
export const ui = (msgid: string, locale = 'en-US') => poMessage(locale, 'messages', msgid)
/** An error text in `locale` from its errors catalog. */
export const err = (msgid: string, locale = 'en-US') => poMessage(locale, 'errors', msgid)

/**
 * The two readings of the API's open points the production build is tested against
 * (mocks/lib/dialect.ts): each "production build against the mock API" suite runs once per dialect.
 */
export const WIRE_DIALECTS = ['ours', 'alt'] as const
export type WireDialect = (typeof WIRE_DIALECTS)[number]
export const prodUrlOf = (dialect: WireDialect) => servers()[dialect === 'alt' ? 'prodAltUrl' : 'prodUrl']
export const apiUrlOf = (dialect: WireDialect) => servers()[dialect === 'alt' ? 'apiAltUrl' : 'apiUrl']

/** A call to the demo's own API from the page (its backend runs there), with the session's token. */
export async function demoApi(page: Page, path: string, body: Record<string, unknown>): Promise<{ code: number; data: unknown }> {
  const token = (await readState(page))?.token
  return page.evaluate(
    async ({ path, body }) => {
      const res = await fetch(`${location.origin}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
      return res.json() as Promise<{ code: number; data: unknown }>
    },
    { path, body: { ...body, token, lang: 'en' } },
  )
}

/** Opens a room (a route that needs a login) as a guest, is sent to /login, logs in and comes back to it. */
export async function enterRoom(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await waitForApp(page)
  await page.waitForURL((url) => url.pathname === '/login')
  await submitLogin(page)
  await page.waitForURL((url) => url.pathname === path)
  await page.getByTestId('room').waitFor({ state: 'visible' })
}

/** In the open "Cancel this order?" dialog: confirms, waits for the refund message and closes it. */
export async function confirmCancel(page: Page): Promise<void> {
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: ui('Cancel order') })
    .click()
  await page.getByText(ui('Your order has been cancelled and the amount refunded.')).waitFor({ state: 'visible' })
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: ui('OK') })
    .click()
}

/**
 * 200 % text as a phone's text-size setting does it: with mobile emulation Chromium scales every font size
 * (px ones too) by text-size-adjust. Set through CSSOM, which the CSP allows. An init script runs before
 * the document has its root element: it sets it once the element exists.
 */
export async function largeText(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const apply = () => document.documentElement.style.setProperty('text-size-adjust', '200%')
    if (document.documentElement) return apply()
    new MutationObserver((_, observer) => {
      if (!document.documentElement) return
      observer.disconnect()
      apply()
    }).observe(document, { childList: true })
  })
}

/** index.html's module scripts in document order (execution order), by file name. */
export const moduleScripts = (html: string) =>
  [...html.matchAll(/<script type="module"[^>]*src="[^"]*\/assets\/([^"]+)"/g)].map((m) => m[1]!)

/**
 * The app's entry script of a build in `dir` (`/assets/…`), the last module script of its index.html (the
 * pre-entry script comes first): blocking it leaves a page at the pre-entry script's work.
 */
export function entryOf(dir: string): string {
  const scripts = moduleScripts(readFileSync(join(dir, 'index.html'), 'utf8'))
  if (scripts.length !== 2) throw new Error(`expected the pre-entry script and the entry in ${dir}/index.html`)
  return `/assets/${scripts[1]}`
}

/** Both builds as the e2e setup serves them: the production build beside the mock API, and the demo. */
export const bothBuilds = () => [
  { name: 'production', url: servers().prodUrl, dir: inject('distDir') },
  { name: 'demo', url: inject('demoUrl'), dir: inject('distDemoDir') },
]

// Evaluated through the DevTools protocol: the app's Content-Security-Policy blocks an injected <script>.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

export interface AxeNode {
  target: string[]
  failureSummary?: string
}
export interface AxeViolation {
  id: string
  impact: string | null
  help: string
  nodes: AxeNode[]
}

/** axe-core's WCAG 2 A/AA and best-practice violations on the page (or only `rules`, by id). */
export async function axe(page: Page, rules?: string[]): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE)
  return page.evaluate(async (rules) => {
    const w = window as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<{ violations: AxeViolation[] }> } }
    const result = await w.axe.run(document, {
      runOnly: rules ? { type: 'rule', values: rules } : { type: 'tag', values: ['wcag2a', 'wcag2aa', 'best-practice'] },
      resultTypes: ['violations'],
    })
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target as string[], failureSummary: n.failureSummary })),
    }))
  }, rules)
}
