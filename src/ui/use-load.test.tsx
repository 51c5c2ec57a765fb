import { Suspense, lazy } from 'react'
import { describe, expect, it } from 'vitest'
import { act, render, renderHook, screen, waitFor } from '@testing-library/react'
import { arrayOf, keep, recall } from '../lib/last-known'
import { useLoad, type KeepAs } from './use-load'

type Row = { id: number }
const rows: KeepAs<Row[]> = { name: 'rows', guard: arrayOf<Row>((i) => typeof i.id === 'number') }

function deferred<T>() {
  let resolve!: (v: T) => void
  let reject!: (e: unknown) => void
  const promise = new Promise<T>((ok, fail) => ((resolve = ok), (reject = fail)))
  return { promise, resolve, reject }
}

describe('useLoad', () => {
  it('loads, then is ready with the answer', async () => {
    const answer = deferred<Row[]>()
    const { result } = renderHook(() => useLoad(() => answer.promise))
    expect(result.current).toMatchObject({ status: 'loading', data: undefined })
    await act(async () => answer.resolve([{ id: 1 }]))
    expect(result.current).toMatchObject({ status: 'ready', data: [{ id: 1 }] })
    expect(result.current.lastKnownAt).toBeUndefined()
  })

  it('keepAs: shows the last-known copy at once, marked, and replaces and keeps the fresh answer', async () => {
    keep('rows', [{ id: 1 }], 1234)
    const answer = deferred<Row[]>()
    const { result } = renderHook(() => useLoad(() => answer.promise, null, rows))
    expect(result.current).toMatchObject({ status: 'loading', data: [{ id: 1 }], lastKnownAt: 1234 })
    await act(async () => answer.resolve([{ id: 2 }]))
    expect(result.current).toMatchObject({ status: 'ready', data: [{ id: 2 }] })
    expect(result.current.lastKnownAt).toBeUndefined()
    expect(recall('rows', rows.guard)?.data).toEqual([{ id: 2 }])
  })

  it('keepAs.initial: a copy in hand is shown at once instead of the kept one, read once, then replaced by the fresh answer', async () => {
    keep('rows', [{ id: 1 }], 1234)
    let reads = 0
    const inHand: KeepAs<Row[]> = { ...rows, initial: () => (reads++ === 0 ? { data: [{ id: 7 }], at: 5678 } : null) }
    const answer = deferred<Row[]>()
    const { result, rerender } = renderHook(() => useLoad(() => answer.promise, null, inHand))
    expect(result.current).toMatchObject({ status: 'loading', data: [{ id: 7 }], lastKnownAt: 5678 })
    rerender()
    expect(reads).toBe(1)
    await act(async () => answer.resolve([{ id: 8 }]))
    expect(result.current).toMatchObject({ status: 'ready', data: [{ id: 8 }] })
    expect(recall('rows', rows.guard)?.data).toEqual([{ id: 8 }])
  })

  it('keepAs.initial: nothing in hand falls back to the kept copy', () => {
    keep('rows', [{ id: 1 }], 1234)
    const { result } = renderHook(() => useLoad(() => new Promise<Row[]>(() => undefined), null, { ...rows, initial: () => null }))
    expect(result.current).toMatchObject({ status: 'loading', data: [{ id: 1 }], lastKnownAt: 1234 })
  })

  it("initial: this visit's answer in hand is shown from the first render, unmarked, read once; a failed fetch leaves it shown, with the error", async () => {
    let reads = 0
    const answer = deferred<Row[]>()
    const { result, rerender } = renderHook(() =>
      useLoad(() => answer.promise, 'a', undefined, { initial: () => (reads++ === 0 ? [{ id: 3 }] : undefined) }),
    )
    expect(result.current).toMatchObject({ status: 'loading', data: [{ id: 3 }], lastKnownAt: undefined })
    rerender()
    expect(reads).toBe(1)
    await act(async () => answer.reject(new Error('offline')))
    expect(result.current).toMatchObject({ status: 'error', data: [{ id: 3 }] })
  })

  it('initial: another key does not show it', async () => {
    const { result, rerender } = renderHook(
      ({ key }) => useLoad(() => new Promise<Row[]>(() => undefined), key, undefined, { initial: () => [{ id: 3 }] }),
      {
        initialProps: { key: 'a' },
      },
    )
    expect(result.current.data).toEqual([{ id: 3 }])
    rerender({ key: 'b' })
    expect(result.current).toMatchObject({ status: 'loading', data: undefined })
  })

  it('keepAs: a failed fetch leaves the last-known copy shown, with the error', async () => {
    keep('rows', [{ id: 1 }], 1234)
    const { result } = renderHook(() => useLoad(() => Promise.reject(new Error('offline')), null, rows))
    await waitFor(() => expect(result.current.status).toBe('error'))
    expect(result.current).toMatchObject({ data: [{ id: 1 }], lastKnownAt: 1234 })
  })

  it('keepAs: a kept copy of another shape is not shown', () => {
    keep('rows', [{ id: 'x' }], 1234)
    const { result } = renderHook(() => useLoad(() => new Promise<Row[]>(() => undefined), null, rows))
    expect(result.current).toMatchObject({ status: 'loading', data: undefined })
    expect(result.current.lastKnownAt).toBeUndefined()
  })

  it('an answer for a previous key is dropped', async () => {
    const answers = new Map([1, 2].map((k) => [k, deferred<Row[]>()]))
    const { result, rerender } = renderHook(({ k }) => useLoad(() => answers.get(k)!.promise, k), { initialProps: { k: 1 } })
    rerender({ k: 2 })
    await act(async () => answers.get(1)!.resolve([{ id: 1 }]))
    expect(result.current.status).toBe('loading')
    await act(async () => answers.get(2)!.resolve([{ id: 2 }]))
    expect(result.current).toMatchObject({ status: 'ready', data: [{ id: 2 }] })
  })
})

