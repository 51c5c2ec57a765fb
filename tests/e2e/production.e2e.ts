// The production build (dist/) against the mock API over HTTP on another origin, found through manifest.json.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page, Request, Route } from 'playwright-core'
import { describe, expect, inject, test } from 'vitest'
import { servers } from './servers'
import { expectClean, navTitle, pathOf, poMessage, readState, submitLogin, waitForApp, waitForIdle, setUpBrowser } from './helpers'
import { matchRoute, type RouteTable } from '../../src/app/first-load'

const baseURL = servers().prodUrl
const apiUrl = servers().apiUrl
const GETCONFIG = '/api/Index/getconfig'
const GETUSERINFO = '/api/Game/getuserinfo'
const LOGIN = '/api/Index/login'

const openAt = setUpBrowser()
const newPage = () => openAt(baseURL)

const isApi = (r: Request) => r.url().startsWith(`${apiUrl}/`)
const apiPath = (r: Request) => new URL(r.url()).pathname

/** A JSON answer from "the API", with the CORS headers the browser needs cross-origin. */
function fulfillJson(route: Route, body: unknown) {
  return route.fulfill({
    status: 200,
    contentType: 'application/json; charset=utf-8',
    headers: { 'access-control-allow-origin': '*' },
    body: JSON.stringify(body),
  })
}

async function loginThroughUi(page: Page) {
  await page.goto('/login')
  await waitForApp(page)
  await submitLogin(page)
  await page.waitForURL((url) => url.pathname === '/user')
}

