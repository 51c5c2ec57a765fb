// The production build carries no demo backend; the demo build does (which proves the check can see it).
// The projection chart's code is fetched only on /productdetail (loaded only on that route).
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, inject, test } from 'vitest'
import { servers } from './servers'
import {
  launchBrowser,
  loggedInStorage,
  moduleScripts,
  openPage,
  seededContext,
  setUpBrowser,
  waitForApp,
  waitForIdle,
  waitForSettled,
} from './helpers'
import { COMPILE_HINT } from '../../scripts/vite/compile-hints-plugin'
import type { RouteTable } from '../../src/app/first-load'

/** Strings Mirage and pretender leave in any bundle that includes them, minified or not. */
const MIRAGE_MARKERS = [/pretender/i, /miragejs/i, /Mirage: /]

function filesOf(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile() && /\.(m?js|html|css|json)$/.test(d.name))
    .map((d) => join(d.parentPath, d.name))
}

function leaks(dir: string): string[] {
  return filesOf(dir).flatMap((file) => {
    const text = readFileSync(file, 'utf8')
    return MIRAGE_MARKERS.filter((re) => re.test(text)).map((re) => `${relative(dir, file)}: ${re}`)
  })
}

describe('bundles', () => {
  test('dist/ (production) contains no Mirage or pretender code', () => {
    expect(leaks(inject('distDir'))).toEqual([])
  })

  test('dist-demo/ does contain them, in a chunk the entry does not load statically', () => {
    const dir = inject('distDemoDir')
    const found = leaks(dir)
    expect(found.length, 'the markers find Mirage where it is').toBeGreaterThan(0)
    const html = readFileSync(join(dir, 'index.html'), 'utf8')
    const entry = /<script type="module"[^>]*src="[./]*([^"]+)"/.exec(html)?.[1]
    expect(entry).toBeTruthy()
    expect(
      found.filter((f) => f.startsWith(entry!)),
      'Mirage in the entry chunk',
    ).toEqual([])
  })
})

describe('compile hints', () => {
  test.each(['distDir', 'distDemoDir'] as const)('%s: every script starts with V8’s compile hint, on its first line', (key) => {
    const scripts = [...assetsOf(inject(key))].filter(([f]) => f.endsWith('.js'))
    expect(scripts.length).toBeGreaterThan(10)
    expect(scripts.filter(([, code]) => code.split('\n', 1)[0] !== COMPILE_HINT).map(([f]) => f)).toEqual([])
  })
})

/** Class names only the chart component's JS carries (mining.css styles them too: JS files only). */
const CHART_MARKERS = [/["'`]projection-line["'`]/, /["'`]projection-area["'`]/]

/** The JS and CSS of `dir/assets`, by file name. */
function assetsOf(dir: string): Map<string, string> {
  const names = readdirSync(join(dir, 'assets')).filter((f) => /\.(js|css)$/.test(f))
  return new Map(names.map((f) => [f, readFileSync(join(dir, 'assets', f), 'utf8')]))
}

