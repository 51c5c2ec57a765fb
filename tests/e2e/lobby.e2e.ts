// The lobby, racing room and bet records in Chromium: the demo build with the page clock controlled (the
// Mirage simulation reads Date.now), and the production build against the mock API.
import type { Page } from 'playwright-core'
import { describe, expect, inject, test } from 'vitest'
import { DEFAULT_SEED } from '../../mocks/server'
import { raceOf, raceWins } from '../../mocks/simulation/racing'
import { roundAt } from '../../mocks/simulation/rounds'
import {
  DEMO_USER,
  expectClean,
  login,
  pathOf,
  submitLogin,
  toast,
  waitForApp,
  WIRE_DIALECTS,
  prodUrlOf,
  setUpBrowser,
  ui,
  err,
} from './helpers'

const newPage = setUpBrowser()

/** 10:00:05 UTC: racing round 201 has 2:55 left. */
const T0 = Date.UTC(2026, 0, 15, 10, 0, 5)

async function home(page: Page) {
  await page.goto('/')
  await waitForApp(page)
  await page.getByTestId('game-tiles').waitFor({ state: 'visible' })
  await expect.poll(() => page.getByTestId('game-tiles').getAttribute('aria-busy')).toBe('false')
}

const bannerLang = async (page: Page) => {
  const src = await page.getByTestId('banner').first().getAttribute('src')
  return /data-lang="([^"]+)"/.exec(decodeURIComponent(src ?? ''))?.[1]
}

async function recordsTab(page: Page, name: string, type: string) {
  const tab = page.getByRole('tab', { name })
  // On a loaded machine a tap on the tab as the screen first shows was once lost (the list stayed on All):
  // the tap is repeated until the tab is selected. (Left open: whether the screen mounts twice then.)
  await expect
    .poll(async () => {
      if ((await tab.getAttribute('aria-selected')) !== 'true') await tab.click()
      return tab.getAttribute('aria-selected')
    })
    .toBe('true')
  await page.locator(`[data-testid="records"][data-type="${type}"], [data-testid="empty"]`).first().waitFor({ state: 'visible' })
}

describe('lobby in the demo build', () => {
  test('home in zh-TW shows the zh-TW banner; English shows the English one; 16 tiles and the winners list', async () => {
    const t = await newPage(inject('demoUrl'))
    const { page } = t
    await page.clock.install({ time: T0 })
    await home(page)
    await page.getByTestId('banner').first().waitFor({ state: 'attached' })
    expect(await bannerLang(page)).toBe('en-US')
    expect(await page.getByTestId('game-tiles').getByRole('button').count()).toBe(16)
    await expect.poll(() => page.getByTestId('win-row').count()).toBeGreaterThan(3)

    await page.getByTestId('home-language').click()
    await page.getByTestId('language-zh-TW').click()
    await page.locator('[data-testid="language-zh-TW"][aria-current="true"]').waitFor()
    await page.goto('/')
    await waitForApp(page)
    await page.getByTestId('banner').first().waitFor({ state: 'attached' })
    await expect.poll(() => bannerLang(page)).toBe('zh-TW')
    expectClean(t, '/ (zh-TW)')
  })

  test('guest: tile → login → back in the room; logged in: tile → room; go_vip → room list', async () => {
    const t = await newPage(inject('demoUrl'))
    const { page } = t
    await page.clock.install({ time: T0 })
    await home(page)
    await page.getByTestId('tile-0').click()
    await page.waitForURL((url) => url.pathname === '/login')
    await submitLogin(page)
    await page.waitForURL((url) => url.pathname === '/activity/1')
    await page.getByTestId('room').waitFor({ state: 'visible' })

    await home(page)
    await page.getByTestId('tile-1').click()
    await page.waitForURL((url) => url.pathname === '/activity/16')
    await page.getByTestId('room').waitFor({ state: 'visible' })

    await home(page)
    await page.getByTestId('go-vip').click()
    await page.waitForURL((url) => url.pathname === '/room_list/1')
    await expect.poll(() => page.getByTestId('room-card').count()).toBe(4)
    await page.getByRole('tab', { name: 'ETH' }).click()
    await page.waitForURL((url) => url.pathname === '/room_list/3')
    await expect.poll(() => page.getByTestId('room-cards').getAttribute('data-type')).toBe('3')
    expectClean(t, 'home → rooms')
  })

  test('balance below the room minjoin → toast 2004 with the amount', async () => {
    const t = await newPage(inject('demoUrl'))
    const { page } = t
    await page.clock.install({ time: T0 })
    await login(page, { ...DEMO_USER, username: 'newbie', password: 'newbie123' })
    await home(page)
    await page.getByTestId('home-balance').waitFor({ state: 'visible' })
    await page.getByTestId('tile-2').click()
    await expect
      .poll(() => toast(page).textContent())
      .toBe(err('Your balance cannot be less than {amount}').replace('{amount}', '100.00 USD'))
    expect(pathOf(page)).toBe('/')
    expectClean(t, '/ (2004)')
  })

  test('racing bet → a record in Awaiting draw, then Won or Lost after the race, paid exactly', async () => {
    const t = await newPage(inject('demoUrl'))
    const { page } = t
    const round = roundAt(4, T0)
    const won = raceWins(0, raceOf(DEFAULT_SEED, round.seqno)) // 1st place Big
    await page.clock.install({ time: T0 })
    await login(page)
    await home(page)
    await page.getByTestId('tile-3').click()
    await page.waitForURL((url) => url.pathname === '/bjsc/4')
    await page.getByTestId('room').waitFor({ state: 'visible' })
    expect(await page.getByTestId('round-seqno').textContent()).toBe(round.seqno)
    expect(await page.getByTestId('rank-row').count()).toBe(10)
    expect(await page.getByTestId('last-result').locator('[data-car]').count()).toBe(10)

    await page.getByTestId('option-0').click()
    await page.getByTestId('quick-100').click()
    await page.getByTestId('bet-buy').click()
    const popup = page.getByTestId('confirm-popup')
    await popup.waitFor({ state: 'visible' })
    expect(await popup.getByTestId('confirm-row').first().textContent()).toBe(`${ui('1st')} ${ui('Big')}1.98100.00`)
    await popup.getByTestId('confirm-ok').click()
    await expect.poll(() => toast(page).textContent()).toBe(ui('Order placed'))

    await page.goto('/betlist')
    await waitForApp(page)
    await recordsTab(page, ui('Awaiting draw'), 'awaiting')
    const waiting = page.getByTestId('record')
    await expect.poll(() => waiting.count()).toBe(1)
    expect(await waiting.getByTestId('record-seqno').textContent()).toBe(round.seqno)
    expect(await waiting.getByTestId('record-status').textContent()).toBe(ui('Awaiting draw'))
    expect(await waiting.textContent()).toContain(ui('Racing'))

    // past the end of the race; the records settle the round on their next load
    const now = await page.evaluate(() => Date.now())
    await page.clock.fastForward(round.endsAt - now + 1_000)
    await recordsTab(page, won ? ui('Won') : ui('Lost'), won ? 'won' : 'lost')
    const settled = page.getByTestId('record')
    await expect.poll(() => settled.count()).toBe(1)
    expect(await settled.getByTestId('record-seqno').textContent()).toBe(round.seqno)
    expect(await settled.getByTestId('record-prize').textContent()).toBe(won ? '+198.00 USD' : '0.00 USD')
    await recordsTab(page, ui('Awaiting draw'), 'awaiting')
    await page.getByTestId('empty').waitFor({ state: 'visible' })
    expectClean(t, '/bjsc/4 → /betlist')
  })
})

