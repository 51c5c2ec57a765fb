// Faults on the game room's calls and the bet records, and an order whose answer got lost: checked
// through getVorder, never resent (faults-helpers.ts says how the faults are made and which calls run).
import type { ChildProcess } from 'node:child_process'
import type { Page, Request, Route } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { roundAt } from '../../mocks/simulation/rounds'
import { startMockApiChild, stopChild } from './global-setup'
import { DEMO_USER, expectClean, recordToasts, waitForApp, watchPage } from './helpers'
import {
  apiUrl,
  describeCallFaults,
  json,
  newContext,
  ok,
  storedWith,
  TIMEOUT_MS,
  ui,
  setUpFaultBrowser,
  visibleText,
  type CallCase,
} from './faults-helpers'

/** An order without a definite answer that getVorder shows did not land. */
const NOT_PLACED = ui('The round closed without your order: it was not placed and nothing was charged.')
const PLACED_LATE = ui('Your order was placed (confirmed in your orders)')
// the slip's notice, which stays (the toast saying the same goes after a few seconds)
const ORDER_UNCONFIRMED = ui('We could not confirm whether your last order was placed.')
const CHECKING = ui('No clear answer from the server yet. Checking whether your order was placed…')
const CANCEL_UNCONFIRMED = ui('We could not confirm the cancellation. My orders shows your orders as the server has them now.')

/** A route handler that gives up quietly once its page has closed: a call it forwards may still be on its way then. */
const whileOpen =
  (page: Page, handler: (route: Route) => Promise<void>) =>
  async (route: Route): Promise<void> => {
    try {
      await handler(route)
    } catch (error) {
      // the page, or its context, closed while a call was being forwarded (the test has ended)
      if (!page.isClosed() && !/has been disposed|has been closed/.test(String(error))) throw error
    }
  }

/** The page's API requests on their way, for pages that `trackApiRequests` watches. */
const apiInFlight = new WeakMap<Page, Set<Request>>()

/** Starts counting the page's API requests on their way (before the action whose checks are moved on). */
function trackApiRequests(page: Page): void {
  if (apiInFlight.has(page)) return
  const open = new Set<Request>()
  apiInFlight.set(page, open)
  page.on('request', (r) => {
    if (r.url().startsWith(apiUrl)) open.add(r)
  })
  const settled = (r: Request) => open.delete(r)
  page.on('requestfinished', settled)
  page.on('requestfailed', settled)
}

/**
 * Moves the page clock through the pauses between an outcome's checks (each ~2-10 s). Each jump waits
 * until no API request is on its way and the page has had a moment to take the answer: a jump made
 * while a check's request travels fires no pause (none is running yet), and on a loaded machine that
 * request can take longer than any fixed wait.
 */
async function throughChecks(page: Page, steps = 6, done?: () => Promise<boolean>): Promise<void> {
  const open = apiInFlight.get(page)
  if (!open) throw new Error('throughChecks: call trackApiRequests(page) before the action')
  for (let i = 0; i < steps; i++) {
    // A request the answer led to (a list read after it) may start during that moment: it is awaited too,
    // or the jump would run out its deadline, which is on the page's clock as well.
    do {
      await expect.poll(() => open.size, { message: 'no API request on its way', timeout: 20_000 }).toBe(0)
      await page.waitForTimeout(400)
    } while (open.size > 0)
    // `done`: the outcome is shown; a further jump could only run out the deadline of a read it led to
    if (done && (await done())) return
    await page.clock.fastForward(10_000)
  }
}

/** The room's round as the API tells it, with 2:30 left: the action's checks run whatever the time of day. */
async function openRound(page: Page): Promise<void> {
  trackApiRequests(page)
  await page.route(
    `${apiUrl}/api/Game/getGameinfo`,
    whileOpen(page, async (route) => {
      const body = (await (await route.fetch()).json()) as { data?: { diff?: unknown } }
      if (body.data) body.data.diff = { minute: 2, second: 30 }
      await json(route, body)
    }),
  )
}
/** An own order in the round to cancel (its cancel request is the faulted one and never arrives). */
const ownOrder = (page: Page) =>
  page.route(`${apiUrl}/api/Game/getGamelog`, (route) =>
    json(route, ok([{ id: 990001, value: '0', valuecn: 'Rise', rate: '1.98', money: '20.00' }])),
  )

