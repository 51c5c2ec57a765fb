import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createApiClient } from '../api/client'
import { getconfig } from '../api/config'
import { ARTICLE_CATEGORY, getArticledetail, getArticlelist } from '../api/content'
import { slide } from '../api/lobby'
import { getMinerList } from '../api/mining'
import { getGameinfo, todayWinLost } from '../api/game'
import { getGameList, getWinList } from '../api/lobby'
import { startServer, type TestServer } from '../api/test-server'
import {
  EARLY_ANSWER_TTL_MS,
  FIRST_PAINT_WAIT_MS,
  HOME_ROOM,
  afterFirstPaint,
  afterPaintOf,
  firstReads,
  firstReadsMayGo,
  handoff,
  matchPattern,
  matchRoute,
  paintFirstBanner,
  paintFirstScreen,
  paintKeptBanner,
  preloadAfterFirstPaint,
  preloadFiles,
  preloadRouteCode,
  readRouteTable,
  ROUTE_CODE_HOLD_MS,
  routeCodeMayLoad,
  sendFirstReads,
  startFirstLoad,
  takeAnswer,
  takeFirstArticle,
  takeFirstBanners,
  type RouteTable,
} from './first-load'
import { serverTimeView } from '../lib/server-time'
import { inViewerZone } from '../../tests/viewer-zone'
import { API_LANG } from '../i18n/locales'
import { boot } from './boot'
import { saveState, type PersistedState } from '../lib/storage'
import { keep, LAST_KNOWN_PREFIX } from '../lib/last-known'
import { ARTICLE_FRAME } from '../../tests/article-frame'

let server: TestServer
beforeAll(async () => {
  server = await startServer()
})
afterAll(() => server.close())
afterEach(async () => {
  // Reads a test started but nobody took are still on the way: they must not land in the next test.
  await Promise.allSettled([...handoff().answers.values()].map((a) => a.response))
  // …and the banner paint that reads a copy of the banner list's answer (paintFirstBanner).
  await new Promise((settled) => setTimeout(settled, 50))
  delete handoff().banners
  server.requests.length = 0
  handoff().answers.clear()
  delete handoff().manifest
  delete handoff().readsSent
  delete handoff().readsHeld
  delete handoff().routeCodeHeld
  vi.useRealTimers()
})

/** A build's route table: files by index, static paths first. */
const TABLE: RouteTable = {
  files: [
    'assets/home.js',
    'assets/help.js',
    'assets/list.js',
    'assets/login.js',
    'assets/user.js',
    'assets/recharge.js',
    'assets/page.css',
    'assets/transport.js',
  ],
  routes: [
    ['/', 0, [0]],
    ['/help/list', 0, [2, 6]],
    ['/login', 0, [3, 6]],
    ['/user', 1, [4]],
    ['/help/$id', 0, [1, 6]],
    ['/info/$id', 0, [1, 6]],
    ['/recharge/{-$back}', 0, [5]],
    ['/lotteryprize', 0, [0]],
    ['/finance', 0, [0]],
    ['/productdetail', 0, [0]],
    ['/productrule', 0, [0]],
  ],
  transport: [7],
}

const ok = (data: unknown) => ({ json: { code: 1, data } })
/** A backend that answers every call of a first load, and the manifest pointing at itself (after a delay, if given). */
function answerFirstLoad(manifestDelayMs = 0) {
  server.handle((req) => {
    if (req.path === '/manifest.json') return { json: { apiWebUrl: `${server.url}/` }, delayMs: manifestDelayMs }
    if (req.path === '/api/Index/getconfig') return ok({ currency: 'USD' })
    if (req.path === '/api/Game/slide') return ok([{ id: 1, path: 'a.png', path_tw: '', path_vi: '', path_yw: '', url: '' }])
    if (req.path === '/api/Game/getGameList') return ok([{ id: 1, type: 1, minjoin: '10' }])
    if (req.path === '/api/Game/getWinList') return ok([])
    if (req.path === '/api/Game/getArticledetail') return ok({ id: req.body?.id, title: 't', content: 'c' })
    if (req.path === '/api/Game/getArticlelist') return ok([{ id: 3, title: 'news', category: req.body?.category }])
    if (req.path === '/api/Game/getMinerList') return ok([{ tier: 1, min: '1000', max: '5000', rate: 0.5, days: 10 }])
    if (req.path === '/api/Game/todayWinLost') return ok({ yeswin: '1.50', yestotal: '20', todaywin: '0', todaytotal: '0' })
    if (req.path === '/api/Game/getGameinfo')
      return ok({
        room: { id: req.body?.roomid, type: 1, title: 'Standard', minjoin: '0', minbuy: '20', rate0: '1.98' },
        diff: { minute: 0, second: 30 },
        his: [],
      })
    return { json: { code: 0, info: 'unexpected' }, status: 404 }
  })
}
const paths = () => server.requests.map((r) => `${r.method} ${r.path}`)
const client = (lang = 'en', token: string | null = null) =>
  createApiClient({ baseUrl: server.url, getLang: () => lang, getToken: () => token, adopt: takeAnswer })
/** The pre-entry script of a page at `path`, against the test server. */
const preEntry = (path: string, stored: Partial<PersistedState> & Pick<PersistedState, 'language' | 'token'>, reads = true) =>
  startFirstLoad({
    path,
    table: TABLE,
    manifestUrl: `${server.url}/manifest.json`,
    stored: { apiConfig: null, appConfig: null, ...stored },
    reads,
    // Longer than any test: what releases an article's route code here is the paint, or the painter giving up.
    routeCodeHoldMs: 60_000,
  })

