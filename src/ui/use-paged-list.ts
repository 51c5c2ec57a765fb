import { useCallback, useEffect, useRef, useState } from 'react'
import { useRefreshOnOnline } from './use-online'

export interface PagedListState<T> {
  status: 'loading' | 'ready' | 'error'
  rows: T[]
  hasMore: boolean
  page: number
  error: unknown
}

export interface PagedListOptions<T> {
  /** One page (1-based) of at most `pageSize` rows. */
  fetchPage: (page: number, pageSize: number) => Promise<T[]>
  /** Identity of a row, to skip rows already shown. */
  rowKey: (row: T) => string
  pageSize: number
  /** Another key is another list: it starts over from page 1. */
  key: string
}

/**
 * A list loaded page by page, for infinite scroll and pull to refresh. A backend that ignores
 * paging answers the whole list or page 1 again: rows already shown are skipped and the list ends.
 * Answers that arrive after a newer refresh started are dropped. The network coming back refreshes it.
 */
export function usePagedList<T>({ fetchPage, rowKey, pageSize, key }: PagedListOptions<T>) {
  const [state, setState] = useState<PagedListState<T>>({ status: 'loading', rows: [], hasMore: false, page: 0, error: null })
  const generation = useRef(0)
  const fetchRef = useRef(fetchPage)
  fetchRef.current = fetchPage
  const keyRef = useRef(rowKey)
  keyRef.current = rowKey

  const load = useCallback(
    async (page: number, gen: number) => {
      const rows = await fetchRef.current(page, pageSize)
      if (gen !== generation.current) return
      setState((s) => {
        const base = page === 1 ? [] : s.rows
        const seen = new Set(base.map(keyRef.current))
        const fresh = rows.filter((r) => !seen.has(keyRef.current(r)))
        return { status: 'ready', rows: [...base, ...fresh], hasMore: rows.length === pageSize && fresh.length > 0, page, error: null }
      })
    },
    [pageSize],
  )

  /** Page 1 again (pull to refresh, retry); rows shown stay until it arrives. Rejects so the caller can tell. */
  const refresh = useCallback(async () => {
    const gen = ++generation.current
    setState((s) => ({ ...s, status: s.status === 'ready' ? 'ready' : 'loading', error: null }))
    try {
      await load(1, gen)
    } catch (error) {
      if (gen === generation.current) setState((s) => ({ ...s, status: s.rows.length ? 'ready' : 'error', error }))
      throw error
    }
  }, [load])

  /** The next page, for infinite scroll; rejects so the scroller offers a retry. */
  const loadMore = useCallback(async () => {
    await load(state.page + 1, generation.current)
  }, [load, state.page])

  useEffect(() => {
    setState({ status: 'loading', rows: [], hasMore: false, page: 0, error: null })
    refresh().catch(() => {})
  }, [key, refresh])
  useRefreshOnOnline(() => refresh().catch(() => {}))

  return { ...state, refresh, loadMore }
}
