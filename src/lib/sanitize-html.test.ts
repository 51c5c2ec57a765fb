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
