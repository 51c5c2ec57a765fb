import { Trans } from '@lingui/react/macro'

/**
 * Demo mode shows simulated data only, and says so on every screen (honest by construction): an opaque strip
 * across the bottom of the screen, above the tab bar where there is one (the shell's dock, whose height the
 * page keeps free, so the strip covers none of its content). `atEdge`: nothing under it (no tab bar), so it
 * clears the phone's home indicator itself.
 */
export function DemoBadge({ atEdge = false }: { atEdge?: boolean }) {
  return (
    <div className={atEdge ? 'demo-badge demo-badge-edge' : 'demo-badge'} role="status" data-testid="demo-badge">
      <Trans>Demo</Trans>
    </div>
  )
}
