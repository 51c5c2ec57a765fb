import { useCallback, useEffect, useRef, useState } from 'react'
import type { ApiClient } from '../../api/client'
import { getGamelog2, type BetRecordType } from '../../api/game-orders'
import type { BetRecord } from '../../api/types'

export const RECORDS_PAGE_SIZE = 20

export interface RecordsState {
  status: 'loading' | 'ready' | 'error'
  rows: BetRecord[]
  hasMore: boolean
  page: number
  error: unknown
}

const rowKey = (r: BetRecord) => (r.id !== undefined ? `#${r.id}` : `${r.ordersn}|${r.seqno}|${r.valuecn}|${r.money}|${r.createtime}`)

/**
 * Bet records of one tab, page by page (`page`, `limit`: our extension). A backend that ignores
 * paging answers the whole list or page 1 again: rows already shown are skipped and the list ends.
 */
export function useBetRecords(api: ApiClient, type: BetRecordType) {
  const [state, setState] = useState<RecordsState>({ status: 'loading', rows: [], hasMore: false, page: 0, error: null })
  const generation = useRef(0)

  const fetchPage = useCallback(async (page: number, gen: number) => {
    const rows = await getGamelog2(api, { type, page, limit: RECORDS_PAGE_SIZE })
    if (gen !== generation.current) return
    setState((s) => {
      const base = page === 1 ? [] : s.rows
      const seen = new Set(base.map(rowKey))
      const fresh = rows.filter((r) => !seen.has(rowKey(r)))
      return { status: 'ready', rows: [...base, ...fresh], hasMore: rows.length === RECORDS_PAGE_SIZE && fresh.length > 0, page, error: null }
    })
  }, [api, type])

  /** Page 1 again (pull to refresh, retry); rows shown stay until it arrives. Rejects so the caller can tell. */
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
  }, [refresh])

  return { ...state, refresh, loadMore }
}
