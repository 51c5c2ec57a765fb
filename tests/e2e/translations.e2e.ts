// Translation completeness on screen: every route in zh-CN, zh-TW and vi, logged in,
// scanned for English left over: a word of 3+ Latin letters that the en-US catalog uses but the
// target catalog does not. With TRANSLATION_SHOTS=1, a screenshot of each screen goes to a temp dir
// (printed) for a look; `npm test` takes none (93 PNGs cost a few seconds, and nobody looks at a CI
// machine's temp dir).
import { mkdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { resolve } from 'node:path'
import { beforeAll, describe, expect, inject, test } from 'vitest'
import { expectClean, login, openInApp, waitForSettled, type TestPage, setUpBrowser, storeLanguage } from './helpers'
import { APP_ROUTES } from './routes'

const TARGETS = ['zh-CN', 'zh-TW', 'vi'] as const
const baseURL = inject('demoUrl')
const SHOTS = process.env.TRANSLATION_SHOTS === '1' ? resolve(tmpdir(), 'lucky-trade-translation-shots') : null

/**
 * Words that may stay in Latin letters in any language: the brand, currency codes and coin
 * symbols, and what the demo data (mocks/) sends as names.
 */
const ALLOWED = new Set(['luckytrade', 'usd', 'usdt', 'btc', 'eth', 'vnd', 'cny', 'trx', 'bnb', 'ltc', 'xrp', 'doge'])

/**
 * Texts the demo backend sends that stay as they are in every language: the demo user's names and
 * the version label. Everything else it sends (room and game titles, money-record reasons, article
 * titles) comes in the request's language, so it is scanned like the app's own text.
 */
const API_TEXTS: Record<string, string[]> = {
  '*': [
    'Demo Trader', // mocks/scenarios/demo-user.ts nickname
    'demo', // its username
    'v1.0.0 (demo)', // mocks/handlers/config.ts version label
  ],
}

/** A text with the API's own strings taken out (longest first, whole words only). */
function withoutApiTexts(text: string, path: string): string {
  let out = text
  for (const data of [...API_TEXTS['*']!, ...(API_TEXTS[path] ?? [])].sort((a, b) => b.length - a.length)) {
    const escaped = data.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    out = out.replace(new RegExp(`(^|[^A-Za-z])${escaped}(?![A-Za-z])`, 'g'), '$1 ')
  }
  return out
}

/** msgstr of every entry of one catalog. */
function catalogTexts(locale: string, catalog: 'messages' | 'errors'): string[] {
  const text = readFileSync(resolve(import.meta.dirname, `../../src/i18n/locales/${locale}/${catalog}.po`), 'utf8')
  const unquote = (s: string) => JSON.parse(s) as string
  const out: string[] = []
  for (const m of text.matchAll(/^msgstr ((?:".*"\n?)+)/gm)) out.push(m[1]!.trim().split('\n').map(unquote).join(''))
  return out
}

/** Lower-cased words of 3+ Latin letters, placeholders ({name}, <0>) left out. */
function words(text: string): string[] {
  return (text.replace(/\{[^}]*\}|<\/?\d+>/g, ' ').match(/[A-Za-z]{3,}/g) ?? []).map((w) => w.toLowerCase())
}

const wordsOf = (locale: string) =>
  new Set(['messages', 'errors'].flatMap((c) => catalogTexts(locale, c as 'messages' | 'errors').flatMap(words)))

const ENGLISH = wordsOf('en-US')

const newPage = setUpBrowser()
beforeAll(() => {
  if (SHOTS) mkdirSync(SHOTS, { recursive: true })
})

/** Visible text on the page: text nodes and placeholders/labels of visible elements. */
async function visibleText(t: TestPage): Promise<string[]> {
  return t.page.evaluate(() => {
    const out: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      const text = node.textContent?.trim()
      if (!text || !parent || ['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(parent.tagName)) continue
      if (!parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue
      out.push(text)
    }
    for (const el of document.querySelectorAll<HTMLElement>('[placeholder], [aria-label]')) {
      if (!el.checkVisibility()) continue
      for (const attr of ['placeholder', 'aria-label']) {
        const value = el.getAttribute(attr)?.trim()
        if (value) out.push(value)
      }
    }
    return out
  })
}

// The three languages at once (one context each): ~1.5x faster on two cores than one after another.
describe.concurrent('translations on screen (demo build, logged in)', () => {
  test.each(TARGETS)(
    '%s: no English left on any route',
    async (locale) => {
      const translated = wordsOf(locale)
      const t = await newPage(baseURL)
      await storeLanguage(t.context, locale)
      await login(t.page)
      const leftovers: string[] = []
      if (SHOTS) mkdirSync(resolve(SHOTS, locale), { recursive: true })
      // logged in, the app is open: each route opens in it as a link does (no reload)
      for (const route of APP_ROUTES) {
        await openInApp(t.page, route.path)
        expect(await t.page.evaluate(() => location.pathname)).toBe(route.path)
        await waitForSettled(t)
        expect(await t.page.evaluate(() => document.documentElement.lang)).toBe(locale)
        for (const text of await visibleText(t)) {
          const english = words(withoutApiTexts(text, route.path)).filter((w) => ENGLISH.has(w) && !translated.has(w) && !ALLOWED.has(w))
          if (english.length > 0) leftovers.push(`${route.path}: "${text.slice(0, 80)}" (${[...new Set(english)].join(', ')})`)
        }
        if (SHOTS) {
          const name = route.path.replace(/^\//, '').replace(/\//g, '_') || 'home'
          await t.page.screenshot({ path: resolve(SHOTS, locale, `${name}.png`) })
        }
      }
      if (SHOTS) console.info(`translations: ${APP_ROUTES.length} screenshots of ${locale} in ${resolve(SHOTS, locale)}`)
      expect([...new Set(leftovers)]).toEqual([])
      expectClean(t, `every route in ${locale}`)
      await t.close()
    },
    120_000,
  )
})
