// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createApiClient } from '../api/client'
import { getconfig } from '../api/config'
import { getArticledetail, slide } from '../api/content'
import { getGameList, getWinList } from '../api/game'
import { EARLY_ANSWER_TTL_MS, earlyReads } from '../api/wire'
import { startServer, type TestServer } from '../api/__tests__/test-server'
import { firstScreen, firstScreenReads, startEarlyReads } from './early-reads'
import { boot } from './boot'

let server: TestServer
beforeAll(async () => {
  server = await startServer()
})
afterAll(() => server.close())
afterEach(async () => {
  // Reads a test started but nobody took are still on the way: they must not land in the next test.
  await Promise.allSettled([...earlyReads().answers.values()].map((a) => a.response))
  server.requests.length = 0
  earlyReads().answers.clear()
  delete earlyReads().manifest
  vi.useRealTimers()
})

const ok = (data: unknown) => ({ json: { code: 1, data } })
/** A backend that answers every call of a first load, and the manifest pointing at itself. */
function answerFirstLoad() {
  server.handle((req) => {
    if (req.path === '/manifest.json') return { json: { apiWebUrl: `${server.url}/` } }
    if (req.path === '/api/Index/getconfig') return ok({ currency: 'USD' })
    if (req.path === '/api/Game/slide') return ok([{ id: 1, path: 'a.png', path_tw: '', path_vi: '', path_yw: '', url: '' }])
    if (req.path === '/api/Game/getGameList') return ok([{ id: 1, type: 1, minjoin: '10' }])
    if (req.path === '/api/Game/getWinList') return ok([])
    if (req.path === '/api/Game/getArticledetail') return ok({ id: req.body?.id, title: 't', content: 'c' })
    return { json: { code: 0, info: 'unexpected' }, status: 404 }
  })
}
const paths = () => server.requests.map((r) => `${r.method} ${r.path}`)
const client = (lang = 'en', token: string | null = null) =>
  createApiClient({ baseUrl: server.url, getLang: () => lang, getToken: () => token })

describe('firstScreen: which first loads start reads early', () => {
  it.each([
    ['/', { kind: 'home' }],
    ['/help/26', { kind: 'article', id: 26 }],
    ['/info/3', { kind: 'article', id: 3 }],
    ['/help/list', null],
    ['/login', null],
    ['/activity/1', null],
  ])('%s', (path, screen) => expect(firstScreen(path, '/')).toEqual(screen))

  it('under a sub-path base', () => {
    expect(firstScreen('/sub/', '/sub/')).toEqual({ kind: 'home' })
    expect(firstScreen('/sub/help/26', '/sub/')).toEqual({ kind: 'article', id: 26 })
  })
})

