// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { SimulatedClock, createActor, fromPromise, waitFor } from 'xstate'
import { USER_RETRY_MAX, sessionMachine, type Credentials } from './session.machine'
import { ApiError } from '../src/api/errors'
import type { User } from '../src/api/session'

const user = { nickname: 'Demo', username: 'demo', money: 1000000, level: 3, noPassword2: 0 } as unknown as User

function deferred<T>() {
  let resolve!: (v: T) => void
  let reject!: (e: unknown) => void
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)))
  return { promise, resolve, reject }
}

function start(
  token: string | null,
  impl: {
    login?: (c: Credentials) => Promise<{ token: string }>
    getuserinfo?: (input: { token: string }) => Promise<User>
  } = {},
) {
  const persisted: Array<string | null> = []
  const actor = createActor(
    sessionMachine.provide({
      actors: {
        login: fromPromise(({ input }) => (impl.login ?? (async () => ({ token: 'T1' })))(input)),
        getuserinfo: fromPromise(({ input }) => (impl.getuserinfo ?? (async () => user))(input)),
      },
      actions: { persistToken: (_, { token }) => void persisted.push(token) },
    }),
    { input: { token } },
  )
  const emitted: string[] = []
  actor.on('*', (e) => void emitted.push(e.type))
  actor.start()
  return { actor, persisted, emitted }
}

