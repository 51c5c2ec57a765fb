// Faults and bad input, against the production build (dist/) and the mock API over HTTP: what the
// faults-*.e2e.ts files share. Every API call that a screen makes, on load or on a user's action, gets
// in turn each fault: a timeout past 6000 ms, HTTP 500, a truncated JSON body, an HTML body, wrong
// field types, body code 403 and 409. The whole suite runs under the deployment's
// Content-Security-Policy (global-setup.ts).
//
// `npm test` runs every fault on the most used calls (`core`); FAULTS_FULL=1 runs every call;
// FAULTS_ONLY=<part of a path> runs the calls whose path contains it. Each file describes the calls
// of its area, and has tests of its own that these switches leave alone (a file without tests fails).
import type { Browser, BrowserContext, Page, Request, Route } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { servers } from './servers'
import {
  expectClean,
  launchBrowser,
  loggedInStorage,
  pathOf,
  err,
  ui,
  readState,
  seededContext,
  waitForApp,
  watchPage,
  type Watched,
} from './helpers'

export const baseURL = servers().prodUrl
export const apiUrl = servers().apiUrl
export const FULL = process.env.FAULTS_FULL === '1'
export const TIMEOUT_MS = 6000

export type Fault = 'timeout' | 'http500' | 'truncated' | 'html' | 'wrongTypes' | 'code403' | 'code409'
export const FAULTS: Fault[] = ['timeout', 'http500', 'truncated', 'html', 'wrongTypes', 'code403', 'code409']

export { err, ui }

/** What the screen must say (en-US, from the app's own catalog) after each fault. */
const EXPECTED: Record<Exclude<Fault, 'code403' | 'code409'>, string> = {
  timeout: err('The request timed out, please try again'),
  http500: err('The server could not handle the request, please try again later'),
  truncated: err('Unexpected answer from the server, please try again'),
  html: err('Unexpected answer from the server, please try again'),
  wrongTypes: err('Unexpected answer from the server, please try again'),
}
/** Body code 403/409 to a guest's action: there is no session to end, the screen says so. */
const SESSION_OVER = err('Please log in again')
const BOOT_ERROR = ui('Cannot reach the server')
export const TRY_AGAIN = ui('Try again')

export interface CallCase {
  path: string
  /** The screen that makes the call (the page visited first). */
  visit: string
  /** Logged in (a stored token) or a first-time guest. */
  auth: boolean
  /** Start without a cached app config (the boot must make getconfig and wait for it). */
  fresh?: boolean
  core?: boolean
  /**
   * A secondary section that is hidden when its call fails (home's banners, game
   * minimums, winners list): the screen's main content (this test id) must stay, no message.
   */
  hidesSection?: string
  /** Routes set up before the visit: a round that is open whatever the time, an account to withdraw to … */
  setup?: (page: Page) => Promise<unknown>
  /** How the call is triggered: visiting the screen makes it (a load), or this user action on the screen. */
  trigger?: (page: Page) => Promise<void>
  /** Brings the screen's message into view after the fault (a tab that is not the first one shown). */
  reveal?: (page: Page) => Promise<void>
  /** The page clock is installed for every fault (the case's reveal moves it), not only for the timeout. */
  clock?: boolean
  /**
   * A user action's call. Its faulted request never reaches the API, so nothing changes there; a
   * truncated or mistyped answer is made from `ok`, the call's success answer.
   */
  action?: {
    ok: unknown
    /** The control that sends it: enabled again after the failure. */
    submit: string
    /** What the user typed (selector → value): still there after the failure. */
    kept?: Record<string, string>
    /** More of what must survive the failure (a selection). */
    also?: (page: Page) => Promise<void>
    /**
     * Faults that leave the request's outcome unknown while the app checks it: the control stays
     * disabled meanwhile instead (sent again, the request could be done twice).
     */
    lockedWhileChecked?: Fault[]
  }
  /**
   * The message where it is not EXPECTED's, or for body code 403/409 not "Please log in again" (a timed-out order
   * is checked, not just reported; a login refused as a session says the login was not accepted).
   */
  expected?: Partial<Record<Fault, string>>
  /**
   * Faults that are none for this call: the app reads nothing of its success answer but the
   * envelope's code 1, so mistyped `data` is still a success.
   */
  skip?: Fault[]
}

