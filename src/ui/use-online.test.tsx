import { describe, expect, it, vi } from 'vitest'
import { act, render, renderHook, screen, waitFor } from '@testing-library/react'
import { describedBy, setOnline } from '../../tests/network'
import { makeServices } from '../../tests/render'
import { AppProvider } from '../app/app-context'
import { LocaleProviders } from '../app/providers'
import { activateLocale } from '../i18n/i18n'
import { useOfflineAction } from './needs-server'
import { useLoad } from './use-load'
import { usePagedList } from './use-paged-list'
import { useOnline, useRefreshOnOnline } from './use-online'

describe('useOnline', () => {
  it('follows the online and offline events', () => {
    const { result } = renderHook(() => useOnline())
    expect(result.current).toBe(true)
    act(() => setOnline(false))
    expect(result.current).toBe(false)
    act(() => setOnline(true))
    expect(result.current).toBe(true)
  })

  it('starts offline when the page loads offline', () => {
    setOnline(false)
    const { result } = renderHook(() => useOnline())
    expect(result.current).toBe(false)
  })
})

describe('useRefreshOnOnline', () => {
  it('runs the latest callback on each return of the network, not on going offline, and not after unmount', () => {
    const calls: string[] = []
    const { rerender, unmount } = renderHook(({ tag }) => useRefreshOnOnline(() => calls.push(tag)), { initialProps: { tag: 'first' } })
    act(() => setOnline(false))
    expect(calls).toEqual([])
    rerender({ tag: 'second' })
    act(() => setOnline(true))
    expect(calls).toEqual(['second'])
    unmount()
    act(() => setOnline(true))
    expect(calls).toEqual(['second'])
  })
})

describe('useLoad', () => {
  it('fetches again when the network returns, showing the data it had meanwhile', async () => {
    let n = 0
    const fetch = vi.fn(async () => ++n)
    const { result } = renderHook(() => useLoad(fetch))
    await waitFor(() => expect(result.current.data).toBe(1))
    act(() => setOnline(false))
    expect(fetch).toHaveBeenCalledTimes(1)
    act(() => setOnline(true))
    expect(result.current.data).toBe(1)
    await waitFor(() => expect(result.current.data).toBe(2))
    expect(result.current.status).toBe('ready')
  })
})

describe('usePagedList', () => {
  it('refreshes page 1 when the network returns, keeping the rows shown meanwhile', async () => {
    let n = 0
    const fetchPage = vi.fn(async () => [`row ${++n}`])
    const { result } = renderHook(() => usePagedList({ fetchPage, rowKey: (r) => r, pageSize: 10, key: 'k' }))
    await waitFor(() => expect(result.current.rows).toEqual(['row 1']))
    act(() => setOnline(false))
    act(() => setOnline(true))
    expect(result.current.rows).toEqual(['row 1'])
    await waitFor(() => expect(result.current.rows).toEqual(['row 2']))
    expect(fetchPage).toHaveBeenLastCalledWith(1, 10)
  })
})

function Action({ label }: { label: string }) {
  const offline = useOfflineAction()
  return (
    <>
      <button type="button" disabled={offline.offline} aria-describedby={offline.describedBy}>
        {label}
      </button>
      {offline.reason}
    </>
  )
}

function renderAction(demo: boolean) {
  const services = { ...makeServices(), demo }
  return render(
    <LocaleProviders>
      <AppProvider value={services}>
        <Action label="Send" />
      </AppProvider>
    </LocaleProviders>,
  )
}

describe('useOfflineAction', () => {
  it('offline: the action is disabled and described by the visible reason, in the active language; back online it is enabled', async () => {
    await activateLocale('zh-TW')
    renderAction(false)
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Send' })
    expect(button.disabled).toBe(false)
    expect(screen.queryByTestId('offline-reason')).toBeNull()

    act(() => setOnline(false))
    expect(button.disabled).toBe(true)
    expect(describedBy(button)).toBe('離線 — 需要網路連線')
    expect(screen.getByTestId('offline-reason').hidden).toBe(false)

    act(() => setOnline(true))
    expect(button.disabled).toBe(false)
    expect(button.hasAttribute('aria-describedby')).toBe(false)
    expect(screen.queryByTestId('offline-reason')).toBeNull()
    await activateLocale('en-US')
  })

  it('demo: the backend runs in the page, so the action stays enabled offline', async () => {
    await activateLocale('en-US')
    setOnline(false)
    renderAction(true)
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Send' }).disabled).toBe(false)
    expect(screen.queryByTestId('offline-reason')).toBeNull()
  })
})
