/** Banners and articles. Exact bodies are not fixed by the API description; ours are documented per call. */
import * as v from 'valibot'
import type { Locale } from '../i18n/locales'
import type { ApiClient } from './client'
import { isRecord, list } from './schema'
import { Article, Banner } from './types'

export function slide(client: ApiClient): Promise<Banner[]> {
  return client.call('/api/Game/slide', undefined, list(Banner))
}

/** Message categories: 9 news, 14 announcements. */
export const ARTICLE_CATEGORY = { news: 9, announcements: 14 } as const

/** `{ category }` → every article of one class, with content (Messages tabs). */
export function getOneclassArticle(client: ApiClient, body: { category: number }): Promise<Article[]> {
  return client.call('/api/Game/getOneclassArticle', { category: body.category }, list(Article))
}

/** `{ id }` → one article (help page; id 26 is the introduction). A one-row list is accepted. */
const ArticleData = v.pipe(
  v.unknown(),
  v.transform((x) => (Array.isArray(x) && x.length === 1 ? x[0] : x)),
  v.transform((x) => (isRecord(x) && isRecord(x.article) ? x.article : x)),
  Article,
)

export function getArticledetail(client: ApiClient, body: { id: number }): Promise<Article> {
  return client.call('/api/Game/getArticledetail', { id: body.id }, ArticleData)
}

/** `{ category }` or `{ type }` → article list (titles, images; content may be empty). */
export function getArticlelist(client: ApiClient, body: { category: number } | { type: number }): Promise<Article[]> {
  return client.call('/api/Game/getArticlelist', { ...body }, list(Article))
}

const VARIANT: Record<Locale, '' | '_yw' | '_ft' | '_vi'> = { 'zh-CN': '', 'en-US': '_yw', 'zh-TW': '_ft', vi: '_vi' }

/** The locale's variant, else English, else the plain field. */
export function articleText(article: Article, locale: Locale): { title: string; content: string } {
  const pick = (field: 'title' | 'content') => article[`${field}${VARIANT[locale]}`] || article[`${field}_yw`] || article[field]
  return { title: pick('title'), content: pick('content') }
}

/**
 * An article's title in the locale with the same fallback as `articleText`, and the language it is
 * written in (for the element's `lang`, so a screen reader reads a fallback title in its own voice).
 */
export function articleTitle(article: Article, locale: Locale): { title: string; lang: Locale } {
  const own = article[`title${VARIANT[locale]}`]
  if (own) return { title: own, lang: locale }
  if (article.title_yw) return { title: article.title_yw, lang: 'en-US' }
  return { title: article.title, lang: 'zh-CN' }
}