describe('the route a first load opens: its code and its reads, from one table', () => {
  it.each([
    ['/help/$id', '/help/26', { id: '26' }],
    ['/help/$id', '/help/26/', { id: '26' }],
    ['/help/$id', '/help', null],
    ['/help/$id', '/help/26/x', null],
    ['/recharge/{-$back}', '/recharge', {}],
    ['/recharge/{-$back}', '/recharge/back', { back: 'back' }],
    ['/', '/', {}],
    ['/', '/login', null],
    ['/my_set', '/my_set', {}],
    ['/ServicePage', '/ServicePage', {}],
  ])('%s against %s: %o', (pattern, path, params) => expect(matchPattern(pattern, path)).toEqual(params))

  it('static paths win over parameters; unknown paths match nothing', () => {
    expect(matchRoute(TABLE, '/help/list', false)?.files).toEqual(['assets/list.js', 'assets/page.css'])
    expect(matchRoute(TABLE, '/help/26', false)).toMatchObject({
      pattern: '/help/$id',
      params: { id: '26' },
      files: ['assets/help.js', 'assets/page.css'],
    })
    expect(matchRoute(TABLE, '/nowhere', false)).toBeNull()
  })

  it('a guest on a route that needs a login opens /login (where the app sends them); a user opens the route', () => {
    expect(matchRoute(TABLE, '/user', false)?.files).toEqual(['assets/login.js', 'assets/page.css'])
    expect(matchRoute(TABLE, '/user', true)?.files).toEqual(['assets/user.js'])
  })

  it.each([
    ['/', ['getconfig', 'slide', 'getGameList', 'getWinList']],
    ['/help/26', ['getconfig', 'getArticledetail 26']],
    ['/info/3', ['getconfig', 'getArticledetail 3']],
    ['/help/list', ['getconfig', 'getArticlelist']],
    ['/finance', ['getconfig', 'getMinerList']],
    ['/productdetail', ['getconfig', 'getMinerList']],
    ['/productrule', ['getconfig', 'getMinerList']],
    ['/help/abc', ['getconfig']],
    ['/login', ['getconfig']],
    ['/nowhere', ['getconfig']],
    ['/lotteryprize', ['getconfig']],
  ])('a first load of %s reads %o', (path, reads) => {
    const named = firstReads(TABLE, path, false).map(({ path: p, body }) => [p.split('/').pop(), body?.id].filter(Boolean).join(' '))
    expect(named).toEqual(reads)
  })

  it('with a stored login, the trend page also reads the user’s day figures and the home game’s room', () => {
    expect(firstReads(TABLE, '/lotteryprize', true)).toEqual([
      { path: '/api/Index/getconfig' },
      { path: '/api/Game/todayWinLost' },
      { path: '/api/Game/getGameinfo', body: { roomid: HOME_ROOM } },
    ])
  })

  it('sends only reads', () => {
    for (const path of [
      '/',
      '/help/1',
      '/info/2',
      '/login',
      '/user',
      '/help/list',
      '/finance',
      '/productdetail',
      '/productrule',
      '/lotteryprize',
    ]) {
      for (const { path: p } of firstReads(TABLE, path, true))
        expect(p).toMatch(
          /\/(getconfig|slide|getGameList|getWinList|getArticledetail|getArticlelist|getMinerList|todayWinLost|getGameinfo)$/,
        )
    }
  })
})

