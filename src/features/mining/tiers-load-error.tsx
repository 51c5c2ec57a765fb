import { Trans, useLingui } from '@lingui/react/macro'
import { errorMessage } from '../../i18n/error-message'
import { ErrorState } from '../../ui/load-states'
import type { MiningTiers } from './use-tiers'

/** getMinerList failed (not "not available"): the standard plans show, and the screen says why, with a retry. */
export function TiersLoadError({ tiers }: { tiers: MiningTiers }) {
  const { i18n } = useLingui()
  if (!tiers.error) return null
  return (
    <ErrorState onRetry={tiers.reload}>
      {errorMessage(i18n, tiers.error)} <Trans>The standard plans are shown meanwhile; the server's current plans may differ.</Trans>
    </ErrorState>
  )
}
