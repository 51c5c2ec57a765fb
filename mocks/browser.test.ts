// @vitest-environment jsdom
import ky from 'ky'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DEMO_TIMING_MS, SCENARIO_KEY, startDemo, stopDemo } from './browser'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests read whatever fields an answer has
type Envelope = { code: number; data: any; info: string }

afterEach(() => {
  stopDemo()
  history.replaceState(null, '', '/')
  vi.restoreAllMocks()
})

const api = (path: string, json: Record<string, unknown>) =>
  ky.post(`${location.origin}${path}`, { json: { lang: 'en', ...json } }).json<Envelope>()

describe('startDemo (the browser path: ky, absolute urlPrefix)', () => {
  it('serves login and getuserinfo to ky, with the demo latency', async () => {
    await startDemo({ storage: localStorage })
    const started = performance.now()
    const login = await api('/api/Index/login', { quhao: '+84', username: 'demo', password: 'demo123' })
    expect(performance.now() - started).toBeGreaterThanOrEqual(100)
    expect(login.code).toBe(1)
    const info = await api('/api/Game/getuserinfo', { token: login.data.token })
    expect(info.data).toMatchObject({ money: '10000.00', level: 3, nickname: 'Demo Trader' })
    const bad = await api('/api/Game/getuserinfo', { token: 'nope' })
    expect(bad.code).toBe(409)
  })

  it("handles a request mid-flight, in a task of its own, not inside the caller's fetch()", async () => {
    const reads: number[] = []
    await startDemo({ storage: localStorage, now: () => (reads.push(performance.now()), Date.now()) })
    reads.length = 0
    const started = performance.now()
    const answer = api('/api/Game/getGameinfo', { roomid: 1 })
    expect(reads).toEqual([]) // the handler did not run in this task
    await answer
    // the server's clock was read about half way through the demo latency, the answer came after all of it
    expect(reads.length).toBeGreaterThan(0)
    expect(reads[0]! - started).toBeGreaterThanOrEqual(DEMO_TIMING_MS / 2 - 10)
    expect(performance.now() - started).toBeGreaterThanOrEqual(DEMO_TIMING_MS - 10)
  })

  it('saves the demo db only after requests that wrote to it', async () => {
    await startDemo({ storage: localStorage })
    const setItem = vi.spyOn(Storage.prototype, 'setItem')
    const saves = () => setItem.mock.calls.filter(([key]) => key.startsWith('lucky-trade-demo:')).length
    await api('/api/Index/getconfig', {})
    expect(saves()).toBe(0)
    const login = await api('/api/Index/login', { quhao: '+84', username: 'demo', password: 'demo123' })
    expect(saves()).toBe(1) // the token was written
    await api('/api/Game/getuserinfo', { token: login.data.token })
    expect(saves()).toBe(1)
  })

  it('answers ky with a JSON 404 for an unknown API path', async () => {
    await startDemo({ storage: localStorage })
    const response = await ky.post(`${location.origin}/api/Game/nothing`, { json: {}, throwHttpErrors: false })
    expect(response.status).toBe(404)
  })

  it('takes the scenario from ?scenario= and remembers it', async () => {
    history.replaceState(null, '', '/?scenario=empty')
    await startDemo()
    expect(localStorage.getItem(SCENARIO_KEY)).toBe('empty')
    const login = await api('/api/Index/login', { username: 'demo', password: 'demo123' })
    expect((await api('/api/Game/getuserinfo', { token: login.data.token })).data.money).toBe('0.00')
    stopDemo()

    history.replaceState(null, '', '/')
    const server = await startDemo()
    expect(server.schema.all('user').length).toBe(1) // still "empty"
  })

  it('falls back to the default scenario for an unknown name in the URL', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    history.replaceState(null, '', '/?scenario=bogus')
    const server = await startDemo()
    expect(server.schema.findBy('user', { username: 'newbie' })).not.toBeNull()
    expect(warn).toHaveBeenCalled()
  })

  it("starts in tasks after the caller's: nothing intercepts fetch until then, and the db is filled when it resolves", async () => {
    const nativeFetch = globalThis.fetch
    const starting = startDemo({ storage: localStorage })
    expect(globalThis.fetch).toBe(nativeFetch) // Mirage's work did not run in this task
    const server = await starting
    expect(globalThis.fetch).not.toBe(nativeFetch)
    expect(server.schema.findBy('user', { username: 'demo' })).not.toBeNull()
  })

  it('two calls while it starts share one server', async () => {
    const [first, second] = await Promise.all([startDemo(), startDemo()])
    expect(second).toBe(first)
    expect(first.schema.all('user').length).toBeGreaterThan(1)
  })

  it('is idempotent: a second call returns the running server', async () => {
    const first = await startDemo()
    expect(await startDemo()).toBe(first)
  })

  it('passes same-origin non-API requests through to the network', async () => {
    await startDemo()
    const server = await startDemo()
    const passthrough = vi.fn()
    server.pretender.passthroughRequest = passthrough
    // jsdom has no server behind it: the real request fails, but Mirage let it go.
    await fetch('./manifest.json').catch(() => undefined)
    expect(passthrough).toHaveBeenCalledWith('GET', expect.stringContaining('manifest.json'), expect.anything())
  })
})
