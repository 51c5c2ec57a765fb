import type { ApiClient } from '../../api/client'
import { getArticledetail } from '../../api/content'
import { firstRead, startFirstReads } from '../../app/first-reads'

/** A first load of `/help/{id}` or `/info/{id}` (src/app/first-reads.ts): the article is its largest paint. */
export function startArticleLoad(api: ApiClient, id: number): void {
  startFirstReads({ [`article:${id}`]: () => getArticledetail(api, { id }) })
}

/** The early answer for this article if boot started one and nobody took it yet, else a fresh request. */
export function articleLoad(api: ApiClient, id: number): ReturnType<typeof getArticledetail> {
  return firstRead(`article:${id}`, () => getArticledetail(api, { id }))
}
