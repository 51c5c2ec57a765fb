import { describe, expect, it } from 'vitest'
import { sanitizeArticleHtml } from './sanitize-html'

/** Parses the sanitized output, to assert on the DOM rather than on strings. */
const dom = (html: string) => {
  const div = document.createElement('div')
  div.innerHTML = sanitizeArticleHtml(html)
  return div
}

const hasHandler = (root: Element) =>
  [root, ...root.querySelectorAll('*')].some((el) => [...el.attributes].some((a) => a.name.toLowerCase().startsWith('on')))

describe('article HTML sanitizer', () => {
  it.each([
    ['script tag', '<p>hi</p><script>alert(1)</script>'],
    ['script with src', '<script src="https://evil.example/x.js"></script><p>hi</p>'],
    ['img onerror', '<img src="x" onerror="alert(1)"><p>hi</p>'],
    ['svg onload', '<svg onload="alert(1)"><circle r="1"/></svg><p>hi</p>'],
    ['svg script', '<svg><script>alert(1)</script></svg><p>hi</p>'],
    ['body onload', '<body onload="alert(1)"><p>hi</p></body>'],
    ['javascript: link', '<a href="javascript:alert(1)">x</a><p>hi</p>'],
    ['JaVaScRiPt: with entities', '<a href="jav&#x09;ascript:alert(1)">x</a><p>hi</p>'],
    ['iframe', '<iframe src="https://evil.example"></iframe><p>hi</p>'],
    ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe><p>hi</p>'],
    ['object/embed', '<object data="x.swf"></object><embed src="x.swf"><p>hi</p>'],
    ['form action', '<form action="javascript:alert(1)"><button>go</button></form><p>hi</p>'],
    ['style expression', '<p style="background:url(javascript:alert(1))">hi</p><style>*{}</style>'],
    ['math/xlink', '<math><a xlink:href="javascript:alert(1)">x</a></math><p>hi</p>'],
    ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)"><p>hi</p>'],
    ['data: html link', '<a href="data:text/html,<script>alert(1)</script>">x</a><p>hi</p>'],
  ])('%s: nothing executable survives', (_name, payload) => {
    const out = sanitizeArticleHtml(payload)
    const root = dom(payload)
    expect(out).not.toMatch(/<script|<iframe|<object|<embed|<form|<style|<meta/i)
    expect(out).not.toMatch(/javascript:/i)
    expect(out).not.toMatch(/\bsrcdoc=|\bstyle=/i)
    expect(hasHandler(root)).toBe(false)
    for (const a of root.querySelectorAll('a[href]')) expect(a.getAttribute('href')).not.toMatch(/^\s*(javascript|data|vbscript):/i)
    // The harmless part of the article is kept.
    expect(root.textContent).toContain('hi')
  })

  it('keeps formatting, images and safe links; links open in a new tab without an opener', () => {
    const root = dom(
      '<h2>Title</h2><p><strong>Bold</strong> <em>it</em></p><ul><li>one</li></ul><img src="https://cdn.example/a.png" alt="A"><a href="https://example.com/x">more</a>',
    )
    expect(root.querySelector('h2')?.textContent).toBe('Title')
    expect(root.querySelector('strong')?.textContent).toBe('Bold')
    expect(root.querySelector('li')?.textContent).toBe('one')
    expect(root.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example/a.png')
    const a = root.querySelector('a')!
    expect(a.getAttribute('href')).toBe('https://example.com/x')
    expect(a.getAttribute('target')).toBe('_blank')
    expect(a.getAttribute('rel')).toBe('noopener noreferrer')
  })

  it('a link that asked for target=_blank without rel gets rel too', () => {
    const a = dom('<a href="https://example.com" target="_blank" rel="opener">x</a>').querySelector('a')!
    expect(a.getAttribute('rel')).toBe('noopener noreferrer')
  })

  describe('where a link opens', () => {
    const link = (href: string, extra = '') => dom(`<a href="${href}"${extra}>x</a>`).querySelector('a')!

    it.each(['https://example.com/x', 'http://example.com', '//cdn.example/page'])('another site (%s): a new tab, no opener', (href) => {
      const a = link(href)
      expect(a.getAttribute('target')).toBe('_blank')
      expect(a.getAttribute('rel')).toBe('noopener noreferrer')
    })

    it.each(['#sec2', '/help/27', 'help/27', `${location.origin}/info/3`, 'mailto:help@example.com', 'tel:+84123'])(
      '%s: opens in place (no target, even one the editor set)',
      (href) => {
        expect(link(href).hasAttribute('target')).toBe(false)
        expect(link(href, ' target="_blank"').hasAttribute('target')).toBe(false)
      },
    )
  })
})

