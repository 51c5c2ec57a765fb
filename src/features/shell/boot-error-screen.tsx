import { Trans } from '@lingui/react/macro'
import Button from 'antd-mobile/es/components/button'
import { isApiError } from '../../api/errors'
import { ErrorBlock } from '../../ui/error-block'
import { useBusy } from '../../ui/use-busy'

/** An answer came but could not be read (the boot's error, or its cause): not a connection problem. */
function notUnderstood(error: unknown): boolean {
  const cause = error instanceof Error && !isApiError(error) ? error.cause : error
  return isApiError(cause) && cause.kind === 'malformed'
}

/**
 * Config could not load and nothing is cached: say so and offer a retry, never a blank page. An
 * answer the app could not read says that, not that the server cannot be reached.
 */
export function BootErrorScreen({ onRetry, error }: { onRetry: () => Promise<void>; error?: unknown }) {
  const [busy, retry] = useBusy(onRetry)
  return (
    <div className="boot-error" role="alert" data-testid="boot-error">
      {notUnderstood(error) ? (
        <ErrorBlock
          status="default"
          title={<Trans>The server’s answer was not understood</Trans>}
          description={<Trans>Please try again later.</Trans>}
        />
      ) : (
        <ErrorBlock
          status="disconnected"
          title={<Trans>Cannot reach the server</Trans>}
          description={<Trans>Check your connection and try again.</Trans>}
        />
      )}
      <Button color="primary" loading={busy} disabled={busy} onClick={() => void retry()}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  )
}
