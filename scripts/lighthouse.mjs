#!/usr/bin/env node
// Lighthouse 12 (mobile defaults: simulated slow 4G, 4x CPU) on the production and demo builds, each
// served with brotli and an SPA fallback over HTTP/2 with TLS, as a CDN serves them (a self-signed
// certificate for loopback, made with openssl; `--http1`, or no openssl: plain HTTP/1.1); the production
// build talks to the mock API (a child process on loopback, behind an HTTP/2 front of its own origin)
// through an in-memory manifest.json, as tests/e2e/global-setup.ts does; `/` and `/help/26` once more
// with the API under the app's own origin (a figure, no budget). Why the protocol and the API's origin
// matter to Lighthouse's simulated LCP: docs/performance.md.
//
// `node scripts/lighthouse.mjs [--runs 5] [--prod dist] [--demo dist-demo] [--floor DIR] [--http1]` on existing builds
// (the LCP budget needs a built floor: `npm run bench -- --keep` leaves one), or
// through `npm run bench` (which builds into a temp dir first; `--no-lighthouse` skips this step).
// Not part of `npm test`: 2 builds x 4 routes x 5 runs take several minutes.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { createServer, request } from 'node:http'
import { createSecureServer } from 'node:http2'
import { tmpdir } from 'node:os'
import { extname, join, normalize, resolve, sep } from 'node:path'
import { brotliCompressSync, constants as zlib } from 'node:zlib'

const ROOT = resolve(import.meta.dirname, '..')

export const ROUTES = ['/', '/login', '/lotteryprize', '/help/26']

/**
 * The load budgets, checked on the median of the runs and relative to the stack floor measured in
 * the same run (scripts/bench/stack-floor: the card's runtime libraries, one route, no app), since a
 * cold load that paints API data cannot beat the floor plus a round trip. Lighthouse's simulated
 * throttling (Lantern) replays one observed trace through a network/CPU model: the network part is
 * stable, and the noise is CPU time measured on the machine, which moves TBT and, through the
 * simulated main thread, FCP and LCP by a few tens of ms between runs (run it on a quiet machine).
 * - production: score ≥ 98, LCP ≤ the floor's LCP + 400 ms, CLS ≤ 0.02, TBT ≤ 150 ms on every route;
 * - demo: score ≥ 97 on every route (its backend runs in the page).
 */
export const BUDGETS = {
  production: { score: 98, lcpOverFloor: 400, cls: 0.02, tbt: 150 },
  demo: { score: 97 },
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
}

/** All files of `root` in memory, each with its brotli (quality 11, as a CDN's static precompression). */
function loadFiles(root, overrides) {
  const files = new Map()
  const add = (urlPath, body) => {
    const type = TYPES[extname(urlPath)] ?? 'application/octet-stream'
    const compressible = /^(text\/|application\/json|image\/svg)/.test(type)
    const br = compressible ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }) : null
    files.set(urlPath, { body, br, type })
  }
  for (const d of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!d.isFile()) continue
    const file = join(d.parentPath, d.name)
    add(
      '/' +
        file
          .slice(normalize(root + sep).length)
          .split(sep)
          .join('/'),
      readFileSync(file),
    )
  }
  for (const [path, text] of Object.entries(overrides)) add(path, Buffer.from(text))
  return files
}

/**
 * A static host with brotli and `try_files $uri /index.html`; with `tls` (a key and certificate), over
 * HTTP/2 as a CDN serves it (browsers speak HTTP/2 over TLS only), else over HTTP/1.1. With `api` (an
 * HTTP/1.1 origin: the mock API), its paths (`/api/`, `/media/`) pass to it, as a deployment that serves
 * the API under the app's own origin does (no CORS preflight, no second connection).
 */
export function serve(root, overrides = {}, { tls, api } = {}) {
  const files = loadFiles(root, overrides)
  return listen(tls, (req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)
    if (api && /^\/(api|media)\//.test(pathname)) return forward(new URL(api), req, res, tls ? 'https' : 'http')
    let f = files.get(pathname)
    if (!f && extname(pathname) === '') f = files.get('/index.html')
    if (!f) return res.writeHead(404, { 'content-type': 'text/plain' }).end('not found')
    const br = f.br && /\bbr\b/.test(String(req.headers['accept-encoding'] ?? ''))
    const body = br ? f.br : f.body
    res.writeHead(200, {
      'content-type': f.type,
      'content-length': body.length,
      'cache-control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'accept-encoding',
      ...(br ? { 'content-encoding': 'br' } : {}),
    })
    res.end(req.method === 'HEAD' ? undefined : body)
  })
}

