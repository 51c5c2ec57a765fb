// The installed app: the web app manifest, the service worker's precache (a return visit and an
// offline reload start from it), the prompt for a new deployment, and nothing of the API in any cache.
// Every other suite blocks service workers (helpers.ts), so their loads go to the network; here each
// test serves its own copy of a build on its own origin (one worker per origin), in a browser with a
// profile of its own (an incognito context is never installable).
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { chromium, type BrowserContext, type Page, type Request, type Response, type Route } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, inject, test } from 'vitest'
import { servers } from './servers'
import { CHROMIUM_ARGS, chromiumPath } from '../chromium'
import { PHONE, STORAGE_KEY, expectClean, poMessage, submitLogin, waitForApp, watchPage, type Watched } from './helpers'
import { contentSecurityPolicy, startStaticServer, type StaticServer } from './static-server'
import { NEXT_BUILD_MARKER } from './next-build.vite.config'

const ROOT = resolve(import.meta.dirname, '../..')
const apiUrl = servers().apiUrl
const WEB_MANIFEST = 'app.webmanifest'
const CONFIG_CACHE = 'app-config'

const cleanups: Array<() => Promise<unknown> | unknown> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await Promise.resolve(cleanup()).catch(() => undefined)
})

/** A copy of a build in a folder of its own, served like a deployment (SPA fallback, the README's CSP). */
async function deploy(build: string, { api = true } = {}): Promise<{ server: StaticServer; root: string }> {
  const root = mkdtempSync(join(tmpdir(), 'e2e-sw-site-'))
  cpSync(build, root, { recursive: true })
  const server = await startStaticServer({
    root,
    overrides: api ? { '/manifest.json': JSON.stringify({ apiWebUrl: apiUrl }) } : {},
    csp: contentSecurityPolicy(api ? apiUrl : undefined),
  })
  cleanups.push(() => rmSync(root, { recursive: true, force: true }))
  cleanups.push(() => server.close())
  return { server, root }
}

/** Replaces what `root` serves with another build, as an upload to the server does. */
function redeploy(root: string, build: string): void {
  for (const entry of readdirSync(root)) rmSync(join(root, entry), { recursive: true, force: true })
  cpSync(build, root, { recursive: true })
}

interface PwaPage extends Watched {
  context: BrowserContext
  page: Page
  /** Requests the service worker itself made (its precache, its network-first fetches). */
  workerRequests: Request[]
}

/** A phone-sized page in a browser with a profile on disk (the same settings as helpers.ts's openPage). */
async function openPwa(baseURL: string): Promise<PwaPage> {
  const profile = mkdtempSync(join(tmpdir(), 'e2e-sw-profile-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    args: CHROMIUM_ARGS,
    headless: true,
    baseURL,
    ...PHONE,
    serviceWorkers: 'allow',
    timeout: 30_000,
  })
  cleanups.push(() => rmSync(profile, { recursive: true, force: true }))
  cleanups.push(() => context.close())
  context.setDefaultTimeout(15_000)
  context.setDefaultNavigationTimeout(15_000)
  const page = context.pages()[0] ?? (await context.newPage())
  const watched = await watchPage(page)
  const workerRequests: Request[] = []
  context.on('request', (r) => {
    if (r.serviceWorker()) workerRequests.push(r)
  })
  return { context, page, workerRequests, ...watched }
}

/** Resolves once a worker of this origin is active: its install, the whole precache, is done. */
async function workerActive(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const reg = await navigator.serviceWorker.ready
    const worker = reg.active!
    if (worker.state !== 'activated') await new Promise((done) => worker.addEventListener('statechange', done))
  })
}

const controlled = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller !== null)

/** A first visit of `/` that installs the worker, then a reload: the page the worker controls. */
async function secondVisitOfHome(page: Page): Promise<void> {
  await page.goto('/')
  await waitForApp(page)
  await workerActive(page)
  await page.reload()
  await waitForApp(page)
  expect(await controlled(page)).toBe(true)
}

