// A return visit of `/` paints the banner the home screen kept last time from the pre-entry script,
// inside the loading canvas, before the app's code runs (src/app/first-load.ts `paintKeptBanner`); the
// home screen then shows it in the very same place. Both builds. A first visit of the production build
// paints the first banner of the early banner list there as soon as it arrives (`paintFirstBanner`), and
// the home screen's first render shows that list.
import type { Page } from 'playwright-core'
import { describe, expect, inject, test } from 'vitest'
import { servers } from './servers'
import { startPrivateStack } from './private-stack'
import { STORAGE_KEY, bothBuilds, entryOf, expectClean, setUpBrowser, waitForApp } from './helpers'
import { LAST_KNOWN_PREFIX } from '../../src/lib/last-known'

const openAt = setUpBrowser()

const BUILDS = bothBuilds()

const box = async (page: Page, selector: string) => {
  const b = await page.locator(selector).first().boundingBox()
  if (!b) throw new Error(`${selector} has no box`)
  return b
}

describe('a return visit of / paints the kept banner before the app runs', () => {
  for (const build of BUILDS) {
    test(`${build.name}: where the home screen shows it, the language's variant; the canvas leaves the page a moment after the app replaced it`, async () => {
      const t = await openAt(build.url)
      const { page } = t
      await page.goto('/')
      await waitForApp(page)
      const banner = page.getByTestId('banner').first()
      await banner.waitFor({ state: 'visible' })
      await expect.poll(() => page.evaluate((key) => localStorage.getItem(key) !== null, `${LAST_KNOWN_PREFIX}banners`)).toBe(true)
      const shown = { src: await banner.getAttribute('src'), box: await box(page, '[data-testid="banner"]') }
      expect(shown.src, 'the home screen shows an image').toMatch(/^(data:image\/|https?:)/)

      // The canvas the app replaced is no longer #boot-canvas, is hidden, and has left the page soon after.
      expect(await page.locator('#boot-canvas').count()).toBe(0)
      expect(await page.locator('.boot-canvas:is([role], [aria-label], [aria-busy]), .boot-canvas:not([aria-hidden="true"])').count()).toBe(
        0,
      )
      await expect.poll(() => page.locator('.boot-canvas').count(), { timeout: 5000 }).toBe(0)

      // The next visit, with the app's own code unreachable: what remains is the pre-entry script's paint.
      const entry = entryOf(build.dir)
      await page.route(
        (url) => url.pathname === entry,
        (route) => route.abort('connectionrefused'),
      )
      await page.reload()
      const kept = page.locator('#boot-canvas .boot-banner img')
      await kept.waitFor({ state: 'visible' })
      await expect.poll(() => kept.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
      expect(await kept.getAttribute('src')).toBe(shown.src)
      const early = await box(page, '#boot-canvas .boot-banner img')
      for (const side of ['x', 'y', 'width', 'height'] as const)
        expect(early[side], `the kept banner's ${side}, painted early, is the home screen's`).toBeCloseTo(shown.box[side], 0)
      expect(await page.locator('#root > *').count(), 'the app did not run').toBe(0)

      // In the stored language: that language's image of the kept banner.
      const zhTw = await page.evaluate(
        ([stateKey, keptKey]) => {
          const stored = JSON.parse(localStorage.getItem(stateKey)!) as { v: number; state: Record<string, unknown> }
          localStorage.setItem(stateKey, JSON.stringify({ ...stored, state: { ...stored.state, language: 'zh-TW' } }))
          return (JSON.parse(localStorage.getItem(keptKey)!) as { data: { path_tw: string }[] }).data[0]!.path_tw
        },
        [STORAGE_KEY, `${LAST_KNOWN_PREFIX}banners`] as const,
      )
      expect(zhTw).not.toBe(shown.src)
      await page.reload()
      await kept.waitFor({ state: 'visible' })
      expect(await kept.getAttribute('src')).toBe(zhTw)

      // A route other than / paints none.
      await page.goto('/login')
      await page.locator('#boot-canvas').waitFor({ state: 'attached' })
      expect(await page.locator('#boot-canvas .boot-banner').count()).toBe(0)
      await page.unrouteAll({ behavior: 'ignoreErrors' })
      expect(t.pageErrors).toEqual([])
      expect(t.cspViolations).toEqual([])
    })
  }

  test('a kept list with no image an <img> may load paints nothing, and the app starts as usual', async () => {
    const t = await openAt(servers().prodUrl)
    const { page } = t
    await page.goto('/login')
    await waitForApp(page)
    const hostile = [{ path: 'javascript:alert(1)', path_tw: '', path_vi: '', path_yw: '', url: '/' }]
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
      `${LAST_KNOWN_PREFIX}banners`,
      JSON.stringify({ at: Date.now(), data: hostile }),
    ] as const)
    const entry = entryOf(inject('distDir'))
    await page.route(
      (url) => url.pathname === entry,
      (route) => route.abort('connectionrefused'),
    )
    // Only the kept list: the fresh one would paint its own first banner (paintFirstBanner).
    await page.route(
      (url) => url.pathname === '/api/Game/slide',
      (route) => route.abort('connectionrefused'),
    )
    await page.goto('/')
    await page.locator('#boot-canvas').waitFor({ state: 'attached' })
    await page.waitForLoadState('load')
    expect(await page.locator('.boot-banner').count()).toBe(0)
    await page.unrouteAll({ behavior: 'ignoreErrors' })
    await page.reload()
    await waitForApp(page)
    await page.getByTestId('game-tiles').waitFor({ state: 'visible' })
    expectClean(t, 'hostile kept banner')
  })
})

