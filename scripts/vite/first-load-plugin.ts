import { resolve } from 'node:path'
import type { Plugin } from 'vite'
import type { OutputBundle, OutputChunk } from 'rolldown'
import type { RouteTable } from '../../src/app/first-load'

export const EARLY_ENTRY = 'src/early.ts'
/** What src/early.ts runs: kept in its own chunk, so the app's code never waits on it nor it on the app's. */
export const EARLY_MODULES =
  /src[\\/](early\.ts|app[\\/]first-load\.ts|lib[\\/]article-rules\.ts|api[\\/]wire\.ts|lib[\\/]storage\.ts|i18n[\\/]locales\.ts)$/

/**
 * The route files' URL patterns, as TanStack Router's file naming spells them: `help.$id.tsx` →
 * `/help/$id`, `_authed/user.tsx` → `/user` (pathless layout), `recharge.{-$back}.tsx` →
 * `/recharge/{-$back}`, `index.tsx` → `/`.
 */
export function routePattern(file: string): { pattern: string; auth: boolean } {
  const parts = file.replace(/\.tsx?$/, '').split('/')
  const auth = parts.some((p) => p === '_authed')
  const path = parts
    .filter((p) => !p.startsWith('_'))
    .join('.')
    .split('.')
    .filter((seg) => seg !== 'index')
    .join('/')
  return { pattern: `/${path}`, auth }
}

/** A route's component, split from its route file by the router's plugin (`routes/help.$id.tsx?tsr-split=component`). */
const ROUTE_COMPONENT = /src[\\/]routes[\\/](.+)\?tsr-split=component$/

/**
 * Per route: its lazy code (the split component chunk and what it imports beyond the entry's code) and
 * CSS; `afterPaint`, files to preload after the first paint (the demo backend's), when there are any;
 * and `transport`, the API client's code that sends requests (see `RouteTable`).
 */
export function routeCodeTable(
  bundle: OutputBundle,
  entryFiles: Set<string>,
  { afterPaint = [], transport = [] }: { afterPaint?: string[]; transport?: string[] } = {},
): RouteTable {
  const chunks = new Map(
    Object.values(bundle)
      .filter((c): c is OutputChunk => c.type === 'chunk')
      .map((c) => [c.fileName, c]),
  )
  const files: string[] = []
  const indexOf = (f: string) => (files.includes(f) ? files.indexOf(f) : files.push(f) - 1)
  const routes: RouteTable['routes'] = []
  // A route's split component: its own chunk, or part of a bigger one when chunks are grouped.
  const splits = [...chunks.values()].flatMap((chunk) =>
    chunk.moduleIds.flatMap((id) => {
      const m = ROUTE_COMPONENT.exec(id)
      return m ? [{ chunk, file: m[1]!.replaceAll('\\', '/') }] : []
    }),
  )
  for (const { chunk, file } of splits) {
    const { pattern, auth } = routePattern(file)
    const js = new Set<string>()
    const css = new Set<string>()
    const visit = (c: OutputChunk | undefined) => {
      if (!c || js.has(c.fileName) || entryFiles.has(c.fileName)) return
      js.add(c.fileName)
      for (const f of c.viteMetadata?.importedCss ?? []) css.add(f)
      for (const f of c.imports) visit(chunks.get(f))
    }
    visit(chunk)
    routes.push([pattern, auth ? 1 : 0, [...js, ...css].map(indexOf)])
  }
  // Static paths first, so /help/list wins over /help/$id.
  routes.sort(([a], [b]) => Number(a.includes('$')) - Number(b.includes('$')) || a.localeCompare(b))
  const table: RouteTable = { files, routes }
  if (afterPaint.length) table.afterPaint = afterPaint.map(indexOf)
  if (transport.length) table.transport = transport.map(indexOf)
  return table
}

/** The chunk of the module `test` matches, and what it imports beyond the entry's code (none if no module matches). */
function lazyCode(bundle: OutputBundle, entryFiles: Set<string>, test: RegExp): Set<string> {
  const chunks = new Map(
    Object.values(bundle)
      .filter((c): c is OutputChunk => c.type === 'chunk')
      .map((c) => [c.fileName, c]),
  )
  const out = new Set<string>()
  const visit = (c: OutputChunk | undefined) => {
    if (!c || out.has(c.fileName) || entryFiles.has(c.fileName)) return
    out.add(c.fileName)
    for (const f of c.imports) visit(chunks.get(f))
  }
  for (const c of chunks.values()) if (c.moduleIds.some((id) => test.test(id))) visit(c)
  return out
}