/** Select an option, type the stake, Buy, Confirm. */
async function bet(page: Page, option: number, amount: string): Promise<void> {
  await page.getByTestId('room').waitFor({ state: 'visible' })
  await page.getByTestId(`option-${option}`).click()
  await page.getByTestId('bet-amount').fill(amount)
  await page.getByTestId('bet-buy').click()
  await page.getByTestId('confirm-popup').waitFor({ state: 'visible' })
  await page.getByTestId('confirm-ok').click()
}

/** The API calls, each with the screen that makes it. */
const CALLS: CallCase[] = [
  // Loads: visiting the screen makes the call.
  { path: '/api/Game/getGameinfo', visit: '/bjsc/4', auth: true, core: true },
  // The racing room's live orders (the first tab) and own orders (the "My orders" tab), in a round
  // that does not end during the test (a new round would fetch both again).
  { path: '/api/Game/getVorder', visit: '/bjsc/4', auth: true, setup: openRound },
  {
    path: '/api/Game/getGamelog',
    visit: '/bjsc/4',
    auth: true,
    setup: openRound,
    reveal: (page) => page.getByRole('tab', { name: ui('My orders') }).click(),
  },
  { path: '/api/Game/getGamelog2', visit: '/betlist', auth: true },

  // Actions: the user sends the call.
  {
    path: '/api/Game/order',
    visit: '/activity/16',
    auth: true,
    core: true,
    setup: openRound,
    clock: true,
    trigger: (page) => bet(page, 0, '20'),
    // the checks run over ~20 s of the page clock; the round (2:30 left) stays open throughout
    reveal: (page) => throughChecks(page),
    action: {
      ok: ok({ order_id: 990003, ordersn: '2026011500010001' }, 'order placed'),
      submit: '[data-testid="bet-buy"]',
      kept: { '[data-testid="bet-amount"]': '20' },
      also: async (page) => expect(await page.getByTestId('option-0').getAttribute('aria-pressed')).toBe('true'),
    },
    // Without a definite answer the app checks getVorder for ~20 s; the order never shows up, and the
    // round is still open (it could still land): unconfirmed, pointing to My orders, the slip kept.
    expected: {
      timeout: ORDER_UNCONFIRMED,
      http500: ORDER_UNCONFIRMED,
      truncated: ORDER_UNCONFIRMED,
      html: ORDER_UNCONFIRMED,
      wrongTypes: ORDER_UNCONFIRMED,
    },
  },
  {
    path: '/api/Game/getGamecancel',
    visit: '/activity/16',
    auth: true,
    skip: ['wrongTypes'],
    clock: true,
    reveal: (page) => throughChecks(page, 4),
    // a lost answer: the list is checked for ~10 s; the order is still listed, so the cancel is unconfirmed
    expected: { timeout: CANCEL_UNCONFIRMED, http500: CANCEL_UNCONFIRMED, truncated: CANCEL_UNCONFIRMED, html: CANCEL_UNCONFIRMED },
    setup: async (page) => {
      await openRound(page)
      await ownOrder(page)
    },
    trigger: async (page) => {
      await page.getByTestId('room').waitFor({ state: 'visible' })
      await page.getByRole('tab', { name: ui('My orders') }).click()
      await page.getByTestId('cancel-order').click()
      await page
        .getByRole('alertdialog')
        .getByRole('button', { name: ui('Cancel order') })
        .click()
    },
    action: {
      ok: ok(null, 'cancelled'),
      submit: '[data-testid="cancel-order"]',
      also: async (page) => expect(await page.getByTestId('own-row').count()).toBe(1),
    },
  },
]

setUpFaultBrowser()
describeCallFaults(CALLS)

