import { Trans, useLingui } from '@lingui/react/macro'
import { errorMessage } from '../../i18n/error-message'
import { ppmToPercent } from '../../lib/mining'
import type { Cents } from '../../lib/money'
import { Amount } from '../../ui/amount'
import { ErrorState } from '../../ui/load-states'
import type { MiningTiers } from './use-tiers'

/** Mining screens always say USD. */
export const MINING_CURRENCY = 'USD'

export function UsdAmount({ cents, className }: { cents: Cents; className?: string }) {
  return <Amount cents={cents} currency={MINING_CURRENCY} className={className} />
}

/** A rate in ppm as a localized percentage ("0.15%", "54.75%"), with a sign when asked. */
export function Percent({ ppm, signed }: { ppm: number; signed?: boolean }) {
  const { i18n } = useLingui()
  const text = new Intl.NumberFormat(i18n.locale, {
    style: 'percent',
    minimumFractionDigits: 0,
    maximumFractionDigits: 4,
    signDisplay: signed ? 'exceptZero' : 'auto',
  }).format(ppmToPercent(ppm) / 100)
  return (
    <span className="percent" data-ppm={ppm}>
      {text}
    </span>
  )
}

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
