import { createRouter } from '@tanstack/react-router'
import { routeTree } from './route-tree.gen'
import type { AppServices } from './app/app-context'

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

/**
 * Whether the screen a first load of `pathname` opens shows amounts, dates or times as it first
 * paints, so that boot builds the Intl formatters while config travels (src/lib/warm-formats.ts).
 * A guest on a route that needs a login sees /login. Unknown paths count as formatting.
 */
export function firstScreenFormats(router: AppRouter, pathname: string, loggedIn: boolean): boolean {
  try {
    const [routes] = router.getMatchedRoutes(pathname)
    if (!loggedIn && routes.some((route) => route.id === '/_authed')) return firstScreenFormats(router, '/login', true)
    return !routes.some((route) => route.options.staticData?.formatsNumbers === false)
  } catch {
    return true
  }
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
  }
}
