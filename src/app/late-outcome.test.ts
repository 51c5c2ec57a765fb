// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { ApiError } from '../api/errors'
import type { User } from '../api/session'
import { sessionMachine } from '../../machines/session.machine'
import type { Cents } from '../lib/money'
import { LATE_CHECK_PAUSES_MS, isOutcomeUnknown, watchLateOutcome } from './late-outcome'

/** A session stand-in: `session.refresh` makes it read the server's balance. */
function fakeSession(start: number) {
  let money = start
  let server = start
  const listeners = new Set<(s: { context: { user: { money: number } } }) => void>()
  const snapshot = () => ({ context: { user: { money } } })
  const session = {
    send: vi.fn(() => {
      money = server
      listeners.forEach((l) => l(snapshot()))
    }),
    subscribe: ({ next }: { next: (s: ReturnType<typeof snapshot>) => void }) => {
      listeners.add(next)
      return { unsubscribe: () => void listeners.delete(next) }
    },
    getSnapshot: snapshot,
  }
  return { session: session as never, refreshes: session.send, setServer: (m: number) => void (server = m), shown: () => money }
}

describe('a money request whose answer was lost', () => {
  beforeEach(() => void vi.useFakeTimers())
  afterEach(() => void vi.useRealTimers())

  it('only lost answers (timeout, network, HTTP, malformed) leave the outcome unknown', () => {
    for (const kind of ['timeout', 'network', 'http', 'malformed'] as const) expect(isOutcomeUnknown(new ApiError(kind))).toBe(true)
    expect(isOutcomeUnknown(new ApiError('code', { errCode: 1025 }))).toBe(false)
    expect(isOutcomeUnknown(new ApiError('info'))).toBe(false)
    expect(isOutcomeUnknown(new Error('x'))).toBe(false)
  })

  it('processed late by the server (a withdrawal of 100.00 after 4 s): confirmed at the next re-read, not before', () => {
    const { session, refreshes, setServer, shown } = fakeSession(50_000)
    const onConfirmed = vi.fn()
    const onUnresolved = vi.fn()
    watchLateOutcome({ session, before: 50_000 as Cents, change: -10_000 as Cents, onConfirmed, onUnresolved })
    expect(refreshes).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(LATE_CHECK_PAUSES_MS[0])
    expect(refreshes).toHaveBeenCalledTimes(2)
    expect(onConfirmed).not.toHaveBeenCalled()
    setServer(40_000)
    vi.advanceTimersByTime(LATE_CHECK_PAUSES_MS[1])
    expect(shown()).toBe(40_000)
    expect(onConfirmed).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(60_000)
    expect(refreshes).toHaveBeenCalledTimes(3)
    expect(onUnresolved).not.toHaveBeenCalled()
  })

  it('never processed: the balance is re-read at 0, 2, 5, 10 and 20 s, then unresolved; never confirmed', () => {
    const { session, refreshes } = fakeSession(50_000)
    const onConfirmed = vi.fn()
    const onUnresolved = vi.fn()
    watchLateOutcome({ session, before: 50_000 as Cents, change: -10_000 as Cents, onConfirmed, onUnresolved })
    vi.advanceTimersByTime(20_000)
    expect(refreshes).toHaveBeenCalledTimes(LATE_CHECK_PAUSES_MS.length + 1)
    expect(onUnresolved).not.toHaveBeenCalled()
    vi.advanceTimersByTime(6000)
    expect(onUnresolved).toHaveBeenCalledTimes(1)
    expect(onConfirmed).not.toHaveBeenCalled()
  })

  it('a balance that moves by another amount is not taken as proof', () => {
    const { session, setServer } = fakeSession(50_000)
    const onConfirmed = vi.fn()
    watchLateOutcome({ session, before: 50_000 as Cents, change: -10_000 as Cents, onConfirmed })
    setServer(45_000)
    vi.advanceTimersByTime(30_000)
    expect(onConfirmed).not.toHaveBeenCalled()
  })

  it('stopped (the screen left): no more re-reads, no callbacks', () => {
    const { session, refreshes } = fakeSession(50_000)
    const onUnresolved = vi.fn()
    const stop = watchLateOutcome({ session, before: 50_000 as Cents, change: -1 as Cents, onConfirmed: vi.fn(), onUnresolved })
    stop()
    vi.advanceTimersByTime(60_000)
    expect(refreshes).toHaveBeenCalledTimes(1)
    expect(onUnresolved).not.toHaveBeenCalled()
  })

  it('its session actor stopped (a test’s or a story’s app torn down): no more re-reads, nothing told, no event sent to it', async () => {
    const user = { username: 'demo', money: 50_000 } as User
    const actor = createActor(
      sessionMachine.provide({
        actors: { getuserinfo: fromPromise(async () => user), login: fromPromise(async () => ({ token: 'T' })) },
      }),
      { input: { token: 'T' } },
    ).start()
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ authenticated: 'idle' })).toBe(true))
    const send = vi.spyOn(actor, 'send')
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const onConfirmed = vi.fn()
    const onUnresolved = vi.fn()
    watchLateOutcome({ session: actor, before: 50_000 as Cents, change: -1 as Cents, onConfirmed, onUnresolved })
    expect(send).toHaveBeenCalledTimes(1)
    await waitFor(actor, (s) => s.matches({ authenticated: 'idle' }))
    actor.stop()
    await vi.advanceTimersByTimeAsync(60_000)
    expect(send).toHaveBeenCalledTimes(1)
    expect(onUnresolved).not.toHaveBeenCalled()
    expect(onConfirmed).not.toHaveBeenCalled()
    expect(warn).not.toHaveBeenCalled()
    warn.mockRestore()
  })
})
