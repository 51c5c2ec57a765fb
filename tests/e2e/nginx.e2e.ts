// The README's nginx server block, run as written on a loopback port over a copy of dist/: the SPA
// fallback, a 404 for a missing file, the cache headers (a year for hashed assets, revalidation for
// index.html, the service worker and both manifests), the CSP on every answer, and the app under it.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { chmodSync, cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { servers } from './servers'
import { expectClean, launchBrowser, openPage, waitForApp } from './helpers'
import { contentSecurityPolicy } from './static-server'

const README = resolve(import.meta.dirname, '../../README.md')
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => spawnSync(p, ['-v']).status === 0)
const apiUrl = servers().apiUrl
const YEAR = 'public, max-age=31536000, immutable'

/** The README's nginx block, pointed at `root`, listening on loopback, with the API's origin in its CSP. */
function readmeServerBlock(root: string, port: number): string {
  const block = /```nginx\n([\s\S]*?)```/.exec(readFileSync(README, 'utf8'))?.[1]
  if (!block) throw new Error('README.md has no ```nginx block')
  const swap = (text: string, from: string, to: string) => {
    if (!text.includes(from)) throw new Error(`the README's nginx block no longer has "${from}"`)
    return text.replaceAll(from, to)
  }
  let conf = swap(block, 'listen 80;', `listen 127.0.0.1:${port};`)
  conf = swap(conf, 'root /var/www/lucky-trade;', `root ${root};`)
  return swap(conf, 'https://api.example.com', new URL(apiUrl).origin)
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

let dir: string
let nginx: ChildProcess | undefined
let log = ''
let base: string
let entry: string

beforeAll(async () => {
  if (!NGINX) throw new Error('nginx not found: install it (apt-get install -y nginx; npm test does as root)')
  dir = mkdtempSync(join(tmpdir(), 'e2e-nginx-'))
  const root = join(dir, 'site')
  cpSync(inject('distDir'), root, { recursive: true })
  writeFileSync(join(root, 'manifest.json'), JSON.stringify({ apiWebUrl: apiUrl }))
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
    readmeServerBlock(root, port),
    '}',
  ].join('\n')
  writeFileSync(join(dir, 'nginx.conf'), conf)
  nginx = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', 'stderr'], { stdio: ['ignore', 'pipe', 'pipe'] })
  nginx.stderr!.on('data', (d: Buffer) => (log += d))
  base = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 10_000
  for (;;) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited (${nginx.exitCode}):\n${log}`)
    const up = await fetch(`${base}/`).then(
      (r) => r.ok,
      () => false,
    )
    if (up) break
    if (Date.now() > deadline) throw new Error(`nginx did not answer within 10 s:\n${log}`)
    await new Promise((r) => setTimeout(r, 100))
  }
  entry = readdirSync(join(root, 'assets')).find((f) => /^index-.+\.js$/.test(f))!
})

afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((done) => nginx!.once('exit', done))
    nginx.kill('SIGQUIT')
    await exited
  }
  if (dir) rmSync(dir, { recursive: true, force: true })
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
    const browser = await launchBrowser()
    try {
      const t = await openPage(browser, base)
      await t.page.goto('/')
      await waitForApp(t.page)
      await t.page.getByTestId('game-tiles').waitFor({ state: 'visible' })
      await t.page.goto('/help/26')
      await waitForApp(t.page)
      await t.page.getByRole('heading', { level: 1 }).first().waitFor({ state: 'visible' })
      expectClean(t, 'nginx')
      await t.close()
    } finally {
      await browser.close()
    }
  })
})