/** A loopback server for `handler`: HTTP/2 over TLS with `tls`, else HTTP/1.1. Resolves to its URL and a closer. */
function listen(tls, handler) {
  const server = tls ? createSecureServer({ ...tls, allowHTTP1: true }, handler) : createServer(handler)
  const sessions = new Set()
  server.on('session', (session) => (sessions.add(session), session.once('close', () => sessions.delete(session))))
  const close = () => {
    if (tls) for (const session of sessions) session.destroy()
    else server.closeAllConnections()
    server.close()
  }
  return new Promise((ok, fail) => {
    server.once('error', fail)
    server.listen(0, '127.0.0.1', () => ok({ url: `${tls ? 'https' : 'http'}://127.0.0.1:${server.address().port}`, close }))
  })
}

/** Headers of HTTP/1.1 that HTTP/2 forbids. */
const HOP_BY_HOP = ['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection']

/**
 * `target` (an HTTP/1.1 origin: the mock API) behind a server of its own origin over HTTP/2 and TLS, as
 * an API is deployed: a page served over TLS may not call an `http:` API (mixed content).
 */
export function tlsFront(target, tls) {
  const to = new URL(target)
  return listen(tls, (req, res) => forward(to, req, res, 'https'))
}

/** Passes a request to `to` (an HTTP/1.1 origin) as a proxy does (`proto`: the scheme the client used), and its answer back. */
function forward(to, req, res, proto) {
  const headers = Object.fromEntries(Object.entries(req.headers).filter(([name]) => !name.startsWith(':') && !HOP_BY_HOP.includes(name)))
  const upstream = request(
    {
      host: to.hostname,
      port: to.port,
      path: req.url,
      method: req.method,
      // as a TLS-terminating proxy says where the client came: the API writes its own addresses (images as files) with these
      headers: {
        ...headers,
        host: to.host,
        'x-forwarded-host': req.headers[':authority'] ?? req.headers.host,
        'x-forwarded-proto': proto,
      },
    },
    (answer) => {
      const back = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !HOP_BY_HOP.includes(name)))
      res.writeHead(answer.statusCode ?? 502, back)
      answer.pipe(res)
    },
  )
  upstream.on('error', () => res.writeHead(502).end())
  req.pipe(upstream)
}

/**
 * A self-signed certificate for 127.0.0.1, made with `openssl` for this run (loopback only; Chromium is
 * told to accept it), or null when `openssl` is missing.
 */
export function loopbackCertificate() {
  const dir = mkdtempSync(join(tmpdir(), 'lighthouse-tls-'))
  try {
    const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')]
    const r = spawnSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-keyout',
        key,
        '-out',
        cert,
        '-days',
        '2',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    )
    return r.status === 0 ? { key: readFileSync(key), cert: readFileSync(cert) } : null
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** The mock API (Mirage over HTTP) in its own process, as the e2e setup runs it; `env`: its settings (tests/e2e/mock-api-child.ts). */
export function startMockApi(env = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'tests/e2e/mock-api-child.ts')], {
    cwd: ROOT,
    stdio: ['pipe', 'pipe', 'pipe'],
    env: { ...process.env, NODE_ENV: 'test', ...env },
  })
  return new Promise((ok, fail) => {
    let out = ''
    const timer = setTimeout(() => (child.kill('SIGKILL'), fail(new Error(`mock API did not start:\n${out}`))), 20_000)
    child.stderr.on('data', (d) => (out += d))
    child.stdout.on('data', (d) => {
      out += d
      const m = /MOCK_API_URL=(\S+)/.exec(out)
      if (m) {
        clearTimeout(timer)
        ok({ url: m[1].replace(/\/+$/, ''), close: () => child.kill('SIGTERM') })
      }
    })
    child.once('exit', (code) => (clearTimeout(timer), fail(new Error(`mock API exited (${code}):\n${out}`))))
  })
}

