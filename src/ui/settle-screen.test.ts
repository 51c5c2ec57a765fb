import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SCREEN_SETTLE_MAX_MS, SCREEN_SETTLE_MS, leaveSettling, settleScreenTaps } from './settle-screen'

function deferred() {
  let resolve!: () => void
  let reject!: (e: unknown) => void
  const promise = new Promise<void>((res, rej) => ((resolve = res), (reject = rej)))
  return { promise, resolve, reject }
}

const settling = () => document.body.hasAttribute('data-settling')

beforeEach(() => void vi.useFakeTimers())
afterEach(() => {
  vi.useRealTimers()
  document.body.removeAttribute('data-settling')
})

describe('settleScreenTaps (the screen a submit opens takes no taps for a moment)', () => {
  it('from the submit’s navigation until 400 ms after its screen has shown', async () => {
    const shown = deferred()
    settleScreenTaps(shown.promise)
    expect(settling()).toBe(true)
    await vi.advanceTimersByTimeAsync(300)
    expect(settling(), 'the next screen is still on its way').toBe(true)
    shown.resolve()
    await vi.advanceTimersByTimeAsync(SCREEN_SETTLE_MS - 1)
    expect(settling()).toBe(true)
    await vi.advanceTimersByTimeAsync(1)
    expect(settling()).toBe(false)
  })

  it('a navigation that fails settles the same way (its error screen shows under the finger too)', async () => {
    const shown = deferred()
    settleScreenTaps(shown.promise)
    shown.reject(new Error('chunk'))
    await vi.advanceTimersByTimeAsync(SCREEN_SETTLE_MS - 1)
    expect(settling()).toBe(true)
    await vi.advanceTimersByTimeAsync(1)
    expect(settling()).toBe(false)
  })

  it(`a screen that takes over ${SCREEN_SETTLE_MAX_MS} ms to show: the page takes taps again by then`, async () => {
    const shown = deferred()
    settleScreenTaps(shown.promise)
    await vi.advanceTimersByTimeAsync(SCREEN_SETTLE_MAX_MS - 1)
    expect(settling()).toBe(true)
    await vi.advanceTimersByTimeAsync(1)
    expect(settling()).toBe(false)
    // showing later does not take taps away again
    shown.resolve()
    await vi.advanceTimersByTimeAsync(0)
    expect(settling()).toBe(false)
  })

  it('a second settling while the first runs: the page takes taps again when the later one ends', async () => {
    settleScreenTaps(Promise.resolve())
    await vi.advanceTimersByTimeAsync(300)
    const second = deferred()
    settleScreenTaps(second.promise)
    await vi.advanceTimersByTimeAsync(200)
    expect(settling(), 'the first one’s end leaves it to the second').toBe(true)
    second.resolve()
    await vi.advanceTimersByTimeAsync(SCREEN_SETTLE_MS - 1)
    expect(settling()).toBe(true)
    await vi.advanceTimersByTimeAsync(1)
    expect(settling()).toBe(false)
  })

  it('on the element given, and ended early on request', async () => {
    const el = document.createElement('div')
    const end = settleScreenTaps(Promise.resolve(), el)
    expect(el.hasAttribute('data-settling')).toBe(true)
    expect(settling()).toBe(false)
    end()
    expect(el.hasAttribute('data-settling')).toBe(false)
    await vi.advanceTimersByTimeAsync(SCREEN_SETTLE_MAX_MS)
    expect(el.hasAttribute('data-settling')).toBe(false)
  })
})

describe('leaveSettling (a finished form leaves, by Back or a navigation)', () => {
  it('no taps from the moment it goes until 400 ms after the router has resolved the next screen', async () => {
    const listeners: Array<() => void> = []
    const router = {
      subscribe: (event: string, fn: () => void) => {
        expect(event).toBe('onResolved')
        listeners.push(fn)
        return () => void listeners.splice(listeners.indexOf(fn), 1)
      },
    }
    let went = false
    leaveSettling(router as never, () => (went = true))
    expect(went).toBe(true)
    expect(settling()).toBe(true)
    await vi.advanceTimersByTimeAsync(1000)
    expect(settling(), 'the next screen is still on its way').toBe(true)
    for (const fn of [...listeners]) fn()
    expect(listeners, 'listened once').toHaveLength(0)
    await vi.advanceTimersByTimeAsync(SCREEN_SETTLE_MS - 1)
    expect(settling()).toBe(true)
    await vi.advanceTimersByTimeAsync(1)
    expect(settling()).toBe(false)
  })
})