describe('the route’s code, preloaded from the table index.html carries', () => {
  const withTable = (html: string) => {
    document.head.innerHTML = html
    return document
  }
  afterEach(() => {
    document.head.innerHTML = ''
  })

  it('adds a modulepreload per script and a style preload per stylesheet, under the app’s base', async () => {
    const doc = withTable(`<script type="application/json" id="route-code">${JSON.stringify(TABLE)}</script>`)
    const table = readRouteTable(doc)!
    preloadRouteCode(doc, table, '/app/', '/help/26', false)
    const links = [...doc.head.querySelectorAll('link')].map((l) => [l.rel, l.getAttribute('as'), l.getAttribute('href'), l.crossOrigin])
    expect(links).toEqual([
      ['modulepreload', null, '/app/assets/help.js', ''],
      ['preload', 'style', '/app/assets/page.css', ''],
    ])
  })

  it('the demo backend’s files (the table’s afterPaint) only in a task after the first frame', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] })
    try {
      const table: RouteTable = { ...TABLE, files: [...TABLE.files, 'assets/browser.js', 'assets/lodash.js'], afterPaint: [] }
      table.afterPaint = [table.files.length - 2, table.files.length - 1]
      const doc = withTable('')
      preloadAfterFirstPaint(doc, table, '/app/')
      const hrefs = () => [...doc.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'))
      expect(hrefs(), 'before the frame').toEqual([])
      vi.advanceTimersToNextFrame()
      expect(hrefs(), 'in the frame itself').toEqual([])
      vi.advanceTimersToNextTimer()
      expect(hrefs()).toEqual(['/app/assets/browser.js', '/app/assets/lodash.js'])
      preloadAfterFirstPaint(doc, { ...TABLE, afterPaint: 'garbage' as unknown as number[] }, '/app/')
      vi.runAllTimers()
      expect(hrefs(), 'a garbled list adds nothing').toHaveLength(2)
    } finally {
      vi.useRealTimers()
    }
  })

  /** A page whose paint reports, frames and visibility the test drives. */
  function fakePage({ paintTiming = true, lcp = true } = {}) {
    const observers: Array<(list: { getEntries: () => unknown[] }) => void> = []
    const frames: Array<() => void> = []
    const doc = new EventTarget() as EventTarget & { visibilityState: string; defaultView: unknown }
    doc.visibilityState = 'visible'
    doc.defaultView = {
      PerformanceObserver: Object.assign(
        function (this: { observe: () => void; disconnect: () => void }, callback: (typeof observers)[number]) {
          observers.push(callback)
          this.observe = () => undefined
          this.disconnect = () => observers.splice(observers.indexOf(callback), 1)
        },
        { supportedEntryTypes: [...(paintTiming ? ['paint'] : []), ...(lcp ? ['largest-contentful-paint'] : []), 'resource'] },
      ),
      requestAnimationFrame: (f: () => void) => frames.push(f),
    }
    return {
      doc: doc as unknown as Document,
      paint: () => [...observers].forEach((o) => o({ getEntries: () => [{ name: 'first-paint' }] })),
      /** A largest paint of `element` (which the Paint Timing observers take for a paint as well). */
      largest: (element: Element | null) => [...observers].forEach((o) => o({ getEntries: () => [{ name: '', element }] })),
      frame: () => frames.splice(0).forEach((f) => f()),
      hide: () => ((doc.visibilityState = 'hidden'), doc.dispatchEvent(new Event('visibilitychange'))),
      observers,
    }
  }

  it('afterFirstPaint: a task after the first paint is reported, once; not at the frame before it', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      const calls: string[] = []
      const page = fakePage()
      afterFirstPaint(() => calls.push('painted'), page.doc)
      vi.advanceTimersByTime(FIRST_PAINT_WAIT_MS - 1)
      expect(calls, 'no paint reported yet').toEqual([])
      page.paint()
      expect(calls, 'in the report itself').toEqual([])
      vi.advanceTimersToNextTimer()
      expect(calls).toEqual(['painted'])
      expect(page.observers, 'stops observing').toHaveLength(0)
      vi.advanceTimersByTime(FIRST_PAINT_WAIT_MS)
      page.hide()
      vi.advanceTimersByTime(FIRST_PAINT_WAIT_MS)
      expect(calls, 'once').toEqual(['painted'])
    } finally {
      vi.useRealTimers()
    }
  })

  it('afterFirstPaint: goes on without a paint when the page is hidden, hides first, reports none in time, or has no Paint Timing', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      const calls: string[] = []
      afterFirstPaint(() => calls.push('hidden'), { visibilityState: 'hidden' } as Document)
      vi.advanceTimersToNextTimer()
      expect(calls, 'a hidden page: the next task').toEqual(['hidden'])

      const hiding = fakePage()
      afterFirstPaint(() => calls.push('hides'), hiding.doc)
      hiding.hide()
      vi.advanceTimersToNextTimer()
      expect(calls).toEqual(['hidden', 'hides'])

      afterFirstPaint(() => calls.push('no report'), fakePage().doc)
      vi.advanceTimersByTime(FIRST_PAINT_WAIT_MS - 1)
      expect(calls).toEqual(['hidden', 'hides'])
      vi.advanceTimersByTime(1)
      vi.advanceTimersToNextTimer()
      expect(calls).toEqual(['hidden', 'hides', 'no report'])

      const old = fakePage({ paintTiming: false })
      afterFirstPaint(() => calls.push('frame'), old.doc)
      expect(old.observers, 'no observer where paint entries are not supported').toHaveLength(0)
      old.frame()
      expect(calls, 'in the frame itself').toEqual(['hidden', 'hides', 'no report'])
      vi.advanceTimersToNextTimer()
      expect(calls).toEqual(['hidden', 'hides', 'no report', 'frame'])
    } finally {
      vi.useRealTimers()
    }
  })

  it('afterPaintOf: a task after the largest paint of the element or of one in it is reported; another element’s is not it', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      const calls: string[] = []
      const copy = document.createElement('div')
      copy.innerHTML = '<p>Log in</p>'
      const page = fakePage({ paintTiming: false })
      afterPaintOf(copy, () => calls.push('copy painted'), page.doc)
      page.largest(document.createElement('p'))
      page.largest(null)
      vi.advanceTimersByTime(FIRST_PAINT_WAIT_MS - 1)
      expect(calls, 'the canvas’s name, or an element gone').toEqual([])
      page.largest(copy.querySelector('p'))
      expect(calls, 'in the report itself').toEqual([])
      vi.advanceTimersByTime(0)
      expect(calls).toEqual(['copy painted'])
      expect(page.observers, 'stops observing').toHaveLength(0)
      vi.advanceTimersByTime(FIRST_PAINT_WAIT_MS)
      expect(calls, 'once').toEqual(['copy painted'])
    } finally {
      vi.useRealTimers()
    }
  })

  it('afterPaintOf: no report in time, or a hidden page: then; no Largest Contentful Paint: after the first paint', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      const calls: string[] = []
      const copy = document.createElement('div')
      afterPaintOf(copy, () => calls.push('no report'), fakePage().doc)
      vi.advanceTimersByTime(FIRST_PAINT_WAIT_MS - 1)
      expect(calls).toEqual([])
      vi.advanceTimersByTime(1)
      vi.advanceTimersToNextTimer()
      expect(calls).toEqual(['no report'])
      const hiding = fakePage()
      afterPaintOf(copy, () => calls.push('hidden'), hiding.doc)
      hiding.hide()
      vi.advanceTimersByTime(0)
      expect(calls).toEqual(['no report', 'hidden'])
      const older = fakePage({ lcp: false })
      afterPaintOf(copy, () => calls.push('first paint'), older.doc)
      vi.advanceTimersByTime(10)
      expect(calls).toEqual(['no report', 'hidden'])
      older.paint()
      vi.advanceTimersByTime(1)
      vi.advanceTimersByTime(1)
      expect(calls).toEqual(['no report', 'hidden', 'first paint'])
      vi.advanceTimersByTime(FIRST_PAINT_WAIT_MS)
      expect(calls, 'once').toEqual(['no report', 'hidden', 'first paint'])
    } finally {
      vi.useRealTimers()
    }
  })

  it.each([
    ['no table', ''],
    ['garbage', '<script type="application/json" id="route-code">{not json</script>'],
    ['wrong shape', '<script type="application/json" id="route-code">[1,2]</script>'],
  ])('%s: no table, nothing throws', async (_, html) => expect(readRouteTable(withTable(html))).toBeNull())
})

