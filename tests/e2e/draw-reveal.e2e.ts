// The draw revealed in a game room, in Chromium against the demo build with the page clock controlled (the
// demo's draws are seeded, so the test knows the digits and the winning options before the round ends), and
// in the production build against a private mock API whose clock starts just before a round ends.
import type { Page } from 'playwright-core'
import { afterAll, describe, expect, inject, test } from 'vitest'
import { DEFAULT_SEED } from '../../mocks/server'
import { winningOptions } from '../../mocks/simulation/outcome'
import { drawOf, roundAt } from '../../mocks/simulation/rounds'
import { REVEAL_HOLD_MS, REVEAL_STEP_MS } from '../../machines/draw-reveal.machine'
import { WIRE_DIALECTS, demoApi, expectClean, setUpBrowser, toast, ui, enterRoom } from './helpers'
import { startPrivateStack, type PrivateStack } from './private-stack'

const newPage = setUpBrowser()
const stacks: PrivateStack[] = []
afterAll(() => Promise.all(stacks.map((s) => s.stop())))

/** 10:00:05 UTC: round 201 of game type 1 (room 1) has 2:55 left. */
const T0 = Date.UTC(2026, 0, 15, 10, 0, 5)

const phase = (page: Page) => page.getByTestId('round-header').getAttribute('data-phase')
const digits = (page: Page) => page.getByTestId('draw-digit').allTextContents()
const sum = (page: Page) => page.getByTestId('draw-sum').textContent()
const lit = (page: Page) =>
  page.locator('.option-won').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-testid')!.slice(7))))

/**
 * Runs the paused page clock to the round's end, then 3 s on (the restart) in small steps until the next
 * round's reload brings the reveal: the reveal is caught at its first step.
 */
async function runToReveal(page: Page, endsAt: number) {
  const now = await page.evaluate(() => Date.now())
  await page.clock.fastForward(endsAt - now)
  await expect.poll(() => phase(page)).toBe('drawing')
  await page.clock.pauseAt(endsAt + 2_900)
  for (let i = 0; i < 200 && (await page.getByTestId('draw-reveal').count()) === 0; i++) await page.clock.runFor(20)
  expect(await page.getByTestId('draw-reveal').isVisible()).toBe(true)
}

