import { createRouter } from '@tanstack/react-router'
import { routeTree } from './route-tree.gen'
import type { AppServices } from './app/app-context'
import { preloadFiles, routeFiles, type RouteTable } from './app/first-load'

export interface RouterContext {
  session: AppServices['session']
}

/**
 * The app's router. Without `services` it is made before boot (main.tsx): the session joins it
 * through RouterProvider's `context` at the first render, before any route loads.
 */
export function createAppRouter(
  services?: Pick<AppServices, 'session'>,
  opts: { history?: Parameters<typeof createRouter>[0]['history'] } = {},
) {
  return createRouter({
    routeTree,
    context: { session: services?.session as RouterContext['session'] },
    history: opts.history,
    defaultPreload: 'intent',
    scrollRestoration: true,
  })
}

/**
 * Starts downloading the code of the routes matching `pathname` (their split components), so a
 * first load fetches it while boot waits on manifest.json and getconfig instead of after them. On the
 * app's own router, made before boot: building a second one only to match the path cost ~35 ms of
 * main thread on a fast phone (~145 ms at 4x), inside the entry's evaluation.
 */
export function preloadRouteCode(router: AppRouter, pathname: string): void {
  try {
    const [routes] = router.getMatchedRoutes(pathname)
    for (const route of routes) void router.loadRouteChunk(route)?.catch(() => undefined)
  } catch {
    // Only a head start: the router loads the same code when it renders the route.
  }
}

type LazyComponent = { preload?: () => Promise<void> }
/** Each lazy component's own preload, so that installing twice (a second router, tests) wraps it once. */
const ownPreload = new WeakMap<LazyComponent, () => Promise<void>>()

/**
 * A route's code in one round trip: whenever the router loads a route's component (a navigation, an
 * intent preload, the first screen), the route's scripts from the build's table in index.html (its
 * chunk and the chunks it imports) are preloaded together first. The bundler's own preload lists leave
 * out the scripts of route chunks, which this table already names (scripts/vite/first-load-plugin.ts);
 * without this the browser would find a route chunk's imports only once the chunk itself had arrived.
 * Stylesheets stay with the bundler's loader, which applies them before the screen shows and whose
 * failures the app retries (src/app/chunk-errors.ts): a style preload beside it that failed offline
 * would keep the stylesheet from loading on the retry. No table (dev server, tests): the router loads
 * as usual.
 */
export function preloadRouteFilesFirst(router: AppRouter, table: RouteTable | null, base: string, doc = document): void {
  if (!table) return
  for (const route of Object.values(router.routesById) as { fullPath: string; options: { component?: unknown } }[]) {
    const component = route.options.component as LazyComponent | undefined
    const files = routeFiles(table, route.fullPath).filter((f) => f.endsWith('.js'))
    const preload = component && (ownPreload.get(component) ?? component.preload)
    if (!component || !preload || !files.length) continue
    ownPreload.set(component, preload)
    component.preload = () => {
      preloadFiles(doc, base, files)
      return preload()
    }
  }
}

/** The routes `pathname` matches, outermost first; null when matching throws. */
function routesMatching(router: AppRouter, pathname: string) {
  try {
    return router.getMatchedRoutes(pathname)[0]
  } catch {
    return null
  }
}

/**
 * Whether the screen a first load of `pathname` opens shows amounts, dates or times as it first
 * paints, so that boot builds the Intl formatters while config travels (src/lib/warm-formats.ts).
 * A guest on a route that needs a login sees /login. Unknown paths count as formatting.
 */
export function firstScreenFormats(router: AppRouter, pathname: string, loggedIn: boolean): boolean {
  const routes = routesMatching(router, pathname)
  if (!routes) return true
  if (!loggedIn && routes.some((route) => route.id === '/_authed')) return firstScreenFormats(router, '/login', true)
  return !routes.some((route) => route.options.staticData?.formatsNumbers === false)
}

/**
 * Whether the router loads `pathname` before the app's first render (`renderWholeFirst` in a route's
 * `staticData`). An unknown path, or one that throws while matching, loads as usual.
 */
export function rendersWholeFirst(router: AppRouter, pathname: string): boolean {
  return routesMatching(router, pathname)?.some((route) => route.options.staticData?.renderWholeFirst === true) ?? false
}

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
  interface StaticDataRouteOption {
    /** The route shows the four-item tab bar (home, recharge, trend, my account). */
    tabBar?: boolean
    /**
     * false: the screen shows no amount, date or time as it first paints, so a first load of it does
     * not build the Intl formatters ahead of its first render (the first formatter of a page loads
     * ICU data: tens of ms on a phone).
     */
    formatsNumbers?: boolean
    /**
     * true: on a first load of this screen the router loads before the app's first render, and that
     * render (a transition) mounts the whole screen in slices of a few ms. Otherwise the first render
     * mounts the router, whose own first load then renders the screen synchronously in one task: cheap
     * for a light screen, but 50–100 ms unthrottled for home's. Waiting for the router costs a light
     * screen more than it saves (docs/performance.md).
     */
    renderWholeFirst?: boolean
  }
}