/** Chromium flags of tests/chromium.ts (kept in sync by hand: this is plain Node, no TS loader). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
]

export function chromiumPath() {
  const found = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean).find((p) => existsSync(p))
  if (!found)
    throw new Error('Chromium not found (apt-get install chromium, or set CHROMIUM_PATH; npm test installs only chromium-headless-shell)')
  return found
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b)
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2
}

async function audit(url, port) {
  const { default: lighthouse } = await import('lighthouse')
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
  const lhr = result?.lhr
  if (!lhr) throw new Error(`lighthouse gave no result for ${url}`)
  if (lhr.runtimeError) throw new Error(`lighthouse ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
  const a = lhr.audits
  return {
    score: Math.round(lhr.categories.performance.score * 100),
    fcp: a['first-contentful-paint'].numericValue,
    lcp: a['largest-contentful-paint'].numericValue,
    cls: a['cumulative-layout-shift'].numericValue,
    tbt: a['total-blocking-time'].numericValue,
    si: a['speed-index'].numericValue,
  }
}

/** `+0.42 s`, `−0.27 s`. */
export const signedSeconds = (ms) => `${ms < 0 ? '−' : '+'}${(Math.abs(ms) / 1000).toFixed(2)} s`

const fmt = {
  score: (v) => String(Math.round(v)),
  fcp: (v) => `${(v / 1000).toFixed(2)} s`,
  lcp: (v) => `${(v / 1000).toFixed(2)} s`,
  si: (v) => `${(v / 1000).toFixed(2)} s`,
  cls: (v) => v.toFixed(3),
  tbt: (v) => `${Math.round(v)} ms`,
}

/**
 * The mock API as the bench deploys it: with `tls`, behind an HTTP/2 front of an origin of its own (a CORS
 * preflight and a connection of its own), else plain HTTP/1.1. Resolves to its URL and a closer.
 * `media`: 'files' (default) serves the images the answers name (banners' `path`, articles' `img`) as files
 * of its own, as an operator's server does; 'inline' writes them into the answers as `data:` addresses, the
 * demo backend's form (it has no files to serve): the banner list is then ~21 kB instead of ~1 kB.
 */
export async function startBenchApi(tls, media = 'files') {
  const api = await startMockApi({ MOCK_MEDIA: media })
  const front = tls ? await tlsFront(api.url, tls).catch((error) => (api.close(), Promise.reject(error))) : null
  return { url: front?.url ?? api.url, close: () => (front?.close(), api.close()) }
}

/** Chromium's flags for Lighthouse over the bench's servers (`tls`: their self-signed certificate). */
export const lighthouseFlags = (tls) => [...CHROMIUM_ARGS, '--headless=new', ...(tls ? ['--ignore-certificate-errors'] : [])]

/** How the bench serves, in words. */
export const servedOver = (tls, http1) =>
  tls ? 'HTTP/2 over TLS, as a CDN serves it (self-signed on loopback)' : `HTTP/1.1${http1 ? '' : ' (no openssl for a TLS certificate)'}`

/**
 * Runs Lighthouse `runs` times per route on each build and prints medians and spread.
 * Returns the list of budget failures (empty = pass).
 */
