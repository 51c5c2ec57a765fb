/**
 * Amounts as people type them. The app shows money with the locale's own marks (1,234.50 in English and
 * Chinese, 1.234,50 in Vietnamese), so an amount field reads them the same way: the locale's decimal mark,
 * and its grouping mark only where it groups thousands. A phone's decimal keypad offers the separator of
 * the device's region, not of the app's language, so one separator followed by one or two digits
 * ("50.25", "50,25") is the decimal mark in every locale; with three digits after it ("1.000") it keeps
 * the locale's reading. An entry that fits none of this is refused, never read as another amount: never
 * a hundred times the amount meant, never a sign, an exponent or a decimal dropped.
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

// Marks that can only mean one thing: full-width digits (Chinese and Japanese keyboards), Arabic-Indic
// digits, and the full-width full stop, the ideographic full stop and the Arabic decimal separator, which
// only ever mark decimals.
const DIGIT_BASES = [0xff10, 0x0660, 0x06f0]
const DECIMAL_MARKS = new Set(['．', '。', '٫'])

/**
 * An amount field's text as the user typed or pasted it, with only the unambiguous marks made plain:
 * "１２．５" → "12.5" ("12,5" in Vietnamese). Nothing else is dropped or changed: an entry that is no amount
 * stays visible as typed and is refused on submit, and a separator typed mid-entry stays where it is.
 */
export function normalizeAmountText(text: string, locale: string): string {
  const { decimal } = amountMarks(locale)
  let out = ''
  for (const ch of text) {
    const code = ch.codePointAt(0)!
    const base = DIGIT_BASES.find((b) => code >= b && code <= b + 9)
    out += base !== undefined ? String(code - base) : DECIMAL_MARKS.has(ch) ? decimal : ch
  }
  return out
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * A typed amount as the wire's plain decimal text ("1234.5"); '' for an empty field; null when it is no
 * amount: a sign, an exponent, a grouping mark that does not group thousands, a second decimal mark, or
 * more than `decimals` decimals.
 */
export function readAmount(text: string, locale: string, decimals = 2): string | null {
  const typed = normalizeAmountText(text, locale).replace(/\s/g, '')
  if (typed === '') return ''
  const marks = amountMarks(locale)
  // one separator and one or two digits after it: the decimal mark, whichever the keypad offered
  const keypad = /^\d*[.,]\d{1,2}$/.test(typed) ? { decimal: typed.replace(/[^.,]/g, ''), group: '' } : null
  const { decimal, group } = keypad ?? marks
  const [whole = '', fraction, ...more] = typed.split(decimal)
  if (more.length > 0 || (fraction !== undefined && decimals === 0)) return null
  if (fraction !== undefined && !new RegExp(`^\\d{0,${decimals}}$`).test(fraction)) return null
  const grouped = group !== '' && whole.includes(group)
  if (grouped ? !new RegExp(`^\\d{1,3}(${escape(group)}\\d{3})+$`).test(whole) : !/^\d*$/.test(whole)) return null
  const digits = grouped ? whole.split(group).join('') : whole
  if (digits === '' && !fraction) return null
  return fraction ? `${digits || '0'}.${fraction}` : digits
}

/** An amount as an amount field shows it: the locale's decimal mark, no grouping ("9940,00" in Vietnamese). */
export function amountFieldText(cents: Cents, locale: string): string {
  return toWire(cents).replace('.', amountMarks(locale).decimal)
}