describe('pictures by path load from the API server', () => {
  const api = 'https://api.example/v2'
  const out = (html: string, base: string | null = api) => {
    const div = document.createElement('div')
    div.innerHTML = sanitizeArticleHtml(html, base ?? undefined)
    return div
  }
  const src = (html: string, base?: string | null) => out(html, base).querySelector('img')?.getAttribute('src')

  it.each([
    ['root-relative', '/uploads/a.png', 'https://api.example/uploads/a.png'],
    ['relative', 'uploads/a.png', 'https://api.example/v2/uploads/a.png'],
    ['dot-relative', './uploads/a.png', 'https://api.example/v2/uploads/a.png'],
    ['absolute https', 'https://cdn.example/a.png', 'https://cdn.example/a.png'],
    ['absolute http', 'http://cdn.example/a.png', 'http://cdn.example/a.png'],
    ['protocol-relative', '//cdn.example/a.png', '//cdn.example/a.png'],
    ['data:image', 'data:image/png;base64,AAAA', 'data:image/png;base64,AAAA'],
  ])('<img src> %s (%s) → %s', (_, url, resolved) => {
    expect(src(`<p>x</p><img src="${url}" alt="a">`)).toBe(resolved)
  })

  it('without the API’s base, paths stay as they are', () => {
    expect(src('<img src="/uploads/a.png">', null)).toBe('/uploads/a.png')
    expect(src('<img src="uploads/a.png">', '')).toBe('uploads/a.png')
  })

  it('hostile addresses: what the sanitizer refuses stays refused, nothing becomes an address under the API', () => {
    const root = out(
      '<img id="a" src="javascript:alert(1)"><img id="b" src="jav&#x09;ascript:alert(1)"><img id="c" src=" JavaScript:alert(1)"><img id="d" src="vbscript:x"><img id="e" src="/x.png" onerror="alert(1)"><p>hi</p>',
    )
    for (const id of ['a', 'b', 'c', 'd']) expect(root.querySelector(`#${id}`)?.hasAttribute('src'), id).toBe(false)
    expect(root.querySelector('#e')?.getAttribute('src')).toBe('https://api.example/x.png')
    expect(root.innerHTML).not.toMatch(/onerror|javascript|vbscript/i)
  })

  it('an empty src stays empty (resolved, it would load the API’s base)', () => {
    expect(src('<img src="">')).toBe('')
  })

  it('srcset: each candidate’s path resolves, descriptors and absolute candidates kept (a comma inside a data: address too)', () => {
    const img = out(
      '<img src="a.png" srcset="/u/a.png 1x, u/a@2x.png 2x,https://cdn.example/a.png 3x, data:image/png;base64,AA,BB 4x">',
    ).querySelector('img')!
    expect(img.getAttribute('srcset')).toBe(
      'https://api.example/u/a.png 1x, https://api.example/v2/u/a@2x.png 2x, https://cdn.example/a.png 3x, data:image/png;base64,AA,BB 4x',
    )
    expect(out('<img srcset="a.png, b.png 480w">').querySelector('img')!.getAttribute('srcset')).toBe(
      'https://api.example/v2/a.png, https://api.example/v2/b.png 480w',
    )
  })

  it('a picture’s sources and a video’s poster too; links and a video’s own media stay as written', () => {
    const root = out(
      '<picture><source srcset="/u/a.webp" type="image/webp"><img src="/u/a.png"></picture><video src="v.mp4" poster="/u/p.png"><source src="v.webm"></video><a href="/help/27">next</a>',
    )
    expect(root.querySelector('picture source')!.getAttribute('srcset')).toBe('https://api.example/u/a.webp')
    expect(root.querySelector('img')!.getAttribute('src')).toBe('https://api.example/u/a.png')
    expect(root.querySelector('video')!.getAttribute('poster')).toBe('https://api.example/u/p.png')
    expect(root.querySelector('video')!.getAttribute('src')).toBe('v.mp4')
    expect(root.querySelector('video source')!.getAttribute('src')).toBe('v.webm')
    expect(root.querySelector('a')!.getAttribute('href')).toBe('/help/27')
  })
})