describe('the pre-entry script (src/early.ts): the first screen’s reads before the app runs', () => {
  it('reads the manifest, then POSTs getconfig and the screen’s reads with the stored language and token', async () => {
    answerFirstLoad()
    await preEntry('/', { language: 'zh-TW', token: 'tok-9' })
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
    await preEntry('/', { language: null, token: null })
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
    await preEntry('/help/26', { language: 'vi', token: null })
    const article = await getArticledetail(client('vi'), { id: 26 })
    expect(article?.id).toBe(26)
    await getconfig(client('vi'))
    expect(paths()).toEqual(['GET /manifest.json', 'POST /api/Index/getconfig', 'POST /api/Game/getArticledetail'])
    expect(server.requests[2]!.body).toEqual({ id: 26, lang: 'vi' })
  })

  it('the help list’s and the mining screens’ first loads read their lists early, as their screens ask; the client adopts them', async () => {
    answerFirstLoad()
    await preEntry('/help/list', { language: null, token: null })
    // as the help list screen asks
    expect(await getArticlelist(client(), { category: ARTICLE_CATEGORY.news })).toHaveLength(1)
    expect(server.requests.at(-1)!.body).toEqual({ category: ARTICLE_CATEGORY.news, lang: 'en' })
    for (const path of ['/finance', '/productdetail', '/productrule']) {
      delete handoff().readsSent
      await preEntry(path, { language: null, token: null })
      expect(await getMinerList(client())).toHaveLength(1)
    }
    await getconfig(client())
    expect(
      paths().filter((p) => p.startsWith('POST')),
      'each call once: every answer adopted',
    ).toEqual([
      'POST /api/Index/getconfig',
      'POST /api/Game/getArticlelist',
      ...Array.from({ length: 3 }, () => ['POST /api/Index/getconfig', 'POST /api/Game/getMinerList']).flat(),
    ])
  })

  it('a returning user’s trend page: the day figures and the home game’s room read early with the stored token; the client adopts both', async () => {
    answerFirstLoad()
    await preEntry('/lotteryprize', { language: 'vi', token: 'tok-1' })
    await vi.waitFor(() => expect(server.requests).toHaveLength(4))
    expect(server.requests.slice(2).map((r) => [r.path, r.body])).toEqual([
      ['/api/Game/todayWinLost', { lang: 'vi', token: 'tok-1' }],
      ['/api/Game/getGameinfo', { roomid: HOME_ROOM, lang: 'vi', token: 'tok-1' }],
    ])
    // as the trend page's cards ask
    expect((await todayWinLost(client('vi', 'tok-1'))).yeswin).toBe(150)
    expect((await getGameinfo(client('vi', 'tok-1'), { roomid: HOME_ROOM })).room.title).toBe('Standard')
    expect(paths(), 'each call once: both answers adopted').toHaveLength(4)
  })

  it('a stored login preloads the code that sends requests beside the entry (getuserinfo follows at once); a guest’s does not', async () => {
    answerFirstLoad()
    const transportLinks = () =>
      [...document.head.querySelectorAll('link[rel="modulepreload"]')].filter((l) => l.getAttribute('href')?.endsWith('transport.js'))
    document.head.innerHTML = ''
    try {
      await preEntry('/', { language: null, token: null })
      expect(transportLinks(), 'a guest').toHaveLength(0)
      delete handoff().readsSent
      await preEntry('/user', { language: null, token: 'tok-1' })
      expect(transportLinks().map((l) => l.getAttribute('href'))).toEqual(['/assets/transport.js'])
    } finally {
      document.head.innerHTML = ''
      document.getElementById('boot-canvas')?.remove()
    }
  })

  it('an answer for another language or token is not adopted (the app asks itself)', async () => {
    answerFirstLoad()
    await preEntry('/login', { language: null, token: null })
    await getconfig(client('en', 'tok-new'))
    expect(paths()).toEqual(['GET /manifest.json', 'POST /api/Index/getconfig', 'POST /api/Index/getconfig'])
  })

  it(`an answer the app has not taken within ${EARLY_ANSWER_TTL_MS / 1000} s is not used`, async () => {
    answerFirstLoad()
    await preEntry('/login', { language: null, token: null })
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + EARLY_ANSWER_TTL_MS + 1)
    await getconfig(client())
    expect(paths().filter((p) => p === 'POST /api/Index/getconfig')).toHaveLength(2)
  })

  it('an early failure reaches the adopting call as that call’s failure (HTTP 500)', async () => {
    server.handle((req) => (req.path === '/manifest.json' ? { json: { apiWebUrl: server.url } } : { text: 'down', status: 500 }))
    await preEntry('/login', { language: null, token: null })
    await expect(getconfig(client())).rejects.toMatchObject({ kind: 'http', status: 500 })
    expect(paths()).toEqual(['GET /manifest.json', 'POST /api/Index/getconfig'])
  })

  it('an early answer that never comes times out like any call (the client’s own deadline)', async () => {
    server.handle((req) => (req.path === '/manifest.json' ? { json: { apiWebUrl: server.url } } : { never: true }))
    await preEntry('/login', { language: null, token: null })
    const api = createApiClient({
      baseUrl: server.url,
      getLang: () => 'en',
      getToken: () => null,
      timeout: 150,
      log: () => undefined,
      adopt: takeAnswer,
    })
    await expect(getconfig(api)).rejects.toMatchObject({ kind: 'timeout' })
    expect(paths()).toEqual(['GET /manifest.json', 'POST /api/Index/getconfig'])
  })

  it('an early read whose own deadline ran out first (it was sent before the call that adopts it) is a timeout, not a network error', async () => {
    sendFirstReads({
      apiWebUrl: server.url,
      fetch: () => Promise.reject(new DOMException('signal timed out', 'TimeoutError')),
      path: '/login',
      table: TABLE,
      stored: { language: null, token: null },
    })
    await expect(getconfig(client())).rejects.toMatchObject({ kind: 'timeout' })
    expect(paths()).toEqual([])
  })

  it.each([
    ['a 404', { text: 'no', status: 404 }],
    ['HTML', { text: '<html>', contentType: 'text/html' }],
    ['no apiWebUrl', { json: { api: 1 } }],
  ] as const)('a manifest that is %s: no reads, no error (boot reports it)', async (_, reply) => {
    server.handle(() => reply)
    await expect(preEntry('/', { language: null, token: null })).resolves.toBeUndefined()
    expect(paths()).toEqual(['GET /manifest.json'])
  })

  it('a return visit (address and config stored) sends the reads at once, to the stored address; boot adopts them', async () => {
    answerFirstLoad(500)
    const stored = { language: null, token: null, apiConfig: { apiWebUrl: `${server.url}/` }, appConfig: { currency: 'USD' } }
    saveState(stored)
    const firstLoad = preEntry('/', stored)
    let manifestRead = false
    const done = firstLoad.then(() => (manifestRead = true))
    await vi.waitFor(() => expect(paths().filter((p) => p.startsWith('POST'))).toHaveLength(4))
    expect(manifestRead).toBe(false)
    await done
    const services = await boot({ demo: false })
    expect(await services.freshConfig).toBeNull()
    expect(paths().filter((p) => p.includes('getconfig'))).toEqual(['POST /api/Index/getconfig'])
    expect(paths().filter((p) => p.includes('manifest'))).toEqual(['GET /manifest.json'])
    services.session.stop()
  })

  it('boot reads the early manifest response instead of fetching it again', async () => {
    answerFirstLoad()
    await preEntry('/', { language: null, token: null })
    const services = await boot({ demo: false })
    expect(services.config.currency).toBe('USD')
    expect(paths().filter((p) => p.includes('manifest'))).toEqual(['GET /manifest.json'])
    expect(paths().filter((p) => p.includes('getconfig'))).toEqual(['POST /api/Index/getconfig'])
    services.session.stop()
  })

  it('demo builds (reads: false): manifest.json only, and boot takes it', async () => {
    answerFirstLoad()
    await preEntry('/', { language: null, token: null }, false)
    expect(paths()).toEqual(['GET /manifest.json'])
    const services = await boot({ demo: false })
    expect(paths().filter((p) => p.includes('manifest'))).toEqual(['GET /manifest.json'])
    expect(paths().filter((p) => p.includes('getconfig'))).toEqual(['POST /api/Index/getconfig'])
    services.session.stop()
  })
})

