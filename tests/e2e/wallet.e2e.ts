// Wallet flows in Chromium: the demo build (Mirage in the page) and the production build against the mock API.
import type { Page } from 'playwright-core'
import { describe, expect, inject, test } from 'vitest'
import { expectClean, login, pathOf, toast, waitForApp, waitForIdle, WIRE_DIALECTS, apiUrlOf, prodUrlOf, setUpBrowser, ui } from './helpers'

const newPage = setUpBrowser()

/** The balance on /user, in cents. */
async function balanceOnUserScreen(page: Page): Promise<number> {
  if (pathOf(page) !== '/user') {
    await page.goto('/user')
    await waitForApp(page)
  }
  const amount = page.locator('.user-balance .amount[data-cents]')
  await amount.waitFor({ state: 'visible' })
  return Number(await amount.getAttribute('data-cents'))
}

async function go(page: Page, path: string) {
  await page.goto(path)
  await waitForApp(page)
}

async function recharge(page: Page, quick: string, payer: string) {
  await go(page, '/recharge/user')
  await page.locator('.adm-nav-bar-back').waitFor({ state: 'visible' })
  await page
    .getByRole('group', { name: ui('Quick amounts') })
    .getByRole('button', { name: quick, exact: true })
    .click()
  await page.locator('input[name="payName"]').fill(payer)
  await page.locator('form button[type="submit"]').click()
  await page.getByTestId('recharge-done').waitFor({ state: 'visible' })
}

/** The income list's rows as "+500.00 Recharge (demo)". */
async function incomeRows(page: Page): Promise<string[]> {
  await go(page, '/my_income')
  await page.getByTestId('income-row').first().waitFor({ state: 'visible' })
  return page
    .getByTestId('income-row')
    .evaluateAll((rows) =>
      rows.map((r) => `${r.querySelector('[data-testid="income-money"]')!.textContent} ${r.querySelector('.reason')!.textContent}`),
    )
}

describe('wallet in the demo build', () => {
  test('recharge 500 → balance up, income row; withdraw without an account → dialog → bank list; add an account → withdraw 100 → balance down, income row', async () => {
    const t = await newPage(inject('demoUrl'))
    const { page } = t
    await login(page)
    const start = await balanceOnUserScreen(page)
    expect(start).toBe(1_000_000)

    await recharge(page, '500', 'Demo Trader')
    expect(await page.getByTestId('recharge-done').textContent()).toContain(ui('Demo: the amount was credited to your balance at once.'))
    await page
      .getByTestId('recharge-done')
      .getByRole('button', { name: ui('My account') })
      .click()
    await page.waitForURL((url) => url.pathname === '/user')
    await expect.poll(() => balanceOnUserScreen(page)).toBe(start + 50_000)
    expect((await incomeRows(page))[0]).toBe('+500.00 Recharge (demo)')

    // No saved account yet: the gate's dialog leads to the bank list.
    await go(page, '/withdraw')
    const dialog = page.getByRole('alertdialog')
    await expect.poll(() => dialog.textContent()).toContain(ui('You have not added a withdrawal account yet. Add one first.'))
    await dialog.getByRole('button', { name: ui('Add account') }).click()
    await page.waitForURL((url) => url.pathname === '/banklist')
    await page.getByTestId('empty').waitFor({ state: 'visible' })
    await page.getByTestId('bank-add').click()
    await page.waitForURL((url) => url.pathname === '/bankadd')
    await page.locator('input[name="bank"]').fill('ACB')
    await page.locator('input[name="account"]').fill('6222 0212 3456 7890')
    await page.locator('input[name="username"]').fill('Demo Trader')
    await page.locator('input[name="area"]').fill('Hanoi')
    await page.locator('input[name="payPwd"]').fill('pay123')
    await page.getByTestId('bank-add-submit').click()
    await page.waitForURL((url) => url.pathname === '/banklist')
    await expect.poll(() => page.getByTestId('bank-account').textContent()).toBe('•••• 7890')

    await go(page, '/withdraw')
    await expect.poll(() => page.getByTestId('left-money').textContent()).toContain('10,500.00')
    expect(await page.getByText(ui('Withdrawals arrive within 24 hours.')).isVisible()).toBe(true)
    expect(await page.getByRole('radio').getAttribute('aria-checked')).toBe('true')
    await page.locator('input[name="amount"]').fill('100')
    await page.locator('input[name="pwd"]').fill('pay123')
    await page.getByTestId('withdraw-submit').click()
    await expect.poll(() => toast(page).textContent()).toBe(ui('Withdrawal submitted'))
    await expect.poll(() => page.getByTestId('left-money').textContent()).toContain('10,400.00')

    await expect.poll(() => balanceOnUserScreen(page)).toBe(start + 50_000 - 10_000)
    const rows = await incomeRows(page)
    expect(rows.slice(0, 2)).toEqual(['−100.00 Withdraw to ACB ****7890', '+500.00 Recharge (demo)'])
    await waitForIdle(t)
    expectClean(t, 'wallet flow')
  })
})

