/**
 * Amounts as people type them. The app shows money with the locale's own marks (1,234.50 in English and
 * Chinese, 1.234,50 in Vietnamese), so an amount field reads them the same way: the locale's decimal mark,
 * and its grouping mark only where it groups thousands. An entry that fits neither ("50.25" in
 * Vietnamese, "50,25" in English) is refused, never read as a hundred times the amount meant.
 */
import { toWire, type Cents } from './money'

export interface AmountMarks {
  decimal: string
  group: string
}

const marks = new Map<string, AmountMarks>()

/** The locale's decimal and grouping marks, as Intl writes numbers in it. */
export function amountMarks(locale: string): AmountMarks {
  let found = marks.get(locale)
  if (!found) {
    const parts = new Intl.NumberFormat(locale).formatToParts(12345.6)
    found = {
      decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
      group: parts.find((p) => p.type === 'group')?.value ?? ',',
    }
    marks.set(locale, found)
  }
  return found
}

/**
 * What an amount field keeps as the user types: digits, grouping marks, and one decimal mark with at most
 * `decimals` digits after it (cents are the smallest unit: what the user sees is what is sent).
 */
export function keepAmountChars(text: string, locale: string, decimals = 2): string {
  const { decimal, group } = amountMarks(locale)
  let out = ''
  let fraction = -1
  for (const ch of text) {
    if (ch >= '0' && ch <= '9') {
      if (fraction >= decimals) continue
      if (fraction >= 0) fraction++
      out += ch
    } else if (ch === decimal && fraction < 0) {
      fraction = 0
      out += ch
    } else if (ch === group && fraction < 0) out += ch
  }
  return out
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * A typed amount as the wire's plain decimal text ("1234.5"); '' for an empty field; null when it is no
 * amount in the locale: a grouping mark that does not group thousands, a second decimal mark, or more
 * than `decimals` decimals.
 */
export function readAmount(text: string, locale: string, decimals = 2): string | null {
  const typed = text.replace(/\s/g, '')
  if (typed === '') return ''
  const { decimal, group } = amountMarks(locale)
  const [whole = '', fraction, ...more] = typed.split(decimal)
  if (more.length > 0 || (fraction !== undefined && decimals === 0)) return null
  if (fraction !== undefined && !new RegExp(`^\\d{0,${decimals}}$`).test(fraction)) return null
  const grouped = whole.includes(group)
  if (grouped ? !new RegExp(`^\\d{1,3}(${escape(group)}\\d{3})+$`).test(whole) : !/^\d*$/.test(whole)) return null
  const digits = whole.split(group).join('')
  if (digits === '' && !fraction) return null
  return fraction ? `${digits || '0'}.${fraction}` : digits
}

/** An amount as an amount field shows it: the locale's decimal mark, no grouping ("9940,00" in Vietnamese). */
export function amountFieldText(cents: Cents, locale: string): string {
  return toWire(cents).replace('.', amountMarks(locale).decimal)
}