describe('boot sends the first reads when the pre-entry script did not (the demo build, or no manifest then)', () => {
  it('the same reads as the pre-entry script, with the stored language and token; the screen adopts them', async () => {
    answerFirstLoad()
    sendFirstReads({ apiWebUrl: server.url, path: '/help/26', table: TABLE, stored: { language: 'zh-CN', token: 'tok-1' } })
    await vi.waitFor(() => expect(server.requests).toHaveLength(2))
    expect(paths()).toEqual(['POST /api/Index/getconfig', 'POST /api/Game/getArticledetail'])
    expect(server.requests[1]!.body).toEqual({ id: 26, lang: 'chs', token: 'tok-1' })
    const article = await getArticledetail(client('chs', 'tok-1'), { id: 26 })
    expect(article?.id).toBe(26)
    expect(paths()).toHaveLength(2)
  })

  it('never twice: after the pre-entry script sent them, boot sends nothing more', async () => {
    answerFirstLoad()
    await preEntry('/', { language: null, token: null })
    await vi.waitFor(() => expect(server.requests).toHaveLength(5))
    sendFirstReads({ apiWebUrl: server.url, path: '/', table: TABLE, stored: { language: null, token: null } })
    await new Promise((r) => setTimeout(r, 50))
    expect(paths()).toHaveLength(5)
  })

  it('boot({ firstReads: true }) sends them right after the manifest, and its own getconfig is the adopted one', async () => {
    answerFirstLoad()
    const services = await boot({ demo: false, firstReads: true, fetchManifest: async () => ({ apiWebUrl: server.url }) })
    expect(paths().filter((p) => p.includes('getconfig'))).toEqual(['POST /api/Index/getconfig'])
    services.session.stop()
  })
})

describe('preloadFiles', () => {
  beforeEach(() => {
    document.head.innerHTML = ''
  })

  it('names each file once; a link whose fetch failed is dropped, so a retry preloads the file again', () => {
    preloadFiles(document, '/', ['assets/a.js', 'assets/b.css'])
    preloadFiles(document, '/', ['assets/a.js'])
    const links = () => [...document.head.querySelectorAll('link')]
    expect(links().map((l) => `${l.rel} ${l.getAttribute('href')}`)).toEqual(['modulepreload /assets/a.js', 'preload /assets/b.css'])
    links()[0]!.dispatchEvent(new Event('error'))
    expect(links().map((l) => l.getAttribute('href'))).toEqual(['/assets/b.css'])
    preloadFiles(document, '/', ['assets/a.js'])
    expect(links().map((l) => l.getAttribute('href'))).toEqual(['/assets/b.css', '/assets/a.js'])
  })
})

describe('a return visit of / paints the kept banner in the loading canvas', () => {
  const BANNERS = [
    { id: 1, path: '/b/zh.png', path_tw: '/b/tw.png', path_vi: '', path_yw: '/b/en.png', url: '/bjsc/4' },
    { id: 2, path: '/b/2.png', path_tw: '', path_vi: '', path_yw: '', url: '' },
  ]
  const canvasImages = () => [...document.querySelectorAll('#boot-canvas .boot-banner img')].map((i) => i.getAttribute('src'))
  beforeEach(() => {
    document.body.innerHTML = '<div id="boot-canvas" class="boot-canvas"></div><div id="root"></div>'
    localStorage.clear()
  })

  it('the first banner, in the locale’s image (else the English one), once', () => {
    keep('banners', BANNERS)
    expect(paintKeptBanner(document, 'zh-TW')).toBe(true)
    expect(canvasImages()).toEqual(['/b/tw.png'])
    document.querySelector('.boot-banner')!.remove()
    expect(paintKeptBanner(document, 'vi')).toBe(true)
    expect(canvasImages()).toEqual(['/b/en.png'])
    const img = document.querySelector('#boot-canvas img') as HTMLImageElement
    expect(img.alt).toBe('')
  })

  it.each([
    ['nothing kept', null],
    ['garbage', '{not json'],
    ['another shape', JSON.stringify({ at: 1, data: { path: '/b.png' } })],
    ['an empty list', JSON.stringify({ at: 1, data: [] })],
    ['a script address', JSON.stringify({ at: 1, data: [{ path: 'javascript:alert(1)', path_yw: ' JavaScript:x', url: '/' }] })],
  ])('%s: nothing painted', (_, raw) => {
    if (raw !== null) localStorage.setItem(`${LAST_KNOWN_PREFIX}banners`, raw)
    expect(paintKeptBanner(document, 'en-US')).toBe(false)
    expect(document.querySelector('.boot-banner')).toBeNull()
  })

  it('no loading canvas (the app has started): nothing painted', () => {
    keep('banners', BANNERS)
    document.getElementById('boot-canvas')!.remove()
    expect(paintKeptBanner(document, 'en-US')).toBe(false)
    expect(document.querySelector('.boot-banner')).toBeNull()
  })

  it('the pre-entry script paints it on /, in the stored language; on any other route, none', async () => {
    answerFirstLoad()
    keep('banners', BANNERS)
    await preEntry('/login', { language: 'zh-CN', token: null }, false)
    expect(canvasImages()).toEqual([])
    await preEntry('/', { language: 'zh-CN', token: null }, false)
    expect(canvasImages()).toEqual(['/b/zh.png'])
  })
})