describe('amount fields in the demo build', () => {
  test('what is typed or pasted stays as typed (and is refused) unless it is unambiguous: "１２．５" is sent as 12.50', async () => {
    const t = await newPage(inject('demoUrl'))
    const { page } = t
    await login(page)
    await go(page, '/recharge')
    const amount = page.locator('input[name="amount"]')
    await page.locator('input[name="payName"]').fill('Demo Trader')
    // typed key by key: no separator is swallowed mid-entry, nothing is dropped
    for (const typed of ['12.345,67', '-100000', '1e5', '9.999']) {
      await amount.fill('')
      await amount.pressSequentially(typed)
      expect(await amount.inputValue()).toBe(typed)
      await page.locator('form button[type="submit"]').click()
      await page.getByText(ui('Please enter a valid amount')).waitFor({ state: 'visible' })
      expect(await page.getByTestId('recharge-done').count()).toBe(0)
    }
    // pasted full-width digits and stop: made plain, and sent as the amount typed
    await amount.fill('１２．５')
    expect(await amount.inputValue()).toBe('12.5')
    await page.locator('form button[type="submit"]').click()
    await page.getByTestId('recharge-done').waitFor({ state: 'visible' })
    expect(await page.getByTestId('recharge-done').textContent()).toContain('12.50')
    await waitForIdle(t)
    expectClean(t, 'amount fields')
  })
})

describe.each(WIRE_DIALECTS)('wallet in the production build against the mock API (%s dialect)', (dialect) => {
  test('recharge goes to the API as { money: "100.00", pay_name }, credits the balance, and the income list shows it', async () => {
    const apiUrl = apiUrlOf(dialect)
    const t = await newPage(prodUrlOf(dialect))
    const { page } = t
    const bodies: unknown[] = []
    page.on('request', (r) => {
      if (r.url() === `${apiUrl}/api/Game/recharge`) bodies.push(JSON.parse(r.postData() ?? 'null'))
    })
    // newbie, not demo: other production tests share this mock API and read demo's balance.
    await login(page, { quhao: '+84', username: 'newbie', password: 'newbie123' })
    const before = await balanceOnUserScreen(page)
    await recharge(page, '100', 'New Player')
    expect(await page.getByTestId('recharge-done').textContent()).not.toContain(
      ui('Demo: the amount was credited to your balance at once.'),
    )
    expect(bodies).toEqual([expect.objectContaining({ money: '100.00', pay_name: 'New Player', lang: 'en', token: expect.any(String) })])
    await expect.poll(() => balanceOnUserScreen(page)).toBe(before + 10_000)
    expect((await incomeRows(page))[0]).toBe('+100.00 Recharge (demo)')
    expect(await page.getByTestId('demo-badge').count()).toBe(0)
    await waitForIdle(t)
    expectClean(t, 'production recharge')
  })
})

describe('the income list in the production build, against answers the mock API does not give', () => {
  const row = (id: number) => ({ id, time: '2026-11-20 10:00:00', type: 1, money: '10.00', before: '100.00', reason: `Row ${id}` })
  const CORS = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': 'POST, OPTIONS' }

  /** /my_income with getfinanceflow answered by `answer(page asked)`; returns the pages asked. */
  async function incomeWith(answer: (page: number) => unknown) {
    const apiUrl = apiUrlOf('ours')
    const t = await newPage(prodUrlOf('ours'))
    const { page } = t
    await login(page, { quhao: '+84', username: 'newbie', password: 'newbie123' })
    const asked: number[] = []
    await page.route(`${apiUrl}/api/Game/getfinanceflow`, (route) => {
      if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS })
      const body = JSON.parse(route.request().postData() ?? '{}') as { page?: number }
      asked.push(body.page ?? 1)
      return route.fulfill({
        status: 200,
        headers: CORS,
        contentType: 'application/json',
        body: JSON.stringify({ code: 1, data: answer(body.page ?? 1), info: '' }),
      })
    })
    await go(page, '/my_income')
    await page.getByTestId('income-row').first().waitFor({ state: 'visible' })
    return { t, page, asked }
  }
  const count = (page: Page) => page.getByTestId('income-row').count()
  const toEnd = (page: Page) => page.evaluate(() => window.scrollTo(0, document.scrollingElement!.scrollHeight))

  test('a server paging by its own 15 rows (Laravel page, last_page 4) is read to its end', async () => {
    const { t, page, asked } = await incomeWith((p) => ({
      current_page: p,
      data: p <= 4 ? Array.from({ length: 15 }, (_, i) => row((p - 1) * 15 + i + 1)) : [],
      last_page: 4,
      per_page: 15,
      total: 60,
      next_page_url: p < 4 ? `https://api.example/financeflow?page=${p + 1}` : null,
    }))
    await expect
      .poll(async () => {
        await toEnd(page)
        return count(page)
      })
      .toBe(60)
    await page.getByText(ui('No more records')).waitFor({ state: 'visible' })
    expect(asked).toEqual([1, 2, 3, 4])
    expectClean(t, 'laravel income')
  })

  test('5,000 rows in one answer: 20 shown at first, more as the list scrolls, without asking again', async () => {
    const all = Array.from({ length: 5000 }, (_, i) => row(5000 - i))
    const { t, page, asked } = await incomeWith(() => all)
    expect(await count(page)).toBe(20)
    await toEnd(page)
    await expect.poll(() => count(page)).toBeGreaterThanOrEqual(40)
    expect(await count(page)).toBeLessThan(200)
    expect(asked).toEqual([1])
    expectClean(t, 'long income')
  })
})