describe('useLoad: the answer as a transition, or as an ordinary update (the default)', () => {
  /** A part of the screen whose code is still on its way: it suspends until `code` resolves. */
  function lazyPart() {
    const code = deferred<{ default: (props: { rows: Row[] }) => React.ReactNode }>()
    const Part = lazy(() => code.promise)
    return { Part, code }
  }

  function Screen({
    load,
    Part,
    transition,
  }: {
    load: () => Promise<Row[]>
    Part: React.ComponentType<{ rows: Row[] }>
    transition?: boolean
  }) {
    const { status, data } = useLoad(load, null, undefined, { transition })
    return status === 'ready' ? <Part rows={data} /> : <p>loading</p>
  }

  it('transition: an answer whose content is not ready to show (its code still loading) leaves the screen as it was, not the fallback, then shows it', async () => {
    const answer = deferred<Row[]>()
    const { Part, code } = lazyPart()
    render(
      <Suspense fallback={<p>fallback</p>}>
        <Screen load={() => answer.promise} Part={Part} transition />
      </Suspense>,
    )
    expect(screen.getByText('loading')).toBeTruthy()
    await act(async () => answer.resolve([{ id: 1 }, { id: 2 }]))
    // An urgent update would replace the shown screen with the boundary's fallback; a transition keeps it.
    expect(screen.queryByText('fallback')).toBeNull()
    expect(screen.getByText('loading')).toBeTruthy()
    await act(async () => code.resolve({ default: ({ rows }) => <p>{rows.length} rows</p> }))
    expect(screen.getByText('2 rows')).toBeTruthy()
    expect(screen.queryByText('loading')).toBeNull()
  })

  it("by default an answer is an ordinary update: the same screen shows the boundary's fallback while that code loads", async () => {
    const answer = deferred<Row[]>()
    const { Part, code } = lazyPart()
    render(
      <Suspense fallback={<p>fallback</p>}>
        <Screen load={() => answer.promise} Part={Part} />
      </Suspense>,
    )
    await act(async () => answer.resolve([{ id: 1 }]))
    expect(screen.getByText('fallback')).toBeTruthy()
    await act(async () => code.resolve({ default: ({ rows }) => <p>{rows.length} rows</p> }))
    expect(screen.getByText('1 rows')).toBeTruthy()
  })
})