export async function runLighthouse({ prodDir, demoDir, floorDir, runs = 5, routes = ROUTES, http1 = false, log = console.log }) {
  const { launch } = await import('chrome-launcher')
  const tls = http1 ? null : loopbackCertificate()
  const api = await startBenchApi(tls)
  // `/` once more beside the demo backend's form of the same data, images inline: a figure, no budget
  const inlineApi = await startBenchApi(tls, 'inline').catch((error) => (api.close(), Promise.reject(error)))
  // The routes that read the API before their largest paint once more with the API under the app's own origin
  // (manifest.json's `apiWebUrl` empty): no preflight, no second connection. A figure, no budget: where the
  // API lives is the operator's choice, and the budget lines assume an origin of its own.
  const sameOriginApi = await startMockApi({ MOCK_MEDIA: 'files' }).catch(
    (error) => (api.close(), inlineApi.close(), Promise.reject(error)),
  )
  const servers = []
  const failures = []
  let chrome
  try {
    const apiWebUrl = api.url
    // The stack floor first: the LCP budgets are relative to it.
    if (floorDir) servers.push(['floor', await serve(floorDir, {}, { tls }), ['/']])
    servers.push(['production', await serve(prodDir, { '/manifest.json': JSON.stringify({ apiWebUrl }) }, { tls })])
    servers.push(['prod inline', await serve(prodDir, { '/manifest.json': JSON.stringify({ apiWebUrl: inlineApi.url }) }, { tls }), ['/']])
    const sameOrigin = { '/manifest.json': JSON.stringify({ apiWebUrl: '' }) }
    servers.push([
      'same origin',
      await serve(prodDir, sameOrigin, { tls, api: sameOriginApi.url }),
      ['/', '/help/26'].filter((r) => routes.includes(r)),
    ])
    servers.push(['demo', await serve(demoDir, {}, { tls })])
    chrome = await launch({ chromePath: chromiumPath(), chromeFlags: lighthouseFlags(tls), logLevel: 'error' })
    log(`\nLighthouse 12 mobile (simulated slow 4G, 4x CPU), brotli, ${servedOver(tls, http1)}, median of ${runs} [min–max]`)
    log(
      `  ${'build'.padEnd(13)}${'route'.padEnd(14)}${'score'.padEnd(14)}${'FCP'.padEnd(28)}${'LCP'.padEnd(28)}${'LCP − floor'.padEnd(14)}${'CLS'.padEnd(24)}${'TBT'.padEnd(18)}`,
    )
    let floorLcp = null
    for (const [label, server, only] of servers) {
      for (const route of only ?? routes) {
        // One warm-up load (not counted): Chromium's own first-start work must not land in run 1.
        await audit(server.url + route, chrome.port)
        const results = []
        for (let i = 0; i < runs; i++) results.push(await audit(server.url + route, chrome.port))
        const cell = (k) => {
          const xs = results.map((r) => r[k])
          return `${fmt[k](median(xs))} [${fmt[k](Math.min(...xs))}–${fmt[k](Math.max(...xs))}]`
        }
        const m = Object.fromEntries(['score', 'lcp', 'cls', 'tbt'].map((k) => [k, median(results.map((r) => r[k]))]))
        if (label === 'floor') floorLcp = m.lcp
        const overFloor = label !== 'floor' && floorLcp !== null ? signedSeconds(m.lcp - floorLcp) : '—'
        log(
          `  ${label.padEnd(13)}${route.padEnd(14)}${cell('score').padEnd(14)}${cell('fcp').padEnd(28)}${cell('lcp').padEnd(28)}${overFloor.padEnd(14)}${cell('cls').padEnd(24)}${cell('tbt').padEnd(18)}`,
        )
        const b = BUDGETS[label]
        if (!b) continue
        if (m.score < b.score) failures.push(`${label} ${route}: score ${m.score} < ${b.score}`)
        if (b.lcpOverFloor !== undefined) {
          if (floorLcp === null) failures.push(`${label} ${route}: no floor LCP to compare with (run with the floor build)`)
          else if (m.lcp > floorLcp + b.lcpOverFloor)
            failures.push(`${label} ${route}: LCP ${fmt.lcp(m.lcp)} > floor ${fmt.lcp(floorLcp)} + ${b.lcpOverFloor} ms`)
        }
        if (b.cls !== undefined && m.cls > b.cls) failures.push(`${label} ${route}: CLS ${fmt.cls(m.cls)} > ${b.cls}`)
        if (b.tbt !== undefined && m.tbt > b.tbt) failures.push(`${label} ${route}: TBT ${fmt.tbt(m.tbt)} > ${b.tbt} ms`)
      }
    }
  } finally {
    if (chrome) await chrome.kill()
    for (const [, s] of servers) s.close()
    api.close()
    inlineApi.close()
    sameOriginApi.close()
  }
  return failures
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const arg = (name, fallback) => {
    const i = process.argv.indexOf(name)
    return i > 0 ? process.argv[i + 1] : fallback
  }
  const prodDir = resolve(arg('--prod', join(ROOT, 'dist')))
  const demoDir = resolve(arg('--demo', join(ROOT, 'dist-demo')))
  const routes = arg('--routes', null)?.split(',') ?? ROUTES
  const floorArg = arg('--floor', null)
  const floorDir = floorArg ? resolve(floorArg) : undefined
  const http1 = process.argv.includes('--http1')
  const failures = await runLighthouse({ prodDir, demoDir, floorDir, runs: Number(arg('--runs', 5)), routes, http1 })
  if (failures.length) console.log(`\nFAIL: Lighthouse budgets\n${failures.map((f) => `  ${f}`).join('\n')}`)
  else console.log('\nPASS: Lighthouse budgets')
  process.exit(failures.length ? 1 : 0)
}
