import { createRootRouteWithContext, lazyRouteComponent } from '@tanstack/react-router'
import type { RouterContext } from '../router'
import { RootLayout } from '../features/shell/root-layout'

// The root route is never code-split by the router plugin: the rarely shown pages load on demand,
// keeping the UI kit's illustrations out of the first load.
export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: lazyRouteComponent(() => import('../features/shell/not-found-screen'), 'NotFoundScreen'),
  errorComponent: lazyRouteComponent(() => import('../features/shell/route-error'), 'RouteError'),
})
