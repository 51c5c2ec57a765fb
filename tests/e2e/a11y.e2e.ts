// Accessibility of the demo build: axe-core on every route, in the four languages,
// logged out and logged in; touch targets, 320 px width, 200 % text.
//
// CI (`npm test`) runs every route in en-US in both session states plus, logged in, a rotating
// quarter of the routes in each other language (the quarter changes with the day; A11Y_ROTATE=<0-3>
// picks one): ~70 scans. A11Y_FULL=1 runs the whole matrix (4 languages × 2 session states × every
// route, 188 scans).
import type { Page } from 'playwright-core'
import { describe, expect, inject, test } from 'vitest'
import {
  axe,
  demoApi,
  expectClean,
  login,
  openInApp,
  waitForApp,
  waitForSettled,
  type TestPage,
  setUpBrowser,
  storeLanguage,
  largeText,
} from './helpers'
import { APP_ROUTES, type AppRoute } from './routes'

const LOCALES = ['en-US', 'zh-CN', 'zh-TW', 'vi'] as const
type Locale = (typeof LOCALES)[number]
const FULL = process.env.A11Y_FULL === '1'
const SLICES = 4
const CONCURRENCY = Number(process.env.A11Y_CONCURRENCY ?? 5)
const ROTATE = Number(process.env.A11Y_ROTATE ?? Math.floor(Date.now() / 86_400_000)) % SLICES
const baseURL = inject('demoUrl')

const newPage = setUpBrowser()

interface Layout {
  width: number
  bigText: boolean
}
const PHONE: Layout = { width: 390, bigText: false }
/** A withdrawal account of the demo user (the withdraw form shows only with one). */
const ACCOUNT = { type: 'Bank', bank: 'ACB', account: '6222021234567890', username: 'Demo Trader', area: 'Hanoi', payPwd: 'pay123' }

/** A page in `locale`, logged in or not, ready for `visit`. */
async function session(locale: Locale, loggedIn: boolean, layout: Layout = PHONE): Promise<TestPage> {
  const t = await newPage(baseURL)
  await t.page.setViewportSize({ width: layout.width, height: 700 })
  if (layout.bigText) await largeText(t.context)
  await storeLanguage(t.context, locale)
  if (loggedIn) await login(t.page)
  return t
}

/**
 * Opens `route` and waits until it has settled (its data shown, not only fetched): by a load of the page
 * (`reload`, as a user's first visit), or in the running app as a link does (a sweep boots the app once, not
 * once a screen).
 */
async function visit(t: TestPage, route: AppRoute, { reload = true } = {}): Promise<void> {
  if (reload) {
    await t.page.goto(route.path)
    await waitForApp(t.page)
  } else {
    await openInApp(t.page, route.path)
    const shown = await t.page.evaluate(() => location.pathname)
    if (shown !== route.path) throw new Error(`opened ${route.path}, the app shows ${shown}`)
  }
  await waitForSettled(t)
  // Let entering animations (antd-mobile fades) settle so colours are final.
  await t.page.waitForTimeout(150)
}

/** The routes one (locale, session) cell scans. */
function routesFor(locale: Locale, loggedIn: boolean): AppRoute[] {
  // A11Y_ONLY=/,/withdraw narrows the run to some paths while fixing things.
  const only = process.env.A11Y_ONLY?.split(',')
  const all = APP_ROUTES.filter((r) => (loggedIn || !r.auth) && (!only || only.includes(r.path)))
  if (FULL || locale === 'en-US') return all
  if (!loggedIn) return []
  return all.filter((_, i) => (i + LOCALES.indexOf(locale)) % SLICES === ROTATE)
}

