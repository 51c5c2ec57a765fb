import { useCallback, useEffect, useState } from 'react'
import { getOneclassArticle } from '../../api/content'
import type { Article } from '../../api/types'
import { useApp } from '../../app/app-context'
import { useRefreshOnOnline } from '../../ui/use-online'

export type ArticlesState = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'loaded'; articles: Article[] }

/**
 * The articles of one category (getOneclassArticle), with a retry (also when the network comes back after
 * a failed load). Every language variant comes at once.
 */
export function useArticles(category: number): ArticlesState & { retry: () => void } {
  const { api } = useApp()
  const [attempt, setAttempt] = useState(0)
  const [state, setState] = useState<ArticlesState>({ status: 'loading' })
  useEffect(() => {
    let live = true
    setState({ status: 'loading' })
    getOneclassArticle(api, { category }).then(
      (articles) => live && setState({ status: 'loaded', articles }),
      (error: unknown) => live && setState({ status: 'error', error }),
    )
    return () => {
      live = false
    }
  }, [api, category, attempt])
  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  useRefreshOnOnline(() => state.status === 'error' && retry())
  return { ...state, retry }
}