/** Chunks a JS chunk imports statically (`import … from "./x.js"`, `import "./x.js"`, re-exports). */
const staticImports = (code: string) =>
  [...code.matchAll(/\b(?:import|export)\s*(?:[\w$\s{},*]*?\s*from\s*)?["'`]\.\/([\w.-]+\.js)["'`]/g)].map((m) => m[1]!)

/** Any asset a file names: static or dynamic import (`./x.js`), or Vite's preload list (`assets/x.css`). */
const assetRefs = (code: string) => new Set([...code.matchAll(/(?:\.\/|assets\/)([\w.-]+\.(?:js|css))\b/g)].map((m) => m[1]!))

function staticClosure(assets: Map<string, string>, roots: string[]): Set<string> {
  const seen = new Set<string>()
  const visit = (f: string) => {
    if (seen.has(f) || !assets.has(f)) return
    seen.add(f)
    if (f.endsWith('.js')) for (const dep of staticImports(assets.get(f)!)) visit(dep)
  }
  roots.forEach(visit)
  return seen
}

/** The chart's files, the chunks that pull them in statically, and the files that name any of those. */
function chartChunks(dir: string) {
  const assets = assetsOf(dir)
  const chartJs = [...assets].filter(([f, text]) => f.endsWith('.js') && CHART_MARKERS.every((re) => re.test(text))).map(([f]) => f)
  const chart = new Set([...assets.keys()].filter((f) => chartJs.some((c) => staticClosure(assets, [f]).has(c))))
  const referrers = [...assets].filter(([f, code]) => !chart.has(f) && [...assetRefs(code)].some((r) => chart.has(r))).map(([f]) => f)
  return { chartJs, chart, referrers, ...entryOf(dir, assets) }
}

/** The files index.html loads (scripts and preloads), and all they import statically. */
function entryOf(dir: string, assets = assetsOf(dir)) {
  const html = readFileSync(join(dir, 'index.html'), 'utf8')
  const entryRoots = [...html.matchAll(/<(?:script type="module"[^>]*src|link[^>]+href)="\/?(?:\.\/)?assets\/([^"]+)"/g)].map((m) => m[1]!)
  return { entry: staticClosure(assets, entryRoots), entryRoots }
}

/** Texts only the UI kit's zh-CN locale carries (zh-TW writes them 日期選擇 and 加載中). */
const KIT_ZH_CN_MARKERS = ['日期选择', '加载中']
/** Texts only the UI kit's English (base) locale carries; the app has none of them. */
const KIT_EN_MARKERS = ['Passcode Input', 'Release to refresh immediately']

/** The build's scripts that carry every one of `markers`, and the entry's closure (index.html's files and their static imports). */
function chunksWith(key: 'distDir' | 'distDemoDir', markers: string[]) {
  const dir = inject(key)
  const assets = assetsOf(dir)
  const { entry, entryRoots } = entryOf(dir, assets)
  const found = [...assets].filter(([f, text]) => f.endsWith('.js') && markers.every((m) => text.includes(m))).map(([f]) => f)
  return { found, entry, entryRoots }
}

describe('UI kit locales', () => {
  test.each(['distDir', 'distDemoDir'] as const)('%s: the kit’s zh-CN texts are a lazy chunk of their own, not in the entry', (key) => {
    const { found, entry, entryRoots } = chunksWith(key, KIT_ZH_CN_MARKERS)
    expect(entryRoots.length, 'index.html names the entry').toBeGreaterThan(0)
    expect(found, 'one chunk has them').toHaveLength(1)
    expect(entry.has(found[0]!), 'in the entry or its static imports').toBe(false)
  })

  test.each(['distDir', 'distDemoDir'] as const)(
    '%s: the kit’s own English texts (its default config) are not in the entry either: home uses no kit part',
    (key) => {
      const { found, entry } = chunksWith(key, KIT_EN_MARKERS)
      expect(found, 'one chunk has them').toHaveLength(1)
      expect(entry.has(found[0]!), 'in the entry or its static imports').toBe(false)
    },
  )
})

describe('what only a session’s end needs', () => {
  test.each(['distDir', 'distDemoDir'] as const)(
    '%s: the sheets’ history (src/ui/sheet-history.ts) is not in the entry: the root layout loads it when a session ends',
    (key) => {
      const { found, entry } = chunksWith(key, ['`buried`', '`popped`'])
      expect(found, 'one chunk has it').toHaveLength(1)
      expect(entry.has(found[0]!), 'in the entry or its static imports').toBe(false)
    },
  )
})

describe('an article’s first paint (src/app/first-article.ts)', () => {
  test('production: part of the pre-entry script, which imports no other chunk; the screen’s DOMPurify a lazy chunk of its own', () => {
    const dir = inject('distDir')
    const html = readFileSync(join(dir, 'index.html'), 'utf8')
    const [early] = moduleScripts(html)
    const assets = assetsOf(dir)
    const code = assets.get(early!)!
    expect(code, 'the painter fills index.html’s frame').toContain('template#article-frame')
    expect(html).toContain('<template id="article-frame">')
    expect(code, 'with the browser’s own sanitizer').toContain('setHTML')
    expect(staticImports(code)).toEqual([])
    expect(code, 'DOMPurify is not in it').not.toContain('afterSanitizeAttributes')
    const sanitizer = [...assets].filter(([, c]) => c.includes('afterSanitizeAttributes')).map(([f]) => f)
    expect(sanitizer).toHaveLength(1)
    const purify = [...assetRefs(code)].filter((f) => staticImports(assets.get(f) ?? '').includes(sanitizer[0]!))
    expect(purify, 'the pre-entry script asks for DOMPurify’s chunk only when it needs it').toHaveLength(1)
    expect(entryOf(dir, assets).entry.has(purify[0]!), 'not loaded by index.html').toBe(false)
  })

  test('demo: no painter (its reads go out once the app runs)', () => {
    const dir = inject('distDemoDir')
    const assets = assetsOf(dir)
    expect([...assets].filter(([, c]) => c.includes('template#article-frame')).map(([f]) => f)).toEqual([])
  })
})

describe('projection chart', () => {
  test.each(['distDir', 'distDemoDir'] as const)('%s: only the /productdetail route chunk asks for it, never the entry', (key) => {
    const { chartJs, chart, referrers, entry, entryRoots } = chartChunks(inject(key))
    expect(chartJs.length, 'the markers find the chart where it is').toBeGreaterThan(0)
    expect(entryRoots.length, 'index.html names the entry').toBeGreaterThan(0)
    expect(
      [...entry].filter((f) => chart.has(f)),
      'chart code in the entry or its static imports and modulepreloads',
    ).toEqual([])
    // Named (imported or preloaded) only by the route's own chunk, which is itself loaded lazily.
    expect(referrers.length).toBeGreaterThan(0)
    expect(
      referrers.filter((f) => !/^productdetail-[\w-]+\.js$/.test(f)),
      'chart chunks named outside /productdetail',
    ).toEqual([])
    expect(
      referrers.filter((f) => entry.has(f)),
      'the /productdetail chunk in the first load',
    ).toEqual([])
  })

  test('the first load of / fetches none of it; opening /productdetail does', async () => {
    const { chart } = chartChunks(inject('distDir'))
    const browser = await launchBrowser()
    try {
      const t = await openPage(browser, servers().prodUrl)
      const fetched: string[] = []
      t.page.on('request', (r) => {
        const path = new URL(r.url()).pathname
        if (path.startsWith('/assets/')) fetched.push(path.slice('/assets/'.length))
      })
      await t.page.goto('/')
      await waitForApp(t.page)
      await waitForIdle(t)
      expect(fetched.length, 'assets seen').toBeGreaterThan(0)
      expect(
        fetched.filter((f) => chart.has(f)),
        'chart code fetched by the first load of /',
      ).toEqual([])

      await t.page.goto('/finance')
      await waitForApp(t.page)
      await waitForIdle(t)
      expect(
        fetched.filter((f) => chart.has(f)),
        'chart code fetched by /finance',
      ).toEqual([])
      await t.page.getByTestId('tier-1').click()
      await t.page.waitForURL((url) => url.pathname === '/productdetail')
      await t.page.getByTestId('projection-chart').locator('svg').waitFor({ state: 'visible' })
      expect(fetched.filter((f) => chart.has(f)).length, 'chart code fetched on /productdetail').toBeGreaterThan(0)
      await t.close()
    } finally {
      await browser.close()
    }
  })
})

/** The route table index.html carries (scripts/vite/first-load-plugin.ts). */
const ROUTE_TABLE = /<script type="application\/json" id="route-code">([^<]*)<\/script>/
const routeTable = (html: string) => JSON.parse(ROUTE_TABLE.exec(html)![1]!) as RouteTable

describe('first requests', () => {
  test.each(['distDir', 'distDemoDir'] as const)(
    '%s: index.html names the pre-entry script first, then manifest.json, then the entry; the scripts run in that order',
    (key) => {
      const html = readFileSync(join(inject(key), 'index.html'), 'utf8')
      const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'))
      const named = [...head.matchAll(/<(?:link|script)\b[^>]*(?:href|src)="[^"]*\/assets\/([^"]+)"[^>]*>/g)]
      const scripts = moduleScripts(html)
      expect(
        scripts.map((s) => s.replace(/-[\w-]+\.js$/, '')),
        'module scripts in execution order',
      ).toEqual(['early', 'index'])
      expect(named[0]?.[0], 'the first asset named in <head>').toMatch(/^<script type="module"/)
      expect(named[0]?.[1], 'is the pre-entry script').toBe(scripts[0])
      expect(named[1]?.[0], 'the second').toMatch(/^<link rel="modulepreload"/)
      expect(named[1]?.[1], 'is the entry').toBe(scripts[1])
      const [earlyAt, manifestAt, entryAt] = [
        named[0]!.index,
        head.search(/<link rel="preload" href="[^"]*\/manifest\.json" as="fetch" crossorigin="anonymous">/),
        named[1]!.index,
      ]
      expect(head.match(/<link rel="preload" href="[^"]*manifest\.json"/g), 'one preload of manifest.json').toHaveLength(1)
      expect(manifestAt, 'manifest.json is preloaded between them').toBeGreaterThan(earlyAt)
      expect(manifestAt).toBeLessThan(entryAt)
    },
  )

  /**
   * Files a first load of each measured screen fetches beside the entry and the pre-entry script: home
   * its route chunk and the lobby code it shares with the room list; the others their route chunk, the
   * screen kit and the UI kit's config (vite.config.ts: a chunk apart, so that a start in another
   * language loads it on home, not the whole screen kit), plus what only they use (the trend's price
   * feed, the article's sanitizer; in the demo build the price feed's wire format is a chunk of its own,
   * shared with the demo backend's simulated feed). The trend's results board is not among them: only a
   * logged-in user sees it, and it fetches its code when it shows.
   */
  const FIRST_LOAD_FILES: Record<string, { js: number; css: number }> = {
    '/': { js: 2, css: 1 },
    '/login': { js: 5, css: 2 },
    '/lotteryprize': { js: 4, css: 2 },
    '/help/$id': { js: 5, css: 2 },
  }

  test.each(['distDir', 'distDemoDir'] as const)(
    '%s: a first load fetches the screen’s own code and shared chunks, not a file per shared helper',
    (key) => {
      const html = readFileSync(join(inject(key), 'index.html'), 'utf8')
      const table = routeTable(html)
      for (const [pattern, most] of Object.entries(FIRST_LOAD_FILES)) {
        const files = table.routes.find(([p]) => p === pattern)![2].map((i) => table.files[i]!)
        expect(files.filter((f) => f.endsWith('.js')).length, `${pattern}: ${files.join(', ')}`).toBeLessThanOrEqual(most.js)
        expect(files.filter((f) => f.endsWith('.css')).length, `${pattern}: ${files.join(', ')}`).toBeLessThanOrEqual(most.css)
      }
    },
  )

  test.each(['distDir', 'distDemoDir'] as const)(
    '%s: the entry’s preload lists index the route table’s files (no list of names of its own); they name no route chunk’s scripts, only stylesheets and other lazy code',
    (key) => {
      const dir = inject(key)
      const html = readFileSync(join(dir, 'index.html'), 'utf8')
      const table = routeTable(html)
      const entry = readFileSync(join(dir, 'assets', moduleScripts(html)[1]!), 'utf8')
      expect(entry, 'the bundler’s own list of names').not.toMatch(/m\.f=\[/)
      expect(entry).toContain('m.f=(()=>{try{return JSON.parse(document.getElementById("route-code").textContent).files}')
      // A lazy import's own chunk is named the same way (`import("../"+__vite__mapDeps([7])[0])`); the preload lists are the rest.
      const lists = [...entry.matchAll(/(?<!\+)__vite__mapDeps\(\[([\d,]*)\]\)/g)].map((m) => m[1]!.split(',').map(Number))
      expect(lists.length, 'lazy imports with a preload list').toBeGreaterThan(20)
      const listed = [...new Set(lists.flat())].map((i) => table.files[i])
      for (const f of listed) expect(f && existsSync(join(dir, f)), `${f}: a file of the build`).toBe(true)
      const routeScripts = new Set(table.routes.map(([, , files]) => table.files[files[0]!]!))
      expect(routeScripts.size, 'route chunks in the table').toBeGreaterThan(20)
      expect(listed.filter((f) => routeScripts.has(f!))).toEqual([])
      // What stays: stylesheets (the loader waits for them) and the code of lazy parts other than routes.
      expect(listed.some((f) => f!.endsWith('.css'))).toBe(true)
      expect(listed.some((f) => /\/session-end-[\w-]+\.js$/.test(f!))).toBe(true)
      // The entry's stylesheet is inlined in the page: no lazy import waits for it as a file.
      expect(listed.filter((f) => /\/index-[\w-]+\.css$/.test(f!))).toEqual([])
      // Every lazy import names its chunk by the table, a script of the build; every route's chunk is one of them.
      expect(entry, 'a lazy import by its own name').not.toMatch(/import\(`\.\//)
      const imported = [...entry.matchAll(/import\("\.\.\/"\+__vite__mapDeps\(\[(\d+)\]\)\[0\]\)/g)].map((m) => table.files[Number(m[1])]!)
      for (const f of imported) expect(f.endsWith('.js') && existsSync(join(dir, f)), `${f}: a script of the build`).toBe(true)
      for (const f of routeScripts) expect(imported, `${f}: a route's chunk`).toContain(f)
    },
  )

  test('opening a route fetches its chunk and what the chunk imports at once, not a round trip apart', async () => {
    const table = routeTable(readFileSync(join(inject('distDir'), 'index.html'), 'utf8'))
    const files = table.routes.find(([p]) => p === '/login')![2].map((i) => table.files[i]!.replace('assets/', ''))
    const [chunk, ...imports] = files.filter((f) => f.endsWith('.js'))
    expect(imports.length, `/login imports: ${files.join(', ')}`).toBeGreaterThan(0)
    const browser = await launchBrowser()
    try {
      const t = await openPage(browser, servers().prodUrl)
      const events: string[] = []
      const file = (url: string) => new URL(url).pathname.replace('/assets/', '')
      t.page.on('request', (r) => events.push(`asked ${file(r.url())}`))
      t.page.on('requestfinished', (r) => events.push(`got ${file(r.url())}`))
      await t.page.goto('/')
      await waitForApp(t.page)
      await waitForIdle(t)
      expect(events, 'no /login code on the first load of /').not.toContain(`asked ${chunk}`)
      await t.page.getByTestId('welcome').locator('a[href="/login"]').click()
      await t.page.waitForURL((url) => url.pathname === '/login')
      await t.page.locator('form button[type="submit"]').waitFor()
      const chunkArrived = events.indexOf(`got ${chunk}`)
      expect(chunkArrived, `${chunk} fetched`).toBeGreaterThan(-1)
      for (const f of imports) {
        const asked = events.indexOf(`asked ${f}`)
        expect(asked, `${f} fetched`).toBeGreaterThan(-1)
        // Asked before the route chunk had arrived: from the table, not found among the chunk's imports.
        expect(asked, `${f} asked before ${chunk} arrived`).toBeLessThan(chunkArrived)
      }
      // Its stylesheets, which the bundler's loader reads from the same table, applied before the screen shows.
      const sheets = files.filter((f) => f.endsWith('.css'))
      expect(sheets.length).toBeGreaterThan(0)
      for (const f of sheets) expect(events, `${f} fetched`).toContain(`got ${f}`)
      const applied = await t.page.evaluate(() => [...document.styleSheets].map((sheet) => sheet.href ?? ''))
      for (const f of sheets)
        expect(
          applied.some((href) => href.endsWith(`/assets/${f}`)),
          `${f} applied`,
        ).toBe(true)
      await t.close()
    } finally {
      await browser.close()
    }
  })

  test('the demo backend’s code: named only in the route table, asked for after the first paint and after the entry', async () => {
    const dir = inject('distDemoDir')
    const html = readFileSync(join(dir, 'index.html'), 'utf8')
    const table = routeTable(html)
    const backend = (table.afterPaint ?? []).map((i) => table.files[i]!.replace(/^assets\//, ''))
    const mirage = [...assetsOf(dir)].filter(([f, code]) => f.endsWith('.js') && MIRAGE_MARKERS.some((re) => re.test(code))).map(([f]) => f)
    expect(mirage.length, 'Mirage’s chunk found').toBeGreaterThan(0)
    expect(backend, 'the table’s afterPaint holds the Mirage chunk').toEqual(expect.arrayContaining(mirage))
    const tags = html.replace(ROUTE_TABLE, '')
    expect(
      backend.filter((f) => tags.includes(f)),
      'named in index.html outside the route table',
    ).toEqual([])
    expect(readFileSync(join(inject('distDir'), 'index.html'), 'utf8'), 'production: no afterPaint').not.toContain('afterPaint')

    const browser = await launchBrowser()
    try {
      const t = await openPage(browser, inject('demoUrl'))
      await t.page.goto('/')
      await waitForApp(t.page)
      const timing = await t.page.evaluate(() => ({
        paint: performance.getEntriesByName('first-paint')[0]?.startTime ?? null,
        scripts: performance
          .getEntriesByType('resource')
          .map((e) => [new URL(e.name).pathname.replace('/assets/', ''), e.startTime] as const),
      }))
      const start = new Map(timing.scripts)
      const entry = moduleScripts(html)[1]!
      expect(timing.paint, 'first paint').not.toBeNull()
      for (const file of mirage) {
        expect(start.get(file), `${file} fetched`).toBeDefined()
        expect(start.get(file)!, `${file} after the first paint`).toBeGreaterThanOrEqual(timing.paint!)
        expect(start.get(file)!, `${file} after the entry`).toBeGreaterThanOrEqual(start.get(entry)!)
      }
      await t.close()
    } finally {
      await browser.close()
    }
  })

  test('after the document, Chromium asks for the pre-entry script, manifest.json, then the entry, before anything else', async () => {
    const browser = await launchBrowser()
    try {
      const t = await openPage(browser, servers().prodUrl)
      const asked: string[] = []
      t.page.on('request', (r) => {
        const url = new URL(r.url())
        if (url.origin === new URL(servers().prodUrl).origin && r.resourceType() !== 'document') asked.push(url.pathname)
      })
      await t.page.goto('/')
      await waitForApp(t.page)
      const [early, entry] = moduleScripts(readFileSync(join(inject('distDir'), 'index.html'), 'utf8'))
      expect(asked.length, 'requests seen').toBeGreaterThan(3)
      expect(asked.slice(0, 3)).toEqual([`/assets/${early}`, '/manifest.json', `/assets/${entry}`])
      await t.close()
    } finally {
      await browser.close()
    }
  })
})

describe('the code that sends requests (src/api/transport.ts, ky): after a guest’s first screen', () => {
  const newPage = setUpBrowser()
  const TRANSPORT_FILE = /\/transport-[\w-]+\.js$/
  /** ky's own words, in whichever chunk carries ky. */
  const KY_MARKERS = ['Request timed out', '`input` must be a string']

  test.each(['distDir', 'distDemoDir'] as const)(
    '%s: ky is in the chunk the route table names as the transport, not in the entry',
    (key) => {
      const { found, entry } = chunksWith(key, KY_MARKERS)
      expect(found, 'one chunk has ky').toHaveLength(1)
      expect(entry.has(found[0]!), 'in the entry or its static imports').toBe(false)
      const table = routeTable(readFileSync(join(inject(key), 'index.html'), 'utf8'))
      expect((table.transport ?? []).map((i) => table.files[i])).toEqual([`assets/${found[0]}`])
    },
  )

  /** A guest's first screen that reads data, and what shows once it has come. */
  const SCREENS: [string, string][] = [
    ['/', '[data-testid="game-tiles"][aria-busy="false"] button'],
    ['/help/list', '[data-testid="article-item"]'],
    ['/finance', '[data-testid="tier-list"] .tier-card'],
    ['/help/26', '[data-testid="article-title"]'],
  ]

  test.each(SCREENS)(
    'production, %s: a guest’s first screen shows its data with the transport’s file refused (every read an early one, each sent once)',
    async (path, shown) => {
      const t = await newPage(servers().prodUrl)
      await t.page.route(TRANSPORT_FILE, (route) => route.abort())
      const api = new URL(servers().apiUrl).origin
      const posts: string[] = []
      t.page.on('request', (r) => {
        if (r.method() === 'POST' && new URL(r.url()).origin === api) posts.push(new URL(r.url()).pathname)
      })
      await t.page.goto(path)
      await waitForApp(t.page)
      await t.page.locator(shown).first().waitFor()
      await waitForSettled(t)
      expect(await t.page.locator('[role="alert"]').count(), 'no error state').toBe(0)
      expect(posts.length, 'reads were sent').toBeGreaterThan(1)
      expect(posts, 'each read once: the app adopted the early answers').toEqual([...new Set(posts)])
    },
  )

  test('production, /: the page fetches the transport once it has settled (load, 3 s, an idle moment), with no touch', async () => {
    const t = await newPage(servers().prodUrl)
    const asked: number[] = []
    t.page.on('request', (r) => void (TRANSPORT_FILE.test(r.url()) && asked.push(Date.now())))
    await t.page.goto('/')
    await waitForApp(t.page)
    const loadedAt = await t.page.evaluate(() => performance.timing.loadEventStart)
    await expect.poll(() => asked.length, { timeout: 15_000 }).toBe(1)
    expect(asked[0]! - loadedAt, 'ms after load').toBeGreaterThanOrEqual(3000)
  })

  test('production, /: the first touch fetches it, before the page has settled', async () => {
    const t = await newPage(servers().prodUrl)
    // An image that never arrives holds the page's load event, so the page cannot settle here.
    await t.page.route('**/hold-load.png', () => undefined)
    await t.page.addInitScript(() => {
      addEventListener('DOMContentLoaded', () => document.body.append(Object.assign(new Image(), { src: '/hold-load.png', alt: '' })))
    })
    const asked: string[] = []
    t.page.on('request', (r) => void (TRANSPORT_FILE.test(r.url()) && asked.push(r.url())))
    await t.page.goto('/', { waitUntil: 'domcontentloaded' })
    await waitForApp(t.page)
    await t.page.locator('[data-testid="game-tiles"][aria-busy="false"]').waitFor()
    expect(await t.page.evaluate(() => document.readyState), 'the page has not loaded').not.toBe('complete')
    expect(asked, 'nothing asked before the touch').toEqual([])
    await t.page.mouse.move(5, 400)
    await t.page.mouse.down()
    await t.page.mouse.up()
    await expect.poll(() => asked.length).toBe(1)
  })

  test('production: a first load with a stored login preloads the transport with the entry and fetches it once; the user’s data shows', async () => {
    const browser = await launchBrowser()
    try {
      const stored = await loggedInStorage(browser, servers().prodUrl)
      const context = await seededContext(browser, servers().prodUrl, stored)
      const page = await context.newPage()
      const asked: string[] = []
      page.on('request', (r) => void (TRANSPORT_FILE.test(r.url()) && asked.push(r.url())))
      await page.goto('/user')
      await waitForApp(page)
      await page.getByTestId('user-withdrawable').waitFor()
      const preloaded = await page.evaluate(() =>
        [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href')),
      )
      expect(
        preloaded.filter((href) => href?.includes('/transport-')),
        'the pre-entry script’s preload',
      ).toHaveLength(1)
      expect(asked, 'one request for it: the preload and the import share it').toHaveLength(1)
      await context.close()
    } finally {
      await browser.close()
    }
  })
})
