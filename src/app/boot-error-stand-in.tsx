import { Trans } from '@lingui/react/macro'
import { useBusy } from '../ui/use-busy'

/**
 * The boot error screen when its own chunk cannot load either (offline on a first visit after the
 * entry was cached): the same words and retry, without the UI kit.
 */
export function BootErrorStandIn({ onRetry }: { onRetry: () => Promise<void> }) {
  const [busy, retry] = useBusy(onRetry)
  return (
    <div className="boot-error" role="alert" data-testid="boot-error">
      <p>
        <Trans>Cannot reach the server</Trans>
      </p>
      <p>
        <Trans>Check your connection and try again.</Trans>
      </p>
      <button type="button" disabled={busy} onClick={() => void retry()}>
        <Trans>Try again</Trans>
      </button>
    </div>
  )
}
