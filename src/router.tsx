import { createRouter } from '@tanstack/react-router'
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