/**
 * Opens `/` on a fresh page whose app entry is held back, as on a slow network where the banner list
 * comes first: until the loading canvas shows a banner and its image has loaded (then let through), or
 * for good (`release: false`). Records the order of the list's answer, its image file and the entry.
 */
async function firstVisit(baseUrl: string, release = true) {
  const t = await openAt(baseUrl)
  const { page } = t
  await page.addInitScript(() => {
    const seen = { skeleton: false, firstBanner: '' }
    ;(window as unknown as { __seen: typeof seen }).__seen = seen
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="banners-loading"]')) seen.skeleton = true
      const img = document.querySelector<HTMLImageElement>('[data-testid="banner"]')
      if (img && !seen.firstBanner) seen.firstBanner = `${img.getAttribute('src')} complete:${img.complete}`
    }).observe(document, { childList: true, subtree: true })
  })
  const events: string[] = []
  page.on('requestfinished', (r) => {
    const path = new URL(r.url()).pathname
    if (path === '/api/Game/slide') events.push('list')
    if (path.startsWith('/media/')) events.push('image')
  })
  const entry = entryOf(inject('distDir'))
  await page.route(
    (url) => url.pathname === entry,
    async (route) => {
      if (!release) return route.abort('connectionrefused')
      // Fails here (a timeout) if nothing but the app could paint the banner.
      const early = page.locator('#boot-canvas .boot-banner img')
      await early.waitFor({ state: 'attached' })
      await expect.poll(() => early.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
      events.push('entry')
      return route.continue()
    },
  )
  await page.goto('/')
  return { t, page, events }
}

