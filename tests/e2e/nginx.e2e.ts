// The README's nginx server block, run as written on a loopback port over a copy of dist/: the SPA
// fallback, a 404 for a missing file, the cache headers (a year for hashed assets, revalidation for
// index.html, the service worker and both manifests), the CSP on every answer, and the app under it.
// Then the README's second block inside it: the API under the app's own origin.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { chmodSync, cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { servers } from './servers'
import { expectClean, launchBrowser, openPage, waitForApp } from './helpers'
import { contentSecurityPolicy } from './static-server'

const README = resolve(import.meta.dirname, '../../README.md')
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => spawnSync(p, ['-v']).status === 0)
const apiUrl = servers().apiUrl
const YEAR = 'public, max-age=31536000, immutable'

/** The README's `n`th nginx block (0: the server block, 1: the API's location inside it). */
function readmeBlock(n: number): string {
  const block = [...readFileSync(README, 'utf8').matchAll(/```nginx\n([\s\S]*?)```/g)][n]?.[1]
  if (!block) throw new Error(`README.md has no ${n + 1}. \`\`\`nginx block`)
  return block
}

const swap = (text: string, from: string, to: string) => {
  if (!text.includes(from)) throw new Error(`the README's nginx block no longer has "${from}"`)
  return text.replaceAll(from, to)
}

/**
 * The README's server block, pointed at `root`, listening on loopback, with the API's origin in its CSP;
 * with `apiInside`, the README's API location inside it, passing to the API.
 */
function readmeServerBlock(root: string, port: number, apiInside = false): string {
  let conf = swap(readmeBlock(0), 'listen 80;', `listen 127.0.0.1:${port};`)
  conf = swap(conf, 'root /var/www/lucky-trade;', `root ${root};`)
  conf = swap(conf, 'https://api.example.com', new URL(apiUrl).origin)
  if (!apiInside) return conf
  const location = swap(readmeBlock(1), 'http://127.0.0.1:8080', new URL(apiUrl).origin)
  const end = conf.lastIndexOf('}')
  return `${conf.slice(0, end)}${location}${conf.slice(end)}`
}

const freePort = () =>
  new Promise<number>((done, fail) => {
    const server = createServer()
    server.once('error', fail)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => done(port))
    })
  })

interface Site {
  base: string
  /** The site's root (a copy of dist/). */
  root: string
  close(): Promise<void>
}

