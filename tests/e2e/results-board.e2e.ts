// The results board of a game room in Chromium: the demo build with the page clock controlled (a round
// ends and the board gains it), at 320 px with 200 % text, axe-clean; and the production build against
// the mock API (both readings of the wire).
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'
import { describe, expect, inject, test } from 'vitest'
import { DEFAULT_SEED } from '../../mocks/server'
import { drawOf, roundAt, roundOffset } from '../../mocks/simulation/rounds'
import { expectClean, prodUrlOf, setUpBrowser, ui, WIRE_DIALECTS, enterRoom, largeText } from './helpers'

const newPage = setUpBrowser()
// Evaluated through the DevTools protocol: the app's Content-Security-Policy blocks an injected <script>.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/** 10:00:05 UTC: round 201 of game type 1 (room 1) has 2:55 left. */
const T0 = Date.UTC(2026, 0, 15, 10, 0, 5)

/** "The last 20 rounds: 9 Big, 11 Small" from the simulation's own draws of the 20 rounds before `now`. */
function expectedBigSmall(now: number): string {
  const sums = Array.from({ length: 20 }, (_, i) => drawOf(DEFAULT_SEED, 1, roundOffset(1, now, -(i + 1)).seqno).sum)
  const big = sums.filter((s) => s >= 14).length
  return `The last 20 rounds: ${big} Big, ${20 - big} Small`
}

const beadsLabel = (page: Page) => page.getByTestId('beads-0').getByRole('img').getAttribute('aria-label')

/** Elements of the board whose right edge is past `width`, outside the bead columns' own scrolling box. */
function boardOverflow(page: Page, width: number): Promise<string[]> {
  return page.evaluate((w) => {
    const out: string[] = []
    for (const el of document.querySelectorAll('[data-testid="board"], [data-testid="board"] *')) {
      if (el.closest('.bead-road') && !el.classList.contains('bead-road')) continue
      const right = el.getBoundingClientRect().right
      if (right > w + 0.5)
        out.push(`${el.tagName.toLowerCase()}.${el.className} "${(el.textContent ?? '').slice(0, 20)}" ${Math.round(right)}`)
    }
    return out
  }, width)
}

async function axeViolations(page: Page, selector: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE)
  return page.evaluate(async (selector) => {
    const w = window as unknown as {
      axe: { run(ctx: unknown, opts: unknown): Promise<{ violations: Array<{ id: string; nodes: Array<{ target: string[] }> }> }> }
    }
    const result = await w.axe.run(selector, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'best-practice'] } })
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  }, selector)
}

describe('results board in the demo build, with the clock controlled', () => {
  test('the Board tab shows the last 100 rounds; when the round ends the board gains it; 320 px, 200 % text, axe-clean', async () => {
    const t = await newPage(inject('demoUrl'))
    const { page } = t
    await page.setViewportSize({ width: 320, height: 700 })
    await largeText(page.context())
    await page.clock.install({ time: T0 })
    await enterRoom(page, '/activity/1')

    await page.getByRole('tab', { name: ui('Board') }).click()
    const board = page.getByTestId('board')
    await board.waitFor({ state: 'visible' })
    expect(await board.getAttribute('data-rounds')).toBe('100')
    expect(await beadsLabel(page)).toMatch(new RegExp(`^${expectedBigSmall(T0)}`))
    // nothing of the board reaches past the screen's edge (the bead columns scroll inside their box)
    expect(await boardOverflow(page, 320)).toEqual([])
    // nor does the room around it scroll sideways: large text gets fewer, wider option columns
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
    expect(await axeViolations(page, '[data-testid="board"]')).toEqual([])

    // past 0, and the 3 s before the next round: the room's history gains the round, and so does the board
    const round = roundAt(1, T0)
    const draw = drawOf(DEFAULT_SEED, 1, round.seqno)
    const now = await page.evaluate(() => Date.now())
    await page.clock.fastForward(round.endsAt - now)
    await expect.poll(() => page.getByTestId('round-header').getAttribute('data-phase')).toBe('drawing')
    await page.clock.fastForward(3_500)
    await expect.poll(() => page.getByTestId('round-seqno').textContent()).toBe(roundAt(1, round.endsAt).seqno)
    await expect.poll(() => beadsLabel(page)).toMatch(new RegExp(`^${expectedBigSmall(round.endsAt + 1)}`))
    const beads = page.getByTestId('beads-0').locator('.bead')
    expect(await beads.last().textContent()).toBe(draw.sum >= 14 ? 'B' : 'S')
    expect(await page.getByTestId('streak-0').textContent()).toMatch(new RegExp(`^${draw.sum >= 14 ? 'Big' : 'Small'} ×\\d+$`))
    expectClean(t, '/activity/1 board')
  })
})

describe.each(WIRE_DIALECTS)('results board in the production build against the mock API (%s dialect)', (dialect) => {
  test('the racing room’s board shows rounds per place', async () => {
    const t = await newPage(prodUrlOf(dialect))
    const { page } = t
    await enterRoom(page, '/bjsc/4')
    await page.getByRole('tab', { name: ui('Board') }).click()
    const board = page.getByTestId('board')
    await board.waitFor({ state: 'visible' })
    expect(await board.getAttribute('data-rounds')).toBe('100')
    expect(await page.getByTestId('race-board-row').count()).toBe(10)
    expect(await page.getByTestId('race-0-0').getByRole('img').getAttribute('aria-label')).toMatch(
      /^The last 20 rounds: \d+ Big, \d+ Small$/,
    )
    expectClean(t, '/bjsc/4 board (production)')
  })
})
