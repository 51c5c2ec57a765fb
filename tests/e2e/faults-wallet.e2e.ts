// Faults on the wallet and mining calls: the money screens' loads and the requests that move money
// (faults-helpers.ts says how the faults are made and which calls run); and a lost network.
import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { expectClean, waitForApp } from './helpers'
import {
  apiUrl,
  describeCallFaults,
  err,
  FAULTS,
  fill,
  inContext,
  json,
  loggedIn,
  ok,
  SUBMIT,
  TRY_AGAIN,
  ui,
  setUpFaultBrowser,
  visibleText,
  type CallCase,
  type Fault,
} from './faults-helpers'

/** A money request whose answer was lost: unconfirmed, never "failed" (src/app/late-outcome.ts). */
const LATE = ui('No clear answer from the server yet. Your request may still go through: we are checking. Do not send it again.')
const LATE_FOR_EVERY_LOST_ANSWER = { timeout: LATE, http500: LATE, truncated: LATE, html: LATE }
/** The lost answers after which the request's button stays disabled while its outcome is checked. */
const LOST: Fault[] = ['timeout', 'http500', 'truncated', 'html']
/** An account request whose answer was lost: the saved accounts are read, and they do not show it done. */
const ADD_UNCONFIRMED = ui(
  'We got no clear answer from the server, and your saved accounts do not show this one yet. Check them before adding it again.',
)
const DELETE_UNCONFIRMED = ui('We could not confirm the deletion. The list shows your accounts as the server has them now.')
const lostAnswer = (text: string) => ({ timeout: text, http500: text, truncated: text, html: text })

/** One withdrawal account (the shared mock API's demo user has none; adding one would change it for other files). */
const oneAccount = (page: Page) =>
  page.route(`${apiUrl}/api/Game/getBankcardlist`, (route) =>
    json(
      route,
      ok([{ id: 990002, type: 'Bank', bank: 'ACB', account: '6222021234567890', username: 'Demo Trader', area: 'Hanoi', address: '' }]),
    ),
  )
/** Enough balance for the 100,000 USD mining minimum (the demo user has 10,000). */
const richUser = (page: Page) =>
  page.route(`${apiUrl}/api/Game/getuserinfo`, async (route) => {
    const body = (await (await route.fetch()).json()) as { data?: { money?: string } }
    if (body.data) body.data.money = '2000000.00'
    await json(route, body)
  })

const WITHDRAW_FORM = { 'input[name="amount"]': '100', 'input[name="pwd"]': 'pay123' }
const RECHARGE_FORM = { 'input[name="amount"]': '100', 'input[name="payName"]': 'Demo Trader' }
const BANK_FORM = {
  'input[name="bank"]': 'ACB',
  'input[name="account"]': '6222021234567890',
  'input[name="username"]': 'Demo Trader',
  'input[name="area"]': 'Hanoi',
  'input[name="payPwd"]': 'pay123',
}

