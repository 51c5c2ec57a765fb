// The game room in Chromium: the demo build with the page clock controlled (the Mirage simulation reads
// Date.now, so the page clock drives rounds, closing and draws), and the production build against the mock API.
import type { Page } from 'playwright-core'
import { afterEach, describe, expect, inject, test } from 'vitest'
import { DEFAULT_SEED } from '../../mocks/server'
import { winningOptions } from '../../mocks/simulation/outcome'
import { CLOSE_MS, drawOf, roundAt, type SimRound } from '../../mocks/simulation/rounds'
import { startPrivateStack } from './private-stack'
import { demoApi, expectClean, pathOf, submitLogin, toast, waitForApp, WIRE_DIALECTS, setUpBrowser, ui, err, enterRoom } from './helpers'

const newPage = setUpBrowser()

/** 10:00:05 UTC: round 201 of game type 1 (room 1) has 2:55 left. */
const T0 = Date.UTC(2026, 0, 15, 10, 0, 5)

const cents = async (page: Page) => Number(await page.getByTestId('room-balance').locator('.amount').getAttribute('data-cents'))
const phase = (page: Page) => page.getByTestId('round-header').getAttribute('data-phase')

/**
 * The countdown shows what is left of the round by the page's clock, to within 2 s: the app puts the
 * round's end at the middle of the round-info request's round trip, so on a busy machine (a slow round
 * trip) it may read a second more or less than the clock.
 */
async function expectCountdown(page: Page, endsAt: number) {
  const [mm, ss] = (await page.getByTestId('countdown').textContent())!.split(':').map(Number)
  const left = (endsAt - (await page.evaluate(() => Date.now()))) / 1000
  expect(Math.abs(mm! * 60 + ss! - left), `countdown ${mm}:${ss} with ${left} s left`).toBeLessThanOrEqual(2)
}

async function placeOrder(page: Page, options: number[], amount: string) {
  for (const i of options) await page.getByTestId(`option-${i}`).click()
  await page.getByTestId('bet-amount').fill(amount)
  await page.getByTestId('bet-buy').click()
  const popup = page.getByTestId('confirm-popup')
  await popup.waitFor({ state: 'visible' })
  return popup
}

describe('game room in the demo build, with the clock controlled', () => {
  test('a double tap on Buy opens the confirmation and confirms nothing: the popup takes no taps as it opens', async () => {
    const t = await newPage(inject('demoUrl'))
    const { page } = t
    await page.clock.install({ time: T0 })
    await enterRoom(page, '/activity/1')
    expect(await phase(page)).toBe('open')
    const start = await cents(page)
    // Where the popup's Confirm shows: opened once, then cancelled.
    let popup = await placeOrder(page, [0], '100')
    // (a trial click waits until the popup has slid in and settled)
    await popup.getByTestId('confirm-ok').click({ trial: true })
    const ok = (await popup.getByTestId('confirm-ok').boundingBox())!
    await popup.getByTestId('confirm-cancel').click()
    await popup.waitFor({ state: 'hidden' })

    // The page's timers stand still: the popup is still settling when the second tap lands on its Confirm.
    // (Paused a second ahead of the page's time, which runs on while this asks for it.)
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
    await page.getByTestId('bet-buy').click()
    popup = page.getByTestId('confirm-popup')
    await popup.waitFor({ state: 'visible' })
    expect(await popup.getAttribute('data-settling')).toBe('')
    // Where Confirm is about to be (the popup slides in over 200 ms of the page's own time).
    await page.waitForTimeout(300)
    await page.mouse.click(ok.x + ok.width / 2, ok.y + ok.height / 2)
    await page.clock.resume()
    await page.waitForTimeout(1000)
    expect(await popup.isVisible(), 'the popup is still asking').toBe(true)
    expect(await cents(page), 'nothing was ordered').toBe(start)

    // Settled, the same tap confirms.
    await expect.poll(() => popup.getAttribute('data-settling')).toBeNull()
    await page.mouse.click(ok.x + ok.width / 2, ok.y + ok.height / 2)
    await expect.poll(() => cents(page)).toBe(start - 10_000)
    expectClean(t, 'double tap on Buy')
  })

  test('bet two options → order and balance drop; cancel one; closing window blocks Buy; after 0 the result, the winnings and the bet record', async () => {
    const t = await newPage(inject('demoUrl'))
    const { page } = t
    const round = roundAt(1, T0)
    const draw = drawOf(DEFAULT_SEED, 1, round.seqno)
    const winner = winningOptions(11, draw).includes(0) ? 0 : 1 // Big or Small: one of them always wins
    const loser = winningOptions(11, draw).includes(10) ? 9 : 10
    await page.clock.install({ time: T0 })

    await enterRoom(page, '/activity/1')
    expect(await page.getByTestId('round-seqno').textContent()).toBe(round.seqno)
    // The page's clock runs on by itself while the test logs in: the countdown shows what is left by it.
    await expectCountdown(page, round.endsAt)
    expect(await phase(page)).toBe('open')
    const start = await cents(page)

    // bet on two options
    const popup = await placeOrder(page, [winner, loser], '100')
    await expect.poll(() => popup.getByTestId('confirm-row').count()).toBe(2)
    expect(await popup.getByTestId('confirm-total').textContent()).toContain('200.00')
    await popup.getByTestId('confirm-ok').click()
    await expect.poll(() => toast(page).textContent()).toBe(ui('Order placed'))
    await expect.poll(() => cents(page)).toBe(start - 20_000)

    // the order is listed; cancel the losing option
    await page.getByRole('tab', { name: ui('My orders') }).click()
    await expect.poll(() => page.getByTestId('own-row').count()).toBe(2)
    const losingRow = page.getByTestId('own-row').filter({ hasText: ui(loser === 10 ? 'Triple' : 'Extreme Small') })
    await losingRow.getByTestId('cancel-order').click()
    const confirm = page.getByRole('alertdialog')
    await confirm.getByRole('button', { name: ui('Cancel order') }).click()
    await page
      .getByRole('alertdialog')
      .filter({ hasText: ui('Your order has been cancelled and the amount refunded.') })
      .waitFor({ state: 'visible' })
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: ui('OK') })
      .click()
    await expect.poll(() => cents(page)).toBe(start - 10_000)
    await expect.poll(() => page.getByTestId('own-row').count()).toBe(1)

    // the closing window: Buy is blocked with 1020
    const now = await page.evaluate(() => Date.now())
    await page.clock.fastForward(round.endsAt - 30_000 - now)
    await expect.poll(() => phase(page)).toBe('closed')
    await expectCountdown(page, round.endsAt)
    await page.getByTestId('option-2').click()
    await page.getByTestId('bet-amount').fill('50')
    await page.getByTestId('bet-buy').click()
    await expect.poll(() => toast(page).textContent()).toBe(err('Trading has stopped for this round'))
    expect(
      await page
        .getByTestId('confirm-popup')
        .isVisible()
        .catch(() => false),
    ).toBe(false)

    // past 0: drawing, then 3 s later the next round, the result and the winnings
    await page.clock.fastForward(30_000)
    await expect.poll(() => phase(page)).toBe('drawing')
    await page.getByTestId('drawing').waitFor({ state: 'visible' })
    await page.clock.fastForward(3_500)
    await expect.poll(() => page.getByTestId('round-seqno').textContent()).toBe(roundAt(1, round.endsAt).seqno)
    await expect.poll(() => phase(page)).toBe('open')
    expect(await page.getByTestId('last-result').textContent()).toContain(`${draw.num1} + ${draw.num2} + ${draw.num3} = ${draw.sum}`)
    await expect.poll(() => page.getByTestId('award').textContent()).toContain('198.00')
    await expect.poll(() => cents(page)).toBe(start - 10_000 + 19_800)
    await page.getByRole('tab', { name: ui('Results') }).click()
    expect(await page.getByTestId('result-row').first().textContent()).toContain(round.seqno)

    // the bet record: won, 100.00 at 1.98, award 198.00
    const records = await demoApi(page, '/api/Game/getGamelog2', { type: '全部' })
    expect(records.code).toBe(1)
    const rows = (records.data as { data: Array<Record<string, unknown>> }).data
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ seqno: round.seqno, value: String(winner), money: '100.00', rate: '1.98', isaward: 1, award: '198.00' })
    expect(pathOf(page)).toBe('/activity/1')
    expectClean(t, '/activity/1')
  })

  test('a room that does not exist shows the 1057 page', async () => {
    const t = await newPage(inject('demoUrl'))
    const { page } = t
    await page.clock.install({ time: T0 })
    await page.goto('/activity/999')
    await waitForApp(page)
    await submitLogin(page)
    await page.waitForURL((url) => url.pathname === '/activity/999')
    await expect.poll(() => page.getByTestId('room-missing').textContent()).toContain(err('Room does not exist'))
    expectClean(t, '/activity/999')
  })
})