describe('a first visit of / paints the first banner of the early banner list before the app runs (production build)', () => {
  test('inline images: in the canvas where the home screen shows it, in the stored language; the home screen’s first render shows it, no placeholder', async () => {
    // Held back for good: what shows is the pre-entry script's own paint.
    const held = await firstVisit(servers().prodUrl, false)
    const early = held.page.locator('#boot-canvas .boot-banner img')
    await early.waitFor({ state: 'visible' })
    await expect.poll(() => early.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    const src = await early.getAttribute('src')
    expect(src, 'the English variant').toMatch(/^data:image\/svg\+xml,.*data-lang%3D%22en-US%22/)
    const earlyBox = await box(held.page, '#boot-canvas .boot-banner img')
    expect(await held.page.locator('#root > *').count(), 'the app did not run').toBe(0)
    expect(
      await held.page.evaluate((key) => localStorage.getItem(key), `${LAST_KNOWN_PREFIX}banners`),
      'a first visit: nothing kept',
    ).toBeNull()
    await held.page.unrouteAll({ behavior: 'ignoreErrors' })

    // Let through once the canvas shows the banner: the home screen starts from the same list.
    const { t, page } = await firstVisit(servers().prodUrl)
    await waitForApp(page)
    const banner = page.getByTestId('banner').first()
    await banner.waitFor({ state: 'visible' })
    expect(await banner.getAttribute('src')).toBe(src)
    const shown = await box(page, '[data-testid="banner"]')
    for (const side of ['x', 'y', 'width', 'height'] as const)
      expect(earlyBox[side], `the early banner's ${side} is the home screen's`).toBeCloseTo(shown[side], 0)
    const seen = await page.evaluate(() => (window as unknown as { __seen: { skeleton: boolean; firstBanner: string } }).__seen)
    expect(seen.skeleton, 'the banner placeholder never showed').toBe(false)
    expect(seen.firstBanner).toBe(`${src} complete:true`)
    await page.getByTestId('game-tiles').waitFor({ state: 'visible' })
    expectClean(t, 'first visit, early banner')
  })

  test('images as files of the API’s server: the image downloads before the app’s code, under the deployment’s CSP', async () => {
    const stack = await startPrivateStack('ours', Date.now(), 'files')
    try {
      const { t, page, events } = await firstVisit(stack.site)
      await waitForApp(page)
      const banner = page.getByTestId('banner').first()
      await banner.waitFor({ state: 'visible' })
      const src = await banner.getAttribute('src')
      expect(src).toMatch(new RegExp(`^${stack.api}/media/[0-9a-f]{16}\\.svg$`))
      await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
      expect(events.slice(0, 3), 'the list, then its first image, then the entry').toEqual(['list', 'image', 'entry'])
      const seen = await page.evaluate(() => (window as unknown as { __seen: { skeleton: boolean; firstBanner: string } }).__seen)
      expect(seen).toEqual({ skeleton: false, firstBanner: `${src} complete:true` })
      await page.getByTestId('game-tiles').waitFor({ state: 'visible' })
      expectClean(t, 'first visit, images as files')
    } finally {
      await stack.stop()
    }
  })
})

describe('a first visit of / gives the loading canvas way to the whole home screen at once', () => {
  for (const build of BUILDS) {
    test(`${build.name}: the commit that hides the canvas already holds the welcome card, the banner area and the tab bar`, async () => {
      const t = await openAt(build.url)
      const { page } = t
      // What the page holds when the app takes the canvas's id (src/main.tsx hideCanvas): the first commit.
      await page.addInitScript(() => {
        const w = window as unknown as { __atHide?: Record<string, boolean> }
        new MutationObserver((_, observer) => {
          const canvas = document.querySelector('.boot-canvas')
          if (!canvas || canvas.id) return
          w.__atHide = {
            welcome: document.querySelector('[data-testid="welcome"]') !== null,
            // the banners, or their placeholder while the list is on its way
            bannerArea: document.querySelector('[data-testid="banners"], [data-testid="banners-loading"]') !== null,
            tabBar: document.querySelector('nav.tab-bar') !== null,
          }
          observer.disconnect()
        }).observe(document, { subtree: true, childList: true, attributes: true })
      })
      await page.goto('/')
      await waitForApp(page)
      await page.getByTestId('game-tiles').waitFor({ state: 'visible' })
      const atHide = await page.evaluate(() => (window as unknown as { __atHide?: Record<string, boolean> }).__atHide)
      expect(atHide).toEqual({ welcome: true, bannerArea: true, tabBar: true })
      expectClean(t, `${build.name} first visit of /`)
    })
  }
})
