// @vitest-environment node
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { catalogTranslator, translateFirstScreens, type Translate } from '../../scripts/vite/first-screens-plugin'

const CATALOG: Record<string, Record<string, string>> = {
  'zh-CN': { Trend: '行情', 'Log in': '登录', 'A & B': '甲与乙' },
  'zh-TW': { Trend: '行情' },
  vi: { Trend: 'Xu hướng', 'Log in': '<b>Đăng nhập</b>' },
}
const SOURCE = new Set(['Trend', 'Log in', 'A & B'])
const translate: Translate = (locale, message) => (SOURCE.has(message) ? CATALOG[locale]?.[message] || message : undefined)

const page = (body: string) =>
  `<body>\n    <template data-first-screen="/lotteryprize">${body}</template>\n    <div id="root"></div>\n</body>`

describe('first screens: one copy of each template per language, translated from the catalogs', () => {
  it('a copy per language with its lang; marked texts translated, untranslated ones in English; the rest as written', () => {
    const html = translateFirstScreens(
      page('<div class="s"><h1 data-i18n>Trend</h1><span class="link" data-i18n> Log in </span></div>'),
      translate,
    )
    const copies = [...html.matchAll(/<template data-first-screen="\/lotteryprize" lang="([^"]+)">(.*?)<\/template>/g)].map((m) => [
      m[1],
      m[2],
    ])
    expect(copies).toEqual([
      ['en-US', '<div class="s"><h1>Trend</h1><span class="link">Log in</span></div>'],
      ['zh-CN', '<div class="s"><h1>行情</h1><span class="link">登录</span></div>'],
      ['zh-TW', '<div class="s"><h1>行情</h1><span class="link">Log in</span></div>'],
      ['vi', '<div class="s"><h1>Xu hướng</h1><span class="link">&#60;b&#62;Đăng nhập&#60;/b&#62;</span></div>'],
    ])
    expect(html).toContain('<div id="root"></div>')
    expect(html).not.toContain('data-i18n')
  })

  it('a text with entities is looked up as the text it shows', () => {
    const html = translateFirstScreens(page('<p data-i18n>A &amp; B</p>'), translate)
    expect(html).toContain('lang="zh-CN"><p>甲与乙</p>')
    expect(html).toContain('lang="en-US"><p>A &#38; B</p>')
  })

  it('fails the build on a text no catalog has (the screen changed), or on a marked element holding markup', () => {
    expect(() => translateFirstScreens(page('<p data-i18n>Gone from the app</p>'), translate)).toThrow(/"Gone from the app".*in no catalog/)
    expect(() => translateFirstScreens(page('<p data-i18n>Log <b>in</b></p>'), translate)).toThrow(/markup, not text only/)
  })

  it('a page without templates is unchanged', () => {
    const html = '<body><div id="root"></div></body>'
    expect(translateFirstScreens(html, translate)).toBe(html)
  })

  it('index.html’s own templates all translate from the app’s catalogs', () => {
    const html = readFileSync(new URL('../../index.html', import.meta.url), 'utf8')
    const out = translateFirstScreens(html, catalogTranslator())
    expect(out).toContain('<template data-first-screen="/lotteryprize" lang="zh-CN">')
    expect(out).toContain('登录后查看您今天和昨天的战绩。')
  })
})
