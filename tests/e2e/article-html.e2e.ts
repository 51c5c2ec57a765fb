// What an article's HTML may do on the screen (production build, the article answered by the test):
// nothing in it widens the page; its links open in place, in the app, or (another site) in a new tab.
import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { documentWasKept, expectClean, markDocument, pathOf, waitForApp } from './helpers'
import { apiUrl, inContext, json, loggedIn, ok, setUpFaultBrowser } from './faults-helpers'

setUpFaultBrowser()

const PHONE_WIDTH = 390

/** /help/42 (or `visit`), its article answered with `content`; resolves once the article shows. */
async function openArticle(page: Page, content: string, visit = '/help/42'): Promise<void> {
  await page.setViewportSize({ width: PHONE_WIDTH, height: 844 })
  const article = { id: 42, title_yw: 'Fees', content_yw: content, createtime: '2026-11-20 10:00:00' }
  await page.route(`${apiUrl}/api/Game/getArticledetail`, (route) => json(route, ok(article)))
  await page.goto(visit)
  await waitForApp(page)
  await page.getByTestId('article-body').waitFor({ state: 'visible' })
}

const pageWidth = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth)

describe('article HTML', () => {
  const WIDE = {
    'a long preformatted line': `<pre>${'long-line-no-break-'.repeat(30)}</pre>`,
    'a table with a width': '<table width="900" border="1"><tr><th>Level</th><th>Fee</th></tr><tr><td>1</td><td>1%</td></tr></table>',
    'a table of many cells': `<table><tr>${'<td>cellcellcell</td>'.repeat(30)}</tr></table>`,
    'a video with a width': '<video width="2000" height="1000" src="/none.mp4"></video>',
    'an image with a width': `<img src="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='3000' height='200'%3E%3C/svg%3E" width="3000">`,
    'a rule with a width': '<hr width="2000">',
    'a long word': `<p>${'W'.repeat(400)}</p>`,
  }
  test.each(Object.entries(WIDE))('%s: the page stays as wide as the screen', (_, content) =>
    inContext(loggedIn, async ({ page, w }) => {
      await openArticle(page, `<p>Our fees:</p>${content}`)
      expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE_WIDTH)
      expectClean(w, 'wide article')
    }),
  )

  test('a wide table scrolls sideways inside the column, its cells whole', () =>
    inContext(loggedIn, async ({ page }) => {
      await openArticle(page, `<table><tr>${'<td>cellcellcell</td>'.repeat(30)}</tr></table>`)
      const table = page.locator('.article-body table')
      const [scroll, client] = await table.evaluate((el) => [el.scrollWidth, el.clientWidth])
      expect(scroll).toBeGreaterThan(client)
      expect(client).toBeLessThanOrEqual(PHONE_WIDTH)
    }))

  test('a message (news) with a long preformatted line and a wide table: the page stays as wide as the screen', () =>
    inContext(loggedIn, async ({ page }) => {
      await page.setViewportSize({ width: PHONE_WIDTH, height: 844 })
      const content = `<pre>${'long-line-no-break-'.repeat(30)}</pre><table width="900"><tr><td>1</td></tr></table>`
      const news = [{ id: 5, title_yw: 'News', content_yw: content, createtime: '2026-11-20 10:00:00' }]
      await page.route(`${apiUrl}/api/Game/getOneclassArticle`, (route) => json(route, ok(news)))
      await page.goto('/message')
      await waitForApp(page)
      await page.getByTestId('article-5').click()
      await page.locator('.message-item .article-body pre').waitFor({ state: 'visible' })
      expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE_WIDTH)
    }))

  test('links: a place in the article scrolls there, an app page opens without a reload, another site in a new tab', () =>
    inContext(loggedIn, async ({ page, w }) => {
      const filler = '<p>text</p>'.repeat(80)
      await openArticle(
        page,
        `<p><a href="#sec2">to section 2</a> <a href="/help/27">article 27</a> <a href="https://example.com/x">elsewhere</a></p>${filler}<h3 id="sec2">Section 2</h3>${filler}`,
      )
      await markDocument(page)
      const body = page.getByTestId('article-body')
      expect(await body.getByText('elsewhere').getAttribute('target')).toBe('_blank')
      expect(await body.getByText('elsewhere').getAttribute('rel')).toBe('noopener noreferrer')

      await body.getByText('to section 2').click()
      await expect.poll(() => page.locator('#sec2').evaluate((el) => el.getBoundingClientRect().top < innerHeight)).toBe(true)
      expect(pathOf(page)).toBe('/help/42')
      expect(page.context().pages()).toHaveLength(1)

      await body.getByText('article 27').click()
      await page.waitForURL((url) => url.pathname === '/help/27')
      expect(await documentWasKept(page), 'no reload').toBe(true)
      expect(page.context().pages()).toHaveLength(1)
      expectClean(w, 'article links')
    }))
})