describe('a guest’s first screen that needs no data is painted in the loading canvas (index.html’s templates)', () => {
  const template = (pattern: string, lang: string, text: string) =>
    `<template data-first-screen="${pattern}" lang="${lang}"><div class="boot-screen" aria-hidden="true"><p>${text}</p></div></template>`
  const shown = () => [...document.querySelectorAll('#boot-canvas .boot-screen p')].map((p) => p.textContent)
  beforeEach(() => {
    document.body.innerHTML =
      '<div id="boot-canvas" class="boot-canvas"></div><div id="root"></div>' +
      template('/lotteryprize', 'en-US', 'Log in to see') +
      template('/lotteryprize', 'zh-CN', '登录后查看') +
      template('/help/list', 'en-US', 'Help')
    localStorage.clear()
  })

  it('the copy of the route and the language, once', () => {
    const copy = paintFirstScreen(document, '/lotteryprize', 'zh-CN')
    expect(copy?.matches('#boot-canvas > .boot-screen'), 'the copy, in the canvas').toBe(true)
    expect(shown()).toEqual(['登录后查看'])
    expect(paintFirstScreen(document, '/lotteryprize', 'zh-CN')).toBeNull()
    expect(shown()).toEqual(['登录后查看'])
    // The templates stay as they were: the copy is a clone.
    expect(document.querySelectorAll('template[data-first-screen]')).toHaveLength(3)
  })

  it('no copy for the route, or for the language, or no canvas: nothing painted', () => {
    expect(paintFirstScreen(document, '/login', 'en-US')).toBeNull()
    expect(paintFirstScreen(document, '/help/list', 'vi')).toBeNull()
    expect(shown()).toEqual([])
    document.getElementById('boot-canvas')!.remove()
    expect(paintFirstScreen(document, '/lotteryprize', 'en-US')).toBeNull()
    expect(document.querySelector('.boot-screen')).toBeNull()
  })

  it('the pre-entry script paints it for a guest, in the stored language; never for a logged-in user', async () => {
    answerFirstLoad()
    await preEntry('/lotteryprize', { language: 'zh-TW', token: 'tok-1' }, false)
    expect(shown(), 'a logged-in user’s screen shows their data there').toEqual([])
    await preEntry('/lotteryprize', { language: 'zh-CN', token: null }, false)
    expect(shown()).toEqual(['登录后查看'])
  })

  it('an unknown stored language: the default language’s copy', async () => {
    answerFirstLoad()
    await preEntry('/lotteryprize', { language: 'xx' as never, token: null }, false)
    expect(shown()).toEqual(['Log in to see'])
  })

  /** The pre-entry script on `path` with the copy's paint held until `paint()`: the requests it sends, in order. */
  function heldPaint(path: string, token: string | null) {
    const events: string[] = []
    const painted: Array<() => void> = []
    answerFirstLoad()
    const done = startFirstLoad({
      fetch: (url, init) => (events.push(`send ${new URL(String(url)).pathname}`), fetch(url, init)),
      path,
      table: TABLE,
      manifestUrl: `${server.url}/manifest.json`,
      stored: { language: 'en-US', token, apiConfig: null, appConfig: null },
      afterPaint: (element, then) => void (element.closest('#boot-canvas') && painted.push(then)),
    })
    return { events, done, paint: () => painted.splice(0).forEach((then) => then()) }
  }

  it('a guest’s painted copy: the reads (getconfig) wait for its paint, in the pre-entry script and in boot', async () => {
    const page = heldPaint('/lotteryprize', null)
    const booted = boot({ demo: false, firstReads: true, fetchManifest: async () => ({ apiWebUrl: `${server.url}/` }) })
    await new Promise((settled) => setTimeout(settled, 100))
    expect(shown(), 'painted').toEqual(['Log in to see'])
    expect(page.events, 'before the paint: manifest.json only').toEqual(['send /manifest.json'])
    expect(paths(), 'boot sent nothing either').toEqual(['GET /manifest.json'])
    page.paint()
    await page.done
    await booted
    // Sent once, by whichever of the two asked first; the other adopted it.
    expect(paths().filter((p) => p === 'POST /api/Index/getconfig')).toHaveLength(1)
  })

  it('nothing painted (a logged-in user, a route without a copy): the reads at once, and boot does not wait', async () => {
    for (const [path, token] of [
      ['/lotteryprize', 'tok-1'],
      ['/login', null],
    ] as const) {
      const page = heldPaint(path, token)
      await page.done
      expect(page.events, `${path}: its reads, no paint waited for`).toContain('send /api/Index/getconfig')
      expect(shown()).toEqual([])
      await expect(firstReadsMayGo()).resolves.toBeUndefined()
      await Promise.allSettled([...handoff().answers.values()].map((a) => a.response))
      handoff().answers.clear()
      delete handoff().readsSent
    }
  })
})

