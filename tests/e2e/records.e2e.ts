// "Your record at a glance" on /betlist in Chromium: its totals are those of the records listed below it,
// in the demo build (the page clock controlled, so the race can be run) and in the production build against
// a private mock API per wire dialect (a cancelled order is not staked).
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { DEFAULT_SEED } from '../../mocks/server'
import { raceOf, raceWins } from '../../mocks/simulation/racing'
import { roundAt } from '../../mocks/simulation/rounds'
import { startPrivateStack } from './private-stack'
import {
  WIRE_DIALECTS,
  confirmCancel,
  enterRoom,
  expectClean,
  launchBrowser,
  login,
  openPage,
  toast,
  ui,
  waitForApp,
  type TestPage,
  type WireDialect,
} from './helpers'

let browser: Browser
const running: Array<() => Promise<void>> = []
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  for (const stop of running.reverse()) await stop().catch(() => undefined)
  await browser?.close()
})

async function newPage(baseURL: string): Promise<TestPage> {
  const t = await openPage(browser, baseURL)
  running.push(() => t.close())
  return t
}

/** 10:00:05 UTC: racing round 201 has 2:55 left. */
const T0 = Date.UTC(2026, 0, 15, 10, 0, 5)

const centsOf = async (page: Page, selector: string) => Number(await page.locator(selector).first().getAttribute('data-cents'))

/** Staked, prizes and the settled net of the records listed in tab All, read from the list itself. */
async function listedTotals(page: Page) {
  let staked = 0
  let won = 0
  let net = 0
  let awaiting = 0
  for (const row of await page.getByTestId('record').all()) {
    const stake = Number(await row.getByTestId('record-stake').locator('.amount').getAttribute('data-cents'))
    const award = await row.getByTestId('record-status').getAttribute('data-award')
    staked += stake
    if (award === '-1') awaiting++
    if (award === '1') {
      const prize = Number(await row.getByTestId('record-prize').locator('.amount').getAttribute('data-cents'))
      won += prize
      net += prize - stake
    }
    if (award === '0') net -= stake
  }
  return { staked, won, net, awaiting }
}

async function summaryTotals(page: Page) {
  return {
    staked: await centsOf(page, '[data-testid="summary-staked"] .amount'),
    won: await centsOf(page, '[data-testid="summary-won"] .amount'),
    net: await centsOf(page, '[data-testid="summary-net"] .amount'),
  }
}

async function openRecords(page: Page, count: number) {
  await page.goto('/betlist')
  await waitForApp(page)
  await page.locator('[data-testid="summary"][data-status="ready"]').waitFor()
  await expect.poll(() => page.getByTestId('record').count()).toBe(count)
}

