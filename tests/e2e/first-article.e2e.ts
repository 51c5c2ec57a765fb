// A first load of an article paints it from the pre-entry script's early answer, inside the loading
// canvas, before the app's code runs (src/app/first-article.ts): the screen's own markup, texts and
// sanitized body, in the screen's places once the route's stylesheets apply. The article screen's first
// render then starts from the same answer. Production build: the demo build sends its reads only once
// its backend runs, with the app.
import type { Page } from 'playwright-core'
import { describe, expect, inject, test } from 'vitest'
import { servers } from './servers'
import { STORAGE_KEY, entryOf, expectClean, setUpBrowser, waitForApp } from './helpers'
import { LOCALES } from '../../src/i18n/locales'

const openAt = setUpBrowser()

interface Part {
  text: string
  box: { x: number; y: number; width: number; height: number }
}
type Parts = Record<'bar' | 'title' | 'date' | 'paragraph', Part> & { body: string }

/** The texts and boxes of the article's parts under `root` (the title's text box: the app's <h1> spans its bar's middle). */
function parts(page: Page, root: string): Promise<Parts> {
  return page.evaluate((root) => {
    const read = (selector: string, textBox = false) => {
      const el = document.querySelector(`${root} ${selector}`)
      if (!el) throw new Error(`${root} ${selector}: not in the page`)
      const range = document.createRange()
      range.selectNodeContents(el)
      const r = textBox ? range.getBoundingClientRect() : el.getBoundingClientRect()
      return { text: (el.textContent ?? '').trim(), box: { x: r.x, y: r.y, width: r.width, height: r.height } }
    }
    return {
      bar: read('h1.page-title', true),
      title: read('.article-title'),
      date: read('.article-date'),
      paragraph: read('.article-body > :first-child'),
      body: document.querySelector(`${root} .article-body`)!.innerHTML,
    }
  }, root)
}

const setLanguage = (page: Page, language: string) =>
  page.evaluate(
    ([key, language]) => localStorage.setItem(key!, JSON.stringify({ v: 1, state: { language, token: null, isLogin: false } })),
    [STORAGE_KEY, language] as const,
  )

/** The article call (the early read and the screen's) answered with `data`, as the backend would. */
const answerArticle = (page: Page, data: Record<string, unknown>) =>
  page.route(
    (url) => url.pathname === '/api/Game/getArticledetail',
    (route) =>
      route.request().method() !== 'POST'
        ? route.continue()
        : route.fulfill({
            contentType: 'application/json',
            headers: { 'access-control-allow-origin': '*' },
            body: JSON.stringify({ code: 1, info: '', data }),
          }),
  )

/** Makes the app's entry unreachable; resolves to the function that lets it through again. */
async function holdEntry(page: Page): Promise<() => Promise<void>> {
  const entry = entryOf(inject('distDir'))
  const isEntry = (url: URL) => url.pathname === entry
  await page.route(isEntry, (route) => route.abort('connectionrefused'))
  return () => page.unroute(isEntry)
}

