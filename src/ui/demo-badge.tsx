import { Trans } from '@lingui/react/macro'

/** Demo mode shows simulated data only, and says so on every screen (honest by construction). */
export function DemoBadge() {
  return (
    <div className="demo-badge" role="status" data-testid="demo-badge">
      <Trans>Demo</Trans>
    </div>
  )
}
