import { createRootRouteWithContext } from '@tanstack/react-router'
import type { RouterContext } from '../router'
import { RootLayout } from '../features/shell/root-layout'
import { NotFoundScreen } from '../features/shell/not-found-screen'
import { RouteError } from '../features/shell/route-error'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundScreen,
  errorComponent: RouteError,
})
