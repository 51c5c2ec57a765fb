import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { waitFor } from 'xstate'
import { i18n } from '@lingui/core'
import { boot, BootError } from './boot'
import { STORAGE_KEY, loadState, saveState } from '../lib/storage'
import { handoff, sendFirstReads } from './first-load'
import { warmFormats } from '../lib/warm-formats'

vi.mock('../lib/warm-formats', async (original) => ({
  warmFormats: vi.fn((await original<typeof import('../lib/warm-formats')>()).warmFormats),
}))

interface Seen {
  path: string
  body: Record<string, unknown>
}
let server: Server
let url = ''
let seen: Seen[] = []
let configAnswer: () => unknown | Promise<unknown> = () => ({ code: 1, data: { kefu: 'https://chat.example/s', currency: 'USD' } })

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = ''
    req.on('data', (c) => (raw += c))
    req.on('end', () => {
      const body = raw ? JSON.parse(raw) : {}
      seen.push({ path: req.url!, body })
      res.setHeader('content-type', 'application/json')
      if (req.url === '/api/Index/getconfig') return void Promise.resolve(configAnswer()).then((a) => res.end(JSON.stringify(a)))
      if (req.url === '/api/Game/getuserinfo') {
        return res.end(
          JSON.stringify(
            body.token === 'good'
              ? { code: 1, data: { username: 'demo', nickname: 'Demo', money: '12.50', level: 2, noPassword2: 0 } }
              : { code: 409, info: 'login invalid' },
          ),
        )
      }
      res.statusCode = 404
      res.end('{}')
    })
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((r) => server.close(() => r())))
beforeEach(() => {
  seen = []
  configAnswer = () => ({ code: 1, data: { kefu: 'https://chat.example/s', currency: 'USD' } })
})

const manifest = () => Promise.resolve({ apiWebUrl: url })
const order: string[] = []

