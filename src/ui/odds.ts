import { i18n } from '@lingui/core'

const oddsFormats = new Map<string, Intl.NumberFormat>()

/** Odds with two decimals in the active locale (1.98 in en-US, 1,98 in vi). */
export function formatOdds(odds: number | undefined, locale: string = i18n.locale || 'en-US'): string {
  if (odds === undefined) return '—'
  let f = oddsFormats.get(locale)
  if (!f) {
    f = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })
    oddsFormats.set(locale, f)
  }
  return f.format(odds)
}