/** The API calls, each with the screen that makes it. */
const CALLS: CallCase[] = [
  // Loads: visiting the screen makes the call.
  { path: '/api/Game/getfinanceflow', visit: '/my_income', auth: true },
  { path: '/api/Game/getBankcardlist', visit: '/banklist', auth: true },
  // The withdraw form's "available" line: its retry state (the form itself stays usable).
  {
    path: '/api/Game/getLeftMoney',
    visit: '/withdraw',
    auth: true,
    setup: oneAccount,
    expected: Object.fromEntries(FAULTS.map((f) => [f, ui('Could not load — retry')])),
  },
  { path: '/api/Game/getMinerList', visit: '/finance', auth: true },
  { path: '/api/Game/getMinerOrders', visit: '/productorder', auth: true },

  // Actions: the user sends the call.
  {
    path: '/api/Game/withdraw',
    visit: '/withdraw',
    auth: true,
    core: true,
    setup: oneAccount,
    skip: ['wrongTypes'],
    trigger: async (page) => {
      await fill(page, WITHDRAW_FORM)
      await page.getByTestId('withdraw-submit').click()
    },
    action: { ok: ok(1), submit: '[data-testid="withdraw-submit"]', kept: WITHDRAW_FORM, lockedWhileChecked: LOST },
    // a lost answer leaves the outcome unknown; code 1 is success unless data is an explicit 0
    // (a mistyped answer with code 1 is success: code 1 is success unless data is an explicit 0)
    expected: LATE_FOR_EVERY_LOST_ANSWER,
  },
  {
    path: '/api/Game/recharge',
    visit: '/recharge',
    auth: true,
    skip: ['wrongTypes'],
    trigger: async (page) => {
      await fill(page, RECHARGE_FORM)
      await page.locator(SUBMIT).click()
    },
    action: { ok: ok(null), submit: SUBMIT, kept: RECHARGE_FORM, lockedWhileChecked: LOST },
    expected: LATE_FOR_EVERY_LOST_ANSWER,
  },
  {
    path: '/api/Game/minerTransferIn',
    visit: '/producttransferin?tier=1',
    auth: true,
    skip: ['wrongTypes'],
    setup: richUser,
    trigger: async (page) => {
      await page.getByTestId('mining-balance').filter({ hasText: '2,000,000.00' }).waitFor({ state: 'visible' })
      await fill(page, { 'input[name="amount"]': '100000' })
      await page.getByTestId('transfer-submit').click()
      await page.getByRole('alertdialog', { name: 'Confirm the transfer' }).getByRole('button', { name: 'Transfer in' }).click()
    },
    action: {
      ok: ok(null),
      submit: '[data-testid="transfer-submit"]',
      kept: { 'input[name="amount"]': '100000' },
      lockedWhileChecked: LOST,
    },
    expected: LATE_FOR_EVERY_LOST_ANSWER,
  },
  {
    path: '/api/Game/addbankcard',
    visit: '/bankadd',
    auth: true,
    skip: ['wrongTypes'],
    trigger: async (page) => {
      await fill(page, BANK_FORM)
      await page.getByTestId('bank-add-submit').click()
    },
    action: { ok: ok(null), submit: '[data-testid="bank-add-submit"]', kept: BANK_FORM },
    expected: lostAnswer(ADD_UNCONFIRMED),
  },
  {
    path: '/api/Game/delbankcard',
    visit: '/banklist',
    auth: true,
    skip: ['wrongTypes'],
    setup: oneAccount,
    trigger: async (page) => {
      await page
        .getByTestId('bank-card')
        .getByRole('button', { name: ui('Delete') })
        .click()
      await page
        .getByRole('alertdialog')
        .getByRole('button', { name: ui('Delete') })
        .click()
    },
    action: {
      ok: ok(null),
      submit: '[data-testid="bank-card"] button',
      also: async (page) => expect(await page.getByTestId('bank-card').count()).toBe(1),
    },
    expected: lostAnswer(DELETE_UNCONFIRMED),
  },
]

setUpFaultBrowser()
describeCallFaults(CALLS)

