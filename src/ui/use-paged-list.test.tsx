import { describe, expect, it } from 'vitest'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { PagedRows } from '../api/paging'
import { serverHasMore, usePagedList } from './use-paged-list'

interface Row {
  id: number
  day: number
}
const rows = (from: number, count: number, day = 1): Row[] => Array.from({ length: count }, (_, i) => ({ id: from + i, day }))

function list(fetchPage: (page: number, size: number) => Promise<Row[] | PagedRows<Row>>, keep?: (r: Row) => boolean) {
  const pages: number[] = []
  const hook = renderHook(() =>
    usePagedList<Row>({
      fetchPage: (page, size) => {
        pages.push(page)
        return fetchPage(page, size)
      },
      rowKey: (r) => String(r.id),
      pageSize: 20,
      key: 'k',
      keep,
    }),
  )
  return { ...hook, pages }
}

describe('serverHasMore', () => {
  const at = { page: 1, received: 15, seen: 15, pageSize: 20 }
  it('the answer paging fields decide when sent', () => {
    expect(serverHasMore({ hasNextUrl: true }, at)).toBe(true)
    expect(serverHasMore({ hasNextUrl: false, lastPage: 4 }, at)).toBe(false)
    expect(serverHasMore({ currentPage: 1, lastPage: 4 }, at)).toBe(true)
    expect(serverHasMore({ currentPage: 4, lastPage: 4 }, { ...at, page: 4 })).toBe(false)
    expect(serverHasMore({ lastPage: 2 }, { ...at, page: 2 })).toBe(false)
    expect(serverHasMore({ total: 60 }, at)).toBe(true)
    expect(serverHasMore({ total: 15 }, at)).toBe(false)
  })
  it('without them a full page means there may be more: of the server per_page when stated, else ours', () => {
    expect(serverHasMore({ perPage: 15 }, at)).toBe(true)
    expect(serverHasMore({}, at)).toBe(false)
    expect(serverHasMore({}, { ...at, received: 20 })).toBe(true)
    expect(serverHasMore({}, { ...at, received: 0 })).toBe(false)
  })
})

describe('usePagedList', () => {
  it('a server paging by its own 15 rows (last_page 4) is read to the end, not cut after one short page', async () => {
    const laravel = (page: number) => ({
      rows: page <= 4 ? rows((page - 1) * 15, 15) : [],
      paging: { currentPage: page, lastPage: 4, perPage: 15, total: 60 },
    })
    const { result, pages } = list(async (page) => laravel(page))
    await waitFor(() => expect(result.current.status).toBe('ready'))
    expect(result.current.rows).toHaveLength(15)
    expect(result.current.hasMore).toBe(true)
    for (let i = 0; i < 3; i++) await act(() => result.current.loadMore())
    expect(result.current.rows).toHaveLength(60)
    expect(result.current.hasMore).toBe(false)
    expect(pages).toEqual([1, 2, 3, 4])
  })

  it('a next_page_url alone, or a total alone, decides too', async () => {
    const byUrl = list(async (page) => ({ rows: rows((page - 1) * 10, 10), paging: { hasNextUrl: page < 2 } }))
    await waitFor(() => expect(byUrl.result.current.hasMore).toBe(true))
    await act(() => byUrl.result.current.loadMore())
    expect(byUrl.result.current.rows).toHaveLength(20)
    expect(byUrl.result.current.hasMore).toBe(false)
    const byTotal = list(async (page) => ({ rows: rows((page - 1) * 10, 10), paging: { total: 20 } }))
    await waitFor(() => expect(byTotal.result.current.hasMore).toBe(true))
    await act(() => byTotal.result.current.loadMore())
    expect(byTotal.result.current.hasMore).toBe(false)
  })

  it('no paging fields: a full page of the stated per_page means more, a short bare page is the end', async () => {
    const perPage = list(async (page) => ({ rows: page === 1 ? rows(0, 15) : rows(15, 3), paging: { perPage: 15 } }))
    await waitFor(() => expect(perPage.result.current.hasMore).toBe(true))
    await act(() => perPage.result.current.loadMore())
    expect(perPage.result.current.rows).toHaveLength(18)
    expect(perPage.result.current.hasMore).toBe(false)
    const short = list(async () => rows(0, 15))
    await waitFor(() => expect(short.result.current.status).toBe('ready'))
    expect(short.result.current.hasMore).toBe(false)
  })

  it('a whole list sent at once is revealed a page at a time, without asking the server again until all is shown', async () => {
    const { result, pages } = list(async () => rows(0, 5000))
    await waitFor(() => expect(result.current.status).toBe('ready'))
    expect(result.current.rows).toHaveLength(20)
    expect(result.current.hasMore).toBe(true)
    await act(() => result.current.loadMore())
    expect(result.current.rows).toHaveLength(40)
    expect(pages).toEqual([1])
    await act(() => result.current.refresh())
    expect(result.current.rows).toHaveLength(20)
  })

  it('rows left out by `keep` still count for paging: a page with none kept keeps the list going', async () => {
    const answer = (page: number) => ({ rows: rows((page - 1) * 20, 20, page), paging: { currentPage: page, lastPage: 3 } })
    const { result, pages } = list(
      async (page) => answer(page),
      (r) => r.day === 3,
    )
    await waitFor(() => expect(result.current.status).toBe('ready'))
    expect(result.current.rows).toHaveLength(0)
    expect(result.current.hasMore).toBe(true)
    await act(() => result.current.loadMore())
    await act(() => result.current.loadMore())
    expect(result.current.rows.map((r) => r.day)).toEqual(Array(20).fill(3))
    expect(result.current.hasMore).toBe(false)
    expect(pages).toEqual([1, 2, 3])
  })
})
