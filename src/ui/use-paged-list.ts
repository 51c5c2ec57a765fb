import { useCallback, useEffect, useRef, useState } from 'react'
import type { ListPaging, PagedRows } from '../api/paging'
import { useRefreshOnOnline } from './use-online'

export interface PagedListState<T> {
  status: 'loading' | 'ready' | 'error'
  /** the rows revealed so far */
  rows: T[]
  /** more rows are held back or the server may have more */
  hasMore: boolean
  page: number
  error: unknown
}

export interface PagedListOptions<T> {
  /** One page (1-based) of at most `pageSize` rows, bare or with the answer's paging fields. */
  fetchPage: (page: number, pageSize: number) => Promise<T[] | PagedRows<T>>
  /** Identity of a row, to skip rows already shown. */
  rowKey: (row: T) => string
  pageSize: number
  /** Another key is another list: it starts over from page 1. */
  key: string
  /** Rows the list shows; the others are read (they count for paging) but not shown. */
  keep?: (row: T) => boolean
}

/**
 * Whether the server may have a page after `page`. Paging fields in the answer decide (a next-page
 * link, current and last page, or the total); without them a full page (of the server's `per_page`
 * when it states one, else ours) means there may be more, and a short page is the end.
 */
export function serverHasMore(
  paging: ListPaging,
  { page, received, seen, pageSize }: { page: number; received: number; seen: number; pageSize: number },
): boolean {
  if (paging.hasNextUrl !== undefined) return paging.hasNextUrl
  if (paging.lastPage !== undefined) return (paging.currentPage ?? page) < paging.lastPage
  if (paging.total !== undefined) return seen < paging.total
  return received >= (paging.perPage ?? pageSize)
}

interface Held<T> {
  status: PagedListState<T>['status']
  /** every row kept so far, revealed or not */
  all: T[]
  /** how many of `all` are revealed */
  shown: number
  serverMore: boolean
  page: number
  error: unknown
}

const start = <T>(): Held<T> => ({ status: 'loading', all: [], shown: 0, serverMore: false, page: 0, error: null })

/**
 * A list loaded page by page, for infinite scroll and pull to refresh. A backend that ignores
 * paging answers the whole list or page 1 again: rows already shown are skipped and the list ends.
 * Rows are revealed `pageSize` at a time, so a whole list sent at once does not render in one go.
 * Answers that arrive after a newer refresh started are dropped. The network coming back refreshes it.
 */
export function usePagedList<T>({ fetchPage, rowKey, pageSize, key, keep }: PagedListOptions<T>) {
  const [state, setState] = useState<Held<T>>(start)
  const generation = useRef(0)
  const fetchRef = useRef(fetchPage)
  fetchRef.current = fetchPage
  const keyRef = useRef(rowKey)
  keyRef.current = rowKey
  const keepRef = useRef(keep)
  keepRef.current = keep
  /** keys of every row read since page 1, shown or not */
  const seenRef = useRef(new Set<string>())

  const load = useCallback(
    async (page: number, gen: number) => {
      const answer = await fetchRef.current(page, pageSize)
      if (gen !== generation.current) return
      const { rows, paging } = Array.isArray(answer) ? { rows: answer, paging: {} } : answer
      const seen = page === 1 ? new Set<string>() : seenRef.current
      const fresh = rows.filter((r) => {
        const k = keyRef.current(r)
        if (seen.has(k)) return false
        seen.add(k)
        return true
      })
      seenRef.current = seen
      const kept = keepRef.current ? fresh.filter(keepRef.current) : fresh
      const serverMore = fresh.length > 0 && serverHasMore(paging, { page, received: rows.length, seen: seen.size, pageSize })
      setState((s) => {
        const base = page === 1 ? [] : s.all
        return { status: 'ready', all: [...base, ...kept], shown: base.length + pageSize, serverMore, page, error: null }
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
      if (gen === generation.current) setState((s) => ({ ...s, status: s.all.length ? 'ready' : 'error', error }))
      throw error
    }
  }, [load])

  const held = state.all.length > state.shown
  /** The next rows held back, else the next page, for infinite scroll; rejects so the scroller offers a retry. */
  const loadMore = useCallback(async () => {
    if (held) setState((s) => ({ ...s, shown: s.shown + pageSize }))
    else await load(state.page + 1, generation.current)
  }, [held, load, pageSize, state.page])

  useEffect(() => {
    setState(start)
    refresh().catch(() => {})
  }, [key, refresh])
  useRefreshOnOnline(() => refresh().catch(() => {}))

  const list: PagedListState<T> = {
    status: state.status,
    rows: held ? state.all.slice(0, state.shown) : state.all,
    hasMore: held || state.serverMore,
    page: state.page,
    error: state.error,
  }
  return { ...list, refresh, loadMore }
}