describe('session machine', () => {
  it('restores to guest without a token, without any request', () => {
    const getuserinfo = vi.fn()
    const { actor } = start(null, { getuserinfo })
    expect(actor.getSnapshot().value).toBe('guest')
    expect(getuserinfo).not.toHaveBeenCalled()
  })

  it('restores a stored token by fetching user info, and stays restoring until it answers', async () => {
    const answer = deferred<User>()
    const { actor } = start('stored', { getuserinfo: () => answer.promise })
    expect(actor.getSnapshot().value).toBe('restoring')
    answer.resolve(user)
    const s = await waitFor(actor, (s) => s.matches('authenticated'))
    expect(s.context.user).toEqual(user)
    expect(s.context.token).toBe('stored')
  })

  it('a stored token the server no longer accepts (body code 409) ends the session as expired, as one refused later does', async () => {
    const { actor, persisted, emitted } = start('stale', {
      getuserinfo: async () => {
        throw new ApiError('session')
      },
    })
    const s = await waitFor(actor, (s) => s.matches('guest'))
    expect(s.context.token).toBeNull()
    expect(s.context.endedBy).toBe('expired')
    expect(persisted).toEqual([null])
    expect(emitted).toEqual(['session.ended'])
  })

  it('the client’s own report of the refusal (session.expired while restoring) ends it once', async () => {
    const answer = deferred<User>()
    const { actor, emitted } = start('stale', { getuserinfo: () => answer.promise })
    actor.send({ type: 'session.expired' })
    answer.reject(new ApiError('session'))
    await new Promise((r) => setTimeout(r, 0))
    expect(actor.getSnapshot().value).toBe('guest')
    expect(actor.getSnapshot().context.endedBy).toBe('expired')
    expect(emitted).toEqual(['session.ended'])
  })

  it('a token refused before the session started (at boot) starts it ended as expired, without a request', () => {
    const getuserinfo = vi.fn()
    const actor = createActor(sessionMachine.provide({ actors: { getuserinfo: fromPromise(getuserinfo) } }), {
      input: { token: null, expired: true },
    }).start()
    expect(actor.getSnapshot().value).toBe('guest')
    expect(actor.getSnapshot().context.endedBy).toBe('expired')
    expect(getuserinfo).not.toHaveBeenCalled()
  })

  it.each(['timeout', 'network'] as const)(
    'keeps the session when user info fails for a network reason (%s), with the error to show; nothing ends',
    async (kind) => {
      const { actor, persisted, emitted } = start('stored', {
        getuserinfo: async () => {
          throw new ApiError(kind)
        },
      })
      const s = await waitFor(actor, (s) => s.matches('authenticated'))
      expect(s.context.token).toBe('stored')
      expect(s.context.endedBy).toBeNull()
      expect((s.context.error as ApiError).kind).toBe(kind)
      expect(persisted).toEqual([])
      expect(emitted).toEqual([])
    },
  )

  it('logs in: stores the token, loads user info, emits loggedIn', async () => {
    const login = vi.fn(async () => ({ token: 'NEW' }))
    const { actor, persisted, emitted } = start(null, { login })
    actor.send({ type: 'session.login', credentials: { quhao: '+84', username: 'demo', password: 'demo123' } })
    expect(actor.getSnapshot().value).toBe('loggingIn')
    const s = await waitFor(actor, (s) => s.matches('authenticated'))
    expect(login).toHaveBeenCalledWith({ quhao: '+84', username: 'demo', password: 'demo123' })
    expect(s.context.token).toBe('NEW')
    expect(s.context.user).toEqual(user)
    expect(persisted).toEqual(['NEW'])
    expect(emitted).toContain('session.loggedIn')
  })

  it('a rejected login returns to guest with the catalogue error and emits loginFailed', async () => {
    const { actor, emitted, persisted } = start(null, {
      login: async () => {
        throw new ApiError('code', { errCode: 1003 })
      },
    })
    actor.send({ type: 'session.login', credentials: { quhao: '+84', username: 'demo', password: 'wrong1' } })
    const s = await waitFor(actor, (s) => s.matches('guest') && s.context.error !== null)
    expect((s.context.error as ApiError).errCode).toBe(1003)
    expect(s.context.token).toBeNull()
    expect(persisted).toEqual([])
    expect(emitted).toEqual(['session.loginFailed'])
  })

  it('a fresh token refused at once: the client’s report (session.expired) comes first and ends nothing; the user-info read’s refusal fails the login', async () => {
    const answer = deferred<User>()
    const { actor, emitted, persisted } = start(null, { getuserinfo: () => answer.promise })
    actor.send({ type: 'session.login', credentials: { quhao: '+84', username: 'demo', password: 'demo123' } })
    await waitFor(actor, (s) => s.matches('loadingUser'))
    // the API client reports the refusal, then the call rejects (in that order)
    actor.send({ type: 'session.expired' })
    expect(actor.getSnapshot().value).toBe('loadingUser')
    expect(emitted).toEqual([])
    answer.reject(new ApiError('session', { path: '/api/Game/getuserinfo' }))
    const s = await waitFor(actor, (s) => s.matches('guest'))
    expect(emitted).toEqual(['session.loginFailed'])
    expect(s.context.endedBy).toBeNull()
    expect(s.context.token).toBeNull()
    expect(persisted).toEqual(['T1', null])
  })

  it('a call of the earlier session refused while a new login loads its user: the new session goes on', async () => {
    const answer = deferred<User>()
    const { actor, emitted } = start(null, { getuserinfo: () => answer.promise })
    actor.send({ type: 'session.token', token: 'REG' })
    actor.send({ type: 'session.expired', refused: 'order' })
    expect(actor.getSnapshot().value).toBe('loadingUser')
    answer.resolve(user)
    const s = await waitFor(actor, (s) => s.matches('authenticated'))
    expect(s.context.token).toBe('REG')
    expect(emitted).toEqual(['session.loggedIn'])
  })

  it('ignores a second login while one is in flight (no double submit)', async () => {
    const answer = deferred<{ token: string }>()
    const login = vi.fn(() => answer.promise)
    const { actor } = start(null, { login })
    const credentials = { quhao: '+84', username: 'demo', password: 'demo123' }
    actor.send({ type: 'session.login', credentials })
    actor.send({ type: 'session.login', credentials })
    answer.resolve({ token: 'X' })
    await waitFor(actor, (s) => s.matches('authenticated'))
    expect(login).toHaveBeenCalledTimes(1)
  })

  it('accepts a token from registration', async () => {
    const { actor, persisted } = start(null)
    actor.send({ type: 'session.token', token: 'REG' })
    const s = await waitFor(actor, (s) => s.matches('authenticated'))
    expect(s.context.token).toBe('REG')
    expect(persisted).toEqual(['REG'])
  })

  it('refreshes user info in place', async () => {
    let money = 100
    const { actor } = start('t', { getuserinfo: async () => ({ ...user, money: money++ }) as User })
    await waitFor(actor, (s) => s.matches({ authenticated: 'idle' }))
    actor.send({ type: 'session.refresh' })
    expect(actor.getSnapshot().matches({ authenticated: 'refreshing' })).toBe(true)
    const s = await waitFor(actor, (s) => s.matches({ authenticated: 'idle' }) && s.context.user?.money === 101)
    expect(s.context.user?.money).toBe(101)
  })

  it('logout clears token and user, persists it, and emits ended(logout)', async () => {
    const { actor, persisted } = start('t')
    await waitFor(actor, (s) => s.matches('authenticated'))
    const ended = vi.fn()
    actor.on('session.ended', ended)
    actor.send({ type: 'session.logout' })
    const s = actor.getSnapshot()
    expect(s.value).toBe('guest')
    expect(s.context).toMatchObject({ token: null, user: null, endedBy: 'logout' })
    expect(persisted).toEqual([null])
    expect(ended).toHaveBeenCalledWith({ type: 'session.ended', reason: 'logout' })
  })

  it('a forced logout (409/403) from any call ends the session once', async () => {
    const { actor, persisted } = start('t')
    await waitFor(actor, (s) => s.matches('authenticated'))
    const ended = vi.fn()
    actor.on('session.ended', ended)
    actor.send({ type: 'session.expired' })
    actor.send({ type: 'session.expired' })
    expect(actor.getSnapshot().value).toBe('guest')
    expect(actor.getSnapshot().context.endedBy).toBe('expired')
    expect(ended).toHaveBeenCalledTimes(1)
    expect(persisted).toEqual([null])
  })

  it('what the refused calls would have done is kept for the notice: the first with the end, later ones each told once', async () => {
    const { actor } = start('t')
    await waitFor(actor, (s) => s.matches('authenticated'))
    const ended = vi.fn()
    const refused = vi.fn()
    actor.on('session.ended', ended)
    actor.on('session.refused', refused)
    actor.send({ type: 'session.expired', refused: 'order' })
    expect(actor.getSnapshot().context.refused).toEqual(['order'])
    expect(ended).toHaveBeenCalledWith({ type: 'session.ended', reason: 'expired' })
    actor.send({ type: 'session.expired' })
    actor.send({ type: 'session.expired', refused: 'order' })
    actor.send({ type: 'session.expired', refused: 'cancel' })
    actor.send({ type: 'session.expired', refused: 'cancel' })
    expect(actor.getSnapshot().context.refused).toEqual(['order', 'cancel'])
    expect(refused.mock.calls).toEqual([[{ type: 'session.refused', action: 'cancel' }]])
    expect(ended).toHaveBeenCalledTimes(1)
    // the next session starts with none
    actor.send({ type: 'session.login', credentials: { quhao: '+84', username: 'demo', password: 'demo123' } })
    expect(actor.getSnapshot().context.refused).toEqual([])
  })

  it('what a forced logout left unconfirmed is kept for its notice, each action once, and told when learnt after it', async () => {
    const { actor } = start('t')
    await waitFor(actor, (s) => s.matches('authenticated'))
    const unconfirmed = vi.fn()
    actor.on('session.unconfirmed', unconfirmed)
    // while the session lasts the screens tell it themselves
    actor.send({ type: 'session.unconfirmed', action: 'order' })
    expect(actor.getSnapshot().context.unconfirmed).toEqual([])
    actor.send({ type: 'session.expired', refused: 'cancel' })
    actor.send({ type: 'session.unconfirmed', action: 'order' })
    actor.send({ type: 'session.unconfirmed', action: 'order' })
    expect(actor.getSnapshot().context).toMatchObject({ refused: ['cancel'], unconfirmed: ['order'] })
    expect(unconfirmed.mock.calls).toEqual([[{ type: 'session.unconfirmed', action: 'order' }]])
    actor.send({ type: 'session.login', credentials: { quhao: '+84', username: 'demo', password: 'demo123' } })
    expect(actor.getSnapshot().context.unconfirmed).toEqual([])
  })

  it('a chosen logout keeps nothing unconfirmed for a notice: the screens tell it in place', async () => {
    const { actor } = start('t')
    await waitFor(actor, (s) => s.matches('authenticated'))
    actor.send({ type: 'session.logout' })
    actor.send({ type: 'session.unconfirmed', action: 'order' })
    expect(actor.getSnapshot().context.unconfirmed).toEqual([])
  })

  it('a chosen logout keeps no refusals: a call refused after it says nothing', async () => {
    const { actor } = start('t')
    await waitFor(actor, (s) => s.matches('authenticated'))
    const refused = vi.fn()
    actor.on('session.refused', refused)
    actor.send({ type: 'session.logout' })
    actor.send({ type: 'session.expired', refused: 'order' })
    expect(actor.getSnapshot().context).toMatchObject({ endedBy: 'logout', refused: [] })
    expect(refused).not.toHaveBeenCalled()
  })

  describe('automatic user-info retry (simulated clock)', () => {
    const flush = () => new Promise((r) => setTimeout(r, 0))

    function startWithClock(answers: Array<() => Promise<User>>) {
      const clock = new SimulatedClock()
      const calls = vi.fn(() => answers[Math.min(calls.mock.calls.length - 1, answers.length - 1)]())
      const actor = createActor(sessionMachine.provide({ actors: { getuserinfo: fromPromise(() => calls()) } }), {
        input: { token: 't' },
        clock,
      }).start()
      return { actor, clock, calls }
    }
    const offline = () => Promise.reject(new ApiError('network'))

    it('retries after 5 s, then 10 s, and stops retrying once user info arrives', async () => {
      const { actor, clock, calls } = startWithClock([offline, offline, async () => user])
      await flush()
      expect(actor.getSnapshot().matches({ authenticated: 'idle' })).toBe(true)
      expect(calls).toHaveBeenCalledTimes(1)
      clock.increment(4999)
      await flush()
      expect(calls).toHaveBeenCalledTimes(1)
      clock.increment(1)
      await flush()
      expect(calls).toHaveBeenCalledTimes(2)
      clock.increment(9999)
      await flush()
      expect(calls).toHaveBeenCalledTimes(2)
      clock.increment(1)
      await flush()
      expect(calls).toHaveBeenCalledTimes(3)
      expect(actor.getSnapshot().context).toMatchObject({ user, retries: 0, error: null })
      clock.increment(60_000)
      await flush()
      expect(calls).toHaveBeenCalledTimes(3)
    })

    it(`gives up after ${USER_RETRY_MAX} retries, keeping the session and the error`, async () => {
      const { actor, clock, calls } = startWithClock([offline])
      await flush()
      for (let i = 0; i < 10; i++) {
        clock.increment(5000 * 2 ** i)
        await flush()
      }
      expect(calls).toHaveBeenCalledTimes(1 + USER_RETRY_MAX)
      expect(actor.getSnapshot().matches('authenticated')).toBe(true)
      expect((actor.getSnapshot().context.error as ApiError).kind).toBe('network')
    })
  })
})
