/** Articles (the banners: ./lobby.ts). Exact bodies are not fixed by the API description; ours are documented per call. */
import * as v from 'valibot'
import type { ApiClient } from './client'
import { unwrapArticle } from './article-text'
import { list } from './schema'
import { Article } from './types'

/** `{ category }` → every article of one class, with content (Messages tabs). */
export function getOneclassArticle(client: ApiClient, body: { category: number }): Promise<Article[]> {
  return client.call('/api/Game/getOneclassArticle', { category: body.category }, list(Article))
}

/** `{ id }` → one article (help page; id 26 is the introduction). A one-row list is accepted. */
const ArticleData = v.pipe(v.unknown(), v.transform(unwrapArticle), Article)

/** A success without an article (`data` null, absent, an empty list or object): the server has no such article. */
const NoArticle = v.pipe(
  v.unknown(),
  v.check((x) => x == null || (Array.isArray(x) && x.length === 0) || (isPlainObject(x) && Object.keys(x).length === 0)),
  v.transform(() => null),
)

function isPlainObject(x: unknown): x is object {
  return typeof x === 'object' && x !== null && !Array.isArray(x)
}

/** The article, or null when the server answered that it has none. */
export function getArticledetail(client: ApiClient, body: { id: number }): Promise<Article | null> {
  return client.call('/api/Game/getArticledetail', { id: body.id }, v.union([NoArticle, ArticleData]))
}

/** getArticledetail's answer data read as the call reads it (a first load's early answer); undefined if it is no article. */
export function readArticle(data: unknown): Article | undefined {
  const parsed = v.safeParse(ArticleData, data)
  return parsed.success ? parsed.output : undefined
}

/** `{ category }` or `{ type }` → article list (titles, images; content may be empty). */
export function getArticlelist(client: ApiClient, body: { category: number } | { type: number }): Promise<Article[]> {
  return client.call('/api/Game/getArticlelist', { ...body }, list(Article))
}

export { ARTICLE_CATEGORY, articleText, articleTitle } from './article-text'
