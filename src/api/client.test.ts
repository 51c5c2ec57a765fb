// @vitest-environment node
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import * as v from 'valibot'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createApiClient, REQUEST_TIMEOUT_MS, type ApiClientOptions } from './client'
import { ApiError } from './errors'
import { int, money } from './schema'
import { ok, startServer, type TestServer } from './test-server'

let server: TestServer
beforeAll(async () => {
  server = await startServer()
})
afterAll(() => server.close())
afterEach(() => {
  server.requests.length = 0
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

function client(overrides: Partial<ApiClientOptions> = {}) {
  const log = vi.fn()
  const onSessionEnd = vi.fn()
  const api = createApiClient({ baseUrl: server.url, getLang: () => 'chs', getToken: () => 'tok-1', log, onSessionEnd, ...overrides })
  return { api, log, onSessionEnd }
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

const Balance = v.looseObject({ money, level: int })

describe('envelope and request', () => {
  it('POSTs JSON with lang and token and resolves with validated data', async () => {
    server.handle(() => ok({ money: '1,234.56', level: '3', extra: true }))
    const { api } = client()
    const data = await api.call('/api/Game/getuserinfo', { a: 1 }, Balance)
    expect(data).toEqual({ money: 123456, level: 3, extra: true })
    const [req] = server.requests
    expect(req.method).toBe('POST')
    expect(req.path).toBe('/api/Game/getuserinfo')
    expect(req.headers['content-type']).toMatch(/^application\/json/)
    expect(req.body).toEqual({ a: 1, lang: 'chs', token: 'tok-1' })
  })

  it('sends no token when there is none, even if the body carries one', async () => {
    server.handle(() => ok(null))
    const { api } = client({ getToken: () => null, getLang: () => 'vi' })
    await api.call('/x', { token: 'stale' }, v.null())
    expect(server.requests[0].body).toEqual({ lang: 'vi' })
  })

  it('joins base URL and path with one slash', async () => {
    server.handle(() => ok(1))
    const { api } = client({ baseUrl: `${server.url}/` })
    await api.call('api/Index/getconfig', undefined, v.number())
    expect(server.requests[0].path).toBe('/api/Index/getconfig')
  })

  it('accepts string codes and reads info from msg', async () => {
    server.handle(() => ({ json: { code: '0', msg: 'nope' } }))
    const error = await failure(client().api.call('/x', undefined, v.unknown()))
    expect(error.kind).toBe('info')
    expect(error.info).toBe('nope')
    server.handle(() => ({ json: { code: '1', data: 7 } }))
    await expect(client().api.call('/x', undefined, int)).resolves.toBe(7)
  })
})

describe('failures as data', () => {
  it('errCode > 1000 → kind code, even with code 1', async () => {
    server.handle(() => ({ json: { code: 0, data: { errCode: '1003' }, info: 'wrong password' } }))
    const error = await failure(client().api.call('/api/Index/login', {}, v.unknown()))
    expect(error).toMatchObject({ kind: 'code', errCode: 1003, info: 'wrong password', retryable: false })
    server.handle(() => ok({ errCode: 1020 }))
    expect((await failure(client().api.call('/api/Game/order', {}, v.unknown()))).errCode).toBe(1020)
  })

  it('errCode 1039 (operation successful) is not a failure', async () => {
    server.handle(() => ok({ errCode: 1039 }))
    await expect(client().api.call('/x', undefined, v.looseObject({ errCode: int }))).resolves.toEqual({ errCode: 1039 })
  })

  it('non-success without errCode → kind info with the server text', async () => {
    server.handle(() => ({ json: { code: 0, data: null, info: 'Recharge closed today' } }))
    const error = await failure(client().api.call('/api/Game/recharge', {}, v.unknown()))
    expect(error).toMatchObject({ kind: 'info', info: 'Recharge closed today', errCode: undefined })
    server.handle(() => ({ json: { code: 2, info: '   ' } }))
    expect((await failure(client().api.call('/x', {}, v.unknown()))).info).toBeUndefined()
  })

  it.each([409, 403, '409'])('body code %s → kind session, onSessionEnd called exactly once', async (code) => {
    server.handle(() => ({ json: { code, info: 'login expired' } }))
    const { api, onSessionEnd } = client()
    const error = await failure(api.call('/api/Game/getuserinfo', undefined, v.unknown()))
    expect(error.kind).toBe('session')
    expect(onSessionEnd).toHaveBeenCalledTimes(1)
  })

  it('a refused call that does something (an order, a cancel) names it to onSessionEnd; a read names only its path', async () => {
    server.handle(() => ({ json: { code: 409, info: 'login expired' } }))
    const { api, onSessionEnd } = client()
    await failure(api.call('/api/Game/order', {}, v.unknown(), { action: 'order' }))
    await failure(api.call('/api/Game/getVorder', {}, v.unknown()))
    expect(onSessionEnd.mock.calls).toEqual([[{ path: '/api/Game/order', action: 'order' }], [{ path: '/api/Game/getVorder' }]])
  })

  it.each([
    ['with code 0', 0],
    ['with code 1', 1],
  ])('errCode 1062 (login invalid) %s → kind session, onSessionEnd called exactly once', async (_, code) => {
    server.handle(() => ({ json: { code, data: { errCode: '1062' }, info: 'login invalid' } }))
    const { api, onSessionEnd } = client()
    const error = await failure(api.call('/api/Game/getfinanceflow', {}, v.unknown()))
    expect(error.kind).toBe('session')
    expect(onSessionEnd).toHaveBeenCalledTimes(1)
  })

  it.each([401, 403, 500])('HTTP %s → kind http, retryable, logged', async (status) => {
    server.handle(() => ({ text: 'denied', status }))
    const { api, log, onSessionEnd } = client()
    const error = await failure(api.call('/api/Game/getuserinfo', undefined, v.unknown()))
    expect(error).toMatchObject({ kind: 'http', status, retryable: true })
    expect(log).toHaveBeenCalledWith(expect.stringContaining(`HTTP ${status}`))
    expect(onSessionEnd).not.toHaveBeenCalled()
  })

  it.each([
    ['not JSON', { text: '{"code":1,' }],
    ['an HTML page', { text: '<!doctype html><title>502</title>' }],
    ['an empty body', { text: '' }],
    ['JSON without code', { json: { data: { money: 1 } } }],
    ['an array', { json: [1, 2, 3] }],
    ['a non-numeric code', { json: { code: 'success', data: {} } }],
    ['data of the wrong shape', { json: { code: 1, data: { money: 'lots', level: 1 } } }],
    ['data missing a required field', { json: { code: 1, data: { level: 1 } } }],
  ] as const)('%s → kind malformed, logged', async (_, reply) => {
    server.handle(() => reply)
    const { api, log } = client()
    const error = await failure(api.call('/api/Game/getuserinfo', undefined, Balance))
    expect(error).toMatchObject({ kind: 'malformed', retryable: true, path: '/api/Game/getuserinfo' })
    expect(log).toHaveBeenCalledTimes(1)
  })

  it('data of the wrong shape: the log names each field that failed and why', async () => {
    server.handle(() => ({ json: { code: 1, data: { money: 'lots', level: 1 } } }))
    const { api, log } = client()
    await failure(api.call('/api/Game/getuserinfo', undefined, Balance))
    expect(log).toHaveBeenCalledWith('unexpected data: /api/Game/getuserinfo', [expect.stringMatching(/^money: /)])
  })

  it('closed port → kind network', async () => {
    const probe = createServer()
    await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r))
    const { port } = probe.address() as AddressInfo
    await new Promise<void>((r) => probe.close(() => r()))
    const { api, log } = client({ baseUrl: `http://127.0.0.1:${port}` })
    const error = await failure(api.call('/x', undefined, v.unknown()))
    expect(error).toMatchObject({ kind: 'network', retryable: true })
    expect(log).toHaveBeenCalledWith(expect.stringContaining('network error'), expect.anything())
  })

  it('an aborted call rejects with the abort reason, not an ApiError', async () => {
    server.handle(() => ({ never: true }))
    const controller = new AbortController()
    const pending = client().api.call('/x', undefined, v.unknown(), { signal: controller.signal })
    controller.abort(new Error('left the room'))
    await expect(pending).rejects.toThrow('left the room')
  })
})

describe('timeout', () => {
  it('a server that never answers → kind timeout after the configured timeout', async () => {
    server.handle(() => ({ never: true }))
    const { api, log } = client({ timeout: 150 })
    const started = Date.now()
    const error = await failure(api.call('/api/Game/getGameinfo', { roomid: 1 }, v.unknown()))
    expect(error).toMatchObject({ kind: 'timeout', retryable: true })
    expect(Date.now() - started).toBeLessThan(2000)
    expect(log).toHaveBeenCalledWith(expect.stringContaining('timeout after 150 ms'))
  })

  it('a body that stalls after the headers also times out', async () => {
    server.handle(() => ({ stallBody: true }))
    const error = await failure(client({ timeout: 150 }).api.call('/x', undefined, v.unknown()))
    expect(error.kind).toBe('timeout')
  })

  it('an answer slower than a short timeout fails, a faster one succeeds', async () => {
    server.handle(() => ({ json: { code: 1, data: 5 }, delayMs: 300 }))
    expect((await failure(client({ timeout: 100 }).api.call('/x', undefined, int))).kind).toBe('timeout')
    await expect(client({ timeout: 1000 }).api.call('/x', undefined, int)).resolves.toBe(5)
  })
})

describe('default timeout (fake timers)', () => {
  /** A fetch that answers after `answerAfterMs` (or never) and honours abort, driven by fake timers. */
  function slowFetch(answerAfterMs: number | null) {
    return vi.fn((_input: RequestInfo | URL, init?: RequestInit) => {
      const signal = init?.signal ?? (_input instanceof Request ? _input.signal : undefined)
      return new Promise<Response>((resolve, reject) => {
        signal?.addEventListener('abort', () => reject(signal.reason))
        if (answerAfterMs !== null) {
          setTimeout(
            () => resolve(new Response(JSON.stringify({ code: 1, data: 42 }), { headers: { 'content-type': 'application/json' } })),
            answerAfterMs,
          )
        }
      })
    })
  }

  it('is 6000 ms', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(6000)
  })

  it('a server silent for 6000 ms → timeout; not a moment before', async () => {
    vi.useFakeTimers()
    const fetch = slowFetch(null)
    vi.stubGlobal('fetch', fetch)
    const { api } = client({ timeout: undefined })
    let settled: unknown = 'pending'
    const pending = api.call('/x', undefined, v.unknown()).catch((e: unknown) => e)
    void pending.then((e) => (settled = e))
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1)
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(settled).toBe('pending')
    await vi.advanceTimersByTimeAsync(1)
    expect(settled).toBeInstanceOf(ApiError)
    expect((settled as ApiError).kind).toBe('timeout')
  })

  it('an answer after 5900 ms still succeeds', async () => {
    vi.useFakeTimers()
    vi.stubGlobal('fetch', slowFetch(5900))
    const pending = client({ timeout: undefined }).api.call('/x', undefined, int)
    await vi.advanceTimersByTimeAsync(5900)
    await expect(pending).resolves.toBe(42)
  })
})