const CORS = { 'access-control-allow-origin': '*' }
export const json = (route: Route, body: unknown) =>
  route.fulfill({ status: 200, headers: CORS, contentType: 'application/json', body: JSON.stringify(body) })
export const ok = (data: unknown, info = '') => ({ code: 1, data, info })

export const fill = async (page: Page, values: Record<string, string>) => {
  for (const [selector, value] of Object.entries(values)) await page.locator(selector).fill(value)
}

export const SUBMIT = 'form button[type="submit"]'

let browser: Browser
/** localStorage of a logged-in demo user, captured once. */
export let loggedIn: string

/** Launches the browser and logs the demo user in once, before a file's tests; closes the browser after them. */
export function setUpFaultBrowser(): void {
  beforeAll(async () => {
    browser = await launchBrowser()
    loggedIn = await loggedInStorage(browser, baseURL)
  })
  afterAll(async () => {
    await browser?.close()
  })
}

/** A phone-sized context whose localStorage starts as `stored` (null: empty). */
export const newContext = (stored: string | null): Promise<BrowserContext> => seededContext(browser, baseURL, stored)

/** Runs `body` on a watched page of a fresh context (localStorage `stored`), closing the context however it ends. */
export async function inContext(
  stored: string | null,
  body: (p: { context: BrowserContext; page: Page; w: Watched }) => Promise<void>,
): Promise<void> {
  const context = await newContext(stored)
  const page = await context.newPage()
  try {
    const w = await watchPage(page)
    await body({ context, page, w })
  } finally {
    // A route handler may still be answering a call (a fetch on its way): it must not outlive the page.
    await page.unrouteAll({ behavior: 'ignoreErrors' })
    await context.close()
  }
}

/** The stored state of the logged-in demo user with another token (or config) in it. */
export function storedWith(patch: Record<string, unknown>): string {
  const { v, state } = JSON.parse(loggedIn) as { v: number; state: Record<string, unknown> }
  return JSON.stringify({ v, state: { ...state, ...patch } })
}

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

/**
 * Answers `route` with `fault`; a timeout holds the request (never answered). A load's truncated or
 * mistyped answer is made from the API's real one; an action's from its case's success answer.
 */
async function answer(route: Route, fault: Fault, c: CallCase): Promise<void> {
  if (fault === 'timeout') return // held: the page clock moves past 6000 ms
  if (fault === 'http500') {
    return route.fulfill({ status: 500, headers: CORS, contentType: 'text/plain', body: 'Internal Server Error' })
  }
  if (fault === 'html') {
    return route.fulfill({
      status: 200,
      headers: CORS,
      contentType: 'text/html; charset=utf-8',
      body: '<!doctype html><html><body><h1>502 Bad Gateway</h1><hr>nginx</body></html>',
    })
  }
  if (fault === 'code403' || fault === 'code409') {
    return json(route, { code: fault === 'code403' ? 403 : 409, data: null, info: 'forbidden' })
  }
  const text = c.action ? JSON.stringify(c.action.ok) : await (await route.fetch()).text()
  const body =
    fault === 'truncated'
      ? text.slice(0, Math.max(1, Math.floor(text.length / 2)))
      : JSON.stringify({ ...JSON.parse(text), data: scramble(JSON.parse(text).data) })
  return route.fulfill({ status: 200, headers: CORS, contentType: 'application/json', body })
}

/** The page's text, toasts and dialogs (rendered outside #root) included. */
export const visibleText = (page: Page) =>
  page
    .locator('body')
    .innerText()
    .then((s) => s.trim())
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