describe('a first visit of / paints the first banner of the early banner list in the loading canvas', () => {
  const BANNERS = [
    {
      id: 1,
      path: 'https://cdn.example/zh.png',
      path_tw: '',
      path_vi: 'https://cdn.example/vi.png',
      path_yw: 'https://cdn.example/en.png',
      url: '',
    },
    { id: 2, path: 'https://cdn.example/2.png', path_tw: '', path_vi: '', path_yw: '', url: '/bjsc/4' },
  ]
  const canvasImages = () => [...document.querySelectorAll('#boot-canvas .boot-banner img')].map((i) => i.getAttribute('src'))
  const answer = (body: unknown, status = 200) =>
    Promise.resolve(new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }))
  beforeEach(() => {
    document.body.innerHTML = '<div id="boot-canvas" class="boot-canvas"></div><div id="root"></div>'
    localStorage.clear()
  })

  it('as the list arrives: the first banner in the stored language; the home screen takes the list once; the app still adopts the answer', async () => {
    server.handle((req) => {
      if (req.path === '/manifest.json') return { json: { apiWebUrl: server.url } }
      if (req.path === '/api/Game/slide') return ok(BANNERS)
      return ok([])
    })
    await preEntry('/', { language: 'vi', token: null })
    await vi.waitFor(() => expect(canvasImages()).toEqual(['https://cdn.example/vi.png']))
    expect(takeFirstBanners()?.data).toEqual(BANNERS)
    expect(takeFirstBanners()).toBeNull()
    // The paint read a copy: the client's own read of the same answer is intact.
    const banners = await slide(client('vi'))
    expect(banners.map((b) => b.path_vi)).toEqual(['https://cdn.example/vi.png', ''])
    expect(paths().filter((p) => p === 'POST /api/Game/slide')).toHaveLength(1)
  })

  it('the other reading of the wire: code as text, the list in a Laravel page', async () => {
    const src = await paintFirstBanner(answer({ code: '1', msg: 'ok', data: { current_page: 1, data: BANNERS, total: 2 } }), 'en-US')
    expect(src).toBe('https://cdn.example/en.png')
    expect(canvasImages()).toEqual(['https://cdn.example/en.png'])
  })

  it('a return visit’s kept banner stays: the fresh list paints nothing, and the home screen starts from the kept copy', async () => {
    keep('banners', [{ ...BANNERS[1], path_yw: 'https://cdn.example/kept.png' }])
    expect(paintKeptBanner(document, 'en-US')).toBe(true)
    expect(await paintFirstBanner(answer(ok(BANNERS).json), 'en-US')).toBeNull()
    expect(canvasImages()).toEqual(['https://cdn.example/kept.png'])
    expect(takeFirstBanners()).toBeNull()
  })

  it('the app has rendered (no loading canvas): nothing painted, nothing handed over', async () => {
    document.getElementById('boot-canvas')!.remove()
    expect(await paintFirstBanner(answer(ok(BANNERS).json), 'en-US')).toBeNull()
    expect(document.querySelector('.boot-banner')).toBeNull()
    expect(takeFirstBanners()).toBeNull()
  })

  it.each([
    ['a failure code', () => answer({ code: 0, info: 'maintenance', data: BANNERS })],
    ['a code that is neither 1 nor its digits', () => answer({ code: true, info: '', data: BANNERS })],
    ['a session end (body code 409)', () => answer({ code: 409, info: 'expired', data: BANNERS })],
    ['HTTP 500', () => answer(ok(BANNERS).json, 500)],
    ['not JSON', () => answer('<html>busy</html>')],
    ['no response (timeout)', () => Promise.reject(new DOMException('timed out', 'TimeoutError'))],
    ['an empty list', () => answer(ok([]).json)],
    ['rows of another shape', () => answer(ok([{ path: 42 }]).json)],
    ['a script address', () => answer(ok([{ path: 'javascript:alert(1)', path_yw: ' JavaScript:x', url: '/' }]).json)],
  ])('%s: nothing painted, the home screen loads the list itself', async (_, response) => {
    expect(await paintFirstBanner(response(), 'en-US')).toBeNull()
    expect(document.querySelector('.boot-banner')).toBeNull()
    expect(takeFirstBanners()).toBeNull()
  })
})

