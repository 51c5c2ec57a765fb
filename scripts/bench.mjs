#!/usr/bin/env node
// `npm run bench [-- --keep]`: builds production and demo with a Vite manifest (into a temp dir, so
// dist/ and the repo config stay untouched), prints gzip sizes and the first-load budget, and
// fails if Mirage/pretender code reached the production build or a load budget is missed:
// initial JS of / ≤ the stack floor's JS + 20 kB gz (what Chromium fetches for a first load of /,
// Mirage apart), total JS without Mirage ≤ 300 kB gz (both builds, exact), a return visit's LCP
// ≤ 0.5 s, then the Lighthouse step (its budgets: scripts/lighthouse.mjs)
// (scripts/lighthouse.mjs; `--no-lighthouse` skips it, `--runs N` changes the 5 runs, `--http1` serves
// them over HTTP/1.1 instead of HTTP/2 with TLS). It also builds
// and measures the stack floor (scripts/bench/stack-floor: the runtime libraries, one route, no app),
// the reference for what the budgets leave to the app; no budget applies to it. It prints the
// service worker's bytes (worker, precache, registration code) and, unless `--no-return-visit`, the
// LCP of a second visit of / beside the first, throttled like Lighthouse's mobile run, and unless
// `--no-cold-visit` the first visit of each Lighthouse route and of the floor on that throttled network,
// by the page's own clock (scripts/bench/cold-visit.mjs: no budget, a figure beside Lighthouse's).
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { CHROMIUM_ARGS, chromiumPath, runLighthouse, serve, startMockApi } from './lighthouse.mjs'
import { measureReturnVisit } from './bench/return-visit.mjs'
import { formatColdVisits, measureColdVisits } from './bench/cold-visit.mjs'

const ROOT = resolve(import.meta.dirname, '..')
const VITE = join(ROOT, 'node_modules/vite/bin/vite.js')
/** First-load JS of / may exceed the stack floor's JS (built and measured in the same run) by this much. */
const FIRST_LOAD_OVER_FLOOR_KB = 20
const TOTAL_JS_BUDGET_KB = 300
/** A second visit of / (service worker, last-known public data): LCP under Lighthouse-like throttling. */
const RETURN_VISIT_BUDGET_MS = 500
/** The design card's runtime libraries with one route and no app (built and measured here, like the app). */
const STACK_FLOOR_DIR = join(ROOT, 'scripts/bench/stack-floor')
const DEFAULT_LOCALE = 'en-US'
/** Strings the Mirage and pretender libraries leave in any bundle that includes them. */
const MIRAGE_MARKERS = [/pretender/i, /miragejs/i, /Mirage: /]

const keep = process.argv.includes('--keep')
const lighthouse = !process.argv.includes('--no-lighthouse')
const returnVisit = !process.argv.includes('--no-return-visit')
const coldVisit = !process.argv.includes('--no-cold-visit')
/** Lighthouse over plain HTTP/1.1 instead of HTTP/2 with TLS (scripts/lighthouse.mjs). */
const http1 = process.argv.includes('--http1')
const runsArg = process.argv.indexOf('--runs')
const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 5
const out = mkdtempSync(join(tmpdir(), 'bench-'))

function build(label, outDir, extra) {
  const started = performance.now()
  const args = [VITE, 'build', ...extra, '--outDir', outDir, '--emptyOutDir', '--manifest', '--logLevel', 'warn']
  const r = spawnSync(process.execPath, args, { cwd: ROOT, encoding: 'utf8', env: process.env })
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  if (r.status !== 0) {
    process.stderr.write(r.stdout + r.stderr)
    throw new Error(`${label} build failed (exit ${r.status})`)
  }
  const warnings = (r.stdout + r.stderr).trim()
  console.log(`built ${label.padEnd(10)} in ${seconds.padStart(4)} s  (vite build ${extra.join(' ') || ''})`.trimEnd())
  if (warnings) console.log(warnings.replace(/^/gm, '  | '))
}

const gzCache = new Map()
function gz(file) {
  if (!gzCache.has(file)) gzCache.set(file, gzipSync(readFileSync(file), { level: 9 }).length)
  return gzCache.get(file)
}