describe.each(WIRE_DIALECTS)('game room in the production build against the mock API (%s dialect)', (dialect) => {
  const stops: Array<() => Promise<void>> = []
  afterEach(async () => {
    for (const stop of stops.splice(0).reverse()) await stop().catch(() => undefined)
  })
  /**
   * Room 16 on a mock API of its own whose clock starts at `clockStart(round)` (the round of game type 2
   * running now), so the phase the test needs lasts long enough whatever the machine's speed.
   */
  async function room16(clockStart: (round: SimRound) => number) {
    const stack = await startPrivateStack(dialect, clockStart(roundAt(2, Date.now())))
    stops.push(() => stack.stop())
    const t = await newPage(stack.site)
    stops.push(() => t.close())
    await enterRoom(t.page, '/activity/16')
    expect(await t.page.getByTestId('option-3').textContent()).toBe(`${ui('Short')}1.98`)
    expect(await t.page.getByTestId('round-seqno').textContent()).toMatch(/^\d{12}$/)
    return t
  }

  test('enters a room and places an order while it is open', async () => {
    const t = await room16((round) => round.startsAt + 3_000)
    const { page } = t
    await expect.poll(() => phase(page)).toBe('open')
    const start = await cents(page)
    const popup = await placeOrder(page, [0, 1], '20')
    await popup.getByTestId('confirm-ok').click()
    await expect.poll(() => cents(page)).toBe(start - 4_000)
    await page.getByRole('tab', { name: ui('My orders') }).click()
    await expect.poll(() => page.getByTestId('own-row').count()).toBe(2)
    await page.getByRole('tab', { name: ui('Live orders') }).click()
    await expect
      .poll(async () => (await page.getByTestId('live-row').count()) + (await page.getByTestId('live-empty').count()))
      .toBeGreaterThan(0)
    expectClean(t, '/activity/16 open (production)')
  })

  test('in the closing window an order is refused with 1020', async () => {
    const t = await room16((round) => round.endsAt - CLOSE_MS + 3_000)
    const { page } = t
    await expect.poll(() => phase(page)).toBe('closed')
    await page.getByTestId('option-0').click()
    await page.getByTestId('bet-amount').fill('20')
    await page.getByTestId('bet-buy').click()
    await expect.poll(() => toast(page).textContent()).toBe(err('Trading has stopped for this round'))
    expectClean(t, '/activity/16 closed (production)')
  })
})