describe('startEarlyReads (src/early.ts): the first screen’s reads before the app runs', () => {
  it('reads the manifest, then POSTs getconfig and the screen’s reads with the stored language and token', async () => {
    answerFirstLoad()
    await startEarlyReads({ pathname: '/', manifestUrl: `${server.url}/manifest.json`, stored: { language: 'zh-TW', token: 'tok-9' } })
    await vi.waitFor(() => expect(server.requests).toHaveLength(5))
    expect(paths()).toEqual([
      'GET /manifest.json',
      'POST /api/Index/getconfig',
      'POST /api/Game/slide',
      'POST /api/Game/getGameList',
      'POST /api/Game/getWinList',
    ])
    for (const r of server.requests.slice(1)) {
      expect(r.body).toEqual({ lang: 'cht', token: 'tok-9' })
      expect(r.headers['content-type']).toBe('application/json')
    }
  })

  it('the app adopts every early answer: a first load of / sends each call once', async () => {
    answerFirstLoad()
    await startEarlyReads({ pathname: '/', manifestUrl: `${server.url}/manifest.json`, stored: { language: null, token: null } })
    const api = client()
    const [config, banners, games, winners] = await Promise.all([getconfig(api), slide(api), getGameList(api), getWinList(api)])
    expect(config.currency).toBe('USD')
    expect(banners).toHaveLength(1)
    expect(games[0]!.minjoin).toBe(1000)
    expect(winners).toEqual([])
    expect(paths().filter((p) => p.startsWith('POST'))).toHaveLength(4)
    // Taken once: the next call is a request of its own.
    await slide(api)
    expect(paths().filter((p) => p === 'POST /api/Game/slide')).toHaveLength(2)
  })

  it('an article first load reads the article early; the client adopts it', async () => {
    answerFirstLoad()
    await startEarlyReads({ pathname: '/help/26', manifestUrl: `${server.url}/manifest.json`, stored: { language: 'vi', token: null } })
    const article = await getArticledetail(client('vi'), { id: 26 })
    expect(article.id).toBe(26)
    await getconfig(client('vi'))
    expect(paths()).toEqual(['GET /manifest.json', 'POST /api/Index/getconfig', 'POST /api/Game/getArticledetail'])
    expect(server.requests[2]!.body).toEqual({ id: 26, lang: 'vi' })
  })

  it('an answer for another language or token is not adopted (the app asks itself)', async () => {
    answerFirstLoad()
    await startEarlyReads({ pathname: '/login', manifestUrl: `${server.url}/manifest.json`, stored: { language: null, token: null } })
    await getconfig(client('en', 'tok-new'))
    expect(paths()).toEqual(['GET /manifest.json', 'POST /api/Index/getconfig', 'POST /api/Index/getconfig'])
  })

  it(`an answer the app has not taken within ${EARLY_ANSWER_TTL_MS / 1000} s is not used`, async () => {
    answerFirstLoad()
    await startEarlyReads({ pathname: '/login', manifestUrl: `${server.url}/manifest.json`, stored: { language: null, token: null } })
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + EARLY_ANSWER_TTL_MS + 1)
    await getconfig(client())
    expect(paths().filter((p) => p === 'POST /api/Index/getconfig')).toHaveLength(2)
  })

  it('an early failure reaches the adopting call as that call’s failure (HTTP 500)', async () => {
    server.handle((req) => (req.path === '/manifest.json' ? { json: { apiWebUrl: server.url } } : { text: 'down', status: 500 }))
    await startEarlyReads({ pathname: '/login', manifestUrl: `${server.url}/manifest.json`, stored: { language: null, token: null } })
    await expect(getconfig(client())).rejects.toMatchObject({ kind: 'http', status: 500 })
    expect(paths()).toEqual(['GET /manifest.json', 'POST /api/Index/getconfig'])
  })

  it('an early answer that never comes times out like any call (the client’s own deadline)', async () => {
    server.handle((req) => (req.path === '/manifest.json' ? { json: { apiWebUrl: server.url } } : { never: true }))
    await startEarlyReads({ pathname: '/login', manifestUrl: `${server.url}/manifest.json`, stored: { language: null, token: null } })
    const api = createApiClient({ baseUrl: server.url, getLang: () => 'en', getToken: () => null, timeout: 150, log: () => undefined })
    await expect(getconfig(api)).rejects.toMatchObject({ kind: 'timeout' })
    expect(paths()).toEqual(['GET /manifest.json', 'POST /api/Index/getconfig'])
  })

  it.each([
    ['a 404', { text: 'no', status: 404 }],
    ['HTML', { text: '<html>', contentType: 'text/html' }],
    ['no apiWebUrl', { json: { api: 1 } }],
  ] as const)('a manifest that is %s: no reads, no error (boot reports it)', async (_, reply) => {
    server.handle(() => reply)
    await expect(
      startEarlyReads({ pathname: '/', manifestUrl: `${server.url}/manifest.json`, stored: { language: null, token: null } }),
    ).resolves.toBeUndefined()
    expect(paths()).toEqual(['GET /manifest.json'])
  })

  it('boot reads the early manifest response instead of fetching it again', async () => {
    answerFirstLoad()
    await startEarlyReads({ pathname: '/', manifestUrl: `${server.url}/manifest.json`, stored: { language: null, token: null } })
    const services = await boot({ demo: false })
    expect(services.config.currency).toBe('USD')
    expect(paths().filter((p) => p.includes('manifest'))).toEqual(['GET /manifest.json'])
    expect(paths().filter((p) => p.includes('getconfig'))).toEqual(['POST /api/Index/getconfig'])
    services.session.stop()
  })

  it('demo builds (reads: false): manifest.json only, and boot takes it', async () => {
    answerFirstLoad()
    await startEarlyReads({
      pathname: '/',
      manifestUrl: `${server.url}/manifest.json`,
      stored: { language: null, token: null },
      reads: false,
    })
    expect(paths()).toEqual(['GET /manifest.json'])
    const services = await boot({ demo: false })
    expect(paths().filter((p) => p.includes('manifest'))).toEqual(['GET /manifest.json'])
    expect(paths().filter((p) => p.includes('getconfig'))).toEqual(['POST /api/Index/getconfig'])
    services.session.stop()
  })

  it('sends only reads', () => {
    for (const screen of [{ kind: 'home' } as const, { kind: 'article', id: 1 } as const, null]) {
      for (const { path } of firstScreenReads(screen)) expect(path).toMatch(/\/(getconfig|slide|getGameList|getWinList|getArticledetail)$/)
    }
  })
})