function analyse(dir) {
  const manifest = JSON.parse(readFileSync(join(dir, '.vite/manifest.json'), 'utf8'))
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry && k.endsWith('index.html'))
  if (!entryKey) throw new Error(`${dir}: no index.html entry in the Vite manifest`)
  // index.html's other script: the pre-entry reads (src/early.ts, production builds only).
  const earlyKey = Object.keys(manifest).find((k) => manifest[k].isEntry && k !== entryKey)
  const size = (files) => [...files].reduce((sum, f) => sum + gz(join(dir, f)), 0)

  /** A chunk and its static imports, as files (JS) and their CSS. */
  const closure = (key, js = new Set(), css = new Set()) => {
    const chunk = manifest[key]
    if (!chunk || js.has(chunk.file)) return { js, css }
    js.add(chunk.file)
    for (const c of chunk.css ?? []) css.add(c)
    for (const imp of chunk.imports ?? []) closure(imp, js, css)
    return { js, css }
  }

  const entry = closure(entryKey)
  if (earlyKey) closure(earlyKey, entry.js, entry.css)
  // The demo backend (Mirage) and what it adds beyond the entry: reported apart, never in a budget.
  const mirageKey = Object.keys(manifest).find((k) => k.startsWith('mocks/'))
  const mirage = mirageKey ? [...closure(mirageKey).js].filter((f) => !entry.js.has(f)) : []
  const html = readFileSync(join(dir, 'index.html'), 'utf8')
  const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map((m) => m[1].replace(/^(\.\/|\/)/, ''))
  for (const p of preloads) if (!mirage.includes(p)) entry.js.add(p)

  const first = { js: new Set(entry.js), css: new Set(entry.css) }
  const routeKey = (k) => k.startsWith('src/routes/index.tsx')
  const localeKeys = Object.keys(manifest).filter((k) => k.startsWith(`src/i18n/locales/${DEFAULT_LOCALE}/`))
  for (const k of [...Object.keys(manifest).filter(routeKey), ...localeKeys]) closure(k, first.js, first.css)
  const localeFiles = new Set(localeKeys.map((k) => manifest[k].file))

  const routes = Object.keys(manifest)
    .filter((k) => k.startsWith('src/routes/'))
    .map((k) => {
      const own = manifest[k].file
      const { js } = closure(k)
      const extra = [...js].filter((f) => !first.js.has(f))
      return { route: routeLabel(k), own: gz(join(dir, own)), beyond: size(extra) }
    })

  const allFiles = readdirSync(join(dir, 'assets'))
  const allJs = allFiles.filter((f) => f.endsWith('.js')).map((f) => `assets/${f}`)
  const allCss = allFiles.filter((f) => f.endsWith('.css')).map((f) => `assets/${f}`)

  return {
    entryFile: manifest[entryKey].file,
    entry: gz(join(dir, manifest[entryKey].file)) + (earlyKey ? gz(join(dir, manifest[earlyKey].file)) : 0),
    entryClosure: size(entry.js),
    first: size(first.js),
    firstCount: first.js.size,
    locale: size(localeFiles),
    firstCss: size(first.css),
    totalJs: size(allJs),
    totalJsCount: allJs.length,
    css: size(allCss),
    cssCount: allCss.length,
    routes,
    mirage: mirage.length ? { size: size(mirage), files: mirage } : null,
  }
}

/** `src/routes/_authed/activity.$id.tsx?tsr-split=component` → `/activity/$id` (+ the split part). */
function routeLabel(key) {
  const [file, query] = key.replace(/^src\/routes\//, '').split('?')
  const path = file
    .replace(/\.tsx?$/, '')
    .split('/')
    .filter((seg) => !seg.startsWith('_'))
    .join('.')
    .split('.')
    .join('/')
  const route = path === 'index' ? '/' : `/${path}`
  const split = query?.match(/tsr-split=([\w-]+)/)?.[1]
  return split && split !== 'component' ? `${route} [${split}]` : route
}

function findMirage(dir) {
  const hits = []
  for (const d of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!d.isFile() || !/\.(m?js|css|html|json)$/.test(d.name)) continue
    const file = join(d.parentPath, d.name)
    const text = readFileSync(file, 'utf8')
    for (const re of MIRAGE_MARKERS) if (re.test(text)) hits.push(`${relative(dir, file)} matches ${re}`)
  }
  return hits
}

/**
 * What a phone really downloads for a first load of `/`: the build served as in production (the
 * production build against the mock API), loaded in Chromium until the home screen shows and the
 * network has been quiet for 1 s; every script it fetched, at gzip 9. Unlike the static count above
 * this includes what the app imports on its own at start (the pre-entry reads, the banner carousel,
 * the winners list…). Mirage (demo) is reported apart.
 */
