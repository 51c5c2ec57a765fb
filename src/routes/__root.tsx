import { useEffect, useState } from 'react'
import { Trans } from '@lingui/react/macro'
import { createRootRouteWithContext, lazyRouteComponent, useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import type { RouterContext } from '../router'
import { isChunkLoadError, reloadRouteCode, retryLazyStyles } from '../app/chunk-errors'
import { RootLayout } from '../features/shell/root-layout'
import { useHideBootCanvas } from '../app/boot-canvas'

// The root route is never code-split by the router plugin: the rarely shown pages load on demand,
// keeping them out of the first load.
export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: lazyRouteComponent(() => import('../features/shell/not-found-screen'), 'NotFoundScreen'),
  errorComponent: RootError,
})

/**
 * A function, so a failed load (its stylesheet offline) rejects the promise we handle: Vite puts an
 * inline `import().then(…)` inside its preload wrapper, whose own rejection then goes unhandled.
 */
const loadRouteError = () => import('../features/shell/route-error')
const LazyRouteError = lazyRouteComponent(loadRouteError, 'RouteError')

/**
 * The error screen loads on demand; offline its chunk may not load either, so until it has loaded
 * a plain, translated stand-in shows (never the router's built-in English "Something went wrong!").
 * A screen whose code could not load (src/app/chunk-errors.ts) says so, with the same retry.
 */
function RootError(props: ErrorComponentProps) {
  useHideBootCanvas()
  const router = useRouter()
  const [loaded, setLoaded] = useState(false)
  useEffect(() => {
    let live = true
    loadRouteError().then(
      () => live && setLoaded(true),
      () => undefined,
    )
    return () => void (live = false)
  }, [])
  if (loaded) return <LazyRouteError {...props} />
  return (
    <div className="route-error" role="alert" data-testid="route-error">
      {isChunkLoadError(props.error) ? (
        <>
          <p>
            <Trans>This screen could not be loaded</Trans>
          </p>
          <p>
            <Trans>Check your connection and try again.</Trans>
          </p>
        </>
      ) : (
        <>
          <p>
            <Trans>Something went wrong</Trans>
          </p>
          <p>
            <Trans>Please try again.</Trans>
          </p>
        </>
      )}
      <button
        type="button"
        onClick={() =>
          void retryLazyStyles()
            .then(() => (isChunkLoadError(props.error) ? reloadRouteCode(router) : undefined))
            .then(
              () => {
                props.reset()
                void router.invalidate()
              },
              () => undefined,
            )
        }
      >
        <Trans>Try again</Trans>
      </button>
    </div>
  )
}
