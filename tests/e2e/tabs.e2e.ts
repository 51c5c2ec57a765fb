// A tab list whose titles do not fit scrolls sideways; it fades out at an edge where more of it is
// scrolled away, so that a cut-off title reads as "more this way" (src/ui/tabs.css). Demo build, a
// very narrow screen.
import { describe, expect, inject, test } from 'vitest'
import type { Locator } from 'playwright-core'
import { expectClean, login, setUpBrowser, waitForApp } from './helpers'

const openAt = setUpBrowser()

/** Whether the list fades at all, its two fade widths (px), and how far it can scroll. */
const fades = (list: Locator) =>
  list.evaluate((el) => {
    const style = getComputedStyle(el)
    return {
      masked: style.maskImage !== 'none',
      start: parseFloat(style.getPropertyValue('--tabs-fade-start')),
      end: parseFloat(style.getPropertyValue('--tabs-fade-end')),
      overflow: el.scrollWidth - el.clientWidth,
    }
  })

describe('tabs that do not fit', () => {
  test('fade at the end that is scrolled away, and only there; a list that fits does not fade', async () => {
    const t = await openAt(inject('demoUrl'))
    const { page } = t
    // titles share the width down to their longest words: at 320 px they fit, on a 240 px screen not
    await page.setViewportSize({ width: 240, height: 640 })
    await page.goto('/')
    await waitForApp(page)
    await login(page)
    await page.goto('/my_income')
    await waitForApp(page)
    const list = page.getByRole('tablist').first()
    await list.waitFor({ state: 'visible' })

    expect((await fades(list)).overflow, 'the titles do not fit at 240 px').toBeGreaterThan(0)
    // The fades apply with a style update after the list is measured: polled, as on a busy machine.
    await expect.poll(() => fades(list)).toMatchObject({ masked: true, start: 0, end: 32 })

    await list.evaluate((el) => el.scrollTo({ left: el.scrollWidth, behavior: 'instant' }))
    await expect.poll(() => fades(list)).toMatchObject({ start: 32, end: 0 })

    await page.setViewportSize({ width: 480, height: 800 })
    // Turned to landscape after scrolling: the list fits, and nothing fades.
    await expect.poll(async () => (await fades(list)).overflow).toBe(0)
    await expect.poll(async () => (await fades(list)).masked).toBe(false)

    // A list that fits from the start does not fade either.
    await page.reload()
    await waitForApp(page)
    await list.waitFor({ state: 'visible' })
    expect(await fades(list)).toMatchObject({ masked: false, overflow: 0 })
    expectClean(t, 'tabs')
  })
})