async function measureFirstLoad(dir, apiUrl, mirageFiles = []) {
  const { chromium } = await import('playwright-core')
  const server = await serve(dir, apiUrl ? { '/manifest.json': JSON.stringify({ apiWebUrl: apiUrl }) } : {})
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } })
    const scripts = new Set()
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.origin === server.url && url.pathname.endsWith('.js')) scripts.add(url.pathname.slice(1))
    })
    await page.goto(`${server.url}/`)
    await page.getByTestId('game-tiles').waitFor({ timeout: 30_000 })
    let count = -1
    while (count !== scripts.size) {
      count = scripts.size
      await page.waitForLoadState('networkidle')
      await page.waitForTimeout(1000)
    }
    const mirage = [...scripts].filter((f) => mirageFiles.includes(f))
    const own = [...scripts].filter((f) => !mirage.includes(f))
    return {
      files: own.length,
      size: own.reduce((sum, f) => sum + gz(join(dir, f)), 0),
      mirage: mirage.reduce((sum, f) => sum + gz(join(dir, f)), 0),
    }
  } finally {
    await browser.close()
    server.close()
  }
}

/**
 * The service worker's cost: the worker script (with any script it imports), what its install
 * precaches (downloaded in the background after a first visit), and the page's registration code,
 * bundled alone and minified as in the entry; workbox-window's registration helper beside it for
 * comparison (the app does not ship it).
 */
async function measureServiceWorker(dir) {
  const sw = readFileSync(join(dir, 'sw.js'), 'utf8')
  const imported = [...sw.matchAll(/importScripts\(([^)]*)\)/g)].flatMap((m) => [...m[1].matchAll(/["']([^"']+)["']/g)].map((x) => x[1]))
  const precache = [...sw.matchAll(/\{url:"([^"]+)",revision:/g)].map((m) => m[1])
  const unique = [...new Set(precache)]
  return {
    raw: [join(dir, 'sw.js'), ...imported.map((f) => join(dir, f))].reduce((sum, f) => sum + readFileSync(f).length, 0),
    gz: gz(join(dir, 'sw.js')) + imported.reduce((sum, f) => sum + gz(join(dir, f)), 0),
    precacheCount: unique.length,
    precacheGz: unique.reduce((sum, f) => sum + gz(join(dir, f)), 0),
  }
}

async function bundledSize(label, code) {
  const { build: viteBuild } = await import('vite')
  // A module that exists only here, named as if in the repo so its imports resolve from node_modules.
  const id = join(ROOT, `bench-${label}.js`)
  const out = await viteBuild({
    root: ROOT,
    configFile: false,
    logLevel: 'silent',
    define: { 'import.meta.env.BASE_URL': '"/"' },
    plugins: [{ name: 'bench-entry', enforce: 'pre', resolveId: (s) => (s === id ? id : null), load: (s) => (s === id ? code : null) }],
    build: { write: false, target: 'es2022', minify: true, lib: { entry: id, formats: ['es'], fileName: label } },
  })
  const chunks = (Array.isArray(out) ? out : [out]).flatMap((o) => o.output).filter((c) => c.type === 'chunk')
  const text = chunks.map((c) => c.code).join('\n')
  return { raw: Buffer.byteLength(text), gz: gzipSync(text, { level: 9 }).length }
}

/** The build's files of the lazy chunk `name` (its script and stylesheet): bytes raw and gzip. */
function builtChunk(dir, name) {
  const files = readdirSync(join(dir, 'assets')).filter((f) => new RegExp(`^${name}-[\\w-]+\\.(js|css)$`).test(f))
  if (!files.some((f) => f.endsWith('.js'))) throw new Error(`bench: no ${name} chunk in ${dir}`)
  return {
    raw: files.reduce((sum, f) => sum + readFileSync(join(dir, 'assets', f)).length, 0),
    gz: files.reduce((sum, f) => sum + gz(join(dir, 'assets', f)), 0),
  }
}

const kb = (bytes) => (bytes / 1000).toFixed(1)
const row = (label, a, b) => console.log(`  ${label.padEnd(56)}${String(a).padStart(12)}${String(b).padStart(12)}`)

