// The app's sheets (native <dialog>) in the demo build, as a phone user meets them: each open sheet passes
// axe, fits a 320 px screen with 200 % text, has 44 px targets, and closes by the real Escape key, by a tap
// on the backdrop or by its close button, with focus back on the control that opened it. The browser's Back
// closes the open sheet and stays on the screen, with what was typed there.
import { createRequire } from 'node:module'
import { readFileSync } from 'node:fs'
import type { Locator, Page } from 'playwright-core'
import { describe, expect, inject, test } from 'vitest'
import {
  enterRoom,
  expectClean,
  largeText,
  login,
  pathOf,
  setUpBrowser,
  storeLanguage,
  ui,
  waitForApp,
  waitForIdle,
  type TestPage,
} from './helpers'

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
const newPage = setUpBrowser()

async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE)
  return page.evaluate(async () => {
    const w = window as unknown as {
      axe: {
        run(ctx: unknown, opts: unknown): Promise<{ violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[] }>
      }
    }
    const { violations } = await w.axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'best-practice'] },
      resultTypes: ['violations'],
    })
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  })
}

/** Checks an open sheet; `targets` selects the controls inside it that must be 44 × 44 px. */
async function checkOpen(page: Page, sheet: Locator, name: string, targets: string): Promise<void> {
  await sheet.waitFor({ state: 'visible' })
  expect(await sheet.evaluate((el) => el.matches('dialog:modal'))).toBe(true)
  expect(await page.getByRole('dialog', { name }).count()).toBe(1)
  // Past the slide-in, so colours and boxes are final.
  await page.waitForTimeout(250)
  expect(await seriousViolations(page), `${name}: axe`).toEqual([])
  const fit = await sheet.evaluate((el) => {
    const r = el.getBoundingClientRect()
    return { right: r.right, bottom: r.bottom, wide: el.scrollWidth > el.clientWidth, vw: innerWidth, vh: innerHeight }
  })
  expect(fit.right).toBeLessThanOrEqual(fit.vw + 0.5)
  expect(fit.bottom).toBeLessThanOrEqual(fit.vh + 0.5)
  expect(fit.wide, `${name}: scrolls sideways`).toBe(false)
  const small = await sheet.locator(targets).evaluateAll((els) =>
    els
      .map((el) => ({ r: el.getBoundingClientRect(), text: (el.textContent || el.getAttribute('aria-label') || '').trim() }))
      .filter(({ r }) => r.width < 44 || r.height < 44)
      .map(({ r, text }) => `"${text}" ${r.width.toFixed(0)}×${r.height.toFixed(0)}`),
  )
  expect(small, `${name}: small targets`).toEqual([])
}

async function closedWithFocusOn(sheet: Locator, opener: Locator): Promise<void> {
  await sheet.waitFor({ state: 'hidden' })
  expect(await sheet.evaluate((el) => (el as HTMLDialogElement).open)).toBe(false)
  expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true)
}

async function phone(locale: string): Promise<TestPage> {
  const t = await newPage(inject('demoUrl'))
  await t.page.setViewportSize({ width: 320, height: 640 })
  await largeText(t.context)
  await storeLanguage(t.context, locale)
  return t
}