async function runCase(c: CallCase, fault: Fault): Promise<void> {
  const where = `${c.path} on ${c.visit}, ${fault}`
  let stored: string | null = null
  if (c.auth) stored = loggedIn
  // A token but no cached app config: the boot has to wait for getconfig.
  if (c.fresh) stored = storedWith({ appConfig: null })
  await inContext(stored, async ({ page, w }) => {
    if (fault === 'timeout' || c.clock) await page.clock.install()
    await c.setup?.(page)
    let faulted = 0
    let resolveHit!: () => void
    const hit = new Promise<void>((r) => (resolveHit = r))
    await page.route(`${apiUrl}${c.path}`, async (route) => {
      if (faulted > 0) return route.fallback()
      faulted++
      resolveHit()
      await answer(route, fault, c)
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
    const session = fault === 'code403' || fault === 'code409'
    if (session && c.fresh) {
      // No config yet, so no screen to route to: the boot error with its retry, the token gone.
      await page.getByTestId('boot-error').getByRole('button', { name: TRY_AGAIN }).waitFor({ state: 'visible' })
      expect((await readState(page))?.token ?? null, `${where}: token cleared`).toBeNull()
    } else if (session && c.auth) {
      await page.waitForURL((url) => url.pathname === '/login')
      await expect.poll(() => readState(page).then((s) => s?.token ?? null), { message: `${where}: token cleared` }).toBeNull()
    } else if (c.hidesSection) {
      await page.getByTestId(c.hidesSection).waitFor({ state: 'visible' })
    } else {
      const expected = c.expected?.[fault] ?? (session ? SESSION_OVER : EXPECTED[fault as keyof typeof EXPECTED])
      await c.reveal?.(page)
      // The screen's own message (error state or toast), or the boot error screen with its retry.
      const shown = c.action ? escapeRe(expected) : `${escapeRe(expected)}|${escapeRe(BOOT_ERROR)}`
      await expect.poll(() => visibleText(page), { message: `${where}: "${expected}" shown`, timeout: 8000 }).toMatch(new RegExp(shown))
      if (session) expect((await readState(page))?.token ?? null, `${where}: no token`).toBeNull()
    }
    if (c.action && !(session && c.auth)) {
      // Nothing the user typed is lost, and they can send it again.
      expect(pathOf(page), `${where}: still on the screen`).toBe(new URL(c.visit, baseURL).pathname)
      for (const [selector, value] of Object.entries(c.action.kept ?? {})) {
        expect(await page.locator(selector).inputValue(), `${where}: ${selector} kept`).toBe(value)
      }
      if (c.action.lockedWhileChecked?.includes(fault))
        expect(await page.locator(c.action.submit).first().isDisabled(), `${where}: submit disabled while checked`).toBe(true)
      else
        await expect
          .poll(() => page.locator(c.action!.submit).first().isEnabled(), { message: `${where}: submit enabled again` })
          .toBe(true)
      await c.action.also?.(page)
    }
    await expect.poll(() => page.locator('#root').innerText(), { message: `${where}: blank screen` }).toMatch(/\S/)
    expectClean(w, where)
  })
}

/**
 * Every fault on each of `calls`: the core ones, all of them with FAULTS_FULL=1, or those whose path
 * contains FAULTS_ONLY.
 */
export function describeCallFaults(calls: CallCase[]): void {
  const only = process.env.FAULTS_ONLY
  const chosen = calls.filter((x) => (only ? x.path.includes(only) : FULL || x.core))
  if (chosen.length === 0) return
  describe(`every fault on every call${FULL ? '' : ' (core calls; FAULTS_FULL=1 for all)'}`, () => {
    for (const c of chosen) {
      describe(`${c.path} (${c.visit}${c.trigger ? ', action' : ''})`, () => {
        for (const fault of FAULTS.filter((f) => !c.skip?.includes(f))) test(fault, () => runCase(c, fault), 30_000)
      })
    }
  })
}
