// A guest's first screen that needs no data (`/lotteryprize`) is painted from index.html's templates by the
// pre-entry script, inside the loading canvas, before the app's code runs (src/app/first-load.ts
// `paintFirstScreen`; the build translates the templates: scripts/vite/first-screens-plugin.ts). The app's
// screen then shows the same texts in the same places. Both builds, every language.
import type { Page } from 'playwright-core'
import { describe, expect, inject, test } from 'vitest'
import { servers } from './servers'
import { STORAGE_KEY, bothBuilds, entryOf, expectClean, setUpBrowser, ui, waitForApp } from './helpers'
import { LOCALES } from '../../src/i18n/locales'

const openAt = setUpBrowser()

const BUILDS = bothBuilds()

interface Shown {
  text: string
  box: { x: number; y: number; width: number; height: number }
}

/** Each element's text and box; for the title, the box of its text (the app's <h1> spans its bar's middle, the copy's only its text). */
async function shown(page: Page, selectors: { title: string; card: string; message: string; link: string }) {
  return page.evaluate((sel) => {
    const read = (selector: string, textBox = false) => {
      const el = document.querySelector(selector)
      if (!el) throw new Error(`${selector}: not in the page`)
      const range = document.createRange()
      range.selectNodeContents(el)
      const r = textBox ? range.getBoundingClientRect() : el.getBoundingClientRect()
      return { text: (el.textContent ?? '').trim(), box: { x: r.x, y: r.y, width: r.width, height: r.height } }
    }
    return { title: read(sel.title, true), card: read(sel.card), message: read(sel.message), link: read(sel.link) }
  }, selectors) as Promise<Record<'title' | 'card' | 'message' | 'link', Shown>>
}

const EARLY = { title: '.boot-screen h1', card: '.boot-screen .card', message: '.boot-screen .card p', link: '.boot-screen .card .link' }
const APP = {
  title: '#root h1.page-title',
  card: '[data-testid="winlost-guest"]',
  message: '[data-testid="winlost-guest"] p',
  link: '[data-testid="winlost-guest"] .link',
}

const setLanguage = (page: Page, language: string, token: string | null = null) =>
  page.evaluate(
    ([key, language, token]) => localStorage.setItem(key!, JSON.stringify({ v: 1, state: { language, token, isLogin: token !== null } })),
    [STORAGE_KEY, language, token] as const,
  )