/** The route table's data block in index.html (`RouteTable`, JSON). */
const ROUTE_TABLE_BLOCK = /(<script type="application\/json" id="route-code">)(.*?)(<\/script>)/s
/** The bundler's list of the files its lazy imports wait for, written at the top of a chunk (Vite's preload helper). */
const PRELOAD_LIST = /const __vite__mapDeps=\(i,m=__vite__mapDeps,d=\(m\.f\|\|\(m\.f=(\[[^\]]*\])\)\)\)=>i\.map\(i=>d\[i\]\);/
/** A lazy import of another chunk, as the bundler writes it in the entry. */
const LAZY_IMPORT = /\bimport\(`\.\/([^`$]+)`\)/g
/**
 * The same list, read from the route table in the page: the table's `files`, or none if the page has no
 * table (no preload then, rather than a request for "undefined"). Read at the first lazy import.
 */
const PRELOAD_LIST_FROM_TABLE =
  'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=(()=>{try{return JSON.parse(document.getElementById("route-code").textContent).files}catch{return[]}})())))=>i.map(i=>d[i]).filter(Boolean);'

/**
 * The entry's lazy imports each wait for a few files (a route's stylesheets; the scripts of lazy code that
 * is not a route), which the bundler names by index into a list of file names it writes at the top of the
 * entry: ~1 kB, ~0.5 kB gzip, in every first load. The route table in index.html already names nearly all
 * of them, so the entry reads its list from there instead: the table's `files` (the few names it lacked
 * join it at the end, so the routes' indexes stay) and each preload list's indexes into it. The lazy
 * imports themselves name their chunk the same way (`import("../"+__vite__mapDeps([7])[0])` for
 * `import(`./login-x.js`)`, resolved against the entry's own address as before): a hashed name is what
 * gzip cannot shorten, and the table has it already; ~0.5 kB gzip more. The page and its entry are one
 * build's (index.html names the entry by its hash), so the table always matches. Returns the page with
 * that table and the entry's code (`entryFile` its path in the build); both unchanged if the entry has no
 * such list.
 */
export function preloadListFromTable(html: string, code: string, entryFile = 'assets/index.js'): { html: string; code: string } {
  const listed = PRELOAD_LIST.exec(code)
  if (!listed) {
    if (code.includes('__vite__mapDeps('))
      throw new Error('first-load: the entry names its preload lists in a form this build does not know')
    return { html, code }
  }
  const block = ROUTE_TABLE_BLOCK.exec(html)
  if (!block) throw new Error('first-load: index.html has no route table')
  const table = JSON.parse(block[2]!) as RouteTable
  const indexOf = (name: string) => (table.files.includes(name) ? table.files.indexOf(name) : table.files.push(name) - 1)
  const at = (JSON.parse(listed[1]!) as string[]).map(indexOf)
  const dir = entryFile.slice(0, entryFile.lastIndexOf('/') + 1)
  const toRoot = JSON.stringify('../'.repeat(dir.split('/').length - 1) || './')
  const rewritten = code
    .replace(listed[0], PRELOAD_LIST_FROM_TABLE)
    .replace(/__vite__mapDeps\(\[([\d,]*)\]\)/g, (_, list: string) => `__vite__mapDeps([${list.split(',').map((i) => at[Number(i)])}])`)
    .replace(LAZY_IMPORT, (_, name: string) => `import(${toRoot}+__vite__mapDeps([${indexOf(dir + name)}])[0])`)
  return {
    html: html.replace(ROUTE_TABLE_BLOCK, (_, open: string, _json, close: string) => `${open}${JSON.stringify(table)}${close}`),
    code: rewritten,
  }
}

/** The entry's own code: its chunk and every chunk it imports statically. */
function entryClosure(bundle: OutputBundle): Set<string> {
  const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk')
  const out = new Set<string>()
  const visit = (c: OutputChunk | undefined) => {
    if (!c || out.has(c.fileName)) return
    out.add(c.fileName)
    for (const f of c.imports) visit(chunks.find((x) => x.fileName === f))
  }
  for (const c of chunks) if (c.isEntry) visit(c)
  return out
}

/** The demo backend's module (src/main.tsx imports it first thing in demo builds). */
const DEMO_BACKEND = /mocks[\\/]browser\.ts$/
/** The API client's transport (src/api/client.ts imports it with its first request). */
const TRANSPORT = /src[\\/]api[\\/]transport\.ts$/

/**
 * Boot's first request, manifest.json (the API's address), preloaded with the HTML instead of fetched
 * once a script runs; in the request mode the pre-entry script's fetch uses, so that it takes this response.
 */
const manifestPreload = (base: string) =>
  ({
    tag: 'link',
    attrs: { rel: 'preload', href: `${base}manifest.json`, as: 'fetch', crossorigin: 'anonymous' },
    injectTo: 'head-prepend',
  }) as const

/**
 * The pre-entry script (src/early.ts): a second, tiny entry that index.html runs before the app's own,
 * so the first screen's API reads — and its route's code — start while the app's code downloads.
 * Vite would merge a second module script of index.html into its entry, so the build adds it as an
 * input of its own, in a chunk of its own, and this plugin writes its script tag ahead of the entry's
 * (the first file requested, followed at once by manifest.json's preload and a modulepreload of the
 * entry), with the table of each route's code (a JSON data block, which the CSP does not run as script).
 * The demo build preloads its route's code the same way but sends no reads (its backend, Mirage,
 * starts with the app); the pre-entry script preloads the backend's code once the first frame has
 * painted (the table's `afterPaint`).
 */
export function firstLoad(mode: string): Plugin[] {
  // The app's own page only: not tests, not a host page of another tool that loads this config
  // (Storybook's iframe.html, which brings its own build input).
  let enabled = mode !== 'test'
  let appHtml = ''
  /** The route components' chunks of the bundle being written. */
  let routeChunks = new Set<string>()
  const main: Plugin = {
    name: 'first-load',
    config(user) {
      if (user.build?.rollupOptions?.input ?? user.build?.rolldownOptions?.input) enabled = false
      return enabled
        ? {
            build: {
              // A dynamic import of a route's component names no scripts to preload beside it: the route
              // table names them, and the app preloads them from it (preloadRouteFilesFirst in
              // src/router.tsx). That list, once per route in the entry, cost ~1 kB gzip of every first
              // load. Stylesheets stay in it (the bundler's loader waits for them), and so do the
              // scripts of any other lazy code.
              modulePreload: {
                resolveDependencies: (file: string, deps: string[], { hostType }: { hostType: 'html' | 'js' }) =>
                  hostType === 'js' && routeChunks.has(file) ? [] : deps,
              },
              rolldownOptions: {
                input: { index: 'index.html', early: EARLY_ENTRY },
                output: { codeSplitting: { groups: [{ name: 'early', test: EARLY_MODULES, priority: 2 }] } },
              },
            },
          }
        : {}
    },
    configResolved(config) {
      appHtml = resolve(config.root, 'index.html')
    },
    // Before the bundler's preload lists are written (its import analysis runs after the app's plugins).
    generateBundle(_options, bundle) {
      routeChunks = new Set(
        Object.values(bundle)
          .filter((c): c is OutputChunk => c.type === 'chunk' && c.moduleIds.some((id) => ROUTE_COMPONENT.test(id)))
          .map((c) => c.fileName),
      )
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!enabled || resolve(ctx.filename) !== appHtml) return html
        const base = ctx.server?.config.base ?? process.env.APP_BASE ?? '/'
        if (!ctx.bundle) {
          return {
            html,
            tags: [
              { tag: 'script', attrs: { type: 'module', src: `${base}${EARLY_ENTRY}` }, injectTo: 'head-prepend' },
              manifestPreload(base),
            ],
          }
        }
        const early = Object.values(ctx.bundle).find(
          (c): c is OutputChunk => c.type === 'chunk' && c.isEntry && !!c.facadeModuleId?.endsWith(EARLY_ENTRY),
        )
        if (!early) throw new Error(`first-load: no chunk for ${EARLY_ENTRY}`)
        if (early.imports.length) throw new Error(`first-load: ${EARLY_ENTRY} must not import other chunks (${early.imports.join(', ')})`)
        const entry = entryClosure(ctx.bundle)
        const table = routeCodeTable(ctx.bundle, entry, {
          afterPaint: [...lazyCode(ctx.bundle, entry, DEMO_BACKEND)],
          transport: [...lazyCode(ctx.bundle, entry, TRANSPORT)],
        })
        if (!table.transport) throw new Error('first-load: no chunk for src/api/transport.ts')
        const app = ctx.chunk
        if (!app) throw new Error('first-load: no entry chunk for index.html')
        return {
          html,
          tags: [
            // The pre-entry script is asked for first, then manifest.json, then the entry (a modulepreload,
            // so the request goes out at once; the entry's script tag, which runs it, stays where the
            // bundler put it). Over HTTP/2 a browser has the server send files of the same priority one
            // after the other, in the order asked: the pre-entry script (~5 kB gzip) and the API's address
            // first let the first screen's reads go out as soon as they arrive, not after the whole entry
            // (~110 kB). docs/performance.md has the measurements.
            { tag: 'script', attrs: { type: 'module', crossorigin: true, src: `${base}${early.fileName}` }, injectTo: 'head-prepend' },
            manifestPreload(base),
            { tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${app.fileName}` }, injectTo: 'head-prepend' },
            { tag: 'script', attrs: { type: 'application/json', id: 'route-code' }, children: JSON.stringify(table), injectTo: 'head' },
          ],
        }
      },
    },
  }
  // A plugin of its own: its bundle hook runs after the page and the bundler's preload lists are written,
  // the main one's before them.
  const preloadList: Plugin = {
    name: 'first-load:preload-list',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        if (!enabled) return
        const page = bundle['index.html']
        const entry = Object.values(bundle).find(
          (c): c is OutputChunk => c.type === 'chunk' && c.isEntry && !!c.facadeModuleId?.endsWith('index.html'),
        )
        if (page?.type !== 'asset' || !entry) return
        const shared = preloadListFromTable(String(page.source), entry.code, entry.fileName)
        page.source = shared.html
        entry.code = shared.code
      },
    },
  }
  return [main, preloadList]
}
