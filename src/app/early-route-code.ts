/** src/early.ts's part of a first load: the table of each route's code that the build writes into index.html. */
export interface RouteCodeTable {
  files: string[]
  /** [pattern, needs a login (1) or not (0), indexes into files] */
  routes: [string, 0 | 1, number[]][]
}

/** `/help/$id` → /^\/help\/[^/]+\/?$/; `/recharge/{-$back}` → an optional last segment. */
export function patternRegExp(pattern: string): RegExp {
  const body = pattern
    .split('/')
    .filter(Boolean)
    .map((seg) =>
      /^\{-\$\w+\}$/.test(seg) ? '(?:/[^/]+)?' : `/${seg.startsWith('$') ? '[^/]+' : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
    )
    .join('')
  return new RegExp(`^${body}/?$`)
}

/**
 * The files of the route a first load opens, to fetch beside the app's entry instead of after it has
 * run (the router asks for the same files then, from the cache). A guest on a route that needs a
 * login is sent to /login: its code is the one to fetch. `path` is relative to the app's base.
 */
export function routeCodeFor(table: RouteCodeTable, path: string, loggedIn: boolean): string[] {
  const find = (p: string) => table.routes.find(([pattern]) => patternRegExp(pattern).test(p))
  let route = find(path)
  if (route?.[1] === 1 && !loggedIn) route = find('/login')
  return route ? route[2].map((i) => table.files[i]!).filter(Boolean) : []
}

/** Reads the table (a JSON block of index.html) and adds a preload link per file of the current route. */
export function preloadRouteCode(doc: Document, base: string, path: string, loggedIn: boolean): void {
  let table: RouteCodeTable
  try {
    table = JSON.parse(doc.getElementById('route-code')?.textContent ?? 'null') as RouteCodeTable
    if (!table?.routes || !table.files) return
  } catch {
    return
  }
  for (const file of routeCodeFor(table, path, loggedIn)) {
    const link = doc.createElement('link')
    const css = file.endsWith('.css')
    link.rel = css ? 'preload' : 'modulepreload'
    if (css) link.setAttribute('as', 'style')
    link.crossOrigin = ''
    link.href = `${base}${file}`
    doc.head.appendChild(link)
  }
}
