// The production build against both readings of the API's open points (mocks/lib/dialect.ts): orders,
// cancels and refunds, and an order whose answer arrives after the app's deadline. Each test has a
// private mock API whose clock starts just after a round of game type 2 (room 16) began, so the
// round is open for the whole test.
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { roundAt } from '../../mocks/simulation/rounds'
import { startPrivateStack } from './private-stack'
import {
  WIRE_DIALECTS,
  expectClean,
  launchBrowser,
  openPage,
  waitForApp,
  type TestPage,
  type WireDialect,
  ui,
  confirmCancel,
  enterRoom,
} from './helpers'

const PLACED_LATE = ui('Your order was placed (confirmed in your orders)')
const CHECKING = ui('No clear answer from the server yet. Checking whether your order was placed…')
const ORDER = '/api/Game/order'

let browser: Browser
const running: Array<() => Promise<void>> = []
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  for (const stop of running.reverse()) await stop().catch(() => undefined)
  await browser?.close()
})

/** A private mock API in `dialect` (its round open for ~2 minutes) and the production build pointed at it. */
async function privateStack(dialect: WireDialect): Promise<{ api: string; t: TestPage }> {
  const stack = await startPrivateStack(dialect, roundAt(2, Date.now()).startsAt + 3_000)
  running.push(() => stack.stop())
  const t = await openPage(browser, stack.site)
  running.push(() => t.close())
  return { api: stack.api, t }
}

const cents = async (page: Page) => Number(await page.getByTestId('room-balance').locator('.amount').getAttribute('data-cents'))

async function enterRoom16(page: Page) {
  await enterRoom(page, '/activity/16')
  await expect.poll(() => page.getByTestId('round-header').getAttribute('data-phase')).toBe('open')
  await expect.poll(() => cents(page)).toBeGreaterThan(0)
}

async function order(page: Page, options: number[], amount: string) {
  for (const i of options) await page.getByTestId(`option-${i}`).click()
  await page.getByTestId('bet-amount').fill(amount)
  await page.getByTestId('bet-buy').click()
  await page.getByTestId('confirm-popup').waitFor({ state: 'visible' })
  await page.getByTestId('confirm-ok').click()
  await page.getByTestId('confirm-popup').waitFor({ state: 'hidden' })
}

const ownRows = (page: Page) => page.getByTestId('own-row')

