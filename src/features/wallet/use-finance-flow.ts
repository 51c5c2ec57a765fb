import type { ApiClient } from '../../api/client'
import type { FundLogEntry } from '../../api/types'
import { getfinanceflowPage, type FinanceFlowQuery } from '../../api/wallet'
import { serverDayOf } from '../../lib/server-time'
import { usePagedList, type PagedListState } from '../../ui/use-paged-list'

export const FLOW_PAGE_SIZE = 20

export type FlowState = PagedListState<FundLogEntry>

const rowKey = (r: FundLogEntry) => (r.id !== undefined ? `#${r.id}` : `${r.time}|${r.type}|${r.money}|${r.before ?? ''}|${r.reason}`)

/**
 * Whether a row belongs to the date range (the backend's days, both ends included). The range is our
 * extension: a backend that ignores it answers other days too, which are left out here. A row whose
 * time cannot be read is kept, its time shown as sent.
 */
export function inDateRange(row: Pick<FundLogEntry, 'time'>, start?: string, end?: string): boolean {
  const day = serverDayOf(row.time)
  if (day === null) return true
  return (!start || day >= start) && (!end || day <= end)
}

/** The income list, page by page (`page`/`pagesize` are our extension). */
export function useFinanceFlow(api: ApiClient, query: Omit<FinanceFlowQuery, 'page' | 'pagesize'>) {
  const { start, end } = query
  return usePagedList({
    fetchPage: (page, pagesize) => getfinanceflowPage(api, { ...query, page, pagesize }),
    rowKey,
    pageSize: FLOW_PAGE_SIZE,
    key: `${query.type}|${start ?? ''}|${end ?? ''}`,
    keep: start || end ? (row) => inDateRange(row, start, end) : undefined,
  })
}
