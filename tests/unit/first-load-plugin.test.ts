// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { OutputBundle, OutputChunk } from 'rolldown'
import { preloadListFromTable, routeCodeTable, routePattern } from '../../scripts/vite/first-load-plugin'

const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], css: string[] = []) =>
  ({ type: 'chunk', fileName, moduleIds, imports, isEntry: false, viteMetadata: { importedCss: new Set(css) } }) as unknown as OutputChunk

describe('the build’s table of each route’s code (scripts/vite/first-load-plugin.ts)', () => {
  it.each([
    ['index.tsx', '/', false],
    ['help.$id.tsx', '/help/$id', false],
    ['help.list.tsx', '/help/list', false],
    ['recharge.{-$back}.tsx', '/recharge/{-$back}', false],
    ['_authed/user.tsx', '/user', true],
    ['_authed/room_list.$type.tsx', '/room_list/$type', true],
    ['ServicePage.tsx', '/ServicePage', false],
  ])('%s → %s (login needed: %s)', (file, pattern, auth) => expect(routePattern(file)).toEqual({ pattern, auth }))

  it('a route’s files: its split component’s chunk, what that imports beyond the entry, and their CSS; static paths first', () => {
    const bundle = Object.fromEntries(
      [
        chunk('assets/index.js', ['/app/src/main.tsx']),
        chunk('assets/help-id.js', ['/app/src/routes/help.$id.tsx?tsr-split=component'], ['assets/article.js', 'assets/index.js']),
        chunk('assets/article.js', ['/app/src/features/content/article-screen.tsx'], ['assets/sanitize.js'], ['assets/content.css']),
        chunk('assets/sanitize.js', ['/app/node_modules/dompurify/dist/purify.es.mjs']),
        chunk('assets/list.js', ['/app/src/routes/help.list.tsx?tsr-split=component'], ['assets/index.js']),
      ].map((c) => [c.fileName, c]),
    ) as OutputBundle
    const table = routeCodeTable(bundle, new Set(['assets/index.js']))
    const files = (i: number) => table.routes[i]![2].map((n) => table.files[n])
    expect(table.routes.map(([p, a]) => [p, a])).toEqual([
      ['/help/list', 0],
      ['/help/$id', 0],
    ])
    expect(files(0)).toEqual(['assets/list.js'])
    expect(files(1)).toEqual(['assets/help-id.js', 'assets/article.js', 'assets/sanitize.js', 'assets/content.css'])
    expect(table.afterPaint, 'none asked for').toBeUndefined()
    expect(table.transport, 'none asked for').toBeUndefined()

    // The demo backend's files: one a route already names (listed once), one new; and the transport's.
    const demo = routeCodeTable(bundle, new Set(['assets/index.js']), {
      afterPaint: ['assets/browser.js', 'assets/sanitize.js'],
      transport: ['assets/transport.js'],
    })
    expect(demo.afterPaint!.map((n) => demo.files[n])).toEqual(['assets/browser.js', 'assets/sanitize.js'])
    expect(demo.files.filter((f) => f === 'assets/sanitize.js')).toHaveLength(1)
    expect(demo.transport!.map((n) => demo.files[n])).toEqual(['assets/transport.js'])
  })
})