/** Every URL in every Cache Storage cache of the page's origin, by cache. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const out: Record<string, string[]> = {}
    for (const name of await caches.keys()) out[name] = (await (await caches.open(name)).keys()).map((r) => r.url)
    return out
  })

/** The files of a build, as the paths a page asks for. */
function buildFiles(dir: string): Set<string> {
  return new Set(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((d) => d.isFile())
      .map((d) => `/${join(d.parentPath, d.name).slice(dir.length + 1)}`),
  )
}

const isStatic = (url: string, origin: string) => url.startsWith(`${origin}/`) && !url.endsWith('/manifest.json')

describe('service worker: production build', () => {
  test('installable: the manifest (linked once the first screen has settled) and iOS tags are there; the second visit is controlled by the worker, served from it, and Chromium lists no installability error', async () => {
    const { server } = await deploy(inject('distDir'))
    const t = await openPwa(server.url)
    const { page, context } = t
    const cdp = await context.newCDPSession(page)
    let loadedAt = 0
    let manifestAskedAt = 0
    page.once('load', () => (loadedAt = Date.now()))
    page.on('request', (r) => {
      if (r.url() === `${server.url}/${WEB_MANIFEST}` && !manifestAskedAt) manifestAskedAt = Date.now()
    })

    const first = await page.goto('/')
    expect(await first!.text(), 'index.html links no manifest: the first load does not fetch it beside the entry').not.toMatch(
      /rel="?manifest/,
    )
    await waitForApp(page)
    // The page links it with the worker's registration, once the first screen has settled.
    await workerActive(page)
    const head = await page.evaluate(() => ({
      manifest: document.querySelector<HTMLLinkElement>('link[rel="manifest"]')?.href,
      touchIcon: document.querySelector<HTMLLinkElement>('link[rel="apple-touch-icon"]')?.href,
      capable: document.querySelector<HTMLMetaElement>('meta[name="apple-mobile-web-app-capable"]')?.content,
      theme: document.querySelector<HTMLMetaElement>('meta[name="theme-color"]')?.content,
    }))
    expect(head).toEqual({
      manifest: `${server.url}/${WEB_MANIFEST}`,
      touchIcon: `${server.url}/icons/apple-touch-icon.png`,
      capable: 'yes',
      theme: '#0b1220',
    })
    const { url, errors, data } = await cdp.send('Page.getAppManifest')
    expect({ url, errors }).toEqual({ url: `${server.url}/${WEB_MANIFEST}`, errors: [] })
    expect(loadedAt).toBeGreaterThan(0)
    // The request's event can reach the test after the manifest itself did (a busy machine): wait for it.
    await expect.poll(() => manifestAskedAt, { message: 'the manifest was asked for', timeout: 10_000 }).toBeGreaterThan(0)
    expect(manifestAskedAt - loadedAt, 'the manifest was asked for after the page had loaded').toBeGreaterThan(0)
    const manifest = JSON.parse(data!) as { display: string; start_url: string; icons: { sizes: string; purpose?: string }[] }
    expect(manifest).toMatchObject({ display: 'standalone', start_url: '/', name: 'LuckyTrade', short_name: 'LuckyTrade' })
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable'])

    expect(await controlled(page), 'first visit: no claim, the page stays on the network').toBe(false)

    // Second visit: the document, scripts and styles come from the worker; manifest.json too, which
    // the worker fetched from the network first; the API's answers never pass through it.
    const responses: Response[] = []
    page.on('response', (r) => responses.push(r))
    const before = t.workerRequests.length
    await page.goto('/')
    await waitForApp(page)
    await page.getByTestId('game-tiles').waitFor({ state: 'visible' })
    expect(await controlled(page)).toBe(true)
    const own = responses.filter((r) => isStatic(r.url(), server.url))
    expect(own.length).toBeGreaterThan(2)
    expect(
      own.filter((r) => !r.fromServiceWorker()).map((r) => r.url()),
      'app files not served by the worker',
    ).toEqual([])
    const config = responses.find((r) => r.url() === `${server.url}/manifest.json`)
    expect(config?.fromServiceWorker()).toBe(true)
    expect(
      t.workerRequests.slice(before).map((r) => r.url()),
      'network first: the worker asked the server',
    ).toContain(`${server.url}/manifest.json`)
    // The screen may show last visit's data before the API answers (on a busy machine, well before).
    const apiResponses = () => responses.filter((r) => r.url().startsWith(`${apiUrl}/`))
    await expect.poll(() => apiResponses().length).toBeGreaterThan(0)
    const api = apiResponses()
    expect(api.filter((r) => r.fromServiceWorker()).map((r) => r.url())).toEqual([])

    // A deep link to an app route: the precached index.html (the SPA fallback).
    const doc = await page.goto('/help/26')
    await waitForApp(page)
    expect(doc?.fromServiceWorker()).toBe(true)
    await page.getByRole('heading', { level: 1 }).first().waitFor({ state: 'visible' })

    expect((await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([])
    expectClean(t, 'the installed app')
  })

  test('no API answer, nor anything else with a token, is in any Cache Storage cache: only the build and manifest.json', async () => {
    const dist = inject('distDir')
    const { server } = await deploy(dist)
    const t = await openPwa(server.url)
    const { page } = t
    await page.goto('/login')
    await waitForApp(page)
    await workerActive(page)
    // Logged in, through pages that call the API, served by the worker.
    await page.goto('/login')
    await waitForApp(page)
    expect(await controlled(page)).toBe(true)
    await submitLogin(page)
    await page.waitForURL((url) => url.pathname === '/user')
    await page.getByTestId('user-nickname').waitFor({ state: 'visible' })
    await page.goto('/')
    await page.getByTestId('welcome').waitFor({ state: 'visible' })
    const income = page.waitForResponse((r) => r.url() === `${apiUrl}/api/Game/getfinanceflow`)
    await page.goto('/my_income')
    await waitForApp(page)
    await income

    const token = await page.evaluate(
      (key) => (JSON.parse(localStorage.getItem(key)!) as { state: { token: string } }).state.token,
      STORAGE_KEY,
    )
    expect(token).toBeTruthy()
    const cached = await cachedUrls(page)
    const all = Object.values(cached).flat()
    expect(all.filter((u) => !u.startsWith(`${server.url}/`)).sort(), 'cached from another origin (the API)').toEqual([])
    expect(all.filter((u) => u.includes('/api/') || u.includes(token)).sort(), 'API paths or the token').toEqual([])
    const files = buildFiles(dist)
    expect(
      all.map((u) => new URL(u).pathname).filter((p) => !files.has(p)),
      'cached paths that are not files of the build',
    ).toEqual([])
    expect(cached[CONFIG_CACHE]?.map((u) => new URL(u).pathname)).toEqual(['/manifest.json'])
    expectClean(t, 'caches')
  })

  test('a return visit paints its screen and last visit’s banners before the network answers anything, then takes the fresh data', async () => {
    const { server } = await deploy(inject('distDir'))
    const t = await openPwa(server.url)
    const { page, context } = t
    await secondVisitOfHome(page)
    await page.getByTestId('banner').first().waitFor({ state: 'visible' })
    await page.getByTestId('game-tiles').waitFor({ state: 'visible' })

    // Next visit: manifest.json and every API call held until the screen has painted (no timer: on a
    // busy machine the paint may take seconds, and nothing may be answered before it).
    let release!: () => void
    const held = new Promise<void>((r) => (release = r))
    const answered: string[] = []
    const hold = async (route: Route) => {
      await held
      await route.continue().catch(() => undefined)
    }
    await context.route(`${apiUrl}/**`, hold)
    await context.route('**/manifest.json', hold)
    page.on('response', (r) => {
      if (r.url().startsWith(apiUrl) || r.url().endsWith('/manifest.json')) answered.push(r.url())
    })
    try {
      await page.reload({ waitUntil: 'commit' })
      await page.getByTestId('banner').first().waitFor({ state: 'visible', timeout: 10_000 })
      await page.getByTestId('game-tiles').waitFor({ state: 'visible', timeout: 10_000 })
      expect(answered, 'painted before any answer from the network').toEqual([])
      expect(await page.getByTestId('banners-loading').count()).toBe(0)
    } finally {
      release()
    }
    // Then the fresh reads land (the game list's minimum amounts come from the API again).
    await expect.poll(() => answered.some((u) => u.endsWith('/api/Game/slide')), { timeout: 15_000 }).toBe(true)
    await expect.poll(() => page.getByTestId('game-tiles').getAttribute('aria-busy'), { timeout: 15_000 }).toBe('false')
    await context.unrouteAll({ behavior: 'ignoreErrors' })
    expectClean(t, 'return visit')
  })

  test('offline: a reload opens the shell from the worker (manifest.json from its cache) and the app shows its offline state', async () => {
    const { server } = await deploy(inject('distDir'))
    const t = await openPwa(server.url)
    const { page, context } = t
    await page.goto('/')
    await waitForApp(page)
    await page.getByTestId('game-tiles').waitFor({ state: 'visible' })
    await workerActive(page)
    await page.reload()
    await waitForApp(page)
    expect(await controlled(page)).toBe(true)
    // The API's address is known only from manifest.json now: boot's own copy is gone, so a boot
    // succeeds only if the worker answers manifest.json from its cache.
    await page.evaluate((key) => {
      const stored = JSON.parse(localStorage.getItem(key)!) as { state: Record<string, unknown> }
      stored.state.apiConfig = null
      localStorage.setItem(key, JSON.stringify(stored))
    }, STORAGE_KEY)

    // No network at all: the browser is offline (navigator.onLine too, kept across the reload by
    // the page's own emulation) and the server is gone.
    await context.setOffline(true)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', { offline: true, latency: 0, downloadThroughput: -1, uploadThroughput: -1 })
    await server.close()

    const doc = await page.reload()
    expect(doc?.fromServiceWorker()).toBe(true)
    await waitForApp(page)
    const banner = page.getByTestId('offline-banner')
    await banner.waitFor({ state: 'visible' })
    expect(await banner.innerText()).toBe(
      poMessage('en-US', 'messages', 'You are offline. Check your connection; the app reconnects by itself.'),
    )
    expect(await page.getByTestId('boot-error').count(), 'no boot error screen').toBe(0)
    await page.getByTestId('welcome').waitFor({ state: 'visible' })
    // The last-known public data stays readable: last visit's banners, kept by the app.
    await page.getByTestId('banner').first().waitFor({ state: 'visible' })
    expect(await page.getByTestId('banners-loading').count()).toBe(0)
    const stored = await page.evaluate(
      (key) => (JSON.parse(localStorage.getItem(key)!) as { state: { apiConfig: unknown } }).state,
      STORAGE_KEY,
    )
    expect(stored.apiConfig, 'boot read manifest.json (from the cache)').toEqual({ apiWebUrl: `${apiUrl}/` })
    expectClean(t, 'offline reload')
  })
})

describe('service worker: a new deployment', () => {
  let next: string
  beforeAll(() => {
    // The next release: the same app with every chunk's name changed and a marker in index.html.
    next = mkdtempSync(join(tmpdir(), 'e2e-sw-next-'))
    const r = spawnSync(
      process.execPath,
      [
        join(ROOT, 'node_modules/vite/bin/vite.js'),
        'build',
        '--config',
        join(import.meta.dirname, 'next-build.vite.config.ts'),
        '--outDir',
        next,
        '--emptyOutDir',
        '--logLevel',
        'error',
      ],
      { cwd: ROOT, encoding: 'utf8' },
    )
    if (r.status !== 0) throw new Error(`the next build failed:\n${r.stdout}\n${r.stderr}`)
  }, 180_000)
  afterAll(() => {
    if (next && existsSync(next)) rmSync(next, { recursive: true, force: true })
  })

  test(
    'the running build keeps its own files while "A new version is available" shows; Reload brings the whole new build',
    { timeout: 120_000 },
    async () => {
      const dist = inject('distDir')
      const { server, root } = await deploy(dist)
      const t = await openPwa(server.url)
      const { page } = t
      await secondVisitOfHome(page)
      const banner = page.locator('.update-banner')
      expect(await banner.count()).toBe(0)

      redeploy(root, next)
      // The user comes back: the navigation is answered by the running build's worker, and the browser
      // finds the new worker script and installs it beside the old one.
      await page.reload()
      await waitForApp(page)
      await banner.waitFor({ state: 'visible', timeout: 30_000 })
      expect(await banner.innerText()).toContain(poMessage('en-US', 'messages', 'A new version is available.'))
      expect(await page.locator('meta[name="app-build"]').count(), 'still the old build').toBe(0)
      // Above the app, in the page's flow (it covers none of the screen), styled by its own stylesheet,
      // which came with the worker's registration code.
      const [bannerBox, appBox, reloadBox] = await Promise.all([
        banner.boundingBox(),
        page.locator('#root').boundingBox(),
        page.getByRole('button', { name: poMessage('en-US', 'messages', 'Reload') }).boundingBox(),
      ])
      expect(appBox!.y).toBeGreaterThanOrEqual(bannerBox!.y + bannerBox!.height - 0.5)
      expect(reloadBox!.height).toBeGreaterThanOrEqual(44)

      // A screen never opened yet: its chunks are the old build's, which the server no longer has,
      // and they come from the old worker's cache.
      const oldFiles = buildFiles(dist)
      const failed: string[] = []
      page.on('requestfailed', (r) => failed.push(r.url()))
      const scripts: Response[] = []
      page.on('response', (r) => {
        if (r.url().startsWith(`${server.url}/assets/`)) scripts.push(r)
      })
      await page.getByRole('link', { name: poMessage('en-US', 'messages', 'Recharge') }).click()
      await page.waitForURL((url) => url.pathname === '/recharge')
      await page.locator('input[name="payName"]').waitFor({ state: 'visible' })
      expect(scripts.length, 'the screen needed code').toBeGreaterThan(0)
      expect(scripts.filter((r) => !oldFiles.has(new URL(r.url()).pathname) || r.status() !== 200).map((r) => r.url())).toEqual([])
      expect(failed).toEqual([])

      await page.getByRole('button', { name: poMessage('en-US', 'messages', 'Reload') }).click()
      await page.locator(`meta[name="app-build"][content="${NEXT_BUILD_MARKER}"]`).waitFor({ state: 'attached', timeout: 20_000 })
      await waitForApp(page)
      expect(await banner.count()).toBe(0)
      await page.locator('input[name="payName"]').waitFor({ state: 'visible' })
      // Every file of the reloaded page is the new build's.
      const newFiles = buildFiles(next)
      const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name))
      const assets = loaded.filter((u) => u.startsWith(`${server.url}/assets/`)).map((u) => new URL(u).pathname)
      expect(assets.length).toBeGreaterThan(0)
      expect(assets.filter((p) => !newFiles.has(p))).toEqual([])
      expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated')
      expectClean(t, 'update')
    },
  )
})

describe('service worker: demo build', () => {
  test('the same worker; offline, a reload opens the whole demo (its backend runs in the page)', async () => {
    const { server } = await deploy(inject('distDemoDir'), { api: false })
    const t = await openPwa(server.url)
    const { page, context } = t
    await secondVisitOfHome(page)
    // Installable as the production build: the manifest linked once the first screen has settled.
    await expect
      .poll(() => page.evaluate(() => document.querySelector<HTMLLinkElement>('link[rel="manifest"]')?.href))
      .toBe(`${server.url}/${WEB_MANIFEST}`)
    const cdp = await context.newCDPSession(page)
    expect((await cdp.send('Page.getAppManifest')).errors).toEqual([])

    await context.setOffline(true)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', { offline: true, latency: 0, downloadThroughput: -1, uploadThroughput: -1 })
    await server.close()

    await page.goto('/login')
    await waitForApp(page)
    await page.getByTestId('offline-banner').waitFor({ state: 'visible' })
    await submitLogin(page)
    await page.waitForURL((url) => url.pathname === '/user')
    await page.getByTestId('user-nickname').waitFor({ state: 'visible' })
    expectClean(t, 'demo offline')
  })
})