describe('production build against the mock API', () => {
  test('pre-entry reads: a first load sends each of its reads once (the app adopts them), and preloads the route’s code', async () => {
    for (const [path, reads, code] of [
      ['/', ['/api/Index/getconfig', '/api/Game/slide', '/api/Game/getGameList', '/api/Game/getWinList'], /\/assets\/routes-/],
      ['/help/26', ['/api/Index/getconfig', '/api/Game/getArticledetail'], /\/assets\/article-screen-/],
      ['/login', ['/api/Index/getconfig'], /\/assets\/login-/],
      ['/lotteryprize', ['/api/Index/getconfig'], /\/assets\/lotteryprize-/],
    ] as const) {
      const t = await newPage()
      const { page } = t
      const sent: string[] = []
      page.on('request', (r) => {
        if (isApi(r) && r.method() === 'POST') sent.push(apiPath(r))
        if (r.url().endsWith('/manifest.json')) sent.push('manifest.json')
      })
      await page.goto(path)
      await waitForApp(page)
      await waitForIdle(t)
      expect(
        sent.filter((p) => p === 'manifest.json'),
        `${path}: manifest.json`,
      ).toHaveLength(1)
      for (const read of reads)
        expect(
          sent.filter((p) => p === read),
          `${path}: ${read}`,
        ).toHaveLength(1)
      const preloaded = await page.$$eval('link[rel="modulepreload"]', (links) => links.map((l) => (l as HTMLLinkElement).href))
      expect(
        preloaded.some((href) => code.test(href)),
        `${path}: its route code preloaded`,
      ).toBe(true)
      expectClean(t, path)
    }
  })

  test('the price feed’s client comes with /lotteryprize’s code, which the pre-entry script preloads (the screen subscribes at once); no other route’s first load has it', () => {
    const dist = inject('distDir')
    const html = readFileSync(join(dist, 'index.html'), 'utf8')
    const table = JSON.parse(/<script type="application\/json" id="route-code">(.*?)<\/script>/s.exec(html)![1]!) as RouteTable
    const entry = [...html.matchAll(/<script type="module"[^>]* src="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!)
    // The exchange's address: the feed's client (its machine and the exchange's protocol) holds it.
    const withFeed = (files: string[]) =>
      files.filter((f) => f.endsWith('.js') && readFileSync(join(dist, f), 'utf8').includes('ws.okx.com'))
    const routeFiles = (path: string, loggedIn = false) => matchRoute(table, path, loggedIn)?.files ?? []
    expect(withFeed(routeFiles('/lotteryprize'))).toHaveLength(1)
    // Imported, not fetched on the first subscription: no chunk of its own (a dynamic import's, one round trip later).
    expect(readdirSync(join(dist, 'assets')).filter((f) => /^price-feed/.test(f))).toEqual([])
    expect(withFeed(entry)).toEqual([])
    for (const path of ['/', '/login', '/help/26', '/user']) expect(withFeed(routeFiles(path, true)), path).toEqual([])
  })

  test('the trend page’s results board: a guest’s page never fetches its code; a logged-in user’s fetches it and shows the board, its reads sent early', async () => {
    const t = await newPage()
    const { page } = t
    const scripts: string[] = []
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname)
    })
    const board = (list: string[]) => list.filter((p) => /\/results-board-[\w-]+\.js$/.test(p))
    await page.goto('/lotteryprize')
    await page.getByTestId('winlost-guest').waitFor()
    await page.getByTestId('price-list').waitFor()
    await waitForIdle(t)
    expect(
      scripts.some((p) => /\/lotteryprize-[\w-]+\.js$/.test(p)),
      scripts.join(', '),
    ).toBe(true)
    expect(board(scripts), scripts.join(', ')).toEqual([])

    await loginThroughUi(page)
    const sent: string[] = []
    page.on('request', (r) => {
      if (isApi(r)) sent.push(apiPath(r))
    })
    // A cold load with the stored login: the pre-entry script reads the day figures and the board's room early.
    await page.goto('/lotteryprize')
    await page.getByTestId('home-board').getByTestId('board').waitFor()
    await page.getByTestId('winlost').waitFor()
    expect(board(scripts)).toHaveLength(1)
    for (const read of ['/api/Game/todayWinLost', '/api/Game/getGameinfo']) {
      expect(
        sent.filter((p) => p === read),
        `${read}: sent once (the screen adopted the early answer)`,
      ).toHaveLength(1)
      // early: before boot restores the session, so before the app could render the screen
      expect(sent.indexOf(read), sent.join(', ')).toBeLessThan(sent.indexOf(GETUSERINFO))
    }
    expectClean(t, '/lotteryprize')
  })

  test('the trend page’s board, its code and stylesheet unreachable: the titled frame says so; the network coming back loads them without a tap', async () => {
    const t = await newPage()
    const { page } = t
    await loginThroughUi(page)
    let reachable = false
    await page.route(/\/assets\/results-board-[\w-]+\.(js|css)$/, (route) =>
      reachable ? route.continue() : route.abort('internetdisconnected'),
    )
    await page.goto('/lotteryprize')
    const frame = page.getByTestId('home-board')
    const failure = frame.getByTestId('load-error')
    await failure.waitFor()
    expect(await failure.innerText()).toContain(poMessage('en-US', 'messages', 'Check your connection and try again.'))
    // the room's read went out all the same: its title comes
    await expect.poll(() => frame.getByRole('heading', { level: 2 }).innerText()).toMatch(/^Results board: /)

    reachable = true
    await page.context().setOffline(true)
    await page.context().setOffline(false)
    const board = frame.getByTestId('board')
    await board.waitFor({ timeout: 15_000 })
    // styled: its stylesheet was fetched again too
    expect(await board.evaluate((el) => getComputedStyle(el).display)).toBe('flex')
    expectClean(t, '/lotteryprize, board code back')
  })

  test('boot: GET manifest.json, then getconfig on the mock API; no Mirage in the page', async () => {
    const t = await newPage()
    const { page } = t
    const requests: Array<{ method: string; url: string }> = []
    const scripts: Array<Promise<{ url: string; text: string }>> = []
    page.on('request', (r) => requests.push({ method: r.method(), url: r.url() }))
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script') scripts.push(r.text().then((text) => ({ url: r.url(), text })))
    })
    await page.goto('/')
    await waitForApp(page)
    await page.getByTestId('welcome').waitFor({ state: 'visible' })
    await waitForIdle(t)

    const manifestAt = requests.findIndex((r) => r.url === `${baseURL}/manifest.json`)
    const configAt = requests.findIndex((r) => r.url === `${apiUrl}${GETCONFIG}`)
    expect(manifestAt, 'manifest.json requested').toBeGreaterThanOrEqual(0)
    expect(requests[manifestAt]!.method).toBe('GET')
    expect(configAt, `getconfig requested on ${apiUrl}`).toBeGreaterThan(manifestAt)
    expect(requests[configAt]!.method).toBe('POST')
    const apiBefore = requests.slice(0, manifestAt).filter((r) => r.url.startsWith(apiUrl))
    expect(apiBefore, 'no API call before the manifest').toEqual([])

    const loaded = await Promise.all(scripts)
    expect(loaded.length).toBeGreaterThan(0)
    const mirage = loaded.filter((s) => /pretender|miragejs/i.test(s.text)).map((s) => s.url)
    expect(mirage, 'scripts with Mirage/pretender code').toEqual([])
    // pretender swaps these for polyfills; the production page must keep the browser's own.
    const natives = await page.evaluate(() =>
      [window.fetch, window.XMLHttpRequest, window.Request, window.Response, window.Headers].map((f) =>
        Function.prototype.toString.call(f).includes('[native code]'),
      ),
    )
    expect(natives).toEqual([true, true, true, true, true])
    expect(await page.getByTestId('demo-badge').count()).toBe(0)
    expectClean(t, '/')
  })

  test('every API request is JSON with lang (en, then chs after switching to zh-CN) and, once logged in, token', async () => {
    const t = await newPage()
    const { page } = t
    type Phase = 'guest' | 'loggingIn' | 'authed' | 'zh'
    let phase = 'guest' as Phase
    const calls: Array<{ phase: Phase; path: string; contentType: string; body: unknown; raw: string | null }> = []
    page.on('request', (r) => {
      if (!isApi(r) || r.method() !== 'POST') return
      const raw = r.postData()
      let body: unknown
      try {
        body = raw === null ? undefined : JSON.parse(raw)
      } catch {
        body = undefined
      }
      calls.push({ phase, path: apiPath(r), contentType: r.headers()['content-type'] ?? '', body, raw })
    })

    await page.goto('/')
    await waitForApp(page)
    await waitForIdle(t)
    phase = 'loggingIn'
    await loginThroughUi(page)
    await waitForIdle(t)
    const token = (await readState(page))?.token
    expect(token, 'token stored after login').toMatch(/\S/)

    phase = 'authed'
    await page.reload()
    await waitForApp(page)
    await waitForIdle(t)
    await page.goto('/languageSet')
    await waitForApp(page)
    await waitForIdle(t)
    phase = 'zh'
    await page.getByTestId('language-zh-CN').click()
    await expect.poll(() => navTitle(page).textContent()).toBe(poMessage('zh-CN', 'messages', 'Language'))
    await waitForIdle(t)
    await page.reload()
    await waitForApp(page)
    await waitForIdle(t)
    await page.goto('/user')
    await waitForApp(page)
    await page.getByTestId('user-nickname').waitFor({ state: 'visible' })
    await waitForIdle(t)

    const problems: string[] = []
    for (const c of calls) {
      const where = `${c.phase} ${c.path}`
      if (!/^application\/json/.test(c.contentType)) problems.push(`${where}: content-type ${c.contentType}`)
      if (typeof c.body !== 'object' || c.body === null || Array.isArray(c.body)) {
        problems.push(`${where}: body is not a JSON object: ${c.raw}`)
        continue
      }
      const body = c.body as Record<string, unknown>
      const lang = c.phase === 'zh' ? 'chs' : 'en'
      if (body.lang !== lang) problems.push(`${where}: lang ${JSON.stringify(body.lang)}, expected ${lang}`)
      const needsToken = c.phase === 'authed' || c.phase === 'zh' || (c.phase === 'loggingIn' && c.path === GETUSERINFO)
      if (needsToken && body.token !== token) problems.push(`${where}: token ${JSON.stringify(body.token)}`)
      if (c.phase === 'guest' && 'token' in body) problems.push(`${where}: a guest sends a token`)
    }
    expect(problems).toEqual([])
    for (const phaseName of ['guest', 'loggingIn', 'authed', 'zh'] as const) {
      expect(calls.filter((c) => c.phase === phaseName).length, `API calls in phase ${phaseName}`).toBeGreaterThan(0)
    }
    expect(calls.some((c) => c.path === LOGIN)).toBe(true)
    expect(calls.some((c) => c.phase === 'zh' && c.path === GETCONFIG)).toBe(true)
    expectClean(t, 'lang/token flow')
  })

  test('a reload of an auth route while the stored session is restored slowly: the loading canvas stays until the screen shows, never a blank page', async () => {
    const t = await newPage()
    const { page } = t
    await loginThroughUi(page)
    // A frame in which the canvas went while the app showed nothing: recorded when the canvas is hidden.
    await page.addInitScript(() => {
      const seen = { blank: false }
      ;(window as unknown as { __canvas: typeof seen }).__canvas = seen
      new MutationObserver(() => {
        const canvas = document.querySelector<HTMLElement>('.boot-canvas')
        const gone = !canvas || canvas.style.visibility === 'hidden'
        const root = document.getElementById('root')
        if (gone && root && root.childElementCount === 0) seen.blank = true
      }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['style'] })
    })
    // the user-info call of the restore is held: the auth route waits for it
    let release!: () => void
    const held = new Promise<void>((r) => (release = r))
    let asked!: () => void
    const wasAsked = new Promise<void>((r) => (asked = r))
    await page.route(
      `${apiUrl}${GETUSERINFO}`,
      async (route) => {
        asked()
        await held
        await route.continue()
      },
      { times: 1 },
    )
    const config = page.waitForResponse((r) => r.url() === `${apiUrl}${GETCONFIG}`)
    await page.goto('/user', { waitUntil: 'commit' })
    await wasAsked
    await config
    // boot is done and the app has rendered (a transition: a few frames); the router still waits
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 50)))))
    expect(await page.locator('#boot-canvas').isVisible(), 'the loading canvas shows while the session is restored').toBe(true)
    release()
    await page.getByTestId('user-nickname').waitFor()
    await expect.poll(() => page.locator('#boot-canvas').count()).toBe(0)
    expect(await page.evaluate(() => (window as unknown as { __canvas: { blank: boolean } }).__canvas.blank), 'a blank frame').toBe(false)
    expectClean(t, '/user, slow restore')
  })

  test('body code 409 clears the token and lands on /login', async () => {
    const t = await newPage()
    const { page } = t

    // A running app: the user-info call right after login answers 409.
    await page.goto('/login')
    await waitForApp(page)
    let answered409!: () => void
    const hit = new Promise<void>((r) => (answered409 = r))
    await page.route(
      `${apiUrl}${GETUSERINFO}`,
      async (route) => {
        await fulfillJson(route, { code: 409 })
        answered409()
      },
      { times: 1 },
    )
    const loginDone = page.waitForResponse((r) => r.url() === `${apiUrl}${LOGIN}`)
    await submitLogin(page)
    await loginDone
    await hit
    await expect.poll(() => readState(page).then((s) => s?.token ?? null), { message: 'token cleared' }).toBeNull()
    await waitForIdle(t)
    expect(pathOf(page)).toBe('/login')
    expect((await readState(page))?.isLogin).toBe(false)

    // At boot: a stored token whose user-info call answers 409.
    await loginThroughUi(page)
    expect((await readState(page))?.token).toMatch(/\S/)
    await page.route(`${apiUrl}${GETUSERINFO}`, (route) => fulfillJson(route, { code: 409 }), { times: 1 })
    await page.reload()
    await waitForApp(page)
    await page.waitForURL((url) => url.pathname === '/login')
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/user')
    expect((await readState(page))?.token ?? null).toBeNull()
    // told why, as when a session is refused later
    await expect
      .poll(() => page.getByTestId('toast').allTextContents())
      .toEqual([poMessage('en-US', 'errors', 'Your login has expired, please log in again')])
    expectClean(t, '409 flow')
  })

  test('a stored token the server refuses at start, on public pages: /login, told once why; logging in returns to the page. A network failure at start keeps the session', async () => {
    const t = await newPage()
    const { page } = t
    const expired = poMessage('en-US', 'errors', 'Your login has expired, please log in again')
    const toasts = () => page.getByTestId('toast').allTextContents()
    await loginThroughUi(page)

    // Home, the refusal arriving before the app's first render: home's code is held until it has.
    let refused!: () => void
    const answered = new Promise<void>((resolve) => (refused = resolve))
    page.on('response', (r) => void (r.url() === `${apiUrl}${GETUSERINFO}` && refused()))
    await page.route(`${apiUrl}${GETUSERINFO}`, (route) => fulfillJson(route, { code: 409 }), { times: 1 })
    await page.route(/\/assets\/routes-[^/]*\.js$/, async (route) => {
      await answered
      await route.continue()
    })
    await page.goto('/')
    await waitForApp(page)
    await page.waitForURL((url) => url.pathname === '/login')
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/')
    await expect.poll(toasts).toEqual([expired])
    expect((await readState(page))?.token ?? null).toBeNull()
    await waitForIdle(t)
    expect(await toasts(), 'said once').toEqual([expired])
    await submitLogin(page)
    await page.waitForURL((url) => url.pathname === '/')
    await page.unroute(/\/assets\/routes-[^/]*\.js$/)

    // An article, the refusal arriving once the app shows: the same, and logging in returns to the article.
    await page.route(`${apiUrl}${GETUSERINFO}`, (route) => fulfillJson(route, { code: 409 }), { times: 1 })
    await page.goto('/help/26')
    await waitForApp(page)
    await page.waitForURL((url) => url.pathname === '/login')
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/help/26')
    await expect.poll(toasts).toEqual([expired])
    await submitLogin(page)
    await page.waitForURL((url) => url.pathname === '/help/26')
    await page.getByTestId('article').waitFor({ state: 'visible' })
    const token = (await readState(page))?.token
    expect(token).toMatch(/\S/)

    // No answer at all is not a refusal: the session, its token and the page stay, and nothing is said.
    await page.route(`${apiUrl}${GETUSERINFO}`, (route) => route.abort('connectionrefused'), { times: 1 })
    const failed = page.waitForEvent('requestfailed', (r) => r.url() === `${apiUrl}${GETUSERINFO}`)
    await page.goto('/help/26')
    await waitForApp(page)
    await failed
    await waitForIdle(t)
    expect(pathOf(page)).toBe('/help/26')
    expect((await readState(page))?.token).toBe(token)
    expect(await toasts()).not.toContain(expired)
    expectClean(t, 'refused token at start')
  })

  test('body code 409 with a sheet open: /login takes the room’s entry as without the sheet; after logging in again the room is in history once', async () => {
    const t = await newPage()
    const { page } = t
    await loginThroughUi(page)
    await page.goto('/')
    await waitForApp(page)
    await page.getByTestId('tile-0').click()
    await page.waitForURL((url) => url.pathname === '/activity/1')
    await page.getByTestId('room').waitFor({ state: 'visible' })
    await page.getByTestId('rules-open').click()
    await page.getByTestId('rules-sheet').waitFor({ state: 'visible' })
    const sheetEntry = () => page.evaluate(() => (history.state as { sheet?: string } | null)?.sheet ?? null)
    expect(await sheetEntry()).not.toBeNull()

    // The session ends on the server: every call of the user's answers 409; the network's return makes one.
    await page.route(`${apiUrl}/api/Game/**`, (route) => fulfillJson(route, { code: 409 }))
    await page.evaluate(() => dispatchEvent(new Event('online')))
    await page.waitForURL((url) => url.pathname === '/login')
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/activity/1')
    await page.unroute(`${apiUrl}/api/Game/**`)

    await page.goBack()
    await page.waitForURL((url) => url.pathname === '/')
    await waitForApp(page)
    await page.goForward()
    await page.waitForURL((url) => url.pathname === '/login')
    await submitLogin(page)
    await page.waitForURL((url) => url.pathname === '/activity/1')
    await page.getByTestId('room').waitFor({ state: 'visible' })
    await page.goBack()
    await page.waitForURL((url) => url.pathname === '/')
    expect(await sheetEntry()).toBeNull()
  })

  for (const step of ['manifest', 'config'] as const) {
    test(`an unreachable ${step} on the first visit shows the boot error screen with a working retry`, async () => {
      const t = await newPage()
      const { page } = t
      const target = step === 'manifest' ? `${baseURL}/manifest.json` : `${apiUrl}${GETCONFIG}`
      await page.route(target, (route) => route.abort('connectionrefused'))
      await page.goto('/')
      const error = page.getByTestId('boot-error')
      await error.waitFor({ state: 'visible' })
      expect(await page.locator('#boot-canvas').count(), 'loading canvas removed').toBe(0)
      expect((await error.innerText()).trim()).toContain(poMessage('en-US', 'messages', 'Cannot reach the server'))
      const retry = error.getByRole('button', { name: poMessage('en-US', 'messages', 'Try again') })
      await retry.waitFor({ state: 'visible' })

      await page.unroute(target)
      await retry.click()
      await page.getByTestId('welcome').waitFor({ state: 'visible' })
      expect(await error.count()).toBe(0)
      expectClean(t, `boot with unreachable ${step}`)
    })
  }
})
