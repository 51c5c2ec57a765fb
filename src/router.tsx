import { createMemoryHistory, createRouter } from '@tanstack/react-router'
import { routeTree } from './route-tree.gen'
import type { AppServices } from './app/app-context'

export interface RouterContext {
  session: AppServices['session']
}

export function createAppRouter(services: Pick<AppServices, 'session'>, opts: { history?: Parameters<typeof createRouter>[0]['history'] } = {}) {
  return createRouter({
    routeTree,
    context: { session: services.session },
    history: opts.history,
    defaultPreload: 'intent',
    scrollRestoration: true,
  })
}

/**
 * Starts downloading the code of the routes matching `pathname` (their split components), so a
 * first load fetches it while boot waits on manifest.json and getconfig instead of after them.
 * The route tree is shared, so the app's router finds the components already loaded. A throwaway
 * router on a memory history: it touches neither the address bar nor the session.
 */
export function preloadRouteCode(pathname: string): void {
  try {
    const router = createRouter({
      routeTree,
      history: createMemoryHistory({ initialEntries: [pathname] }),
      context: { session: undefined as unknown as RouterContext['session'] },
    })
    const [routes] = router.getMatchedRoutes(pathname)
    for (const route of routes) void router.loadRouteChunk(route)?.catch(() => undefined)
  } catch {
    // Only a head start: the app's router loads the same code when it renders the route.
  }
}

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
  interface StaticDataRouteOption {
    /** The route shows the four-item tab bar (SPEC §2: home, recharge, trend, my account). */
    tabBar?: boolean
  }
}
