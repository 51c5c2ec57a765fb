import { useCallback, useEffect, useRef, useState } from 'react'
import type { ApiClient } from '../../api/client'
import type { FundLogEntry } from '../../api/types'
import { getfinanceflow, type FinanceFlowQuery } from '../../api/wallet'

export const FLOW_PAGE_SIZE = 20

export interface FlowState {
  status: 'loading' | 'ready' | 'error'
  rows: FundLogEntry[]
  hasMore: boolean
  page: number
  error: unknown
}

const rowKey = (r: FundLogEntry) => (r.id !== undefined ? `#${r.id}` : `${r.time}|${r.type}|${r.money}|${r.before ?? ''}|${r.reason}`)

/**
 * The income list, page by page. A backend that ignores `page` (SPEC §7 names none) answers the
 * whole list at once or page 1 again: rows already shown are skipped and the list ends.
 */
export function useFinanceFlow(api: ApiClient, query: Omit<FinanceFlowQuery, 'page' | 'pagesize'>) {
  const [state, setState] = useState<FlowState>({ status: 'loading', rows: [], hasMore: false, page: 0, error: null })
  const generation = useRef(0)
  const queryRef = useRef(query)
  queryRef.current = query
  const key = `${query.type}|${query.start ?? ''}|${query.end ?? ''}`

  const fetchPage = useCallback(async (page: number, gen: number) => {
    const rows = await getfinanceflow(api, { ...queryRef.current, page, pagesize: FLOW_PAGE_SIZE })
    if (gen !== generation.current) return
    setState((s) => {
      const base = page === 1 ? [] : s.rows
      const seen = new Set(base.map(rowKey))
      const fresh = rows.filter((r) => !seen.has(rowKey(r)))
      return { status: 'ready', rows: [...base, ...fresh], hasMore: rows.length === FLOW_PAGE_SIZE && fresh.length > 0, page, error: null }
    })
  }, [api])

  /** First page again (tab change, pull to refresh, retry); the rows shown stay until it arrives. */
  const refresh = useCallback(async () => {
    const gen = ++generation.current
    setState((s) => ({ ...s, status: s.status === 'ready' ? 'ready' : 'loading', error: null }))
    try {
      await fetchPage(1, gen)
    } catch (error) {
      if (gen === generation.current) setState((s) => ({ ...s, status: s.rows.length ? 'ready' : 'error', error }))
      throw error
    }
  }, [fetchPage])

  /** The next page, for infinite scroll; rejects so the scroller offers a retry. */
  const loadMore = useCallback(async () => {
    await fetchPage(state.page + 1, generation.current)
  }, [fetchPage, state.page])

  useEffect(() => {
    setState({ status: 'loading', rows: [], hasMore: false, page: 0, error: null })
    refresh().catch(() => {})
  }, [key, refresh])

  return { ...state, refresh, loadMore }
}