describe('a lost network', () => {
  test("offline → a visible offline banner and the screen's network message; back online → banner gone, the list loads again by itself", () =>
    inContext(loggedIn, async ({ context, page, w }) => {
      await page.goto('/user')
      await waitForApp(page)
      await page.getByTestId('user-nickname').waitFor({ state: 'visible' })
      const banner = page.getByTestId('offline-banner')
      expect(await banner.count()).toBe(0)
      // The income screen's code is in the cache (visited once), so offline only its call fails.
      // Listen before the tap: the list's read may start (and end) before the URL changes.
      const loaded = page.waitForResponse((r) => r.url() === `${apiUrl}/api/Game/getfinanceflow`)
      await page.getByText(ui('Income'), { exact: true }).click()
      await page.waitForURL((url) => url.pathname === '/my_income')
      await loaded
      await page.goBack()
      await page.getByTestId('user-nickname').waitFor({ state: 'visible' })

      await context.setOffline(true)
      await banner.waitFor({ state: 'visible' })
      expect(await banner.innerText()).toBe(ui('You are offline. Check your connection; the app reconnects by itself.'))
      // A screen that loads while offline says why and offers a retry.
      await page.getByText(ui('Income'), { exact: true }).click()
      await page.waitForURL((url) => url.pathname === '/my_income')
      // The income list's failure: the toast with the reason and the list's own retry.
      const offlineMessage = err('Network unavailable, please check your connection and try again')
      await expect.poll(() => visibleText(page), { message: 'network message' }).toContain(offlineMessage)
      const retry = page.getByRole('button', { name: TRY_AGAIN })
      await retry.waitFor({ state: 'visible' })

      // Back online: the list asks again by itself (no tap on the retry, no reload).
      const answered = page.waitForResponse((r) => r.url() === `${apiUrl}/api/Game/getfinanceflow` && r.ok())
      await context.setOffline(false)
      await banner.waitFor({ state: 'detached' })
      await answered
      await retry.waitFor({ state: 'detached' })
      expect(await page.locator('#root').innerText()).toMatch(/\S/)
      expectClean(w, 'offline and back')
    }))
})

describe('focus through a busy button', () => {
  test('a refused transfer in: the reason shows and focus is back on Transfer in, where the keyboard left it', () =>
    inContext(loggedIn, async ({ page, w }) => {
      await richUser(page)
      let release = () => {}
      const held = new Promise<void>((resolve) => (release = resolve))
      await page.route(`${apiUrl}/api/Game/minerTransferIn`, async (route) => {
        await held
        await json(route, { code: 0, data: { errCode: 1025 }, info: 'insufficient balance' })
      })
      await page.goto('/producttransferin?tier=1')
      await waitForApp(page)
      await page.getByTestId('mining-balance').filter({ hasText: '2,000,000.00' }).waitFor({ state: 'visible' })
      await fill(page, { 'input[name="amount"]': '100000' })
      const submit = page.getByTestId('transfer-submit')
      // enabled once the plan's range is read, which may come after the balance on a busy machine
      await expect.poll(() => submit.isEnabled(), { timeout: 20_000 }).toBe(true)
      await submit.focus()
      await page.keyboard.press('Enter')
      const question = page.getByRole('alertdialog', { name: ui('Confirm the transfer') })
      await question.getByRole('button', { name: ui('Transfer in') }).focus()
      await page.keyboard.press('Enter')
      await question.waitFor({ state: 'detached' })
      // busy with the request: the button is disabled, so focus cannot be on it
      await expect.poll(() => submit.isDisabled()).toBe(true)
      release()
      await expect.poll(() => visibleText(page)).toContain(err('Insufficient balance'))
      await expect.poll(() => submit.evaluate((el) => el === document.activeElement)).toBe(true)
      expect(await submit.isDisabled()).toBe(false)
      expectClean(w, 'refused transfer in')
    }))

  test('a refused recharge sent from its button: the reason shows and focus is back on the button', () =>
    inContext(loggedIn, async ({ page, w }) => {
      let release = () => {}
      const held = new Promise<void>((resolve) => (release = resolve))
      await page.route(`${apiUrl}/api/Game/recharge`, async (route) => {
        await held
        await json(route, { code: 0, data: null, info: 'Deposits are paused for maintenance' })
      })
      await page.goto('/recharge')
      await waitForApp(page)
      await fill(page, RECHARGE_FORM)
      const submit = page.locator(SUBMIT)
      await expect.poll(() => submit.isEnabled(), { timeout: 20_000 }).toBe(true)
      await submit.focus()
      await page.keyboard.press('Enter')
      await expect.poll(() => submit.isDisabled()).toBe(true)
      // the browser moved focus off the disabled button
      expect(await submit.evaluate((el) => el === document.activeElement)).toBe(false)
      release()
      await expect.poll(() => visibleText(page)).toContain('Deposits are paused for maintenance')
      await expect.poll(() => submit.evaluate((el) => el === document.activeElement)).toBe(true)
      expectClean(w, 'refused recharge')
    }))
})