describe.each(['en-US', 'vi'])('sheets at 320 px with text at double size, in %s', (locale) => {
  test('language and country sheets on /register; date range on /my_income; rules in a room', async () => {
    const t = await phone(locale)
    const { page } = t
    await page.goto('/register')
    await waitForApp(page)

    const languageSwitch = page.getByTestId('language-switch')
    await languageSwitch.click()
    const languages = page.getByTestId('language-sheet')
    await checkOpen(page, languages, ui('Language', locale), 'button')
    expect(await languages.locator('button[aria-current="true"]').getAttribute('data-testid')).toBe(`switch-${locale}`)
    await page.keyboard.press('Escape')
    await closedWithFocusOn(languages, languageSwitch)

    const quhao = page.getByTestId('quhao')
    await quhao.click()
    const countries = page.getByTestId('country-sheet')
    await countries.getByTestId('country-VN').waitFor({ state: 'visible' })
    await checkOpen(page, countries, ui('Choose your country or region', locale), 'button')
    await page.keyboard.press('Escape')
    await closedWithFocusOn(countries, quhao)
    expect(await page.getByTestId('country-VN').count()).toBe(0)

    await login(page)
    await page.goto('/my_income')
    await waitForApp(page)
    await waitForIdle(t)
    const rangeOpen = page.getByTestId('range-open')
    await rangeOpen.click()
    const drawer = page.getByTestId('range-sheet')
    await checkOpen(page, drawer, ui('Date range', locale), 'button')
    // The drawer comes from the right: a tap left of it is on the backdrop.
    const left = (await drawer.boundingBox())!.x
    expect(left).toBeGreaterThan(20)
    await page.mouse.click(left / 2, 300)
    await closedWithFocusOn(drawer, rangeOpen)
    expect(await page.getByTestId('range-drawer').count()).toBe(0)

    await page.goto('/activity/1')
    await waitForApp(page)
    await page.getByTestId('room').waitFor({ state: 'visible' })
    const rulesOpen = page.getByTestId('rules-open')
    await rulesOpen.click()
    const rules = page.getByTestId('rules-sheet')
    await checkOpen(page, rules, ui('How it works', locale), 'button')
    await rules.getByRole('button', { name: ui('Close', locale) }).click()
    await closedWithFocusOn(rules, rulesOpen)
    expectClean(t, `sheets ${locale}`)
  }, 120_000)
})

test('the sheet slides in, and appears at once under reduced motion', async () => {
  const t = await newPage(inject('demoUrl'))
  const { page } = t
  await page.goto('/register')
  await waitForApp(page)
  const sheet = page.getByTestId('language-sheet')
  const animations = () =>
    sheet.evaluate((el) => [getComputedStyle(el).animationName, getComputedStyle(el, '::backdrop').animationName].join(' '))
  await page.getByTestId('language-switch').click()
  await sheet.waitFor({ state: 'visible' })
  expect(await animations()).toBe('sheet-up sheet-fade')
  await page.keyboard.press('Escape')
  await sheet.waitFor({ state: 'hidden' })

  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.getByTestId('language-switch').click()
  await sheet.waitFor({ state: 'visible' })
  expect(await animations()).toBe('none none')
  expectClean(t, 'sheet motion')
})

/** The sheet's mark on the current history entry, if it is a sheet's. */
const sheetEntry = (page: Page) => page.evaluate(() => (history.state as { sheet?: string } | null)?.sheet ?? null)