describe('an order whose request got no answer is reconciled through getVorder, never resent', () => {
  // A private mock API whose clock starts 5 s into a round (rooms 1 and 16: 180 s rounds, betting
  // open for the first 120 s), so the order lands whatever the time of day; its state is this test's
  // own. The page still talks to the shared API's origin (its manifest, the CSP): each request is
  // passed on to the private one.
  let own: { url: string; child: ChildProcess }
  let token: string
  const ORDER = '/api/Game/order'

  const call = async (path: string, body: Record<string, unknown>) => {
    const res = await fetch(`${own.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ lang: 'en', ...body }),
    })
    return (await res.json()) as { code: number; data: unknown }
  }
  const ownOrdersOnApi = async (roomid: number, gameseq: string) => {
    const res = await call('/api/Game/getVorder', { token, roomid, gameseq })
    expect(res.code).toBe(1)
    return res.data as Array<Record<string, unknown>>
  }

  beforeAll(async () => {
    own = await startMockApiChild({ MOCK_CLOCK_START: String(roundAt(2, Date.now()).startsAt + 5_000) })
    own.child.removeAllListeners('exit')
    const login = await call('/api/Index/login', { quhao: '+84', username: DEMO_USER.username, password: DEMO_USER.password })
    token = (login.data as { token: string }).token
  }, 30_000)
  afterAll(async () => {
    if (own) await stopChild(own.child)
  })

  /** A logged-in page in room `roomid` on the private API, the page clock installed, its API calls recorded. */
  async function roomPage(roomid: number) {
    const context = await newContext(storedWith({ token }))
    const page = await context.newPage()
    const w = await watchPage(page)
    await page.clock.install()
    trackApiRequests(page)
    const calls: Array<{ path: string; body: Record<string, unknown> }> = []
    page.on('request', (r) => {
      if (r.url().startsWith(apiUrl) && r.method() === 'POST')
        calls.push({ path: r.url().slice(apiUrl.length), body: r.postDataJSON() ?? {} })
    })
    await page.route(
      `${apiUrl}/**`,
      whileOpen(page, async (route) => {
        const response = await route.fetch({ url: route.request().url().replace(apiUrl, own.url) })
        await route.fulfill({ response })
      }),
    )
    await page.goto(`/activity/${roomid}`)
    await waitForApp(page)
    await page.getByTestId('room').waitFor({ state: 'visible' })
    expect(await page.getByTestId('round-header').getAttribute('data-phase')).toBe('open')
    const gameseq = (await page.getByTestId('round-seqno').textContent())!
    return { context, page, w, calls, gameseq }
  }
  const timeOut = async (page: Page) => {
    const failed = page.waitForEvent('requestfailed', (r: Request) => r.url() === `${apiUrl}${ORDER}`)
    await page.clock.fastForward(TIMEOUT_MS + 100)
    await failed
  }
  /** getVorder in its own-orders form (no `isfirst`: not the live list's) asked after the `n`-th order. */
  const checkedAfterOrder = (calls: Array<{ path: string; body: Record<string, unknown> }>, n: number) => {
    const at = calls.map((c, i) => (c.path === ORDER ? i : -1)).filter((i) => i >= 0)[n - 1]
    // No n-th order yet: nothing was checked after it (slice(NaN) would be the whole list).
    if (at === undefined) return false
    return calls.slice(at + 1).some((c) => c.path === '/api/Game/getVorder' && !('isfirst' in c.body))
  }

  test('the order landed but its answer never came: after 6 s getVorder finds it, the app says it was placed, lists it once; the API has exactly one', async () => {
    const { context, page, w, calls, gameseq } = await roomPage(16)
    try {
      expect(await ownOrdersOnApi(16, gameseq)).toEqual([])
      let landed!: () => void
      const orderLanded = new Promise<void>((r) => (landed = r))
      await page.route(
        `${apiUrl}${ORDER}`,
        whileOpen(page, async (route) => {
          // The order reaches the API and is placed there; its answer never reaches the app.
          await route.fetch({ url: route.request().url().replace(apiUrl, own.url) })
          landed()
        }),
      )
      await bet(page, 0, '20')
      await orderLanded
      await timeOut(page)
      await expect.poll(() => visibleText(page), { message: 'placed after the check' }).toContain(PLACED_LATE)
      expect(
        calls.filter((c) => c.path === ORDER),
        'the order sent once',
      ).toHaveLength(1)
      expect(checkedAfterOrder(calls, 1), 'getVorder asked after the timeout').toBe(true)
      // the slip is cleared (the order counts as placed) and the order is listed once
      expect(await page.getByTestId('bet-amount').inputValue()).toBe('')
      await page.getByRole('tab', { name: ui('My orders') }).click()
      await expect.poll(() => page.getByTestId('own-row').count(), { message: 'own orders' }).toBe(1)
      expect(await page.getByTestId('own-row').textContent()).toContain('20.00')
      const onApi = await ownOrdersOnApi(16, gameseq)
      expect(onApi, 'exactly one order on the API').toHaveLength(1)
      expect(onApi[0]).toMatchObject({ value: '0', money: '20.00' })
      expect(
        calls.filter((c) => c.path === ORDER),
        'never resent',
      ).toHaveLength(1)
      expectClean(w, 'timed-out order that landed')
    } finally {
      await context.close()
    }
  })

  test('the order is processed late (2 s after the app gave up): "checking", then placed on screen without a reload; sent once', async () => {
    const { context, page, w, calls, gameseq } = await roomPage(16)
    try {
      // other tests of this file may have placed orders in this round on the same API
      const before = (await ownOrdersOnApi(16, gameseq)).length
      let release!: () => void
      const late = new Promise<void>((r) => (release = r))
      // Where the held order is: 'never intercepted', 'held', 'placed', or why it could not be passed on.
      let order = 'never intercepted'
      await page.route(
        `${apiUrl}${ORDER}`,
        whileOpen(page, async (route) => {
          // Held past the app's deadline, then passed on: the server places it late; the answer is lost.
          // The app has aborted the request by then, so the test sends its body to the API itself: with a
          // route.fetch of the aborted request, twice in six checkouts with both cores busy, the order was
          // neither placed nor failed 15 s after its release.
          order = 'held'
          const body = route.request().postData() ?? ''
          await late
          const answer = await fetch(`${own.url}${ORDER}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body }).catch(
            (error: unknown) => error,
          )
          order =
            answer instanceof Response && answer.ok
              ? 'placed'
              : `not passed on: ${answer instanceof Response ? answer.status : String(answer)}`
        }),
      )
      // The toast saying it was placed goes after 2 s of the page's clock, which runs on by itself and
      // which the checks move on 10 s at a time; a check may find the order before the test moves the
      // clock (the page's first pause is 2 s of real time). Every toast is recorded from the start.
      const toastsSeen = await recordToasts(page)
      await bet(page, 0, '20')
      // The deadline is moved past only once the order is held here: moved earlier, on a busy machine, the
      // app aborts the request before it reaches this route, and the server never sees it.
      await expect.poll(() => order, { message: 'the order reached the route' }).toBe('held')
      await timeOut(page)
      await expect.poll(() => visibleText(page), { message: 'checking, said at once' }).toContain(CHECKING)
      expect(await visibleText(page)).not.toContain(NOT_PLACED)
      expect(await toastsSeen(), 'nothing said placed while the server has not placed it').not.toContain(PLACED_LATE)
      release()
      await expect.poll(() => order, { message: 'the server placed it', timeout: 15_000 }).toBe('placed')
      // The page's clock runs on by itself: its checks come 2, 5, 10 and 20 s after the timeout. It is not
      // moved on here: a jump while the list's read after the placement is on its way would time that read
      // out (its deadline is on the page's clock), and the list would rightly say it may be out of date.
      await expect.poll(toastsSeen, { message: 'placed after a later check (its toast)', timeout: 30_000 }).toContain(PLACED_LATE)
      expect(await visibleText(page)).not.toContain(NOT_PLACED)
      await page.getByRole('tab', { name: ui('My orders') }).click()
      // the list is read through the forwarding route above: allow a busy machine
      await expect.poll(() => page.getByTestId('own-row').count(), { message: 'own orders', timeout: 20_000 }).toBe(before + 1)
      expect(await page.getByTestId('own-stale').count(), 'the list read after the placement answered').toBe(0)
      expect(await ownOrdersOnApi(16, gameseq), 'exactly one more order on the API').toHaveLength(before + 1)
      expect(
        calls.filter((c) => c.path === ORDER),
        'never resent',
      ).toHaveLength(1)
      expectClean(w, 'order processed late')
    } finally {
      await context.close()
    }
  })

  test('the order never reached the API: checked for ~20 s, then "could not confirm — see My orders", the slip kept; nothing placed, nothing resent', async () => {
    const { context, page, w, calls, gameseq } = await roomPage(1)
    try {
      let sent = 0
      await page.route(`${apiUrl}${ORDER}`, async (route) => {
        // First held without passing it on (it times out), then the connection drops (network error).
        if (++sent > 1) await route.abort('connectionreset')
      })
      await bet(page, 0, '20')
      await expect.poll(() => sent).toBe(1)
      await timeOut(page)
      await expect.poll(() => visibleText(page)).toContain(CHECKING)
      await throughChecks(page, 6, async () => (await visibleText(page)).includes(ORDER_UNCONFIRMED))
      await expect.poll(() => visibleText(page), { message: 'unconfirmed after the checks' }).toContain(ORDER_UNCONFIRMED)
      expect(await visibleText(page)).not.toContain(NOT_PLACED)
      expect(checkedAfterOrder(calls, 1), 'getVorder asked after the timeout').toBe(true)
      expect(await page.getByTestId('bet-amount').inputValue(), 'slip kept').toBe('20')
      expect(await page.getByTestId('option-0').getAttribute('aria-pressed')).toBe('true')
      expect(await page.getByTestId('bet-buy').isEnabled()).toBe(true)
      // the slip's notice leads to My orders, which shows the server's list (read through the forwarding
      // route above: allow a busy machine)
      await page.getByTestId('bet-see-orders').click()
      await page.getByTestId('own-empty').waitFor({ state: 'visible', timeout: 20_000 })

      // The user decides to try again: the connection drops this time.
      await page.getByTestId('bet-buy').click()
      await page.getByTestId('confirm-popup').waitFor({ state: 'visible' })
      await page.getByTestId('confirm-ok').click()
      await expect.poll(() => sent, { message: 'the second confirmation sent its order' }).toBe(2)
      await expect.poll(() => checkedAfterOrder(calls, 2), { message: 'getVorder asked after the dropped connection' }).toBe(true)
      await throughChecks(page)
      await expect.poll(() => page.getByTestId('bet-buy').isEnabled(), { message: 'Buy enabled after the checks' }).toBe(true)
      expect(
        calls.filter((c) => c.path === ORDER),
        'one request per confirmation, none by the app itself',
      ).toHaveLength(2)
      expect(await ownOrdersOnApi(1, gameseq), 'nothing placed on the API').toEqual([])
      expectClean(w, 'timed-out order that did not land')
    } finally {
      await context.close()
    }
  })

  test('the order never reached the API and the round closes while checking: checked at the close, then "not placed"', async () => {
    const { context, page, w } = await roomPage(16)
    try {
      await page.route(`${apiUrl}${ORDER}`, () => undefined) // held: never reaches the API
      await bet(page, 0, '20')
      await timeOut(page)
      await expect.poll(() => visibleText(page)).toContain(CHECKING)
      // the page's countdown reaches the close (60 s before the end; the round has < 3 min left)
      await page.clock.fastForward(120_000)
      await expect.poll(() => visibleText(page), { message: 'not placed, said after the close' }).toContain(NOT_PLACED)
      expect(await visibleText(page)).not.toContain(ORDER_UNCONFIRMED)
      expectClean(w, 'order that never landed, round closed')
    } finally {
      await context.close()
    }
  })
})
