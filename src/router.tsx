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

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
  interface StaticDataRouteOption {
    /** The route shows the four-item tab bar (home, recharge, trend, my account). */
    tabBar?: boolean
  }
}
