import { useLingui } from '@lingui/react'
import { formatMoney, type Cents } from '../lib/money'

/** A money figure in the active locale's format, with the app's currency label. */
export function Amount({ cents, currency, signed, className }: { cents: Cents; currency?: string; signed?: boolean; className?: string }) {
  const { i18n } = useLingui()
  return (
    <span className={className ? `amount ${className}` : 'amount'} data-cents={cents}>
      {formatMoney(cents, i18n.locale, { signed })}
      {currency ? <span className="amount-currency"> {currency}</span> : null}
    </span>
  )
}
