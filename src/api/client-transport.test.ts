// @vitest-environment node
import * as v from 'valibot'
import { afterEach, describe, expect, it, vi } from 'vitest'

/**
 * The client's code that sends requests (./transport.ts, ky) loads with the first request that needs
 * it. Each test imports a fresh client, with a transport module of its own in place of the real one.
 */
type Post = (url: string, json: Record<string, unknown>, signal: AbortSignal) => Promise<Response>

async function freshClient(transport: () => Promise<{ post: Post }>) {
  vi.resetModules()
  vi.doMock('./transport', transport)
  const { createApiClient } = await import('./client')
  const { ApiError } = await import('./errors')
  const api = createApiClient({ baseUrl: 'http://api.test', getLang: () => 'en', getToken: () => 'tok-1', log: () => {} })
  return { api, ApiError }
}

const answer = (data: unknown) => new Response(JSON.stringify({ code: 1, data }))

afterEach(() => {
  vi.doUnmock('./transport')
  vi.useRealTimers()
})

describe('the code that sends requests loads with the first request that needs it', () => {
  it('an answer adopted from a first load’s early reads needs no transport: its code is not even fetched', async () => {
    const transport = vi.fn(async () => ({ post: vi.fn<Post>() }))
    vi.resetModules()
    vi.doMock('./transport', transport)
    const { createApiClient } = await import('./client')
    const api = createApiClient({
      baseUrl: 'http://api.test',
      getLang: () => 'en',
      getToken: () => null,
      adopt: () => Promise.resolve(answer({ currency: 'USD' })),
    })
    expect(await api.call('/api/Index/getconfig', undefined, v.object({ currency: v.string() }))).toEqual({ currency: 'USD' })
    expect(transport, 'the transport module was never imported').not.toHaveBeenCalled()
  })

  it('a request of its own goes through the transport, once, with lang and token', async () => {
    const post = vi.fn<Post>(async () => answer({ ok: 1 }))
    const { api } = await freshClient(async () => ({ post }))
    expect(await api.call('/api/Game/getGameList', { type: 2 }, v.object({ ok: v.number() }))).toEqual({ ok: 1 })
    expect(post).toHaveBeenCalledTimes(1)
    expect(post.mock.calls[0]![0]).toBe('http://api.test/api/Game/getGameList')
    expect(post.mock.calls[0]![1]).toEqual({ type: 2, lang: 'en', token: 'tok-1' })
  })

  it('an HTTP error status from the transport is kind http with that status', async () => {
    const { api, ApiError } = await freshClient(async () => ({ post: async () => new Response('busy', { status: 503 }) }))
    const error = await api.call('/x', undefined, v.unknown()).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ kind: 'http', status: 503 })
  })

  it('the 6000 ms deadline counts the code’s download: code that comes later sends nothing', async () => {
    vi.useFakeTimers()
    let arrive!: () => void
    const arrived = new Promise<void>((resolve) => (arrive = resolve))
    const post = vi.fn<Post>(async () => answer({}))
    const { api, ApiError } = await freshClient(async () => {
      await arrived
      return { post }
    })
    const call = api.call('/api/Game/bet', { money: '10.00' }, v.unknown()).catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(6000)
    const error = await call
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ kind: 'timeout' })
    arrive()
    await vi.advanceTimersByTimeAsync(100)
    expect(post, 'the order was not sent after the call had failed').not.toHaveBeenCalled()
  })

  it('code that cannot be fetched (offline) is a network error, and the next request fetches it again', async () => {
    let attempts = 0
    const post = vi.fn<Post>(async () => answer({ ok: 1 }))
    const { api, ApiError } = await freshClient(async () => {
      if (++attempts === 1) throw new TypeError('Failed to fetch dynamically imported module: transport.js')
      return { post }
    })
    const error = await api.call('/x', undefined, v.unknown()).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ kind: 'network' })
    expect(await api.call('/x', undefined, v.object({ ok: v.number() }))).toEqual({ ok: 1 })
    expect(attempts).toBe(2)
    expect(post).toHaveBeenCalledTimes(1)
  })
})
