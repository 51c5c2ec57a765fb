import type { ApiClient } from '../../api/client'
import type { FundLogEntry } from '../../api/types'
import { getfinanceflow, type FinanceFlowQuery } from '../../api/wallet'
import { usePagedList, type PagedListState } from '../../ui/use-paged-list'

export const FLOW_PAGE_SIZE = 20

export type FlowState = PagedListState<FundLogEntry>

const rowKey = (r: FundLogEntry) => (r.id !== undefined ? `#${r.id}` : `${r.time}|${r.type}|${r.money}|${r.before ?? ''}|${r.reason}`)

/** The income list, page by page (`page`/`pagesize` are our extension). */
export function useFinanceFlow(api: ApiClient, query: Omit<FinanceFlowQuery, 'page' | 'pagesize'>) {
  return usePagedList({
    fetchPage: (page, pagesize) => getfinanceflow(api, { ...query, page, pagesize }),
    rowKey,
    pageSize: FLOW_PAGE_SIZE,
    key: `${query.type}|${query.start ?? ''}|${query.end ?? ''}`,
  })
}
