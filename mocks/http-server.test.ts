// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startMockApi, type MockApi } from './http-server'

const nodeGlobals = { fetch: globalThis.fetch, Request: globalThis.Request, Response: globalThis.Response, Headers: globalThis.Headers }
let api: MockApi

beforeAll(async () => {
  api = await startMockApi({ port: 0, scenario: 'default', now: () => Date.UTC(2026, 0, 15) })
})
afterAll(() => api.close())

async function call(path: string, body: Record<string, unknown> = {}) {
  const response = await fetch(`${api.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ lang: 'en', ...body }),
  })
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests read whatever fields an answer has
  return { status: response.status, json: (await response.json()) as { code: number; data: any; info: string } }
}

const login = (username: string, password: string) => call('/api/Index/login', { quhao: '+84', username, password })

describe('mock-api over HTTP', () => {
  it('leaves Node its own fetch, Request, Response and Headers, and no browser globals', () => {
    expect(globalThis.fetch).toBe(nodeGlobals.fetch)
    expect(globalThis.Request).toBe(nodeGlobals.Request)
    expect(globalThis.Response).toBe(nodeGlobals.Response)
    expect(globalThis.Headers).toBe(nodeGlobals.Headers)
    for (const key of ['window', 'self', 'XMLHttpRequest', 'location', 'Pretender']) expect(key in globalThis, key).toBe(false)
  })

  it('logs in demo / demo123 with a token, and the token opens getuserinfo', async () => {
    const { status, json } = await login('demo', 'demo123')
    expect(status).toBe(200)
    expect(json.code).toBe(1)
    expect(json.data.token).toMatch(/^[0-9a-f]{32}$/)

    const info = await call('/api/Game/getuserinfo', { token: json.data.token })
    expect(info.json).toMatchObject({
      code: 1,
      data: { name: 'demo', nickname: 'Demo Trader', level: 3, money: '10000.00', noPassword2: 0, totalwin: '2000.00' },
    })
  })

  it('serializes money as text with 2 decimals', async () => {
    const { json } = await login('newbie', 'newbie123')
    const info = await call('/api/Game/getuserinfo', { token: json.data.token })
    expect(info.json.data).toMatchObject({ money: '50.00', level: 1, noPassword2: 1 })
  })

  it('trims the username', async () => {
    expect((await login('  demo ', 'demo123')).json.code).toBe(1)
  })

  it('answers 1002 for an unknown user and 1003 for a wrong password', async () => {
    expect((await login('nobody', 'demo123')).json).toEqual({ code: 0, data: { errCode: 1002 }, info: expect.any(String) })
    expect((await login('demo', 'wrong1')).json).toEqual({ code: 0, data: { errCode: 1003 }, info: expect.any(String) })
  })

  it('answers body code 409 for a missing or unknown token', async () => {
    expect((await call('/api/Game/getuserinfo')).json).toMatchObject({ code: 409, info: 'login invalid' })
    expect((await call('/api/Game/getuserinfo', { token: 'deadbeef' })).json.code).toBe(409)
  })

  it('answers the CORS preflight', async () => {
    const response = await fetch(`${api.url}/api/Index/login`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://127.0.0.1:4173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('access-control-allow-methods')).toMatch(/POST/)
    expect(response.headers.get('access-control-allow-headers')).toMatch(/Content-Type/i)
  })

  it('sends CORS headers on answers too', async () => {
    const response = await fetch(`${api.url}/api/Index/getconfig`, { method: 'POST', body: '{}' })
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
  })

  it('answers 404 JSON for unknown paths, inside and outside /api', async () => {
    const unknownApi = await call('/api/Game/noSuchCall')
    expect(unknownApi.status).toBe(404)
    expect(unknownApi.json.info).toMatch(/noSuchCall/)
    const outside = await fetch(`${api.url}/index.html`)
    expect(outside.status).toBe(404)
    expect(await outside.json()).toMatchObject({ code: 404 })
  })

  it('answers 1001 for a body that is not JSON', async () => {
    const response = await fetch(`${api.url}/api/Index/login`, { method: 'POST', body: '{oops' })
    expect(await response.json()).toMatchObject({ code: 0, data: { errCode: 1001 } })
  })

  it('serves the trend data of a room, of a game type, or of the home game', async () => {
    const room16 = await call('/api/Game/getTrendData', { roomid: 16 })
    expect(room16.json.code).toBe(1)
    expect(room16.json.data).toHaveLength(100)
    expect(room16.json.data[0]).toMatchObject({ gametype: 2, seqno: expect.stringMatching(/^\d{12}$/), num1: expect.any(Number) })
    expect((await call('/api/Game/getTrendData', { gametype: 4 })).json.data[0]).toHaveProperty('num10')
    expect((await call('/api/Game/getTrendData')).json.data[0]).toMatchObject({ gametype: 1 })
  })

  it('serves two instances side by side with separate state', async () => {
    const other = await startMockApi({ port: 0, scenario: 'empty' })
    try {
      const token = (await login('demo', 'demo123')).json.data.token
      const response = await fetch(`${other.url}/api/Game/getuserinfo`, { method: 'POST', body: JSON.stringify({ token }) })
      // The same seed gives the same token, but each process has its own users and balances.
      const { json } = await login('demo', 'demo123')
      expect(json.code).toBe(1)
      expect(((await response.json()) as { code: number }).code).toBe(409)
    } finally {
      await other.close()
    }
    expect(globalThis.fetch).toBe(nodeGlobals.fetch)
  })

  it('--media files: the answers’ inline images become files of the server, the same bytes, cached for good', async () => {
    const inline = (await call('/api/Game/slide')).json.data as Record<string, string>[]
    expect(inline[0]!.path_yw).toMatch(/^data:image\/svg\+xml,/)
    const files = await startMockApi({ port: 0, scenario: 'default', now: () => Date.UTC(2026, 0, 15), media: 'files' })
    try {
      const answer = await fetch(`${files.url}/api/Game/slide`, { method: 'POST', body: JSON.stringify({ lang: 'en' }) })
      const banners = ((await answer.json()) as { code: number; data: Record<string, string>[] }).data
      expect(banners).toHaveLength(inline.length)
      for (const [i, banner] of banners.entries()) {
        for (const key of ['path', 'path_tw', 'path_vi', 'path_yw']) {
          expect(banner[key]).toMatch(new RegExp(`^${files.url}/media/[0-9a-f]{16}\\.svg$`))
          const image = await fetch(banner[key]!)
          expect(image.status).toBe(200)
          expect(image.headers.get('content-type')).toBe('image/svg+xml')
          expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
          expect(image.headers.get('access-control-allow-origin')).toBe('*')
          expect(await image.text()).toBe(decodeURIComponent(inline[i]![key]!.slice('data:image/svg+xml,'.length)))
        }
        // Everything else as inline.
        expect(banner.url).toBe(inline[i]!.url)
      }
      // Article covers too; an answer with no image is unchanged.
      const news = await fetch(`${files.url}/api/Game/getOneclassArticle`, { method: 'POST', body: JSON.stringify({ category: 9 }) })
      const newsText = JSON.stringify(await news.json())
      expect(newsText).toContain(`"img":"${files.url}/media/`)
      expect(newsText).not.toContain('data:image/')
      expect((await fetch(`${files.url}/media/0000000000000000.svg`)).status).toBe(404)
      // Behind a TLS-terminating proxy the addresses are the proxy's, as its clients reach the server.
      const proxied = await fetch(`${files.url}/api/Game/slide`, {
        method: 'POST',
        body: JSON.stringify({ lang: 'en' }),
        headers: { 'x-forwarded-host': 'api.example:8443', 'x-forwarded-proto': 'https' },
      })
      const first = ((await proxied.json()) as { data: Record<string, string>[] }).data[0]!
      expect(first.path).toMatch(/^https:\/\/api\.example:8443\/media\/[0-9a-f]{16}\.svg$/)
      expect(first.path.slice('https://api.example:8443'.length)).toBe(banners[0]!.path!.slice(files.url.length))
    } finally {
      await files.close()
    }
  })
})