describe.each(WIRE_DIALECTS)('lobby in the production build against the mock API (%s dialect)', (dialect) => {
  test('home: banners, 16 tiles, winners; bet records after login', async () => {
    const t = await newPage(prodUrlOf(dialect))
    const { page } = t
    await home(page)
    await page.getByTestId('banner').first().waitFor({ state: 'attached' })
    expect(await bannerLang(page)).toBe('en-US')
    expect(await page.getByTestId('game-tiles').getByRole('button').count()).toBe(16)
    await expect.poll(() => page.getByTestId('win-row').count()).toBeGreaterThan(0)

    await page.getByTestId('tile-3').click()
    await page.waitForURL((url) => url.pathname === '/login')
    await submitLogin(page)
    await page.waitForURL((url) => url.pathname === '/bjsc/4')
    await page.getByTestId('room').waitFor({ state: 'visible' })
    await expect.poll(() => page.getByTestId('round-header').getAttribute('data-phase')).toMatch(/^(open|closed|drawing)$/)
    const seqno = await page.getByTestId('round-seqno').textContent()
    let placed = false
    if (
      (await page.getByTestId('round-header').getAttribute('data-phase')) === 'open' &&
      (await page.getByTestId('countdown').textContent())! > '01:10'
    ) {
      await page.getByTestId('option-5').click()
      await page.getByTestId('quick-50').click()
      await page.getByTestId('bet-buy').click()
      await page.getByTestId('confirm-popup').getByTestId('confirm-ok').click()
      await expect.poll(() => toast(page).textContent()).toBe(ui('Order placed'))
      placed = true
    }

    await page.goto('/betlist')
    await waitForApp(page)
    await page.locator('[data-testid="records"], [data-testid="empty"]').first().waitFor({ state: 'visible' })
    if (placed) {
      await recordsTab(page, ui('Awaiting draw'), 'awaiting')
      const mine = page.getByTestId('record').filter({ has: page.getByTestId('record-seqno').getByText(seqno!, { exact: true }) })
      await expect.poll(() => mine.count()).toBeGreaterThan(0)
      expect(await mine.first().getByTestId('record-option').textContent()).toBe('2nd Small')
    }
    expectClean(t, '/ and /betlist (production)')
  })
})
