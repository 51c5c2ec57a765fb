import * as v from 'valibot'
import { absent } from './schema'
import { isBlank, isRecord, unwrapList } from './wire'

// The paging a list answer may carry, read only by the paged lists (income, bet records): kept out of the
// schemas every first load needs.

/**
 * What a list answer says about its paging, when it says anything (Laravel-style
 * `{ current_page, last_page, per_page, total, next_page_url, data }`); each field only when sent.
 */
export interface ListPaging {
  currentPage?: number
  lastPage?: number
  perPage?: number
  total?: number
  /** `next_page_url` was sent: a link means there is a next page, a blank one that there is none */
  hasNextUrl?: boolean
}

const positiveInt = (x: unknown): number | undefined => {
  const n = typeof x === 'string' && x.trim() !== '' ? Number(x) : x
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 ? n : undefined
}

/** The paging fields of a list answer (see `ListPaging`); {} for a bare array or an answer without them. */
export function listPaging(x: unknown): ListPaging {
  if (!isRecord(x)) return {}
  const paging: ListPaging = {}
  const currentPage = positiveInt(x.current_page)
  const lastPage = positiveInt(x.last_page)
  const perPage = positiveInt(x.per_page)
  const total = positiveInt(x.total)
  if (currentPage !== undefined) paging.currentPage = currentPage
  if (lastPage !== undefined) paging.lastPage = lastPage
  if (perPage) paging.perPage = perPage
  if (total !== undefined) paging.total = total
  if ('next_page_url' in x) paging.hasNextUrl = !isBlank(x.next_page_url)
  return paging
}

/** One page of a list: its rows (as `list` reads them) and what the answer says about paging. */
export interface PagedRows<T> {
  rows: T[]
  paging: ListPaging
}

/** `list(item)` that keeps the answer's paging fields (`listPaging`) beside the rows. */
export const pagedList = <S extends v.GenericSchema>(item: S) =>
  v.pipe(
    absent,
    v.transform((x) => ({ rows: unwrapList(x), paging: listPaging(x) })),
    v.looseObject({
      rows: v.array(item),
      paging: v.pipe(
        v.unknown(),
        v.transform((paging) => paging as ListPaging),
      ),
    }),
  )
