// @vitest-environment node
import * as v from 'valibot'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createApiClient, type ApiClientOptions } from './client'
import { ApiError } from './errors'
import { startServer, type TestServer } from './test-server'

let server: TestServer
beforeAll(async () => {
  server = await startServer()
})
afterAll(() => server.close())
afterEach(() => {
  vi.unstubAllGlobals()
})

function client(overrides: Partial<ApiClientOptions> = {}) {
  const log = vi.fn()
  const api = createApiClient({ baseUrl: server.url, getLang: () => 'en', getToken: () => 'tok-1', log, timeout: 5000, ...overrides })
  return { api, log }
}

async function kindOf(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(ApiError)
  return (error as ApiError).kind
}

const timedOut = () => new DOMException('signal timed out', 'TimeoutError')

describe('which failures are timeouts', () => {
  it('an early request whose own deadline (AbortSignal.timeout) ends first → kind timeout, not network', async () => {
    server.handle(() => ({ never: true }))
    const { api, log } = client({ adopt: () => Promise.reject(timedOut()) })
    expect(await kindOf(api.call('/api/Game/getArticledetail', { id: 26 }, v.unknown()))).toBe('timeout')
    expect(log).toHaveBeenCalledWith(expect.stringContaining('timeout after'))
  })

  it('an early request that timed out mid-body → kind timeout', async () => {
    const body = new ReadableStream({ start: (controller) => controller.error(timedOut()) })
    const { api } = client({ adopt: () => Promise.resolve(new Response(body)) })
    expect(await kindOf(api.call('/x', undefined, v.unknown()))).toBe('timeout')
  })

  it('a fetch rejected with a TimeoutError DOMException → kind timeout', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(timedOut())),
    )
    expect(await kindOf(client().api.call('/x', undefined, v.unknown()))).toBe('timeout')
  })

  it.each([
    ['a TypeError (connection refused)', () => new TypeError('Failed to fetch')],
    ['an AbortError nobody asked for', () => new DOMException('aborted', 'AbortError')],
  ])('%s → kind network', async (_, make) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(make())),
    )
    expect(await kindOf(client().api.call('/x', undefined, v.unknown()))).toBe('network')
  })
})
