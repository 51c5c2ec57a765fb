import { useLingui } from '@lingui/react/macro'
import { ppmToPercent } from '../../lib/mining'
import type { Cents } from '../../lib/money'
import { Amount } from '../../ui/amount'

/** Mining screens always say USD. */
export const MINING_CURRENCY = 'USD'

export function UsdAmount({ cents, className }: { cents: Cents; className?: string }) {
  return <Amount cents={cents} currency={MINING_CURRENCY} className={className} />
}

/** A rate in ppm as a localized percentage ("0.15%", "54.75%"), with a sign when asked. */
export function formatPercent(ppm: number, locale: string, { signed }: { signed?: boolean } = {}): string {
  return new Intl.NumberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: 0,
    maximumFractionDigits: 4,
    signDisplay: signed ? 'exceptZero' : 'auto',
  }).format(ppmToPercent(ppm) / 100)
}

export function Percent({ ppm, signed }: { ppm: number; signed?: boolean }) {
  const { i18n } = useLingui()
  const text = formatPercent(ppm, i18n.locale, { signed })
  return (
    <span className="percent" data-ppm={ppm}>
      {text}
    </span>
  )
}
