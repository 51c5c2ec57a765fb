import { useEffect, useState } from 'react'
import { Trans } from '@lingui/react/macro'
import { createRootRouteWithContext, lazyRouteComponent, useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import type { RouterContext } from '../router'
import { RootLayout } from '../features/shell/root-layout'

// The root route is never code-split by the router plugin: the rarely shown pages load on demand,
// keeping the UI kit's illustrations out of the first load.
export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: lazyRouteComponent(() => import('../features/shell/not-found-screen'), 'NotFoundScreen'),
  errorComponent: RootError,
})

const LazyRouteError = lazyRouteComponent(() => import('../features/shell/route-error'), 'RouteError')

/**
 * The error screen loads on demand; offline its chunk may not load either, so until it has loaded
 * a plain, translated stand-in shows (never the router's built-in English "Something went wrong!").
 */
function RootError(props: ErrorComponentProps) {
  const router = useRouter()
  const [loaded, setLoaded] = useState(false)
  useEffect(() => {
    let live = true
    import('../features/shell/route-error').then(() => live && setLoaded(true), () => undefined)
    return () => void (live = false)
  }, [])
  if (loaded) return <LazyRouteError {...props} />
  return (
    <div className="route-error" role="alert">
      <p><Trans>Something went wrong</Trans></p>
      <p><Trans>Please try again.</Trans></p>
      <button type="button" onClick={() => { props.reset(); void router.invalidate() }}><Trans>Try again</Trans></button>
    </div>
  )
}