describe('a first load of an article paints the early answer in the loading canvas (src/app/first-article.ts)', () => {
  const ARTICLE = {
    id: 26,
    title: '玩法',
    content: '<p>选择房间</p>',
    title_yw: 'How to play',
    content_yw: '<p>Pick a room.</p>',
    title_vi: 'Cách chơi',
    content_vi: '',
    createtime: '2026-11-24 10:00:00',
  }
  beforeEach(() => {
    document.head.innerHTML = ''
    document.body.innerHTML = `<div id="boot-canvas" class="boot-canvas"></div>${ARTICLE_FRAME}<div id="root"></div>`
    localStorage.clear()
  })
  afterEach(() => void delete handoff().article)
  const scripts = () => [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'))
  const stylePreloads = () => [...document.head.querySelectorAll('link[rel="preload"][as="style"]')].map((l) => l.getAttribute('href'))
  /** The route's stylesheet (TABLE: page.css), which the paint waits for: loaded. */
  const loadStylesheet = async () => {
    await vi.waitFor(() => expect(document.querySelector('link[rel="stylesheet"]')).not.toBeNull())
    const link = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]')!
    expect(link.getAttribute('href')).toBe('/assets/page.css')
    link.dispatchEvent(new Event('load'))
  }
  const article = (data: unknown, code: unknown = 1) =>
    server.handle((req) => {
      if (req.path === '/manifest.json') return { json: { apiWebUrl: server.url } }
      if (req.path === '/api/Game/getArticledetail') return { json: { code, info: '', data } }
      return ok({})
    })

  it.each([
    ['vi', 'Cách chơi', '<p>Pick a room.</p>'],
    ['zh-CN', '玩法', '<p>选择房间</p>'],
  ] as const)(
    'in the stored language (%s), with the screen’s fallback; the date as the screen shows it; the app adopts the answer',
    async (language, title, body) => {
      article(ARTICLE)
      await preEntry('/help/26', { language, token: null })
      await loadStylesheet()
      await vi.waitFor(() => expect(document.querySelector('#boot-canvas .article-body')?.innerHTML).toBe(body))
      expect(document.querySelector('#boot-canvas .article-title')?.textContent).toBe(title)
      expect(document.querySelector('#boot-canvas time')?.textContent).toBe(serverTimeView(ARTICLE.createtime, language).text)
      expect(takeFirstArticle(26)).toEqual(ARTICLE)
      expect((await getArticledetail(client(API_LANG[language]), { id: 26 }))?.title_vi).toBe('Cách chơi')
      expect(paths().filter((p) => p === 'POST /api/Game/getArticledetail')).toHaveLength(1)
    },
  )

  describe('for a viewer in New York', () => {
    inViewerZone('America/New_York')
    it("the date is painted on the backend's clock (UTC+8), as the screen shows it", async () => {
      // 07:00 on Jan 16 for the backend is 18:00 on Jan 15 in New York
      article({ ...ARTICLE, createtime: '2026-01-16 07:00:00' })
      await preEntry('/help/26', { language: 'zh-CN', token: null })
      await loadStylesheet()
      await vi.waitFor(() => expect(document.querySelector('#boot-canvas time')?.textContent).toBe('2026/1/16 07:00'))
      expect(document.querySelector('#boot-canvas time')?.getAttribute('datetime')).toBe('2026-01-15T23:00:00.000Z')
    })
  })

  it('a picture by path in the article loads from the API server (its base from manifest.json), not the app’s origin', async () => {
    article({ ...ARTICLE, content_yw: '<p>Pick a room.</p><img src="/uploads/a.png" alt="a"><img src="uploads/b.png" alt="b">' })
    await preEntry('/help/26', { language: 'en-US', token: null })
    await loadStylesheet()
    await vi.waitFor(() => expect(document.querySelectorAll('#boot-canvas .article-body img')).toHaveLength(2))
    const srcs = [...document.querySelectorAll('#boot-canvas .article-body img')].map((i) => i.getAttribute('src'))
    expect(new URL(server.url).origin).not.toBe(location.origin)
    expect(srcs).toEqual([new URL('/uploads/a.png', server.url).href, `${server.url.replace(/\/+$/, '')}/uploads/b.png`])
  })

  it('the same readings of the wire as the call: a one-row list, or { article }; code as text', async () => {
    article([{ article: ARTICLE }], '1')
    await preEntry('/info/26', { language: 'en-US', token: null })
    await loadStylesheet()
    await vi.waitFor(() => expect(document.querySelector('#boot-canvas .article-title')?.textContent).toBe('How to play'))
  })

  it.each([
    ['a failure code', ARTICLE, 0],
    ['a session end (body code 409)', ARTICLE, 409],
    ['no article', [], 1],
    ['a field of another type', { ...ARTICLE, content_yw: { html: '<p>x</p>' } }, 1],
  ])('%s: nothing painted; the screen asks itself', async (_, data, code) => {
    article(data, code)
    await preEntry('/help/26', { language: 'en-US', token: null })
    await Promise.allSettled([...handoff().answers.values()].map((a) => a.response))
    await new Promise((r) => setTimeout(r, 50))
    expect(document.querySelector('#boot-canvas .boot-screen')).toBeNull()
    expect(takeFirstArticle(26)).toBeUndefined()
  })

  it('the route’s scripts wait for the article’s paint, and so does the app; its stylesheets come at once', async () => {
    article(ARTICLE)
    let mayLoad = false
    await preEntry('/help/26', { language: 'en-US', token: null })
    void routeCodeMayLoad().then(() => (mayLoad = true))
    expect(stylePreloads()).toEqual(['/assets/page.css'])
    expect(scripts(), 'no script before the paint').toEqual([])
    await loadStylesheet()
    await vi.waitFor(() => expect(document.querySelector('#boot-canvas .article-body')).not.toBeNull())
    await vi.waitFor(() => expect(scripts()).toEqual(['/assets/help.js']))
    await vi.waitFor(() => expect(mayLoad).toBe(true))
  })

  it('nothing to paint (a failure code): the route’s scripts at once', async () => {
    article(ARTICLE, 0)
    await preEntry('/help/26', { language: 'en-US', token: null })
    await vi.waitFor(() => expect(scripts()).toEqual(['/assets/help.js']))
    await routeCodeMayLoad()
    expect(document.querySelector('#boot-canvas .boot-screen')).toBeNull()
  })

  it(`the article never comes: the route’s scripts after ${ROUTE_CODE_HOLD_MS} ms at the latest`, async () => {
    vi.useFakeTimers()
    try {
      const never = () => new Promise<Response>(() => undefined)
      void startFirstLoad({
        path: '/help/26',
        table: TABLE,
        fetch: never,
        stored: { language: 'en-US', token: null, apiConfig: null, appConfig: null },
      })
      let mayLoad = false
      void routeCodeMayLoad().then(() => (mayLoad = true))
      await vi.advanceTimersByTimeAsync(ROUTE_CODE_HOLD_MS - 1)
      expect([scripts(), mayLoad]).toEqual([[], false])
      await vi.advanceTimersByTimeAsync(1)
      expect([scripts(), mayLoad]).toEqual([['/assets/help.js'], true])
    } finally {
      vi.useRealTimers()
    }
  })

  it('a route of no article holds nothing: its scripts beside the entry, the app at once', async () => {
    await preEntry('/help/list', { language: 'en-US', token: null })
    expect(scripts()).toEqual(['/assets/list.js'])
    let mayLoad = false
    await routeCodeMayLoad().then(() => (mayLoad = true))
    expect(mayLoad).toBe(true)
  })

  it('a route of no article: its code is never loaded', async () => {
    article(ARTICLE)
    await preEntry('/help/list', { language: 'en-US', token: null })
    await new Promise((r) => setTimeout(r, 50))
    expect(document.querySelector('link[rel="stylesheet"]')).toBeNull()
    expect(document.querySelector('#boot-canvas .boot-screen')).toBeNull()
  })
})