/** The innermost elements that reach past the viewport's right edge, to name what makes a page scroll sideways. */
function widest(page: Page, width: number): Promise<string> {
  return page.evaluate((w) => {
    const name = (el: Element) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${[...el.classList].map((c) => `.${c}`).join('')}`
    const out: string[] = []
    for (const el of document.querySelectorAll('body *')) {
      const right = el.getBoundingClientRect().right
      if (right <= w + 0.5 || [...el.children].some((c) => c.getBoundingClientRect().right > w + 0.5)) continue
      out.push(
        `${el.parentElement ? `${name(el.parentElement)} > ` : ''}${name(el)} "${(el.textContent ?? '').trim().slice(0, 30)}" right ${Math.round(right)}`,
      )
    }
    return out.slice(0, 6).join(' | ')
  }, width)
}

type Found = Map<string, { help: string; impact: string; where: string[] }>

interface Cell {
  locale: Locale
  loggedIn: boolean
  layout: Layout
}
const label = (c: Cell) => `${c.locale} ${c.loggedIn ? 'in ' : 'out'} ${c.layout.width}px${c.layout.bigText ? '+200%text' : ''}`

/**
 * Every (language, session) cell; the en-US ones run at 320 px width (one of them with 200 % text)
 * and vi with 200 % text at phone width, so the same visits also prove there is no horizontal scroll.
 */
const CELLS: Cell[] = LOCALES.flatMap((locale) =>
  [false, true].map((loggedIn) => ({
    locale,
    loggedIn,
    layout: locale === 'en-US' ? { width: 320, bigText: true } : { width: 390, bigText: locale === 'vi' },
  })),
)

async function scan(cell: Cell, found: Found, overflow: string[], unclean: string[]): Promise<number> {
  const routes = routesFor(cell.locale, cell.loggedIn)
  if (routes.length === 0) return 0
  const t = await session(cell.locale, cell.loggedIn, cell.layout)
  for (const [i, route] of routes.entries()) {
    // the cell's first route loads the page (a guest's session has not opened the app yet), the others open in it
    await visit(t, route, { reload: i === 0 })
    for (const e of t.pageErrors.splice(0)) unclean.push(`${label(cell)} ${route.path}: pageerror ${e}`)
    for (const e of t.cspViolations.splice(0)) unclean.push(`${label(cell)} ${route.path}: CSP violation ${e}`)
    for (const e of t.dialogs.splice(0)) unclean.push(`${label(cell)} ${route.path}: dialog ${e}`)
    const width = await t.page.evaluate(() => document.scrollingElement!.scrollWidth)
    if (width > cell.layout.width)
      overflow.push(`${label(cell)} ${route.path}: scrollWidth ${width}; ${await widest(t.page, cell.layout.width)}`)
    for (const v of await axe(t.page)) {
      if (v.impact !== 'serious' && v.impact !== 'critical') continue
      const entry = found.get(v.id) ?? { help: v.help, impact: v.impact, where: [] }
      for (const n of v.nodes) {
        entry.where.push(
          `${label(cell)} ${route.path}: ${n.target.join(' ')} — ${(n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 200)}`,
        )
      }
      found.set(v.id, entry)
    }
  }
  await t.close()
  return routes.length
}

function report(found: Found): string {
  return [...found]
    .map(([id, v]) => `[${v.impact}] ${id}: ${v.help} (${v.where.length})\n  ${v.where.slice(0, 12).join('\n  ')}`)
    .join('\n')
}

describe('accessibility (axe-core, demo build)', () => {
  test(`0 serious or critical violations, no horizontal scroll (${FULL ? 'full matrix' : `en-US all routes, others slice ${ROTATE}/${SLICES}`})`, async () => {
    const found: Found = new Map()
    const overflow: string[] = []
    const unclean: string[] = []
    let scans = 0
    const started = Date.now()
    // Up to CONCURRENCY cells at once (one context each); the page mostly waits on timers and the network.
    const cells = CELLS.filter((c) => routesFor(c.locale, c.loggedIn).length > 0)
    for (let i = 0; i < cells.length; i += CONCURRENCY) {
      const counts = await Promise.all(cells.slice(i, i + CONCURRENCY).map((c) => scan(c, found, overflow, unclean)))
      scans += counts.reduce((a, b) => a + b, 0)
    }
    console.info(`a11y: ${scans} axe scans in ${((Date.now() - started) / 1000).toFixed(1)} s`)
    expect(
      { violations: report(found), overflow, unclean },
      'serious/critical axe violations by rule; pages wider than the viewport; page errors and CSP violations',
    ).toEqual({ violations: '', overflow: [], unclean: [] })
  }, 300_000)
})

/** 10:00:35 UTC: round 201 of game type 1 (room 1) and the racing round are open for 85 s more, with other players' orders. */
const ROUNDS_OPEN = Date.UTC(2026, 0, 15, 10, 0, 35)

describe('touch targets', () => {
  test('tab bar, main and secondary actions and links that stand alone take taps in at least 44 × 44 px', async () => {
    const t = await newPage(baseURL)
    const { page } = t
    await page.setViewportSize({ width: PHONE.width, height: 700 })
    await storeLanguage(t.context, 'en-US')
    // the page's clock drives the demo's rounds: an order is placed while its round is open
    await page.clock.install({ time: ROUNDS_OPEN })
    await login(page)
    const small: string[] = []
    const check = async (where: string, selector: string) => {
      const boxes = await page.locator(selector).evaluateAll((els) =>
        els
          .filter((el) => (el as HTMLElement).offsetParent !== null)
          .map((el) => {
            const r = el.getBoundingClientRect()
            return { w: r.width, h: r.height, text: (el.textContent ?? el.getAttribute('aria-label') ?? '').trim().slice(0, 30) }
          }),
      )
      expect(boxes.length, `${where}: ${selector} found`).toBeGreaterThan(0)
      for (const b of boxes) if (b.w < 44 || b.h < 44) small.push(`${where} ${selector} "${b.text}": ${b.w.toFixed(0)}×${b.h.toFixed(0)}`)
    }
    /**
     * A compact button may be drawn smaller than 44 px when taps reach it beyond its box: each of `selector`'s
     * elements, scrolled to the middle of the screen, takes the taps (elementFromPoint) all over the 44 × 44 px
     * square around its centre and all over its own box, rounded corners aside (no neighbour's target reaches into it).
     */
    const checkTaps = async (where: string, selector: string) => {
      const found = page.locator(selector)
      expect(await found.count(), `${where}: ${selector} found`).toBeGreaterThan(0)
      for (const el of await found.all()) {
        if (!(await el.isVisible())) continue
        await el.evaluate((e) => e.scrollIntoView({ block: 'center', inline: 'center' }))
        const missed = await el.evaluate((e) => {
          const box = e.getBoundingClientRect()
          const [x, y] = [(box.left + box.right) / 2, (box.top + box.bottom) / 2]
          // the own box's corner points inside its rounded corners (a point 0.3 r in from both edges is)
          const radius = Math.min(parseFloat(getComputedStyle(e).borderTopLeftRadius) || 0, box.width / 2, box.height / 2)
          const square = { left: x - 22, right: x + 22, top: y - 22, bottom: y + 22, inset: 0.5 }
          const own = { left: box.left, right: box.right, top: box.top, bottom: box.bottom, inset: 0.5 + 0.3 * radius }
          const out: string[] = []
          for (const area of [square, own])
            for (let i = 0; i <= 4; i++)
              for (let j = 0; j <= 4; j++) {
                const px = area.left + area.inset + ((area.right - area.left - 2 * area.inset) * i) / 4
                const py = area.top + area.inset + ((area.bottom - area.top - 2 * area.inset) * j) / 4
                const hit = document.elementFromPoint(px, py)
                if (!hit || !e.contains(hit))
                  out.push(`(${(px - x).toFixed(0)}, ${(py - y).toFixed(0)}) is ${hit?.tagName.toLowerCase()}.${hit?.className}`)
              }
          return { text: (e.textContent ?? '').trim().slice(0, 20), box: `${box.width.toFixed(0)}×${box.height.toFixed(0)}`, out }
        })
        if (missed.out.length)
          small.push(`${where} ${selector} "${missed.text}" ${missed.box}: a tap at ${missed.out.slice(0, 2).join(', ')} misses it`)
      }
    }
    await visit(t, { file: 'index.tsx', path: '/', auth: false })
    await check('/', '.tab-bar a')
    await check('/', '[data-testid="go-vip"]')
    await visit(t, { file: '_authed/user.tsx', path: '/user', auth: true })
    await check('/user', '.tab-bar a')
    await visit(t, { file: '_authed/room_list.$type.tsx', path: '/room_list/1', auth: true })
    await check('/room_list/1', '[data-testid="room-enter"]')
    await visit(t, { file: '_authed/activity.$id.tsx', path: '/activity/1', auth: true })
    await page.getByTestId('room').waitFor()
    // The room shows before its round's options, which come with the round's data.
    await page.locator('[data-testid^="option-"]').first().waitFor()
    await check('/activity/1', '.adm-nav-bar-back')
    await check('/activity/1', '[data-testid="rules-open"]')
    await check('/activity/1', '[data-testid^="option-"]')
    await check('/activity/1', '[data-testid="bet-buy"]')
    await page.getByTestId('follow').first().waitFor()
    await checkTaps('/activity/1', '[data-testid="follow"]')
    // an order of two options: two rows, each with Cancel
    for (const option of ['option-0', 'option-1']) await page.getByTestId(option).click()
    await page.getByTestId('bet-amount').fill('20')
    await page.getByTestId('bet-buy').click()
    await page.getByTestId('confirm-ok').click()
    await page.getByRole('tab', { name: 'My orders' }).click()
    await expect.poll(() => page.getByTestId('cancel-order').count()).toBe(2)
    await checkTaps('/activity/1', '[data-testid="cancel-order"]')
    await visit(t, { file: '_authed/bjsc.$id.tsx', path: '/bjsc/4', auth: true })
    await page.locator('[data-testid^="option-"]').first().waitFor()
    await check('/bjsc/4', '.quick-amount')
    await page.getByTestId('follow').first().waitFor()
    await checkTaps('/bjsc/4', '[data-testid="follow"]')
    await visit(t, { file: 'recharge.{-$back}.tsx', path: '/recharge', auth: false })
    await check('/recharge', '.quick-amounts .adm-button')
    await visit(t, { file: '_authed/my_income.tsx', path: '/my_income', auth: true })
    await page.getByTestId('range-open').click()
    await page.locator('input[name="start"]').fill('2026-01-05')
    await page.locator('input[name="end"]').fill('2026-01-20')
    await page.getByTestId('range-apply').click()
    await check('/my_income', '[data-testid="range-active"] .adm-button')
    // a range without records: the empty list's Refresh
    await page.getByTestId('range-open').click()
    await page.locator('input[name="start"]').fill('2020-01-01')
    await page.locator('input[name="end"]').fill('2020-01-02')
    await page.getByTestId('range-apply').click()
    await page.getByTestId('empty-refresh').waitFor()
    await check('/my_income', '[data-testid="empty-refresh"]')
    await visit(t, { file: '_authed/bankadd.tsx', path: '/bankadd', auth: true })
    await check('/bankadd', 'main .adm-button')
    // the demo user has no withdrawal account yet: the gate's dialog asks first
    await visit(t, { file: '_authed/withdraw.tsx', path: '/withdraw', auth: true })
    await page.getByRole('alertdialog').waitFor()
    await check('/withdraw', '[role="alertdialog"] button')
    // with an account, the form: Manage accounts beside its label, above the account to pick
    expect((await demoApi(page, '/api/Game/addbankcard', ACCOUNT)).code).toBe(1)
    await visit(t, { file: '_authed/withdraw.tsx', path: '/withdraw', auth: true })
    await page.getByRole('radio').waitFor()
    await check('/withdraw', '[data-testid="manage-accounts"]')
    await checkTaps('/withdraw', '[role="radio"]')
    await check('/withdraw', '[data-testid="withdraw-all"]')
    await visit(t, { file: '_authed/banklist.tsx', path: '/banklist', auth: true })
    await check('/banklist', '[data-testid="bank-delete"]')
    // Links that stand alone as a screen's action.
    await visit(t, { file: '_authed/current.$id.tsx', path: '/current/1', auth: true })
    await check('/current/1', '[data-testid="go-home"]')
    await visit(t, { file: 'help.$id.tsx', path: '/help/none', auth: false })
    await check('/help/none', '[data-testid="empty"] a')
    expect(small).toEqual([])
    expectClean(t, 'touch targets')
    await t.close()
  })
})
