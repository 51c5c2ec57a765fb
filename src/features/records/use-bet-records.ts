import type { ApiClient } from '../../api/client'
import { getGamelog2Page, type BetRecordType } from '../../api/game-orders'
import type { BetRecord } from '../../api/types'
import { useLoad } from '../../ui/use-load'
import { serverHasMore, usePagedList, type PagedListState } from '../../ui/use-paged-list'

export const RECORDS_PAGE_SIZE = 20

export type RecordsState = PagedListState<BetRecord>

const rowKey = (r: BetRecord) => (r.id !== undefined ? `#${r.id}` : `${r.ordersn}|${r.seqno}|${r.valuecn}|${r.money}|${r.createtime}`)

/** Bet records of one tab, page by page (`page`, `limit`: our extension). */
export function useBetRecords(api: ApiClient, type: BetRecordType) {
  return usePagedList({
    fetchPage: (page, limit) => getGamelog2Page(api, { type, page, limit }),
    rowKey,
    pageSize: RECORDS_PAGE_SIZE,
    key: type,
  })
}

/** The totals read at most this many records, in pages of `SUMMARY_PAGE_SIZE` (the demo backend's largest `limit`). */
export const SUMMARY_PAGE_SIZE = 100
export const SUMMARY_MAX_RECORDS = 300

export interface SummaryRecordsState {
  status: 'loading' | 'ready' | 'error'
  rows: BetRecord[]
  /** the list ended before the cap: `rows` is every record the server has */
  complete: boolean
  error: unknown
}

/**
 * Every record (tab All) for the totals: pages until the server has no more (its paging fields, else a
 * short page), a page adds nothing new (a backend that ignores paging answers the whole list each time)
 * or the cap is reached.
 */
export async function readSummaryRecords(api: ApiClient): Promise<Pick<SummaryRecordsState, 'rows' | 'complete'>> {
  const rows: BetRecord[] = []
  const seen = new Set<string>()
  let complete = false
  for (let page = 1; !complete && rows.length < SUMMARY_MAX_RECORDS; page++) {
    const { rows: got, paging } = await getGamelog2Page(api, { type: 'all', page, limit: SUMMARY_PAGE_SIZE })
    const fresh = got.filter((r) => !seen.has(rowKey(r)))
    for (const r of fresh) seen.add(rowKey(r))
    rows.push(...fresh)
    complete = fresh.length === 0 || !serverHasMore(paging, { page, received: got.length, seen: seen.size, pageSize: SUMMARY_PAGE_SIZE })
  }
  return { rows, complete }
}

/** The totals' records (`readSummaryRecords`); a refresh that fails keeps the rows shown, with its error. */
export function useSummaryRecords(api: ApiClient): SummaryRecordsState & { refresh: () => Promise<void> } {
  const load = useLoad(() => readSummaryRecords(api), api)
  const shown = load.data
  return {
    status: shown ? 'ready' : load.status,
    rows: shown?.rows ?? [],
    complete: shown?.complete ?? false,
    error: load.error,
    refresh: load.reload,
  }
}
