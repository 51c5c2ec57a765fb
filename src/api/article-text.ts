/**
 * An article's texts by language, with no schema: the article screens and the loading canvas's first
 * paint of an article (src/app/first-article.ts, which runs before the app's code) pick them alike.
 * `title`/`content` are Simplified Chinese, `_yw` English, `_ft` Traditional Chinese, `_vi` Vietnamese.
 */
import type { Locale } from '../i18n/locales'
import { isRecord } from './wire'

/** Message categories: 9 news, 14 announcements. */
export const ARTICLE_CATEGORY = { news: 9, announcements: 14 } as const

type Field = 'title' | 'content'
type Variant = '' | '_yw' | '_ft' | '_vi'
export type ArticleTexts = Record<`${Field}${Variant}`, string>

const VARIANT: Record<Locale, Variant> = { 'zh-CN': '', 'en-US': '_yw', 'zh-TW': '_ft', vi: '_vi' }

/** The locale's variant, else English, else the plain field. */
export function articleText(article: ArticleTexts, locale: Locale): { title: string; content: string } {
  const pick = (field: Field) => article[`${field}${VARIANT[locale]}`] || article[`${field}_yw`] || article[field]
  return { title: pick('title'), content: pick('content') }
}

/**
 * An article's title in the locale with the same fallback as `articleText`, and the language it is
 * written in (for the element's `lang`, so a screen reader reads a fallback title in its own voice).
 */
export function articleTitle(article: ArticleTexts, locale: Locale): { title: string; lang: Locale } {
  const own = article[`title${VARIANT[locale]}`]
  if (own) return { title: own, lang: locale }
  if (article.title_yw) return { title: article.title_yw, lang: 'en-US' }
  return { title: article.title, lang: 'zh-CN' }
}

/** getArticledetail's data: the article, a one-row list of it, or `{ article }` around it. */
export function unwrapArticle(x: unknown): unknown {
  const one = Array.isArray(x) && x.length === 1 ? x[0] : x
  return isRecord(one) && isRecord(one.article) ? one.article : one
}

const FIELDS = ['title', 'content', 'title_yw', 'content_yw', 'title_ft', 'content_ft', 'title_vi', 'content_vi', 'createtime'] as const

/**
 * The texts of an article as the API's schema reads them (text or a number; absent or null is empty),
 * without the schema: null when `x` is no article or a text field holds anything else.
 */
export function readArticleTexts(x: unknown): (ArticleTexts & { createtime: string }) | null {
  if (!isRecord(x)) return null
  const out: Record<string, string> = {}
  for (const field of FIELDS) {
    const value = x[field]
    if (typeof value === 'string' || typeof value === 'number') out[field] = String(value)
    else if (value === null || value === undefined) out[field] = ''
    else return null
  }
  return out as ArticleTexts & { createtime: string }
}
