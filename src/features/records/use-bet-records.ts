import type { ApiClient } from '../../api/client'
import { getGamelog2, type BetRecordType } from '../../api/game-orders'
import type { BetRecord } from '../../api/types'
import { usePagedList, type PagedListState } from '../../ui/use-paged-list'

export const RECORDS_PAGE_SIZE = 20

export type RecordsState = PagedListState<BetRecord>

const rowKey = (r: BetRecord) => (r.id !== undefined ? `#${r.id}` : `${r.ordersn}|${r.seqno}|${r.valuecn}|${r.money}|${r.createtime}`)

/** Bet records of one tab, page by page (`page`, `limit`: our extension). */
export function useBetRecords(api: ApiClient, type: BetRecordType) {
  return usePagedList({
    fetchPage: (page, limit) => getGamelog2(api, { type, page, limit }),
    rowKey,
    pageSize: RECORDS_PAGE_SIZE,
    key: type,
  })
}
