// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { SimulatedClock, createActor, fromPromise, waitFor } from 'xstate'
import { CAPTCHA_LOCK_MS, captchaLockMachine } from './captcha-lock.machine'
import { ApiError } from '../src/api/errors'
import type { SmsSendBody, SmsSendResult } from '../src/api/account'

function start(
  sms: (body: SmsSendBody) => Promise<SmsSendResult> = async () => ({ demoCode: undefined }),
  { clock = new SimulatedClock(), lockedUntil }: { clock?: SimulatedClock; lockedUntil?: number } = {},
) {
  const sms_send = vi.fn(sms)
  const actor = createActor(captchaLockMachine.provide({ actors: { sms_send: fromPromise(({ input }) => sms_send(input)) } }), {
    clock,
    input: { now: () => clock.now(), lockedUntil },
  })
  const emitted: Array<{ type: string }> = []
  actor.on('*', (e) => void emitted.push(e))
  actor.start()
  return { actor, clock, sms_send, emitted }
}

const send = (mobile: string, quhao = '+84') => ({ type: 'captcha.send' as const, quhao, mobile })

describe('captcha lock machine', () => {
  it.each(['', '12345', '1234567890123456', '12345a', '+8491234'])('refuses %j without a request (6-15 digits)', (mobile) => {
    const { actor, sms_send, emitted } = start()
    actor.send(send(mobile))
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context.problem).toBe('invalidPhone')
    expect(emitted.map((e) => e.type)).toEqual(['captcha.invalidPhone'])
    expect(sms_send).not.toHaveBeenCalled()
  })

  it.each(['123456', '912345678', '123456789012345', ' 912345678 '])('sends for %j', async (mobile) => {
    const { actor, sms_send } = start()
    actor.send(send(mobile))
    await waitFor(actor, (s) => s.matches('locked'))
    expect(sms_send).toHaveBeenCalledWith({ quhao: '+84', mobile: mobile.trim() })
  })

  it('locks for 60 s after a successful send, counting down each second, then unlocks', async () => {
    const { actor, clock, sms_send, emitted } = start(async () => ({ demoCode: '123456' }))
    actor.send(send('912345678'))
    expect(actor.getSnapshot().value).toBe('sending')
    await waitFor(actor, (s) => s.matches('locked'))
    expect(emitted).toContainEqual({ type: 'captcha.sent', demoCode: '123456' })
    expect(actor.getSnapshot().context.remaining).toBe(60)

    // A second press during the lock sends nothing.
    actor.send(send('912345678'))
    expect(sms_send).toHaveBeenCalledTimes(1)

    const seen: number[] = []
    for (let s = 1; s < 60; s++) {
      clock.increment(1000)
      seen.push(actor.getSnapshot().context.remaining)
      expect(actor.getSnapshot().value).toBe('locked')
    }
    expect(seen).toEqual(Array.from({ length: 59 }, (_, i) => 59 - i))
    clock.increment(999)
    expect(actor.getSnapshot().value).toBe('locked')
    clock.increment(1)
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context.remaining).toBe(0)

    actor.send(send('912345678'))
    await waitFor(actor, (s) => s.matches('locked'))
    expect(sms_send).toHaveBeenCalledTimes(2)
  })

  it('computes the countdown from the clock, not from ticks: a late tick shows the true time left', async () => {
    const { actor, clock } = start()
    actor.send(send('912345678'))
    await waitFor(actor, (s) => s.matches('locked'))
    // A throttled background tab: one 25-second jump fires one late tick.
    clock.increment(25_000)
    expect(actor.getSnapshot().context.remaining).toBe(35)
    clock.increment(CAPTCHA_LOCK_MS - 25_000)
    expect(actor.getSnapshot().value).toBe('idle')
  })

  it.each([2050, 2052, 2053, 2054])('a failed send (errCode %i) does not lock and keeps the code for the view', async (errCode) => {
    const error = new ApiError('code', { errCode })
    const { actor, emitted } = start(async () => {
      throw error
    })
    actor.send(send('912345678'))
    await waitFor(actor, (s) => s.matches('idle') && s.context.error !== null)
    expect(actor.getSnapshot().context.error).toBe(error)
    expect(actor.getSnapshot().context.lockedUntil).toBeNull()
    expect(emitted).toContainEqual({ type: 'captcha.failed', error })
  })

  it.each([new ApiError('timeout'), new ApiError('network'), new ApiError('http', { status: 502 }), new ApiError('malformed')])(
    'a lost answer (%s) may have sent the code: locked for 60 s as after a send, said to be unconfirmed',
    async (error) => {
      const { actor, clock, sms_send, emitted } = start(async () => {
        throw error
      })
      actor.send(send('912345678'))
      await waitFor(actor, (s) => s.matches('locked'))
      expect(actor.getSnapshot().context.remaining).toBe(60)
      expect(emitted.map((e) => e.type)).toEqual(['captcha.unconfirmed'])
      actor.send(send('912345678'))
      expect(sms_send).toHaveBeenCalledTimes(1)
      clock.increment(CAPTCHA_LOCK_MS)
      expect(actor.getSnapshot().value).toBe('idle')
    },
  )

  it('a refused send does not lock; the next send clears the old error', async () => {
    let fail = true
    const { actor } = start(async () => {
      if (fail) throw new ApiError('code', { errCode: 2053 })
      return { demoCode: undefined }
    })
    actor.send(send('912345678'))
    await waitFor(actor, (s) => s.matches('idle') && s.context.error !== null)
    fail = false
    actor.send(send('912345678'))
    expect(actor.getSnapshot().context.error).toBeNull()
    await waitFor(actor, (s) => s.matches('locked'))
  })

  it('2051 (sent too recently): said, and locked for 60 s as after a send, so taps do not keep asking', async () => {
    const { actor, clock, sms_send, emitted } = start(async () => {
      throw new ApiError('code', { errCode: 2051 })
    })
    actor.send(send('912345678'))
    await waitFor(actor, (s) => s.matches('locked'))
    expect(emitted.map((e) => e.type)).toEqual(['captcha.failed'])
    expect(actor.getSnapshot().context.remaining).toBe(60)
    actor.send(send('912345678'))
    expect(sms_send).toHaveBeenCalledTimes(1)
    clock.increment(CAPTCHA_LOCK_MS)
    expect(actor.getSnapshot().value).toBe('idle')
  })

  it('a lock from an earlier screen goes on where it was: 25 s left, then unlocked', () => {
    const clock = new SimulatedClock()
    clock.set(100_000)
    const { actor, sms_send } = start(undefined, { clock, lockedUntil: 125_000 })
    expect(actor.getSnapshot().value).toBe('locked')
    expect(actor.getSnapshot().context.remaining).toBe(25)
    actor.send(send('912345678'))
    expect(sms_send).not.toHaveBeenCalled()
    clock.increment(25_000)
    expect(actor.getSnapshot().value).toBe('idle')
  })

  it('a lock from an earlier screen that has run out: idle', () => {
    const clock = new SimulatedClock()
    clock.set(200_000)
    const { actor } = start(undefined, { clock, lockedUntil: 125_000 })
    expect(actor.getSnapshot().value).toBe('idle')
  })
})
