import { beforeEach, describe, expect, it, vi } from 'vitest'
import { paintFirstArticle, type ArticlePaint } from './first-article'
import { handoff, takeFirstArticle } from './first-load'
import { sanitizeArticleHtml } from '../lib/sanitize-html'
import { ARTICLE_FORBID_ATTR, ARTICLE_FORBID_TAGS } from '../lib/article-rules'
import { ARTICLE_FRAME } from '../../tests/article-frame'

const ARTICLE: ArticlePaint = {
  id: 26,
  data: { id: 26, title_yw: 'How to play' },
  title: 'How to play',
  content: '<p>Pick a room.</p><p>Then <b>bet</b>.</p>',
  time: { text: '11/24/26, 10:00 AM', dateTime: '2026-11-24T02:00:00.000Z' },
}

const canvas = () => document.getElementById('boot-canvas')!
const painted = () => canvas().querySelector('.boot-screen')
/** Paints (jsdom has no sanitizer of its own: the screen's DOMPurify); true when painted. */
const paint = (article: ArticlePaint | null, styles: string[] = []) =>
  paintFirstArticle({ article: Promise.resolve(article), styles }).then((screen) => screen !== null)

beforeEach(() => {
  document.head.innerHTML = ''
  document.body.innerHTML = `<div id="boot-canvas" class="boot-canvas"></div>${ARTICLE_FRAME}<div id="root"></div>`
  delete handoff().article
})