describe('a first load of an article paints it before the app runs (production build)', () => {
  test('/help/26 in each language: the screen’s texts, body and boxes; the app’s screen replaces it', async () => {
    const t = await openAt(servers().prodUrl)
    const { page } = t
    // One answer for every load: the mock API dates its articles relative to now, so a minute could pass
    // between the screen's load and the early one.
    let answer: { body: string; headers: Record<string, string> } | null = null
    await page.route(
      (url) => url.pathname === '/api/Game/getArticledetail',
      async (route) => {
        if (route.request().method() !== 'POST') return route.continue()
        if (!answer) {
          const response = await route.fetch()
          answer = { body: await response.text(), headers: response.headers() }
        }
        return route.fulfill({ status: 200, headers: answer.headers, body: answer.body })
      },
    )
    await page.goto('/help/26')
    await waitForApp(page)
    for (const language of LOCALES) {
      await setLanguage(page, language)
      await page.reload()
      await waitForApp(page)
      await page.getByTestId('article-body').waitFor({ state: 'visible' })
      const app = await parts(page, '#root')

      // The app's code unreachable: what shows is the pre-entry script's paint.
      const release = await holdEntry(page)
      await page.reload()
      await page.locator('#boot-canvas .boot-screen .article-body').waitFor({ state: 'visible' })
      const early = await parts(page, '#boot-canvas .boot-screen')
      expect(await page.locator('#root > *').count(), 'the app did not run').toBe(0)
      expect(await page.locator('.boot-screen').getAttribute('aria-hidden')).toBe('true')
      expect(early.body, `${language}: the sanitized body`).toBe(app.body)
      for (const part of ['bar', 'title', 'date', 'paragraph'] as const) {
        expect(early[part].text, `${language}: the ${part}'s text`).toBe(app[part].text)
        for (const side of ['x', 'y', 'width', 'height'] as const)
          expect(early[part].box[side], `${language}: the ${part}'s ${side}`).toBeCloseTo(app[part].box[side], 0)
      }
      await release()
    }
    expectClean(t, 'article painted early')
  })

  test('the screen’s first render is the same article: no loading state between, one call, and the early paint is the largest', async () => {
    const t = await openAt(servers().prodUrl)
    const { page } = t
    await page.addInitScript(() => {
      const seen = { loading: false, appAt: 0 }
      ;(window as unknown as { __seen: typeof seen }).__seen = seen
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="loading"]')) seen.loading = true
        if (!seen.appAt && document.querySelector('#root [data-testid="article-body"]')) seen.appAt = performance.now()
      }).observe(document, { childList: true, subtree: true })
    })
    let articleCalls = 0
    page.on('request', (r) => void (new URL(r.url()).pathname === '/api/Game/getArticledetail' && r.method() === 'POST' && articleCalls++))
    // The entry waits until the canvas shows the article, as on a slow network where the answer comes first.
    const entry = entryOf(inject('distDir'))
    let paintedAt = 0
    await page.route(
      (url) => url.pathname === entry,
      async (route) => {
        await page.locator('#boot-canvas .boot-screen .article-body').waitFor({ state: 'visible' })
        paintedAt = await page.evaluate(() => performance.now())
        return route.continue()
      },
    )
    await page.goto('/help/26')
    await waitForApp(page)
    await page.getByTestId('article-body').waitFor({ state: 'visible' })
    const seen = await page.evaluate(() => (window as unknown as { __seen: { loading: boolean; appAt: number } }).__seen)
    expect(seen.loading, 'the loading state never showed').toBe(false)
    expect(articleCalls, 'the app adopted the early answer').toBe(1)
    expect(await page.locator('.boot-screen').count(), 'the copy left with the canvas').toBe(0)
    const lcp = await page.evaluate(
      () =>
        new Promise<number>((resolve) =>
          new PerformanceObserver((list) => resolve(list.getEntries().at(-1)!.startTime)).observe({
            type: 'largest-contentful-paint',
            buffered: true,
          }),
        ),
    )
    // The early article was visible at `paintedAt`, before the entry was let through; its paint's own time
    // can fall a fraction of a ms later. The app's article came only after its code had been fetched and run.
    expect(paintedAt).toBeGreaterThan(0)
    expect(seen.appAt).toBeGreaterThan(paintedAt)
    expect(lcp, 'the largest paint is the early article, before the app’s').toBeLessThan(seen.appAt)
    expectClean(t, 'article first render')
  })

  test('nothing is asked for between the article’s answer and its paint; the route’s scripts after it; with the entry held back, the article paints', async () => {
    const t = await openAt(servers().prodUrl)
    const { page } = t
    const asked: string[] = []
    page.on('request', (r) => {
      const { pathname } = new URL(r.url())
      if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) asked.push(pathname.slice('/assets/'.length))
    })
    const release = await holdEntry(page)
    await page.goto('/help/26')
    await page.locator('#boot-canvas .boot-screen .article-body').waitFor({ state: 'visible' })
    // The route's script is asked for once the article's paint is reported, never before it; and before
    // the paint no file of the painter's: it is part of the pre-entry script, and Chromium sanitizes by itself.
    // (By the page's clock: the route's own scripts, the sanitizer among them, may come before this test sees the paint.)
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => /\/help\._id-[\w-]+\.js$/.test(e.name)))
    const [painted, route, beforePaint] = await page.evaluate(
      () =>
        new Promise<[number, number, string[]]>((resolve) => {
          new PerformanceObserver((list) => {
            const paint = list
              .getEntries()
              .find((e) => (e as PerformanceEntry & { element?: Element }).element?.closest('#boot-canvas .boot-screen'))
            const scripts = performance.getEntriesByType('resource').filter((e) => /\.js$/.test(e.name))
            const script = scripts.find((e) => /\/help\._id-[\w-]+\.js$/.test(e.name))!
            if (paint)
              resolve([
                paint.startTime,
                script.startTime,
                scripts.filter((e) => e.startTime < paint.startTime).map((e) => e.name.split('/').pop()!),
              ])
          }).observe({ type: 'largest-contentful-paint', buffered: true })
        }),
    )
    expect(
      beforePaint.filter((f) => /^(first-article|sanitize-html|article-purify)-/.test(f)),
      `asked for before the paint: ${beforePaint.join(', ')} (in all: ${asked.join(', ')})`,
    ).toEqual([])
    expect(route, 'the route’s script after the article’s paint').toBeGreaterThan(painted)
    await release()
    await page.reload()
    await waitForApp(page)
    await page.getByTestId('article-body').waitFor({ state: 'visible' })
    expectClean(t, 'painter first')
  })

  test('a first load of another route holds nothing: the pre-entry script asks for its code at once, the entry held back or not', async () => {
    const t = await openAt(servers().prodUrl)
    const { page } = t
    const asked: string[] = []
    page.on('request', (r) => void asked.push(new URL(r.url()).pathname))
    const release = await holdEntry(page)
    const routeCode = page.waitForRequest((r) => new URL(r.url()).pathname.startsWith('/assets/help.list-'))
    await page.goto('/help/list')
    await routeCode
    expect(
      asked.filter((p) => p.includes('/article-purify-')),
      'the screen’s sanitizer for a painter',
    ).toEqual([])
    await release()
    await page.reload()
    await waitForApp(page)
    await page.getByTestId('help-list').or(page.getByRole('main')).first().waitFor({ state: 'visible' })
    expectClean(t, 'nothing held')
  })

  test('a picture by path in the article loads from the API server, in the early paint and on the screen alike', async () => {
    const t = await openAt(servers().prodUrl)
    const { page } = t
    const api = new URL(servers().apiUrl)
    expect(api.origin).not.toBe(new URL(servers().prodUrl).origin)
    await answerArticle(page, {
      id: 26,
      title_yw: 'Pictures',
      content_yw: '<p>Look:</p><img src="/uploads/a.png" alt="a"><img src="uploads/b.png" alt="b">',
    })
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64')
    const pictures: string[] = []
    await page.route(
      (url) => url.pathname.startsWith('/uploads/'),
      (route) => {
        pictures.push(route.request().url())
        return route.fulfill({ contentType: 'image/png', body: png })
      },
    )
    const expected = [new URL('/uploads/a.png', api).href, new URL('uploads/b.png', `${api.href.replace(/\/+$/, '')}/`).href]
    const srcs = (root: string) =>
      page
        .locator(`${root} .article-body img`)
        .evaluateAll((imgs) => imgs.map((i) => [(i as HTMLImageElement).src, (i as HTMLImageElement).naturalWidth]))

    const release = await holdEntry(page)
    await page.goto('/help/26')
    await page.locator('#boot-canvas .boot-screen .article-body img').first().waitFor({ state: 'attached' })
    await page.waitForFunction(() =>
      [...document.querySelectorAll('#boot-canvas .article-body img')].every((i) => (i as HTMLImageElement).complete),
    )
    expect(await srcs('#boot-canvas .boot-screen')).toEqual(expected.map((src) => [src, 1]))
    await release()
    await page.reload()
    await waitForApp(page)
    await page.getByTestId('article-body').locator('img').first().waitFor({ state: 'attached' })
    await page.waitForFunction(() =>
      [...document.querySelectorAll('#root .article-body img')].every((i) => (i as HTMLImageElement).complete),
    )
    expect(await srcs('#root')).toEqual(expected.map((src) => [src, 1]))
    expect(pictures.length).toBeGreaterThan(0)
    expect(new Set(pictures.map((u) => new URL(u).origin)), 'every picture asked of the API server').toEqual(new Set([api.origin]))
    await page.unrouteAll({ behavior: 'ignoreErrors' })
    expectClean(t, 'article pictures from the API server')
  })

  test('hostile HTML in the early answer: sanitized as on the screen; nothing runs', async () => {
    const t = await openAt(servers().prodUrl)
    const { page } = t
    await answerArticle(page, {
      id: 26,
      title_yw: '<img src=x onerror="window.__pwned=1">Title',
      content_yw:
        '<p>safe</p><script>window.__pwned=1</script><img src="x" onerror="window.__pwned=1"><a href="javascript:window.__pwned=1">x</a><iframe src="https://evil.example"></iframe>',
    })
    await holdEntry(page)
    await page.goto('/help/26')
    const body = page.locator('#boot-canvas .boot-screen .article-body')
    await body.waitFor({ state: 'visible' })
    expect(await body.innerHTML()).not.toMatch(/<script|<iframe|onerror|javascript:/i)
    expect(await body.textContent()).toContain('safe')
    expect(await page.locator('#boot-canvas .article-title').textContent()).toBe('<img src=x onerror="window.__pwned=1">Title')
    await page.waitForTimeout(300)
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined()
    await page.unrouteAll({ behavior: 'ignoreErrors' })
    expect(t.pageErrors).toEqual([])
    expect(t.dialogs).toEqual([])
    // Chromium reports an `on…` attribute the sanitizer's parser reads (an inert document) as a blocked
    // inline handler, as it does on the article screen; nothing runs (`__pwned` above, and without any
    // CSP too). No other violation: no script, frame or javascript: link got through.
    expect(t.cspViolations.filter((v) => !/inline event handler|script-src-attr inline/.test(v))).toEqual([])
  })

  test("a viewer in New York: the painted date and the screen's are the backend's time (UTC+8)", async () => {
    const t = await openAt(servers().prodUrl)
    const { page } = t
    const cdp = await t.context.newCDPSession(page)
    await cdp.send('Emulation.setTimezoneOverride', { timezoneId: 'America/New_York' })
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('America/New_York')
    // 07:00 on Jan 16 for the backend is 18:00 on Jan 15 in New York
    await answerArticle(page, { id: 26, title_yw: 'Dated', content_yw: '<p>Body</p>', createtime: '2026-01-16 07:00:00' })
    const release = await holdEntry(page)
    await page.goto('/help/26')
    await page.locator('#boot-canvas .boot-screen .article-body').waitFor({ state: 'visible' })
    expect(await page.locator('#boot-canvas .article-date').textContent()).toBe('1/16/26, 7:00 AM')
    await release()
    await page.reload()
    await waitForApp(page)
    await page.getByTestId('article-body').waitFor({ state: 'visible' })
    expect(await page.locator('#root .article-date').textContent()).toBe('1/16/26, 7:00 AM')
    await page.unrouteAll({ behavior: 'ignoreErrors' })
    expectClean(t, 'article date on the backend clock')
  })
})