describe('the browser’s Back with a sheet open', () => {
  test('closes the sheet and stays on the half-filled form; the next Back leaves; a sheet closed by its button leaves no entry', async () => {
    const t = await newPage(inject('demoUrl'))
    const { page } = t
    await page.goto('/login')
    await waitForApp(page)
    await page.getByRole('link', { name: ui('Register') }).click()
    await page.waitForURL((url) => url.pathname === '/register')
    const quhao = page.getByTestId('quhao')
    // (the login screen has a username field too: the register screen first)
    await quhao.waitFor({ state: 'visible' })
    const username = page.locator('input[name="username"]')
    await username.fill('carol77')
    await page.locator('input[name="phone"]').fill('912345678')
    // The same element afterwards: the screen was not mounted again.
    await username.evaluate((el) => ((el as unknown as { __e2eKept: boolean }).__e2eKept = true))

    const countries = page.getByTestId('country-sheet')
    await quhao.click()
    await countries.getByTestId('country-VN').waitFor({ state: 'visible' })
    await countries.getByRole('searchbox').fill('viet')
    expect(await sheetEntry(page)).not.toBeNull()
    await page.goBack()
    await countries.waitFor({ state: 'hidden' })
    expect(pathOf(page)).toBe('/register')
    expect(await sheetEntry(page)).toBeNull()
    expect(await username.inputValue()).toBe('carol77')
    expect(await page.locator('input[name="phone"]').inputValue()).toBe('912345678')
    expect(await username.evaluate((el) => (el as unknown as { __e2eKept?: boolean }).__e2eKept)).toBe(true)
    expect(await quhao.evaluate((el) => el === document.activeElement)).toBe(true)
    // Forward does not open it again: its entry is passed over.
    await page.goForward()
    await page.waitForTimeout(300)
    expect(pathOf(page)).toBe('/register')
    expect(await countries.isVisible()).toBe(false)
    expect(await username.inputValue()).toBe('carol77')

    await page.goBack()
    await page.waitForURL((url) => url.pathname === '/login')
    await page.goForward()
    await page.waitForURL((url) => url.pathname === '/register')

    // Closed by a close request, the way Android's back gesture closes it (the dialog's cancel), it takes
    // its entry with it; so does one closed by its own button: then one Back leaves the screen.
    await page.getByTestId('language-switch').click()
    const languages = page.getByTestId('language-sheet')
    await languages.waitFor({ state: 'visible' })
    expect(await sheetEntry(page)).not.toBeNull()
    await languages.evaluate((el) => (el as HTMLDialogElement).requestClose())
    await languages.waitFor({ state: 'hidden' })
    await expect.poll(() => sheetEntry(page)).toBeNull()
    expect(pathOf(page)).toBe('/register')
    await quhao.click()
    await countries.getByTestId('country-VN').waitFor({ state: 'visible' })
    await countries.getByRole('button', { name: ui('Close'), exact: true }).click()
    await countries.waitFor({ state: 'hidden' })
    await expect.poll(() => sheetEntry(page)).toBeNull()
    await page.goBack()
    await page.waitForURL((url) => url.pathname === '/login')
    expectClean(t, 'Back with the country sheet open')
  })

  test('in a room: Back closes the bet confirmation and keeps the bet; with the order on its way it stays; once placed, one Back leaves', async () => {
    const t = await newPage(inject('demoUrl'))
    const { page } = t
    // 10:00:05 UTC: round 201 of room 1 has 2:55 left.
    await page.clock.install({ time: Date.UTC(2026, 0, 15, 10, 0, 5) })
    await enterRoom(page, '/activity/1')
    const cents = async () => Number(await page.getByTestId('room-balance').locator('.amount').getAttribute('data-cents'))
    const start = await cents()
    await page.getByTestId('option-0').click()
    await page.getByTestId('bet-amount').fill('100')
    const popup = page.getByTestId('confirm-popup')
    await page.getByTestId('bet-buy').click()
    await popup.waitFor({ state: 'visible' })

    await page.goBack()
    await popup.waitFor({ state: 'hidden' })
    expect(pathOf(page)).toBe('/activity/1')
    expect(await page.getByTestId('room').isVisible()).toBe(true)
    expect(await page.getByTestId('bet-amount').inputValue()).toBe('100')
    expect(await page.getByTestId('option-0').getAttribute('aria-pressed')).toBe('true')
    expect(await cents()).toBe(start)

    // Confirmed with the page's clock standing still: the demo backend's answer waits, the order is on its way.
    await page.getByTestId('bet-buy').click()
    await popup.waitFor({ state: 'visible' })
    await expect.poll(() => popup.getAttribute('data-settling')).toBeNull()
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
    await popup.getByTestId('confirm-ok').click()
    await expect.poll(() => popup.getByTestId('confirm-cancel').isDisabled()).toBe(true)
    const entry = await sheetEntry(page)
    expect(entry).not.toBeNull()
    await page.goBack()
    await page.waitForTimeout(500)
    expect(pathOf(page)).toBe('/activity/1')
    expect(await popup.isVisible(), 'the popup stays while the order is on its way').toBe(true)
    await expect.poll(() => sheetEntry(page)).toBe(entry)

    await page.clock.resume()
    await expect.poll(() => cents()).toBe(start - 10_000)
    await popup.waitFor({ state: 'hidden' })
    await expect.poll(() => sheetEntry(page)).toBeNull()
    expect(pathOf(page)).toBe('/activity/1')
    await page.goBack()
    await page.waitForURL((url) => url.pathname !== '/activity/1')
    await page.getByTestId('room').waitFor({ state: 'detached' })
    expectClean(t, 'Back with the bet confirmation open')
  })
})
