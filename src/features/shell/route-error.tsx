import { useState } from 'react'
import { Trans } from '@lingui/react/macro'
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import Button from 'antd-mobile/es/components/button'
import { ErrorBlock } from '../../ui/error-block'
import { isChunkLoadError, reloadRouteCode, retryLazyStyles } from '../../app/chunk-errors'
import { useRefreshOnOnline } from '../../ui/use-online'

/**
 * Whatever a screen throws ends here, with a way out: never a white screen. A screen whose code
 * could not load (offline, src/app/chunk-errors.ts) says so; its retry loads it again.
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  console.error(error)
  const chunk = isChunkLoadError(error)
  const [busy, setBusy] = useState(false)
  const retry = async () => {
    setBusy(true)
    try {
      // A stylesheet that failed first (the screen would show unstyled); still failing: stay here.
      await retryLazyStyles()
      // the screen's code first: shown again before it is asked for, a lazy screen would reload the page
      if (chunk) await reloadRouteCode(router)
      reset()
      void router.invalidate()
    } catch {
      // still offline: the screen already says to check the connection
    } finally {
      setBusy(false)
    }
  }
  // The connection back, a screen whose code could not load tries again by itself, as the app's data does
  // (the offline banner says the app reconnects by itself).
  useRefreshOnOnline(() => chunk && !busy && retry())
  return (
    <div className="route-error" role="alert" data-testid="route-error">
      {chunk ? (
        <ErrorBlock
          status="disconnected"
          title={<Trans>This screen could not be loaded</Trans>}
          description={<Trans>Check your connection and try again.</Trans>}
        />
      ) : (
        <ErrorBlock status="default" title={<Trans>Something went wrong</Trans>} description={<Trans>Please try again.</Trans>} />
      )}
      <div className="route-error-actions">
        <Button color="primary" loading={busy} disabled={busy} onClick={() => void retry()}>
          <Trans>Try again</Trans>
        </Button>
        <Button
          onClick={() => {
            void router.navigate({ to: '/' })
          }}
        >
          <Trans>Back to home</Trans>
        </Button>
      </div>
    </div>
  )
}