describe('a guest’s first screen is painted from index.html before the app runs', () => {
  for (const build of BUILDS) {
    test(`${build.name}: /lotteryprize in each language, its texts and boxes the screen’s own; the app’s screen replaces it`, async () => {
      const t = await openAt(build.url)
      const { page } = t
      const entry = entryOf(build.dir)
      await page.goto('/lotteryprize')
      await waitForApp(page)
      for (const language of LOCALES) {
        await setLanguage(page, language)
        // The app's code unreachable: what shows is the pre-entry script's paint.
        await page.route(
          (url) => url.pathname === entry,
          (route) => route.abort('connectionrefused'),
        )
        await page.reload()
        await page.locator('#boot-canvas .boot-screen').waitFor({ state: 'visible' })
        const early = await shown(page, EARLY)
        expect(await page.locator('#root > *').count(), 'the app did not run').toBe(0)
        expect(early.message.text).toBe(ui('Log in to see your results of today and yesterday.', language))
        expect(early.title.text).toBe(ui('Trend', language))
        expect(early.link.text).toBe(ui('Log in', language))
        expect(await page.locator('.boot-screen').getAttribute('aria-hidden'), 'the canvas says “Loading” to a screen reader').toBe('true')

        // The app runs: its screen shows the same texts where the copy showed them, and the copy is gone.
        await page.unrouteAll({ behavior: 'ignoreErrors' })
        await page.reload()
        await waitForApp(page)
        await page.locator(APP.message).waitFor({ state: 'visible' })
        const app = await shown(page, APP)
        for (const part of ['title', 'card', 'message', 'link'] as const) {
          // (The card's own text is its message and link's, compared one by one: the copy's markup has line breaks between them.)
          if (part !== 'card') expect(early[part].text, `${language}: the ${part}'s text`).toBe(app[part].text)
          for (const side of ['x', 'y', 'width', 'height'] as const) {
            // The title may sit a pixel off (the UI kit's bar lays it out its own way); the rest is exact.
            const [a, b] = [early[part].box[side], app[part].box[side]]
            expect(Math.abs(a - b), `${language}: the ${part}'s ${side} (${a} early, ${b} in the app)`).toBeLessThanOrEqual(
              part === 'title' ? 1.5 : 0.5,
            )
          }
        }
        expect(await page.locator('.boot-screen').count(), 'the copy left with the canvas').toBe(0)
      }
      expectClean(t, `${build.name} first screen`)
    })
  }

  test('production: a guest’s reads (getconfig) go out once the copy is painted, a first and a cached load; a logged-in user has no copy', async () => {
    const t = await openAt(servers().prodUrl)
    const { page } = t
    // When the copy was painted (the largest paint that is the copy's), from the page's first moment.
    await page.addInitScript(() => {
      const w = window as unknown as { copyPainted?: number }
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { element: Element | null }>)
          if (entry.element?.closest('.boot-screen')) w.copyPainted ??= entry.startTime
      }).observe({ type: 'largest-contentful-paint', buffered: true })
    })
    const times = () =>
      page.evaluate(() => ({
        copy: (window as unknown as { copyPainted?: number }).copyPainted,
        reads: performance
          .getEntriesByType('resource')
          .filter((r) => /\/api\//.test(r.name))
          .map((r) => ({ path: new URL(r.name).pathname, at: r.startTime })),
      }))
    for (const load of ['first', 'cached']) {
      if (load === 'first') await page.goto('/lotteryprize')
      else await page.reload()
      await waitForApp(page)
      await page.locator(APP.message).waitFor({ state: 'visible' })
      const at = await times()
      expect(at.copy, `${load}: the copy was painted`).toBeGreaterThan(0)
      expect(
        at.reads.filter((r) => r.path === '/api/Index/getconfig'),
        `${load}: getconfig, once`,
      ).toHaveLength(1)
      for (const read of at.reads) expect(read.at, `${load}: ${read.path} sent after the copy’s paint`).toBeGreaterThan(at.copy!)
    }
    // A logged-in user's screen has no copy, and nothing holds their reads (the unit tests time them).
    await setLanguage(page, 'en-US', 'a-token')
    await page.reload()
    await page.locator('#root > *').first().waitFor({ state: 'attached' })
    const user = await times()
    expect(user.copy, 'no copy').toBeUndefined()
    expect(
      user.reads.filter((r) => r.path === '/api/Game/todayWinLost'),
      'the day figures, once',
    ).toHaveLength(1)
    expectClean(t, 'production first screen reads')
  })

  test('a logged-in user’s /lotteryprize, and a route without a template: the canvas alone', async () => {
    const t = await openAt(servers().prodUrl)
    const { page } = t
    await page.goto('/login')
    await waitForApp(page)
    await page.route(
      (url) => url.pathname === entryOf(inject('distDir')),
      (route) => route.abort('connectionrefused'),
    )
    await setLanguage(page, 'en-US', 'a-token')
    await page.goto('/lotteryprize')
    await page.locator('#boot-canvas').waitFor({ state: 'attached' })
    await page.waitForLoadState('load')
    expect(await page.locator('.boot-screen').count(), 'a logged-in user’s screen shows their results there').toBe(0)
    await setLanguage(page, 'en-US')
    await page.goto('/help/list')
    await page.locator('#boot-canvas').waitFor({ state: 'attached' })
    await page.waitForLoadState('load')
    expect(await page.locator('.boot-screen').count()).toBe(0)
    await page.goto('/lotteryprize')
    await page.locator('#boot-canvas .boot-screen').waitFor({ state: 'visible' })
    await page.unrouteAll({ behavior: 'ignoreErrors' })
    expect(t.pageErrors).toEqual([])
    expect(t.cspViolations).toEqual([])
  })
})
