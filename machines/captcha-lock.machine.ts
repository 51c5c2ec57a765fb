// The captcha "send" button: phone check, sms_send, then a 60 s resend lock with a countdown.
import { assign, emit, fromPromise, setup } from 'xstate'
import type { SmsSendBody, SmsSendResult } from '../src/api/account'
import { isValidCaptchaPhone } from '../src/lib/validation'
import { isApiError } from '../src/api/errors'

/** Captcha resend lock. */
export const CAPTCHA_LOCK_MS = 60_000

export interface CaptchaLockContext {
  /** Monotonic clock (ms). The countdown is computed from it on every tick, never by counting ticks. */
  now: () => number
  /** When the lock ends, on `now`'s scale; null when not locked. */
  lockedUntil: number | null
  /** Whole seconds left on the lock, for the button label (60, 59, … 1). */
  remaining: number
  /** The last failed send (an ApiError: 2050-2054 and friends), for the view to translate. */
  error: unknown
  /** The last send was refused before any request: the phone is not 6-15 digits. */
  problem: 'invalidPhone' | null
}

export type CaptchaLockEvent = { type: 'captcha.send'; quhao: string; mobile: string }

export type CaptchaLockEmitted =
  | { type: 'captcha.sent'; demoCode?: string }
  | { type: 'captcha.failed'; error: unknown }
  /** the send's answer was lost: the code may have gone out; locked as after a send */
  | { type: 'captcha.unconfirmed' }
  | { type: 'captcha.invalidPhone' }

const secondsLeft = (context: CaptchaLockContext) =>
  context.lockedUntil === null ? 0 : Math.max(0, Math.ceil((context.lockedUntil - context.now()) / 1000))

const monotonicNow = () => (globalThis.performance ? globalThis.performance.now() : Date.now())

export const captchaLockMachine = setup({
  types: {
    context: {} as CaptchaLockContext,
    events: {} as CaptchaLockEvent,
    emitted: {} as CaptchaLockEmitted,
    /** `lockedUntil`: a lock still running from an earlier screen (on `now`'s scale) */
    input: {} as { now?: () => number; lockedUntil?: number | null } | undefined,
  },
  actors: {
    sms_send: fromPromise<SmsSendResult, SmsSendBody>(async () => {
      throw new Error('captcha-lock: provide the sms_send actor')
    }),
  },
  guards: {
    isValidPhone: ({ event }) => isValidCaptchaPhone(event.mobile),
    isLockOver: ({ context }) => secondsLeft(context) === 0,
    /** An answer that says nothing about whether the server sent the code (timeout, network, HTTP, malformed). */
    isAnswerLost: (_, params: { error: unknown }) => isApiError(params.error) && params.error.retryable,
    /** 2051: the server sent a code too recently to send another, so it is locked as after a send */
    isTooFrequent: (_, params: { error: unknown }) => isApiError(params.error) && params.error.errCode === 2051,
  },
  actions: {
    lock: assign({
      lockedUntil: ({ context }) => context.now() + CAPTCHA_LOCK_MS,
      remaining: CAPTCHA_LOCK_MS / 1000,
    }),
  },
  delays: {
    /** Until the next whole second of the lock, so the label changes on time even if a tick ran late. */
    tick: ({ context }) => {
      const ms = context.lockedUntil === null ? 0 : (context.lockedUntil - context.now()) % 1000
      return ms > 0 ? ms : 1000
    },
  },
}).createMachine({
  id: 'captchaLock',
  context: ({ input }) => ({
    now: input?.now ?? monotonicNow,
    lockedUntil: input?.lockedUntil ?? null,
    remaining: 0,
    error: null,
    problem: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      // a lock that outlived the screen it started on (the user left and came back) goes on
      always: {
        guard: ({ context }) => context.lockedUntil !== null && secondsLeft(context) > 0,
        target: 'locked',
        actions: assign({ remaining: ({ context }) => secondsLeft(context) }),
      },
      on: {
        'captcha.send': [
          { guard: 'isValidPhone', target: 'sending' },
          { actions: [assign({ problem: 'invalidPhone', error: null }), emit({ type: 'captcha.invalidPhone' })] },
        ],
      },
    },
    sending: {
      entry: assign({ problem: null, error: null }),
      invoke: {
        src: 'sms_send',
        input: ({ event }) => ({ quhao: (event as CaptchaLockEvent).quhao.trim(), mobile: (event as CaptchaLockEvent).mobile.trim() }),
        onDone: {
          target: 'locked',
          actions: ['lock', emit(({ event }) => ({ type: 'captcha.sent' as const, demoCode: event.output.demoCode }))],
        },
        onError: [
          // The answer was lost, so the code may have been sent: locked as after a send (sent at once
          // again, the server would refuse it as too frequent), and said to be unconfirmed.
          {
            guard: { type: 'isAnswerLost', params: ({ event }) => ({ error: event.error }) },
            target: 'locked',
            actions: ['lock', emit({ type: 'captcha.unconfirmed' })],
          },
          {
            guard: { type: 'isTooFrequent', params: ({ event }) => ({ error: event.error }) },
            target: 'locked',
            actions: [
              'lock',
              assign({ error: ({ event }) => event.error }),
              emit(({ event }) => ({ type: 'captcha.failed' as const, error: event.error })),
            ],
          },
          // Another refused send does not lock: the user may correct the number and try again at once.
          {
            target: 'idle',
            actions: [
              assign({ error: ({ event }) => event.error }),
              emit(({ event }) => ({ type: 'captcha.failed' as const, error: event.error })),
            ],
          },
        ],
      },
    },
    locked: {
      after: {
        tick: [
          { guard: 'isLockOver', target: 'idle', actions: assign({ lockedUntil: null, remaining: 0 }) },
          { target: 'locked', reenter: true, actions: assign({ remaining: ({ context }) => secondsLeft(context) }) },
        ],
      },
    },
  },
})

export type CaptchaLockMachine = typeof captchaLockMachine