describe('an article’s first load: the article in the loading canvas, as its screen shows it', () => {
  it('the navigation bar and the title, the date and the body in the screen’s markup; a picture: hidden and inert', async () => {
    expect(await paint(ARTICLE)).toBe(true)
    const screen = painted()!
    expect(screen.getAttribute('aria-hidden')).toBe('true')
    expect(screen.hasAttribute('inert'), 'inert').toBe(true)
    expect(screen.querySelector('header.adm-nav-bar.page-nav h1.page-title')?.textContent).toBe('How to play')
    expect(screen.querySelector('.adm-nav-bar-back')?.getAttribute('tabindex')).toBe('-1')
    expect(screen.querySelector('main.page-body article h2.article-title')?.textContent).toBe('How to play')
    const time = screen.querySelector('.article-date.muted time')!
    expect([time.textContent, time.getAttribute('datetime')]).toEqual(['11/24/26, 10:00 AM', '2026-11-24T02:00:00.000Z'])
    expect(screen.querySelector('.article-body')?.innerHTML).toBe('<p>Pick a room.</p><p>Then <b>bet</b>.</p>')
  })

  it('hands the answer to the screen’s first render: for the route’s id, once', async () => {
    await paint(ARTICLE)
    expect(takeFirstArticle(26)).toBe(ARTICLE.data)
    expect(takeFirstArticle(26)).toBeUndefined()
  })

  it('a screen of another article takes nothing, and the answer is not kept for later', async () => {
    await paint(ARTICLE)
    expect(takeFirstArticle(7)).toBeUndefined()
    expect(takeFirstArticle(26)).toBeUndefined()
  })

  it('no date: no date line (as the screen shows none)', async () => {
    await paint({ ...ARTICLE, time: null })
    expect(painted()!.querySelector('.article-date')).toBeNull()
  })

  it('a picture by path loads from the API server, as on the screen; without the API’s base, the path stays', async () => {
    const content = '<p>x</p><img src="/uploads/a.png" srcset="uploads/b.png 2x"><img src="https://cdn.example/c.png">'
    const apiBase = 'https://api.example/v2'
    expect(await paintFirstArticle({ article: Promise.resolve({ ...ARTICLE, content }), styles: [], apiBase })).not.toBeNull()
    const imgs = [...painted()!.querySelectorAll('.article-body img')]
    expect(imgs.map((i) => [i.getAttribute('src'), i.getAttribute('srcset')])).toEqual([
      ['https://api.example/uploads/a.png', 'https://api.example/v2/uploads/b.png 2x'],
      ['https://cdn.example/c.png', null],
    ])
    expect(painted()!.querySelector('.article-body')!.innerHTML).toBe(sanitizeArticleHtml(content, apiBase))
  })

  it('hostile HTML is sanitized by the screen’s own function: no script, handler or javascript: link; text stays text', async () => {
    const hostile = '<p>Hi<img src="x" onerror="window.__pwned=1"></p><script>window.__pwned=1</script><a href="javascript:alert(1)">go</a>'
    expect(await paint({ ...ARTICLE, title: '<img src=x onerror=alert(1)>', content: hostile })).toBe(true)
    const screen = painted()!
    expect(screen.querySelector('script, [onerror], a[href^="javascript"]')).toBeNull()
    expect(screen.querySelector('h2')?.textContent).toBe('<img src=x onerror=alert(1)>')
    expect(screen.querySelector('h2 img')).toBeNull()
    expect((window as { __pwned?: number }).__pwned).toBeUndefined()
  })

  it.each([
    ['no article in the answer', null],
    ['no title (the screen names it in the app’s language)', { ...ARTICLE, title: '' }],
    ['no content (the screen says so)', { ...ARTICLE, content: '  ' }],
    ['nothing left after sanitizing', { ...ARTICLE, content: '<script>x()</script><iframe src="/"></iframe>' }],
  ])('%s: nothing painted, nothing handed over', async (_, article) => {
    expect(await paint(article)).toBe(false)
    expect(painted()).toBeNull()
    expect(takeFirstArticle(26)).toBeUndefined()
  })

  it('the app has rendered (no canvas), or the canvas shows a first screen already: nothing painted', async () => {
    canvas().innerHTML = '<div class="boot-screen">guest</div>'
    expect(await paint(ARTICLE)).toBe(false)
    expect(canvas().querySelectorAll('.boot-screen')).toHaveLength(1)
    canvas().remove()
    expect(await paint(ARTICLE)).toBe(false)
    expect(document.querySelector('.article-body')).toBeNull()
  })

  it('the route’s stylesheets apply first: one link each, as the preload asked for it; the article shows once all have loaded', async () => {
    const done = paint(ARTICLE, ['/assets/content.css', '/assets/kit.css'])
    await vi.waitFor(() => expect(document.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(2))
    const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
    expect(links.map((l) => [l.getAttribute('href'), l.getAttribute('crossorigin')])).toEqual([
      ['/assets/content.css', ''],
      ['/assets/kit.css', ''],
    ])
    links[0]!.dispatchEvent(new Event('load'))
    await new Promise((r) => setTimeout(r, 10))
    expect(painted(), 'not before every stylesheet has loaded').toBeNull()
    links[1]!.dispatchEvent(new Event('load'))
    expect(await done).toBe(true)
    expect(painted()).not.toBeNull()
  })

  it('a stylesheet the page has already is not added again', async () => {
    document.head.innerHTML = '<link rel="stylesheet" href="/assets/content.css">'
    const done = paint(ARTICLE, ['/assets/content.css'])
    await new Promise((r) => setTimeout(r, 10))
    expect(document.querySelectorAll('link')).toHaveLength(1)
    document.querySelector('link')!.dispatchEvent(new Event('load'))
    expect(await done).toBe(true)
  })

  it('a stylesheet that fails, or the app rendering meanwhile: nothing painted', async () => {
    const failing = paint(ARTICLE, ['/assets/content.css'])
    await vi.waitFor(() => expect(document.querySelector('link')).not.toBeNull())
    document.querySelector('link')!.dispatchEvent(new Event('error'))
    expect(await failing).toBe(false)
    expect(painted()).toBeNull()

    document.head.innerHTML = ''
    const late = paint(ARTICLE, ['/assets/content.css'])
    await vi.waitFor(() => expect(document.querySelector('link')).not.toBeNull())
    canvas().remove()
    document.querySelector('link')!.dispatchEvent(new Event('load'))
    expect(await late).toBe(false)
    expect(document.querySelector('.article-body')).toBeNull()
  })
})

describe('the painter sanitizes with the browser’s own sanitizer where there is one (Element.setHTML)', () => {
  /** A stand-in for the browser's `setHTML`: records what it is told and keeps what `keep` leaves. */
  function withSetHTML(keep: (html: string) => string) {
    const calls: Array<{ html: string; options: unknown }> = []
    const proto = Element.prototype as Element & { setHTML?: unknown }
    proto.setHTML = function (this: Element, html: string, options: unknown) {
      calls.push({ html, options })
      this.innerHTML = keep(html)
    }
    return { calls, restore: () => void delete proto.setHTML }
  }

  it('told to remove what the screen’s DOMPurify forbids; the screen’s sanitizer not loaded; pictures load from the API server', async () => {
    const browser = withSetHTML((html) => html)
    const purify = vi.fn(async () => 'never')
    try {
      const content =
        '<p>x</p><img src="/uploads/a.png" srcset="/uploads/b.png 2x"><video poster="/uploads/p.png"></video><img src="https://cdn.example/c.png">'
      const screen = await paintFirstArticle({
        article: Promise.resolve({ ...ARTICLE, content }),
        styles: [],
        apiBase: 'https://api.example/v2',
        purify,
      })
      expect(screen).toBe(painted())
      expect(browser.calls).toEqual([
        { html: content, options: { sanitizer: { removeElements: ARTICLE_FORBID_TAGS, removeAttributes: ARTICLE_FORBID_ATTR } } },
      ])
      expect(purify).not.toHaveBeenCalled()
      const body = painted()!.querySelector('.article-body')!
      expect([...body.querySelectorAll('img')].map((i) => i.getAttribute('src'))).toEqual([
        'https://api.example/uploads/a.png',
        'https://cdn.example/c.png',
      ])
      // Other sizes and a poster come with the screen's render, resolved as it resolves them.
      expect(body.querySelector('[srcset], [poster]')).toBeNull()
    } finally {
      browser.restore()
    }
  })

  it('nothing left after the browser’s sanitizing: nothing painted', async () => {
    const browser = withSetHTML(() => ' ')
    try {
      expect(await paint(ARTICLE)).toBe(false)
      expect(painted()).toBeNull()
    } finally {
      browser.restore()
    }
  })

  it('a sanitizer the browser has in another form (it throws): the screen’s, loaded then', async () => {
    const proto = Element.prototype as Element & { setHTML?: unknown }
    proto.setHTML = () => {
      throw new TypeError('not a Sanitizer')
    }
    const purify = vi.fn(async (html: string, base?: string) => sanitizeArticleHtml(html, base))
    try {
      expect(await paintFirstArticle({ article: Promise.resolve(ARTICLE), styles: [], purify })).not.toBeNull()
      expect(purify).toHaveBeenCalledWith(ARTICLE.content, undefined)
      expect(painted()!.querySelector('.article-body')!.innerHTML).toBe('<p>Pick a room.</p><p>Then <b>bet</b>.</p>')
    } finally {
      delete proto.setHTML
    }
  })

  it('no frame in the page (index.html without it): nothing painted', async () => {
    document.querySelector('template#article-frame')!.remove()
    expect(await paint(ARTICLE)).toBe(false)
    expect(painted()).toBeNull()
  })
})