describe('the draw revealed in the demo build, with the clock controlled', () => {
  test('an order on a winning option; at the round end the digits one by one, the sum, the lit winners and the won banner, while the next round is open', async () => {
    const t = await newPage(inject('demoUrl'))
    const { page } = t
    const round = roundAt(1, T0)
    const draw = drawOf(DEFAULT_SEED, 1, round.seqno)
    const winners = winningOptions(11, draw)
    const bet = winners.includes(0) ? 0 : 1 // Big or Small: one of them always wins
    await page.clock.install({ time: T0 })
    await enterRoom(page, '/activity/1')

    await page.getByTestId(`option-${bet}`).click()
    await page.getByTestId('bet-amount').fill('100')
    await page.getByTestId('bet-buy').click()
    await page.getByTestId('confirm-popup').getByTestId('confirm-ok').click()
    await expect.poll(() => toast(page).textContent()).toBe(ui('Order placed'))
    // own orders know the order before the round closes
    await page.getByRole('tab', { name: ui('My orders') }).click()
    await expect.poll(() => page.getByTestId('own-row').count()).toBe(1)

    await runToReveal(page, round.endsAt)
    // the next round is there and open for bets from its first moment
    expect(await page.getByTestId('round-seqno').textContent()).toBe(roundAt(1, round.endsAt).seqno)
    expect(await phase(page)).toBe('open')
    expect(await page.getByTestId('bet-buy').isEnabled()).toBe(true)
    expect(await digits(page)).toEqual([String(draw.num1), '', ''])
    expect(await sum(page)).toBe('')
    expect(await lit(page)).toEqual([])

    await page.clock.runFor(REVEAL_STEP_MS)
    expect(await digits(page)).toEqual([String(draw.num1), String(draw.num2), ''])
    await page.clock.runFor(REVEAL_STEP_MS)
    expect(await digits(page)).toEqual([draw.num1, draw.num2, draw.num3].map(String))
    expect(await page.getByTestId('draw-banner').isVisible()).toBe(false)
    const cardHeight = await page.getByTestId('draw-reveal').evaluate((e) => e.getBoundingClientRect().height)
    await page.clock.runFor(REVEAL_STEP_MS)
    expect(await sum(page)).toBe(String(draw.sum))
    expect(await lit(page)).toEqual(winners)

    const banner = await page.getByTestId('draw-banner').textContent()
    expect(banner).toBe(`${ui('Prize')} 198.00 USD`)
    // the banner had its line from the start: the card did not grow
    expect(await page.getByTestId('draw-reveal').evaluate((e) => e.getBoundingClientRect().height)).toBe(cardHeight)
    expect(await page.getByTestId('draw-announcement').textContent()).toMatch(
      new RegExp(`^Round ${round.seqno}: ${draw.num1} ${draw.num2} ${draw.num3}, sum ${draw.sum}\\. .+\\. Prize 198\\.00 USD$`),
    )

    // betting on the new round meanwhile; the lit options go after the hold, the card stays (nothing moves under a finger)
    await page.getByTestId('option-3').click()
    expect(await page.getByTestId('option-3').getAttribute('aria-pressed')).toBe('true')
    const gridTop = await page.getByTestId('option-0').evaluate((e) => e.getBoundingClientRect().top)
    await page.clock.runFor(REVEAL_HOLD_MS)
    expect(await lit(page)).toEqual([])
    expect(await page.getByTestId('draw-reveal').isVisible()).toBe(true)
    expect(await page.getByTestId('option-0').evaluate((e) => e.getBoundingClientRect().top)).toBe(gridTop)
    expect(await page.getByTestId('option-3').getAttribute('aria-pressed')).toBe('true')
    await page.clock.resume()
    // the banner said what `current` answers for the round (asked once the clock runs: the demo answers after a delay)
    const current = await demoApi(page, '/api/Game/current', { gameseq: round.seqno, gametype: 1, roomid: 1 })
    expect(current).toMatchObject({ code: 1, data: { award: '198.00' } })
    expectClean(t, '/activity/1')
  })

  test('reduced motion: the whole result at once, nothing animated; no order in the round, no banner', async () => {
    const t = await newPage(inject('demoUrl'))
    const { page } = t
    await page.emulateMedia({ reducedMotion: 'reduce' })
    const round = roundAt(2, T0) // room 16 plays game type 2
    const draw = drawOf(DEFAULT_SEED, 2, round.seqno)
    await page.clock.install({ time: round.endsAt - 20_000 })
    await enterRoom(page, '/activity/16')
    await runToReveal(page, round.endsAt)
    expect(await digits(page)).toEqual([draw.num1, draw.num2, draw.num3].map(String))
    expect(await sum(page)).toBe(String(draw.sum))
    expect(await lit(page)).toEqual(winningOptions(4, draw))
    expect(await page.locator('.draw-on').evaluateAll((els) => els.map((e) => getComputedStyle(e).animationName))).toEqual(
      Array(4).fill('none'),
    )
    expect(await page.getByTestId('draw-banner').count()).toBe(0)
    await page.clock.resume()
    expectClean(t, '/activity/16')
  })
})

// Both readings side by side: each waits for its own server's real clock to bring the draw (~25 s).
describe.concurrent.each(WIRE_DIALECTS)('the draw revealed in the production build against the mock API (%s dialect)', (dialect) => {
  test('a round ends on the server: its digits, its sum and the options it won, from the reloaded history', async ({ expect }) => {
    // The API's clock starts 25 s before a round of room 1 ends: the room opens closed (bets stop 60 s
    // before the end), and the real clock brings the draw.
    const round = roundAt(1, Date.now())
    const stack = await startPrivateStack(dialect, round.endsAt - 25_000)
    stacks.push(stack)
    const t = await newPage(stack.site)
    const { page } = t
    await enterRoom(page, '/activity/1')
    const draw = drawOf(DEFAULT_SEED, 1, round.seqno)
    await page.getByTestId('draw-reveal').waitFor({ state: 'visible', timeout: 45_000 })
    await expect.poll(() => sum(page), { timeout: 5_000 }).toBe(String(draw.sum))
    expect(await digits(page)).toEqual([draw.num1, draw.num2, draw.num3].map(String))
    await expect.poll(() => lit(page)).toEqual(winningOptions(11, draw))
    expect(await page.getByTestId('draw-banner').count(), 'no order in the round: no banner').toBe(0)
    expect(await page.getByTestId('round-seqno').textContent()).toBe(roundAt(1, round.endsAt).seqno)
    expectClean(t, '/activity/1')
  })
})
