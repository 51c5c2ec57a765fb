import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { IDLE_TIMEOUT_MS, SETTLE_DELAY_MS, whenSettled } from './when-settled'

describe('when the page has settled', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  function scheduler(readyState: DocumentReadyState, idle = true) {
    const load: Array<() => void> = []
    const idleCalls: Array<{ cb: () => void; timeout: number }> = []
    return {
      load,
      idleCalls,
      s: {
        readyState,
        addLoadListener: (l: () => void) => load.push(l),
        setTimeout: (cb: () => void, ms: number) => setTimeout(cb, ms),
        requestIdleCallback: idle ? (cb: () => void, o: { timeout: number }) => idleCalls.push({ cb, timeout: o.timeout }) : undefined,
      },
    }
  }

  it('waits for load, then the delay, then an idle moment (with its own deadline)', () => {
    const start = vi.fn()
    const { s, load, idleCalls } = scheduler('interactive')
    whenSettled(start, s)
    vi.advanceTimersByTime(SETTLE_DELAY_MS * 2)
    expect(idleCalls).toHaveLength(0)
    load[0]()
    vi.advanceTimersByTime(SETTLE_DELAY_MS - 1)
    expect(idleCalls).toHaveLength(0)
    vi.advanceTimersByTime(1)
    expect(idleCalls).toEqual([{ cb: start, timeout: IDLE_TIMEOUT_MS }])
    expect(start).not.toHaveBeenCalled()
    idleCalls[0].cb()
    expect(start).toHaveBeenCalledOnce()
  })

  it('counts the delay from now when the page has already loaded', () => {
    const start = vi.fn()
    const { s, load, idleCalls } = scheduler('complete')
    whenSettled(start, s)
    expect(load).toHaveLength(0)
    vi.advanceTimersByTime(SETTLE_DELAY_MS)
    expect(idleCalls).toHaveLength(1)
  })

  it('without idle callbacks, registers after the delay alone', () => {
    const start = vi.fn()
    const { s } = scheduler('complete', false)
    whenSettled(start, s)
    vi.advanceTimersByTime(SETTLE_DELAY_MS - 1)
    expect(start).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(start).toHaveBeenCalledOnce()
  })
})
