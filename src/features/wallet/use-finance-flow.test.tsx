import { describe, expect, it, vi } from 'vitest'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ApiClient } from '../../api/client'
import { ApiError } from '../../api/errors'
import { FLOW_PAGE_SIZE, inDateRange, useFinanceFlow } from './use-finance-flow'

const row = (id: number) => ({
  id,
  time: `2026-01-01 00:00:${String(id % 60).padStart(2, '0')}`,
  type: 1,
  money: '1.00',
  before: '0.00',
  reason: `r${id}`,
})

/** A client whose getfinanceflow answers from `answer(body)`; the real schema parses it. */
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

describe('useFinanceFlow', () => {
  it('asks page by page and stops at a short page', async () => {
    const all = Array.from({ length: 45 }, (_, i) => row(45 - i))
    const api = client((b) => all.slice((Number(b.page) - 1) * FLOW_PAGE_SIZE, Number(b.page) * FLOW_PAGE_SIZE))
    const { result } = renderHook(() => useFinanceFlow(api, { type: 'all' }))
    await waitFor(() => expect(result.current.status).toBe('ready'))
    expect(result.current.rows).toHaveLength(20)
    expect(result.current.hasMore).toBe(true)
    await act(() => result.current.loadMore())
    await act(() => result.current.loadMore())
    expect(result.current.rows.map((r) => r.id)).toEqual(all.map((r) => r.id))
    expect(result.current.hasMore).toBe(false)
    expect(api.bodies.map((b) => b.page)).toEqual([1, 2, 3])
    expect(api.bodies[0]).toEqual({ type: 'all', page: 1, pagesize: 20 })
  })

  it('a server paging by its own 15 rows (Laravel page, last_page 4) is read to the end', async () => {
    const all = Array.from({ length: 60 }, (_, i) => row(60 - i))
    const api = client((b) => {
      const page = Number(b.page)
      return { current_page: page, data: all.slice((page - 1) * 15, page * 15), last_page: 4, per_page: 15, total: 60 }
    })
    const { result } = renderHook(() => useFinanceFlow(api, { type: 'all' }))
    await waitFor(() => expect(result.current.rows).toHaveLength(15))
    expect(result.current.hasMore).toBe(true)
    for (let i = 0; i < 3; i++) await act(() => result.current.loadMore())
    expect(result.current.rows).toHaveLength(60)
    expect(result.current.hasMore).toBe(false)
    expect(api.bodies.map((b) => b.page)).toEqual([1, 2, 3, 4])
  })

  it('refresh (pull to refresh) brings page 1 again with new rows on top, keeping rows shown meanwhile', async () => {
    let rows = [row(2), row(1)]
    const api = client(() => rows)
    const { result } = renderHook(() => useFinanceFlow(api, { type: 'today' }))
    await waitFor(() => expect(result.current.rows).toHaveLength(2))
    rows = [row(3), row(2), row(1)]
    await act(() => result.current.refresh())
    expect(result.current.rows.map((r) => r.id)).toEqual([3, 2, 1])
  })

  it('a failed first page is the error state; a failed refresh keeps the rows and rejects for a toast', async () => {
    let fail = true
    const api = client(() => (fail ? new ApiError('timeout') : [row(1)]))
    const { result } = renderHook(() => useFinanceFlow(api, { type: 'all' }))
    await waitFor(() => expect(result.current.status).toBe('error'))
    expect(result.current.error).toMatchObject({ kind: 'timeout' })
    fail = false
    await act(() => result.current.refresh())
    expect(result.current.status).toBe('ready')
    fail = true
    await act(() => expect(result.current.refresh()).rejects.toMatchObject({ kind: 'timeout' }))
    expect(result.current.status).toBe('ready')
    expect(result.current.rows).toHaveLength(1)
  })

  it('a new query drops a late answer for the old one', async () => {
    let release!: () => void
    const api = client((b) => (b.type === 'seven' ? [row(7)] : [row(1)]))
    const slow = api.call
    api.call = vi.fn(async (...args: Parameters<ApiClient['call']>) => {
      if ((args[1] as { type: string }).type === 'all') await new Promise<void>((r) => (release = r))
      return slow(...args)
    }) as ApiClient['call']
    const { result, rerender } = renderHook(({ type }) => useFinanceFlow(api, { type }), {
      initialProps: { type: 'all' as 'all' | 'seven' },
    })
    rerender({ type: 'seven' })
    await waitFor(() => expect(result.current.rows.map((r) => r.id)).toEqual([7]))
    await act(async () => release())
    expect(result.current.rows.map((r) => r.id)).toEqual([7])
  })
})

describe('inDateRange', () => {
  it("counts the backend's days, both ends included; a row whose time cannot be read is kept", () => {
    expect(inDateRange({ time: '2026-11-21 00:00:00' }, '2026-11-21', '2026-11-21')).toBe(true)
    expect(inDateRange({ time: '2026-11-21 23:59:59' }, '2026-11-21', '2026-11-21')).toBe(true)
    expect(inDateRange({ time: '2026-11-22 00:00:00' }, '2026-11-21', '2026-11-21')).toBe(false)
    // 16:30 UTC on the 20th is 00:30 on the 21st for the backend
    expect(inDateRange({ time: '2026-11-20T16:30:00Z' }, '2026-11-21', '2026-11-21')).toBe(true)
    expect(inDateRange({ time: 'yesterday' }, '2026-11-21', '2026-11-21')).toBe(true)
  })
})
