/**
 * A request that moves money (withdraw, recharge, transfer-in) whose answer was lost: timeout,
 * network, HTTP error or a malformed reply. The server may still have done it, seconds later. The
 * app never says "failed" then: it says the outcome is unconfirmed, re-reads the balance now and
 * after each pause below (so the balance on screen converges on the server's), and reports the
 * request as done once the balance shows exactly the expected change. Nothing is resent.
 */
import { isApiError } from '../api/errors'
import type { Cents } from '../lib/money'
import type { SessionActor } from './app-context'

/** Balance re-reads after a lost answer: at once, then at about 2, 5, 10 and 20 s. */
export const LATE_CHECK_PAUSES_MS = [2000, 3000, 5000, 10_000] as const

/** An error that says nothing about whether the server did it. */
export const isOutcomeUnknown = (error: unknown): boolean => isApiError(error) && error.retryable

export interface LateOutcomeWatch {
  session: Pick<SessionActor, 'send' | 'subscribe' | 'getSnapshot'>
  /** the balance before the request, and the change the request makes when done (negative: paid out) */
  before: Cents | null
  change: Cents
  /** called once, when the balance shows the request done */
  onConfirmed: () => void
  /** called once, after the last re-read without that evidence */
  onUnresolved?: () => void
}

/**
 * Starts re-reading the balance; returns a stop function. It also stops, quietly, when the session actor
 * itself stops: its app has been torn down (a test's or a story's; the app's own session lives as long as
 * the page), and nothing is left to re-read or to tell.
 */
export function watchLateOutcome({ session, before, change, onConfirmed, onUnresolved }: LateOutcomeWatch): () => void {
  let stopped = false
  const timers: Array<ReturnType<typeof setTimeout>> = []
  let sub: { unsubscribe: () => void } | undefined
  const stop = () => {
    stopped = true
    timers.forEach(clearTimeout)
    sub?.unsubscribe()
  }
  const expected = before === null ? null : before + change
  sub = session.subscribe({
    next: (s) => {
      if (stopped || expected === null) return
      if (s.context.user?.money === expected) {
        stop()
        onConfirmed()
      }
    },
    complete: stop,
  })
  if (stopped) sub.unsubscribe()
  const refresh = () => !stopped && session.send({ type: 'session.refresh' })
  refresh()
  let at = 0
  LATE_CHECK_PAUSES_MS.forEach((pause, i) => {
    at += pause
    timers.push(
      setTimeout(() => {
        refresh()
        // the last re-read has had time to answer (the API's own deadline) before giving up
        if (i === LATE_CHECK_PAUSES_MS.length - 1)
          timers.push(
            setTimeout(() => {
              if (stopped) return
              stop()
              onUnresolved?.()
            }, 6000),
          )
      }, at),
    )
  })
  return stop
}