describe('boot', () => {
  it('loads manifest, then config, then the language, then user info for a stored token', async () => {
    saveState({ token: 'good', isLogin: true, language: 'zh-CN' })
    order.length = 0
    const services = await boot({
      demo: false,
      fetchManifest: () => {
        order.push('manifest')
        return manifest()
      },
    })
    expect(order).toEqual(['manifest'])
    expect(seen.map((s) => s.path)[0]).toBe('/api/Index/getconfig')
    expect(i18n.locale).toBe('zh-CN')
    const s = await waitFor(services.session, (s) => s.matches('authenticated'))
    expect(s.context.user?.money).toBe(1250)
    expect(seen.map((s) => s.path)).toEqual(['/api/Index/getconfig', '/api/Game/getuserinfo'])
    // lang follows the stored locale; the token rides along automatically.
    expect(seen[1].body).toMatchObject({ lang: 'chs', token: 'good' })
    expect(services.config.serviceUrl).toBe('https://chat.example/s')
    expect(loadState().appConfig).toMatchObject({ currency: 'USD' })
  })

  it('the app feed: over the socket it is given (demo mode), else the exchange’s; a feed of a test’s own in place of both', async () => {
    const { demoPriceFeedOptions } = await import('../../mocks/price-feed-sim')
    const socket = demoPriceFeedOptions({ now: () => 1_767_000_000_000 })
    const demo = await boot({ demo: true, fetchManifest: manifest, priceFeedSocket: socket })
    expect(demo.priceFeedSocket).toBe(socket)
    demo.session.stop()
    // Each boot after the first is a return visit: its check behind the first screen settles before the next.
    const live = await boot({ demo: false, fetchManifest: manifest })
    expect(live.priceFeedSocket).toBe('exchange')
    await live.freshConfig
    live.session.stop()
    const own = { demo: false, getSnapshot: () => ({ status: 'connecting' as const, prices: {} }), subscribe: () => () => {} }
    const given = await boot({ demo: false, fetchManifest: manifest, priceFeed: own })
    expect(given.priceFeed).toBe(own)
    expect(given.priceFeedSocket).toBeUndefined()
    await given.freshConfig
    given.session.stop()
  })

  it('firstReads: the first screen’s reads go out right after the manifest, with the stored language; boot’s getconfig is the one sent', async () => {
    saveState({ language: 'vi' })
    const sent: string[] = []
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      sent.push(String(input))
      fetchSpy.mockRestore()
      return fetch(input, init)
    })
    const services = await boot({ demo: false, fetchManifest: manifest, firstReads: true })
    expect(sent).toEqual([`${url}/api/Index/getconfig`])
    expect(seen.map((s) => s.path)).toEqual(['/api/Index/getconfig'])
    expect(seen[0]!.body).toEqual({ lang: 'vi' })
    services.session.stop()
    delete handoff().readsSent
  })

  it('boots as a guest with defaults when storage holds garbage', async () => {
    localStorage.setItem(STORAGE_KEY, '{not json')
    const services = await boot({ demo: false, fetchManifest: manifest })
    expect(i18n.locale).toBe('en-US')
    expect(services.session.getSnapshot().value).toBe('guest')
    expect(seen.map((s) => s.path)).toEqual(['/api/Index/getconfig'])
    expect(seen[0].body).toEqual({ lang: 'en' })
  })

  it('ignores a foreign value of the right key (unknown language, non-string token)', async () => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ v: 1, state: { language: 'klingon', token: 42, isLogin: true } }))
    const services = await boot({ demo: false, fetchManifest: manifest })
    expect(i18n.locale).toBe('en-US')
    expect(services.session.getSnapshot().value).toBe('guest')
  })

  it('a stale token ends as guest, is removed from storage, and the session says it expired', async () => {
    saveState({ token: 'stale', isLogin: true })
    const services = await boot({ demo: false, fetchManifest: manifest })
    const s = await waitFor(services.session, (s) => s.matches('guest'))
    expect(s.context.endedBy).toBe('expired')
    expect(loadState()).toMatchObject({ token: null, isLogin: false })
  })

  it('a stored token refused before the session exists (getconfig answers 409) starts the session ended as expired', async () => {
    saveState({ token: 'stale', isLogin: true, appConfig: { currency: 'USD' } })
    configAnswer = () => ({ code: 409, info: 'login invalid' })
    const services = await boot({ demo: false, fetchManifest: manifest })
    expect(services.session.getSnapshot().value).toBe('guest')
    expect(services.session.getSnapshot().context.endedBy).toBe('expired')
    expect(seen.map((s) => s.path)).toEqual(['/api/Index/getconfig'])
    expect(loadState()).toMatchObject({ token: null, isLogin: false })
  })

  it('a guest’s getconfig answering 409 ends nothing: there was no session', async () => {
    saveState({ appConfig: { currency: 'USD' } })
    configAnswer = () => ({ code: 409, info: 'login invalid' })
    const services = await boot({ demo: false, fetchManifest: manifest })
    expect(services.session.getSnapshot().context.endedBy).toBeNull()
  })

  it('first visit: an unreachable manifest is a BootError, not a crash', async () => {
    await expect(boot({ demo: false, fetchManifest: () => Promise.reject(new Error('offline')) })).rejects.toMatchObject({
      name: 'BootError',
      step: 'manifest',
    })
  })

  it('returning visit: cached manifest and config stand in when the network fails', async () => {
    await boot({ demo: false, fetchManifest: manifest })
    configAnswer = () => ({ code: 0, info: 'maintenance' })
    const services = await boot({ demo: false, fetchManifest: () => Promise.reject(new Error('offline')) })
    expect(services.config.serviceUrl).toBe('https://chat.example/s')
    expect(services.api.baseUrl).toBe(url)
  })

  it('returning visit: starts at once with the stored address and config, then reads both behind the first screen', async () => {
    await boot({ demo: false, fetchManifest: manifest })
    seen = []
    let answerManifest!: (m: { apiWebUrl: string }) => void
    const services = await boot({ demo: false, fetchManifest: () => new Promise((r) => (answerManifest = r)) })
    // Booted before manifest.json answered, and before getconfig was even asked.
    expect(services.config.serviceUrl).toBe('https://chat.example/s')
    expect(seen.map((s) => s.path)).not.toContain('/api/Index/getconfig')
    answerManifest({ apiWebUrl: url })
    expect(await services.freshConfig).toBeNull()
    expect(seen.map((s) => s.path)).toContain('/api/Index/getconfig')
  })

  it('returning visit: a changed config is handed over and stored; the address follows a moved API', async () => {
    await boot({ demo: false, fetchManifest: manifest })
    const moved = new URL('/v2', url).href
    configAnswer = () => ({ code: 1, data: { kefu: 'https://chat.example/new', currency: 'USDT' } })
    const services = await boot({ demo: false, fetchManifest: () => Promise.resolve({ apiWebUrl: moved }) })
    expect(services.config.currency).toBe('USD')
    // The moved API answers nothing here (404): the config stays, the address is the new one.
    expect(await services.freshConfig).toBeNull()
    expect(services.api.baseUrl).toBe(moved)
    expect(loadState().apiConfig).toEqual({ apiWebUrl: moved })

    saveState({ apiConfig: { apiWebUrl: url } })
    const again = await boot({ demo: false, fetchManifest: manifest })
    const fresh = await again.freshConfig
    expect(fresh).toMatchObject({ currency: 'USDT', serviceUrl: 'https://chat.example/new' })
    expect(loadState().appConfig).toMatchObject({ currency: 'USDT' })
  })

  it('returning visit offline: the stored copies stand in and nothing is handed over', async () => {
    await boot({ demo: false, fetchManifest: manifest })
    saveState({ apiConfig: { apiWebUrl: 'http://127.0.0.1:9/' } })
    const services = await boot({ demo: false, fetchManifest: () => Promise.reject(new TypeError('Failed to fetch')) })
    expect(services.config.serviceUrl).toBe('https://chat.example/s')
    expect(await services.freshConfig).toBeNull()
    expect(loadState().appConfig).toMatchObject({ serviceUrl: 'https://chat.example/s' })
  })

  it('first visit: a failing config is a BootError at the config step', async () => {
    configAnswer = () => '<html>502</html>'
    const error = await boot({ demo: false, fetchManifest: manifest }).catch((e) => e)
    expect(error).toBeInstanceOf(BootError)
    expect(error.step).toBe('config')
  })

  it('requestTimeoutMs is each call’s deadline: a config that never comes fails boot after it', async () => {
    configAnswer = () => new Promise(() => undefined)
    const error = await boot({ demo: false, fetchManifest: manifest, requestTimeoutMs: 100 }).catch((e) => e)
    expect(error).toBeInstanceOf(BootError)
    expect(error.cause).toMatchObject({ kind: 'timeout' })
  })

  it('setLocale switches the language and persists it', async () => {
    const services = await boot({ demo: false, fetchManifest: manifest })
    const switching = services.setLocale('vi')
    // kept at once: a reload while the catalogs load keeps the choice
    expect(loadState().language).toBe('vi')
    await switching
    expect(i18n.locale).toBe('vi')
    expect(loadState().language).toBe('vi')
  })

  describe('Intl formatters warmed while config travels (only then)', () => {
    it('config still on the way: the formatters are built in the wait', async () => {
      saveState({ token: null, isLogin: false, language: 'en-US' })
      vi.mocked(warmFormats).mockClear()
      // The server holds the answer for 50 ms.
      configAnswer = () => new Promise((r) => setTimeout(() => r({ code: 1, data: { currency: 'USD' } }), 50))
      const services = await boot({ demo: false, fetchManifest: manifest })
      expect(vi.mocked(warmFormats).mock.calls).toEqual([['en-US']])
      services.session.stop()
    })

    it('a first screen that formats no number: no warm-up, even while config travels', async () => {
      saveState({ token: null, isLogin: false, language: 'en-US' })
      vi.mocked(warmFormats).mockClear()
      configAnswer = () => new Promise((r) => setTimeout(() => r({ code: 1, data: { currency: 'USD' } }), 50))
      const services = await boot({ demo: false, fetchManifest: manifest, warmFormats: false })
      expect(vi.mocked(warmFormats)).not.toHaveBeenCalled()
      services.session.stop()
    })

    it('config already answered (the pre-entry script asked): no warm-up before the first render', async () => {
      saveState({ token: null, isLogin: false, language: 'en-US' })
      vi.mocked(warmFormats).mockClear()
      const body = { code: 1, data: { currency: 'USD' } }
      sendFirstReads({
        apiWebUrl: url,
        fetch: async () => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
        table: null,
        stored: { language: 'en-US', token: null },
      })
      const services = await boot({ demo: false, fetchManifest: manifest })
      await new Promise((r) => setTimeout(r, 20))
      expect(
        seen.filter((r) => r.path === '/api/Index/getconfig'),
        'the early answer was taken',
      ).toEqual([])
      expect(vi.mocked(warmFormats)).not.toHaveBeenCalled()
      services.session.stop()
      delete handoff().readsSent
    })
  })
})