describe.each(WIRE_DIALECTS)('the production build against the %s dialect', (dialect) => {
  test('two orders on two options; cancel one: the balance moves by exactly its refund, the other stays', async () => {
    const { t } = await privateStack(dialect)
    const { page } = t
    await enterRoom16(page)
    const start = await cents(page)
    await order(page, [0], '20')
    await expect.poll(() => cents(page)).toBe(start - 2_000)
    await order(page, [1], '30')
    await expect.poll(() => cents(page)).toBe(start - 5_000)
    await page.getByRole('tab', { name: ui('My orders') }).click()
    await expect.poll(() => ownRows(page).count()).toBe(2)

    const thirty = ownRows(page).filter({ hasText: '30.00' })
    await thirty.getByTestId('cancel-order').click()
    const dialog = page.getByRole('alertdialog')
    expect(await dialog.innerText()).toContain(ui('Cancel this order?'))
    await confirmCancel(page)
    await expect.poll(() => cents(page)).toBe(start - 2_000)
    await expect.poll(() => ownRows(page).count()).toBe(1)
    expect(await ownRows(page).first().innerText()).toContain('20.00')
    expectClean(t, `cancel one of two orders (${dialect})`)
  })

  test('one order on two options, cancelled: the refund is what the server cancelled (one entry, or the whole order)', async () => {
    const { t } = await privateStack(dialect)
    const { page } = t
    await enterRoom16(page)
    const start = await cents(page)
    await order(page, [2, 3], '25')
    await expect.poll(() => cents(page)).toBe(start - 5_000)
    await page.getByRole('tab', { name: ui('My orders') }).click()
    await expect.poll(() => ownRows(page).count()).toBe(2)
    await ownRows(page).first().getByTestId('cancel-order').click()
    const question = await page.getByRole('alertdialog').innerText()
    await confirmCancel(page)
    if (dialect === 'alt') {
      // the server knows the order, not its entries: the app said so before asking, and both go
      expect(question).toContain('This order has 2 options')
      await expect.poll(() => cents(page)).toBe(start)
      await expect.poll(() => ownRows(page).count()).toBe(0)
    } else {
      expect(question).toContain(ui('Cancel this order?'))
      await expect.poll(() => cents(page)).toBe(start - 2_500)
      await expect.poll(() => ownRows(page).count()).toBe(1)
    }
    expectClean(t, `cancel a two-option order (${dialect})`)
  })

  test('a cancel the server took, then the list read fails: the order leaves the list, which says it may be out of date; Try again reads it', async () => {
    const { t } = await privateStack(dialect)
    const { page } = t
    await enterRoom16(page)
    await order(page, [0], '20')
    await order(page, [1], '30')
    await page.getByRole('tab', { name: ui('My orders') }).click()
    await expect.poll(() => ownRows(page).count()).toBe(2)
    // the list's reads answer HTTP 500 until the test lets them through
    let failing = true
    await page.route('**/api/Game/getGamelog', (route) =>
      failing ? route.fulfill({ status: 500, contentType: 'text/html', body: 'Internal Server Error' }) : route.fallback(),
    )
    await ownRows(page).filter({ hasText: '30.00' }).getByTestId('cancel-order').click()
    await confirmCancel(page)
    const stale = page.getByTestId('own-stale')
    await stale.waitFor({ state: 'visible' })
    expect(await stale.innerText()).toContain(ui('Your orders could not be updated: this list may be out of date.'))
    // the cancelled order is gone (the server said so); the other stays as last read
    expect(await ownRows(page).count()).toBe(1)
    expect(await ownRows(page).first().innerText()).toContain('20.00')
    failing = false
    await stale.getByRole('button', { name: ui('Try again') }).click()
    await stale.waitFor({ state: 'detached' })
    expect(await ownRows(page).count()).toBe(1)
    expect(await ownRows(page).first().innerText()).toContain('20.00')
    expectClean(t, `list read failing after a cancel (${dialect})`)
  })

  test('an order whose answer comes after the deadline (processed late): "checking", then placed, without a reload', async () => {
    const { api, t } = await privateStack(dialect)
    const { page } = t
    await enterRoom16(page)
    const start = await cents(page)
    let sent = 0
    await page.route(`**${ORDER}`, async (route) => {
      sent++
      // the server is slow: it takes the order 8 s after it was sent (the app gives up at 6 s) and
      // places it; the app never sees that answer
      await new Promise((r) => setTimeout(r, 8_000))
      await route.fetch({ url: `${api}${ORDER}` }).catch(() => undefined)
      await route.abort('timedout').catch(() => undefined)
    })
    await page.getByTestId('option-0').click()
    await page.getByTestId('bet-amount').fill('20')
    await page.getByTestId('bet-buy').click()
    await page.getByTestId('confirm-ok').click()
    await page.getByTestId('order-checking').filter({ hasText: CHECKING }).waitFor({ state: 'visible', timeout: 12_000 })
    await page.getByText(PLACED_LATE).waitFor({ state: 'visible', timeout: 25_000 })
    await expect.poll(() => cents(page)).toBe(start - 2_000)
    await page.getByRole('tab', { name: ui('My orders') }).click()
    await expect.poll(() => ownRows(page).count()).toBe(1)
    expect(sent, 'sent once').toBe(1)
    expectClean(t, `order processed late (${dialect})`)
  }, 60_000)
})

test('a long toast breaks its lines between words, never inside one', async () => {
  const { t } = await privateStack('ours')
  const { page } = t
  await page.goto('/register')
  await waitForApp(page)
  // the code's send loses its answer: the app says so in a long toast
  await page.route('**/api/index/sms_send', (route) => route.abort('connectionreset'))
  await page.locator('input[name="phone"]').fill('912345678')
  await page.getByTestId('captcha-send').click()
  const main = page
    .getByTestId('toast')
    .filter({ hasText: ui('We could not confirm that the code was sent. If no message arrives, send it again when the countdown ends.') })
  await main.waitFor({ state: 'visible' })
  const words = await main.evaluate((el) => {
    const lines = new Set<number>()
    const split: string[] = []
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? ''
      for (const m of text.matchAll(/\S+/g)) {
        const range = document.createRange()
        range.setStart(node, m.index)
        range.setEnd(node, m.index + m[0].length)
        const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)))
        tops.forEach((top) => lines.add(top))
        if (tops.size > 1) split.push(m[0])
      }
    }
    return { split, lines: lines.size }
  })
  expect(words.lines, 'the text wraps (the test means something)').toBeGreaterThan(2)
  expect(words.split, 'words broken across lines').toEqual([])
})