let exitCode = 0
try {
  const prodDir = join(out, 'dist')
  const demoDir = join(out, 'dist-demo')
  const floorDir = join(out, 'stack-floor')
  build('production', prodDir, [])
  build('demo', demoDir, ['--mode', 'demo'])
  // Its config sets its own root.
  build('floor', floorDir, ['--config', join(STACK_FLOOR_DIR, 'vite.config.ts')])
  const prod = analyse(prodDir)
  const demo = analyse(demoDir)
  const floorJs = readdirSync(join(floorDir, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .reduce((sum, f) => sum + gz(join(floorDir, 'assets', f)), 0)

  console.log(`\nBundle sizes: gzip level 9, kB = 1000 bytes`)
  row('', 'production', 'demo')
  row(`entry JS (the scripts index.html loads)`, kb(prod.entry), kb(demo.entry))
  row(`entry + static imports + modulepreloads`, kb(prod.entryClosure), kb(demo.entryClosure))
  row(`static first load of / (+ / route, ${DEFAULT_LOCALE} catalogs)`, kb(prod.first), kb(demo.first))
  row(`  files`, prod.firstCount, demo.firstCount)
  row(`  of which ${DEFAULT_LOCALE} catalogs (none: compiled into the code)`, kb(prod.locale), kb(demo.locale))
  row(`first-load CSS of /`, kb(prod.firstCss), kb(demo.firstCss))
  row(`total JS (${prod.totalJsCount} / ${demo.totalJsCount} files)`, kb(prod.totalJs), kb(demo.totalJs))
  row(`total CSS (${prod.cssCount} / ${demo.cssCount} files)`, kb(prod.css), kb(demo.css))
  row(
    `Mirage demo backend chunk(s), preloaded beside the entry`,
    prod.mirage ? kb(prod.mirage.size) : '—',
    demo.mirage ? kb(demo.mirage.size) : 'MISSING',
  )

  // The budget's figure: what Chromium fetches (static analysis misses what the app imports itself).
  const api = await startMockApi()
  try {
    prod.loaded = await measureFirstLoad(prodDir, api.url)
    demo.loaded = await measureFirstLoad(demoDir, null, demo.mirage?.files)
  } finally {
    api.close()
  }
  row(`first load of / in Chromium, until the network is idle`, kb(prod.loaded.size), kb(demo.loaded.size))
  row(`  files (without Mirage)`, prod.loaded.files, demo.loaded.files)
  row(`  + Mirage and what only it imports (demo)`, prod.loaded.mirage ? kb(prod.loaded.mirage) : '—', kb(demo.loaded.mirage))

  const prodSw = await measureServiceWorker(prodDir)
  const demoSw = await measureServiceWorker(demoDir)
  // In the entry: when to register; the registration, the update offer and its banner load once the page has settled.
  const inEntry = await bundledSize('sw-entry', "export { whenSettled } from './src/app/when-settled.ts'")
  const registration = builtChunk(prodDir, 'service-worker')
  const workboxWindow = await bundledSize(
    'workbox-window',
    "import { Workbox } from 'workbox-window'; export const wb = () => new Workbox('/sw.js').register()",
  )
  console.log(`\nService worker (installed app): bytes, gzip level 9`)
  row('', 'production', 'demo')
  row(`sw.js (Workbox runtime inlined), raw`, prodSw.raw, demoSw.raw)
  row(`sw.js, gzip`, prodSw.gz, demoSw.gz)
  row(`precached after the first visit: files`, prodSw.precacheCount, demoSw.precacheCount)
  row(`  their gzip size, kB`, kb(prodSw.precacheGz), kb(demoSw.precacheGz))
  console.log(
    `  in the entry (when-settled.ts, minified): ${inEntry.raw} B raw, ${inEntry.gz} B gzip` +
      `\n  registration, loaded after the first screen (service-worker.ts, the update offer and its banner; its files in the build): ${registration.raw} B raw, ${registration.gz} B gzip` +
      `\n  (workbox-window's Workbox register, not used: ${workboxWindow.raw} B raw, ${workboxWindow.gz} B gzip)`,
  )
  if (returnVisit) {
    const api2 = await startMockApi()
    try {
      const rv = await measureReturnVisit(prodDir, api2.url)
      const s = (ms) => `${(ms / 1000).toFixed(2)} s`
      console.log(
        `\nReturn visit of / (production; CDP throttling: 150 ms RTT, 1.6 Mbps, 4x CPU; LCP, median of ${rv.runs} runs, each in a fresh context)`,
      )
      console.log(`  ${''.padEnd(44)}${'first visit'.padStart(12)}${'second visit'.padStart(14)}`)
      console.log(`  ${'with the service worker'.padEnd(44)}${s(rv.sw.cold).padStart(12)}${s(rv.sw.warm).padStart(14)}`)
      console.log(`  ${'worker blocked (HTTP cache only)'.padEnd(44)}${s(rv.http.cold).padStart(12)}${s(rv.http.warm).padStart(14)}`)
      console.log(`  second visit answered by the worker: ${rv.sw.fromWorker} responses (the rest: the API)`)
      const over = rv.sw.warm > RETURN_VISIT_BUDGET_MS
      console.log(`  budget: second visit with the worker ≤ ${s(RETURN_VISIT_BUDGET_MS)} ${over ? 'OVER' : 'PASS'}`)
      if (over) exitCode = 1
    } finally {
      api2.close()
    }
  } else console.log('  return visit: skipped (--no-return-visit)')

  // Beside Lighthouse's simulation: the same routes loaded on a throttled network, by the page's clock.
  if (coldVisit) {
    const api3 = await startMockApi()
    const filesApi = await startMockApi({ MOCK_MEDIA: 'files' })
    try {
      formatColdVisits(await measureColdVisits({ prodDir, floorDir, apiUrl: api3.url, filesApiUrl: filesApi.url, runs }))
    } finally {
      api3.close()
      filesApi.close()
    }
  } else console.log('  cold visit: skipped (--no-cold-visit)')

  console.log(
    `\nRoute chunks (production, autoCodeSplitting): the route's own chunk, and all it adds when\nnavigating there after the first load of / (its chunk + static imports not loaded yet)`,
  )
  console.log(`  ${'route'.padEnd(30)}${'chunk'.padStart(10)}${'adds'.padStart(10)}`)
  for (const r of prod.routes.sort((a, b) => a.route.localeCompare(b.route))) {
    console.log(`  ${r.route.padEnd(30)}${kb(r.own).padStart(10)}${kb(r.beyond).padStart(10)}`)
  }

  console.log('\nBudgets (gzip, exact)')
  for (const [label, b] of [
    ['production', prod],
    ['demo', demo],
  ]) {
    const withoutMirage = b.totalJs - (b.mirage?.size ?? 0)
    const firstBudget = floorJs + FIRST_LOAD_OVER_FLOOR_KB * 1000
    const firstOver = b.loaded.size > firstBudget
    const totalOver = withoutMirage / 1000 > TOTAL_JS_BUDGET_KB
    console.log(
      `  ${label.padEnd(11)} initial JS of / (Chromium, without Mirage): ${kb(b.loaded.size)} kB, floor +${kb(b.loaded.size - floorJs)} (≤ +${FIRST_LOAD_OVER_FLOOR_KB}) ${firstOver ? `OVER by ${b.loaded.size - firstBudget} B` : `PASS, ${firstBudget - b.loaded.size} B to spare`}` +
        `   total JS without Mirage: ${kb(withoutMirage)} kB (≤ ${TOTAL_JS_BUDGET_KB}) ${totalOver ? 'OVER' : 'PASS'}`,
    )
    if (firstOver || totalOver) exitCode = 1
  }
  console.log(
    `  stack floor: ${kb(floorJs)} kB (React 19, TanStack Router, Lingui, XState, ky, valibot; one route, no app:` +
      ` scripts/bench/stack-floor); the app may add ${FIRST_LOAD_OVER_FLOOR_KB} kB to it on a first load of /`,
  )

  if (lighthouse) {
    const failures = await runLighthouse({ prodDir, demoDir, floorDir, runs, http1 })
    if (failures.length) {
      console.log(`\nFAIL: Lighthouse budgets\n${failures.map((f) => `  ${f}`).join('\n')}`)
      exitCode = 1
    } else console.log('\nPASS: Lighthouse budgets')
  } else console.log('  Lighthouse: skipped (--no-lighthouse)')

  const leaks = findMirage(prodDir)
  if (leaks.length) {
    console.log(`\nFAIL: Mirage/pretender code in the production build:\n${leaks.map((l) => `  ${l}`).join('\n')}`)
    exitCode = 1
  } else {
    console.log('\nPASS: no Mirage/pretender code in the production build')
  }
  if (!findMirage(demoDir).length) console.log('WARNING: the demo build contains no Mirage code (is the demo backend wired?)')
} catch (error) {
  console.error(`bench: ${error instanceof Error ? error.message : error}`)
  exitCode = 1
} finally {
  if (keep && existsSync(out)) console.log(`\nbuilds kept in ${out}`)
  else rmSync(out, { recursive: true, force: true })
}
process.exit(exitCode)