describe('record summary in the demo build', () => {
  test('a racing order on two options: staked and awaiting; after the race the totals are those of the listed records', async () => {
    const t = await newPage(inject('demoUrl'))
    const { page } = t
    const round = roundAt(4, T0)
    const bigWins = raceWins(0, raceOf(DEFAULT_SEED, round.seqno))
    await page.clock.install({ time: T0 })
    await login(page)
    await page.goto('/bjsc/4')
    await waitForApp(page)
    await page.getByTestId('room').waitFor({ state: 'visible' })
    await page.getByTestId('option-0').click()
    await page.getByTestId('option-1').click()
    await page.getByTestId('quick-100').click()
    await page.getByTestId('bet-buy').click()
    await page.getByTestId('confirm-popup').getByTestId('confirm-ok').click()
    await expect.poll(() => toast(page).textContent()).toBe(ui('Order placed'))

    await openRecords(page, 2)
    expect(await listedTotals(page)).toEqual({ staked: 20_000, won: 0, net: 0, awaiting: 2 })
    expect(await summaryTotals(page)).toEqual({ staked: 20_000, won: 0, net: 0 })
    expect(await page.getByTestId('summary-awaiting').textContent()).toBe(
      ui('Awaiting draw: {awaiting} (<0/> staked), not counted in net.').replace('{awaiting}', '2').replace('<0/>', '200.00 USD'),
    )
    expect(await page.getByTestId('summary').getByRole('img').getAttribute('aria-label')).toBe(ui('No settled bets in this period.'))

    // past the end of the race; the records settle the round on their next load
    const now = await page.evaluate(() => Date.now())
    await page.clock.fastForward(round.endsAt - now + 1_000)
    await openRecords(page, 2)
    await expect.poll(() => page.locator('[data-testid="record-status"][data-award="-1"]').count()).toBe(0)
    const listed = await listedTotals(page)
    expect(listed).toEqual({ staked: 20_000, won: 19_800, net: -200, awaiting: 0 })
    expect(await summaryTotals(page)).toEqual({ staked: listed.staked, won: listed.won, net: listed.net })
    expect(await page.getByTestId('summary-net').textContent()).toBe('-2.00 USD')
    expect(await page.getByTestId('summary').getByRole('img').getAttribute('aria-label')).toMatch(/^Net per day: Jan 15 -2\.00 USD$/)
    expect(
      await page
        .getByTestId('record')
        .filter({ has: page.locator('[data-award="1"]') })
        .getByTestId('record-option')
        .textContent(),
    ).toBe(bigWins ? '1st Big' : '1st Small')

    // the tab does not change the totals; today is the whole of it
    await page.getByRole('tab', { name: ui('Lost') }).click()
    await page.locator('[data-testid="records"][data-type="lost"]').waitFor()
    expect(await summaryTotals(page)).toEqual({ staked: 20_000, won: 19_800, net: -200 })
    await page
      .getByTestId('summary')
      .getByRole('button', { name: ui('Today') })
      .click()
    expect(await summaryTotals(page)).toEqual({ staked: 20_000, won: 19_800, net: -200 })
    expectClean(t, '/bjsc/4 → /betlist summary')
  })
})

/** A private mock API in `dialect` (its room-16 round open for ~2 minutes) and the production build pointed at it. */
async function privateStack(dialect: WireDialect): Promise<TestPage> {
  const stack = await startPrivateStack(dialect, roundAt(2, Date.now()).startsAt + 3_000)
  running.push(() => stack.stop())
  return newPage(stack.site)
}

async function order(page: Page, option: number, amount: string) {
  await page.getByTestId(`option-${option}`).click()
  await page.getByTestId('bet-amount').fill(amount)
  await page.getByTestId('bet-buy').click()
  await page.getByTestId('confirm-popup').getByTestId('confirm-ok').click()
  await page.getByTestId('confirm-popup').waitFor({ state: 'hidden' })
}

describe.each(WIRE_DIALECTS)('record summary in the production build against the %s dialect', (dialect) => {
  test('two orders, one cancelled: the summary stakes only the listed one, awaiting its draw', async () => {
    const t = await privateStack(dialect)
    const { page } = t
    await enterRoom(page, '/activity/16')
    await expect.poll(() => page.getByTestId('round-header').getAttribute('data-phase')).toBe('open')
    await order(page, 0, '20')
    await order(page, 1, '30')
    await page.getByRole('tab', { name: ui('My orders') }).click()
    await expect.poll(() => page.getByTestId('own-row').count()).toBe(2)
    await page.getByTestId('own-row').filter({ hasText: '30.00' }).getByTestId('cancel-order').click()
    await confirmCancel(page)
    await expect.poll(() => page.getByTestId('own-row').count()).toBe(1)

    await openRecords(page, 1)
    expect(await listedTotals(page)).toEqual({ staked: 2_000, won: 0, net: 0, awaiting: 1 })
    expect(await summaryTotals(page)).toEqual({ staked: 2_000, won: 0, net: 0 })
    expect(await page.getByTestId('summary-scope').textContent()).toBe(
      ui('Records read: {loaded} (all the server has).').replace('{loaded}', '1'),
    )
    expectClean(t, `/betlist summary (production, ${dialect})`)
  })
})