describe('the entry’s preload lists read their file names from the route table', () => {
  const table = { files: ['assets/help.js', 'assets/content.css', 'assets/list.js'], routes: [['/help/$id', 0, [0, 1]]] }
  const page = `<head><script type="application/json" id="route-code">${JSON.stringify(table)}</script></head>`
  // As the bundler writes it: its own list of names, and each lazy import's list of indexes into it.
  const entry = [
    '//# allFunctionsCalledOnLoad',
    'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/content.css","assets/overlays.js","assets/overlays.css"])))=>i.map(i=>d[i]);',
    'const lists=()=>[__vite__mapDeps([0]),__vite__mapDeps([1,2,0]),__vite__mapDeps([2])];',
  ].join('\n')
  /** The lists the entry's code hands the preload helper, in a page whose route table reads `json`. */
  const run = (code: string, json?: string) =>
    new Function('document', `${code}\nreturn lists()`)({
      getElementById: (id: string) => (id === 'route-code' && json !== undefined ? { textContent: json } : null),
    }) as string[][]

  it('the same files for every lazy import; the names the table lacked join it after the routes’ files', () => {
    const { html, code } = preloadListFromTable(page, entry)
    const json = /id="route-code">(.*?)<\/script>/s.exec(html)![1]!
    const grown = JSON.parse(json) as typeof table
    expect(grown.files).toEqual([...table.files, 'assets/overlays.js', 'assets/overlays.css'])
    expect(grown.routes).toEqual(table.routes)
    expect(code).not.toContain('assets/')
    expect(code.startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true)
    expect(run(code, json)).toEqual(run(entry))
    expect(run(code, json)).toEqual([
      ['assets/content.css'],
      ['assets/overlays.js', 'assets/overlays.css', 'assets/content.css'],
      ['assets/overlays.css'],
    ])
  })

  it('the lazy imports name their chunk by the table too, resolved against the entry’s own address as before', () => {
    // help.js: a route's (in the table); overlays.js: a preload list's (joined it); session-end.js: neither.
    const lazy = `${entry}\nconst imports=()=>[import(\`./help.js\`),import(\`./overlays.js\`),import(\`./session-end.js\`)];`
    const { html, code } = preloadListFromTable(page, lazy, 'assets/index-x.js')
    const json = /id="route-code">(.*?)<\/script>/s.exec(html)![1]!
    expect(JSON.parse(json).files).toEqual([...table.files, 'assets/overlays.js', 'assets/overlays.css', 'assets/session-end.js'])
    expect(code).not.toMatch(/help\.js|overlays\.js|session-end\.js/)
    // What each import asks for, relative to the entry (assets/index-x.js): the same modules as before.
    const specifiers = new Function('document', `${code.replaceAll('import(', 'String(')}\nreturn imports()`)({
      getElementById: () => ({ textContent: json }),
    }) as string[]
    expect(specifiers).toEqual(['../assets/help.js', '../assets/overlays.js', '../assets/session-end.js'])
    expect(specifiers.map((s) => new URL(s, 'https://app.example/assets/index-x.js').pathname)).toEqual(
      ['./help.js', './overlays.js', './session-end.js'].map((s) => new URL(s, 'https://app.example/assets/index-x.js').pathname),
    )
    // An entry at the build's root resolves from there.
    const atRoot = preloadListFromTable(page, lazy, 'index-x.js').code
    expect(atRoot).toContain('import("./"+__vite__mapDeps([')
  })

  it('a page without a readable table: nothing to preload, never a request for "undefined"', () => {
    const { code } = preloadListFromTable(page, entry)
    expect(run(code)).toEqual([[], [], []])
    expect(run(code, '{garbled')).toEqual([[], [], []])
  })

  it('an entry without lazy imports stays as it is; a list in a form it does not know, or no table, fails the build', () => {
    expect(preloadListFromTable(page, 'const a=1;')).toEqual({ html: page, code: 'const a=1;' })
    expect(() => preloadListFromTable(page, 'const __vite__mapDeps=(i)=>i;__vite__mapDeps([0])')).toThrow(/form this build does not know/)
    expect(() => preloadListFromTable('<head></head>', entry)).toThrow(/no route table/)
  })
})

describe('the build’s route patterns are the router’s own', () => {
  it('every route file’s pattern is a path of the router’s tree, and every path of the tree has its file', async () => {
    const { readdirSync } = await import('node:fs')
    const { join, relative } = await import('node:path')
    const { createAppRouter } = await import('../../src/router')
    const dir = join(import.meta.dirname, '../../src/routes')
    const files = (readdirSync(dir, { recursive: true }) as string[])
      .map((f) => relative(dir, join(dir, f)).replaceAll('\\', '/'))
      .filter((f) => /\.tsx?$/.test(f) && !/(^|\/)_[^/]*\.tsx?$/.test(f) && !f.startsWith('__'))
    const router = createAppRouter()
    const treePaths = Object.keys(router.routesByPath).sort()
    expect(files.map((f) => routePattern(f).pattern).sort()).toEqual(treePaths)
    // What needs a login: the routes under the _authed layout, in the tree as in the table.
    const authed = Object.values(router.routesById)
      .filter((r) => r.id.startsWith('/_authed/'))
      .map((r) => r.fullPath as string)
    expect(
      files
        .filter((f) => routePattern(f).auth)
        .map((f) => routePattern(f).pattern)
        .sort(),
    ).toEqual(authed.sort())
  })
})
