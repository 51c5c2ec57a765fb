import { describe, expect, it, vi } from 'vitest'
import { act, renderHook, waitFor } from '@testing-library/react'
import { useLazyModule } from './use-lazy-module'

const unreachable = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: part.js'))

describe('useLazyModule: a part of a screen whose code comes when it shows', () => {
  it('not wanted: nothing is fetched; wanted: its module', async () => {
    const load = vi.fn(() => Promise.resolve({ part: 1 }))
    const { result, rerender } = renderHook(({ wanted }) => useLazyModule(load, wanted), { initialProps: { wanted: false } })
    expect(load).not.toHaveBeenCalled()
    rerender({ wanted: true })
    await waitFor(() => expect(result.current.module).toEqual({ part: 1 }))
    expect(load).toHaveBeenCalledTimes(1)
    expect(result.current.failed).toBe(false)
  })

  it('code that cannot come (offline) fails; the network coming back fetches it again, as Try again does', async () => {
    const load = vi.fn(unreachable)
    const { result } = renderHook(() => useLazyModule(load))
    await waitFor(() => expect(result.current.failed).toBe(true))
    // still offline: Try again fails again
    act(() => result.current.retry())
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2))
    await waitFor(() => expect(result.current.failed).toBe(true))

    load.mockImplementation(() => Promise.resolve({ part: 2 }) as never)
    act(() => void window.dispatchEvent(new Event('online')))
    await waitFor(() => expect(result.current.module).toEqual({ part: 2 }))
    expect(result.current.failed).toBe(false)
    expect(load).toHaveBeenCalledTimes(3)
    // loaded: the network coming back again asks for nothing
    act(() => void window.dispatchEvent(new Event('online')))
    expect(load).toHaveBeenCalledTimes(3)
  })
})
