import { Trans } from '@lingui/react/macro'
import Button from 'antd-mobile/es/components/button'
import { ErrorBlock } from '../../ui/error-block'
import { useBusy } from '../../ui/use-busy'

/** Config could not load and nothing is cached: say so and offer a retry, never a blank page. */
export function BootErrorScreen({ onRetry }: { onRetry: () => Promise<void> }) {
  const [busy, retry] = useBusy(onRetry)
  return (
    <div className="boot-error" role="alert" data-testid="boot-error">
      <ErrorBlock
        status="disconnected"
        title={<Trans>Cannot reach the server</Trans>}
        description={<Trans>Check your connection and try again.</Trans>}
      />
      <Button color="primary" loading={busy} disabled={busy} onClick={() => void retry()}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  )
}
