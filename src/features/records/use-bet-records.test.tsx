import { describe, expect, it, vi } from 'vitest'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ApiClient } from '../../api/client'
import { ApiError } from '../../api/errors'
import { readSummaryRecords, RECORDS_PAGE_SIZE, useBetRecords } from './use-bet-records'

const row = (id: number) => ({
  id,
  seqno: '202601150201',
  ordersn: `S${id}`,
  gametype: 4,
  valuecn: '1st Big',
  money: '20.00',
  rate: '1.98',
  isaward: -1,
  award: '0.00',
  createtime: '2026-01-15 10:00:00',
})

function client(answer: (body: Record<string, unknown>) => unknown): ApiClient & { bodies: Record<string, unknown>[] } {
  const bodies: Record<string, unknown>[] = []
  return {
    baseUrl: 'http://test',
    bodies,
    call: vi.fn(async (_path, body, schema) => {
      bodies.push(body!)
      const data = answer(body!)
      if (data instanceof Error) throw data
      const v = await import('valibot')
      return v.parse(schema, data)
    }) as ApiClient['call'],
  }
}

describe('useBetRecords', () => {
  it("asks page by page with the tab's Chinese type label and stops at a short page", async () => {
    const all = Array.from({ length: 45 }, (_, i) => row(45 - i))
    const api = client((b) => all.slice((Number(b.page) - 1) * RECORDS_PAGE_SIZE, Number(b.page) * RECORDS_PAGE_SIZE))
    const { result } = renderHook(() => useBetRecords(api, 'awaiting'))
    await waitFor(() => expect(result.current.status).toBe('ready'))
    expect(result.current.rows).toHaveLength(20)
    expect(result.current.hasMore).toBe(true)
    await act(() => result.current.loadMore())
    await act(() => result.current.loadMore())
    expect(result.current.rows.map((r) => r.id)).toEqual(all.map((r) => r.id))
    expect(result.current.hasMore).toBe(false)
    expect(api.bodies).toEqual([1, 2, 3].map((page) => ({ type: '待开奖', page, limit: 20 })))
  })

  it('a backend that ignores paging: the whole list once, revealed a page at a time, then the list ends', async () => {
    const all = Array.from({ length: 30 }, (_, i) => row(30 - i))
    const api = client(() => ({ data: all }))
    const { result } = renderHook(() => useBetRecords(api, 'all'))
    await waitFor(() => expect(result.current.rows).toHaveLength(20))
    expect(result.current.hasMore).toBe(true)
    await act(() => result.current.loadMore())
    expect(result.current.rows).toHaveLength(30)
    expect(api.bodies).toHaveLength(1)
    await act(() => result.current.loadMore())
    expect(result.current.rows).toHaveLength(30)
    expect(result.current.hasMore).toBe(false)
    const exact = client(() => all.slice(0, 20))
    const second = renderHook(() => useBetRecords(exact, 'all'))
    await waitFor(() => expect(second.result.current.hasMore).toBe(true))
    await act(() => second.result.current.loadMore())
    expect(second.result.current.rows).toHaveLength(20)
    expect(second.result.current.hasMore).toBe(false)
  })

  it('error on the first page → error state; refresh recovers; a failed next page rejects for the retry footer', async () => {
    let fail = true
    const api = client((b) =>
      fail || b.page === 2 ? new ApiError('timeout', { path: 'x' }) : Array.from({ length: 20 }, (_, i) => row(i + 1)),
    )
    const { result } = renderHook(() => useBetRecords(api, 'won'))
    await waitFor(() => expect(result.current.status).toBe('error'))
    fail = false
    await act(() => result.current.refresh())
    expect(result.current.status).toBe('ready')
    await expect(result.current.loadMore()).rejects.toBeInstanceOf(ApiError)
    expect(result.current.rows).toHaveLength(20)
  })
})

describe('readSummaryRecords', () => {
  it('a server paging by its own 15 rows (last_page 4) is read to its end, not taken as complete after 15', async () => {
    const all = Array.from({ length: 60 }, (_, i) => row(60 - i))
    const api = client((b) => {
      const page = Number(b.page)
      return { current_page: page, data: all.slice((page - 1) * 15, page * 15), last_page: 4, per_page: 15, total: 60 }
    })
    const read = await readSummaryRecords(api)
    expect(read.rows).toHaveLength(60)
    expect(read.complete).toBe(true)
    expect(api.bodies.map((b) => b.page)).toEqual([1, 2, 3, 4])
  })
})