/** dist/ copied, its manifest.json naming `apiWebUrl`, served by nginx with `serverBlock(root, port)`. */
async function startNginx(apiWebUrl: string, serverBlock: (root: string, port: number) => string): Promise<Site> {
  if (!NGINX) throw new Error('nginx not found: install it (apt-get install -y nginx; npm test does as root)')
  const dir = mkdtempSync(join(tmpdir(), 'e2e-nginx-'))
  const root = join(dir, 'site')
  cpSync(inject('distDir'), root, { recursive: true })
  writeFileSync(join(root, 'manifest.json'), JSON.stringify({ apiWebUrl }))
  // nginx's workers run as an unprivileged user when it is started as root: they must read the site.
  for (const d of [dir, root, join(root, 'assets'), join(root, 'icons')]) chmodSync(d, 0o755)
  mkdirSync(join(dir, 'temp'))
  const port = await freePort()
  const conf = [
    'worker_processes 1;',
    `pid ${dir}/nginx.pid;`,
    'error_log stderr warn;',
    'daemon off;',
    'events { worker_connections 64; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    '  access_log off;',
    `  client_body_temp_path ${dir}/temp/body;`,
    `  proxy_temp_path ${dir}/temp/proxy;`,
    serverBlock(root, port),
    '}',
  ].join('\n')
  writeFileSync(join(dir, 'nginx.conf'), conf)
  let log = ''
  const nginx: ChildProcess = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', 'stderr'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  nginx.stderr!.on('data', (d: Buffer) => (log += d))
  const close = async () => {
    if (nginx.exitCode === null) {
      const exited = new Promise((done) => nginx.once('exit', done))
      nginx.kill('SIGQUIT')
      await exited
    }
    rmSync(dir, { recursive: true, force: true })
  }
  const base = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 10_000
  for (;;) {
    if (nginx.exitCode !== null) {
      await close()
      throw new Error(`nginx exited (${nginx.exitCode}):\n${log}`)
    }
    const up = await fetch(`${base}/`).then(
      (r) => r.ok,
      () => false,
    )
    if (up) break
    if (Date.now() > deadline) {
      await close()
      throw new Error(`nginx did not answer within 10 s:\n${log}`)
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  return { base, root, close }
}

let site: Site | undefined
let base: string
let entry: string

beforeAll(async () => {
  site = await startNginx(apiUrl, readmeServerBlock)
  base = site.base
  entry = readdirSync(join(site.root, 'assets')).find((f) => /^index-.+\.js$/.test(f))!
})

afterAll(async () => {
  await site?.close()
})

const get = (path: string) => fetch(`${base}${path}`, { headers: { 'accept-encoding': 'gzip' } })

describe('the README’s nginx config over dist/', () => {
  test('the CSP on every answer; hashed assets cached a year; index.html, the worker and both manifests revalidated; SPA fallback; a missing file is a 404', async () => {
    const csp = contentSecurityPolicy(apiUrl)
    const index = await (await get('/index.html')).text()
    const cases: [path: string, status: number, type: RegExp, cache: string | null, body?: 'index'][] = [
      ['/', 200, /^text\/html/, 'no-cache', 'index'],
      ['/help/26', 200, /^text\/html/, 'no-cache', 'index'],
      ['/room_list/1', 200, /^text\/html/, 'no-cache', 'index'],
      ['/index.html', 200, /^text\/html/, 'no-cache'],
      ['/sw.js', 200, /javascript/, 'no-cache'],
      ['/manifest.json', 200, /^application\/json/, 'no-cache'],
      ['/app.webmanifest', 200, /^application\/manifest\+json/, 'no-cache'],
      [`/assets/${entry}`, 200, /javascript/, YEAR],
      // Not cached: the file may be on its way (a deployment being uploaded).
      ['/assets/missing-00000000.js', 404, /^text\/html/, null],
      ['/missing.png', 404, /^text\/html/, null],
    ]
    const seen = []
    for (const [path, , , , body] of cases) {
      const r = await get(path)
      const text = await r.text()
      seen.push({
        path,
        status: r.status,
        type: r.headers.get('content-type'),
        cache: r.headers.get('cache-control'),
        csp: r.headers.get('content-security-policy') === csp,
        index: body ? text === index : undefined,
      })
    }
    expect(seen).toEqual(
      cases.map(([path, status, type, cache, body]) => ({
        path,
        status,
        type: expect.stringMatching(type),
        cache,
        csp: true,
        index: body ? true : undefined,
      })),
    )
    expect((await get(`/assets/${entry}`)).headers.get('content-encoding'), 'scripts compressed').toBe('gzip')
    expect(await (await get('/manifest.json')).json()).toEqual({ apiWebUrl: apiUrl })
  })

  test('the production build runs under it: boots against the API, no CSP violation', async () => {
    await expectAppRuns(base, 'nginx')
  })
})

/**
 * The production build served at `base`: it boots, shows the home screen's tiles and opens an article,
 * with no page error or CSP violation. `watch` sees the page before its first load.
 */
async function expectAppRuns(at: string, where: string, watch: (page: Page) => void = () => undefined): Promise<void> {
  const browser = await launchBrowser()
  try {
    const t = await openPage(browser, at)
    watch(t.page)
    await t.page.goto('/')
    await waitForApp(t.page)
    await t.page.getByTestId('game-tiles').waitFor({ state: 'visible' })
    await t.page.goto('/help/26')
    await waitForApp(t.page)
    await t.page.getByRole('heading', { level: 1 }).first().waitFor({ state: 'visible' })
    expectClean(t, where)
    await t.close()
  } finally {
    await browser.close()
  }
}

describe('the README’s API location inside it: the API under the app’s own origin', () => {
  let same: Site | undefined
  beforeAll(async () => {
    same = await startNginx('', (root, port) => readmeServerBlock(root, port, true))
  })
  afterAll(async () => {
    await same?.close()
  })

  test('a call to the app’s origin reaches the API; the app runs on it, every call to its own origin (no preflight, no second connection)', async () => {
    const answer = await fetch(`${same!.base}/api/Index/getconfig`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ lang: 'en-us' }),
    })
    expect(answer.status).toBe(200)
    expect(await answer.json()).toMatchObject({ code: 1 })

    const calls: { method: string; url: string }[] = []
    await expectAppRuns(same!.base, 'nginx, API under the app’s origin', (page) =>
      page.on('request', (r) => {
        if (r.url().includes('/api/')) calls.push({ method: r.method(), url: r.url() })
      }),
    )
    expect(calls.length).toBeGreaterThan(0)
    expect(calls.filter((c) => c.method !== 'POST' || !c.url.startsWith(`${same!.base}/api/`))).toEqual([])
  })
})
