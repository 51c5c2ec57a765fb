/**
 * The one money module (money is exact). Amounts live as integer minor units
 * (cents); the wire's numbers or numeric strings are converted here once, by string
 * arithmetic, never through float multiplication.
 */
export type Cents = number & { readonly __cents?: never }

const DECIMAL = /^([+-])?(\d*)(?:\.(\d*))?$/

/** Parse a wire or input amount ("1,234.5", 12.3, "-0.07") into cents; null when it is not an amount. */
export function toCents(value: unknown): Cents | null {
  return parseCents(value, 'half')
}

/**
 * An available maximum (a balance, what may be withdrawn) in cents, rounded DOWN to the cent: "1234.5678"
 * → 123456, so that neither the figure shown nor an "All" filled from it asks for more than there is.
 * Whole cents never exceed the floor of an amount unless they exceed the amount itself, so checking an
 * entry against this is checking it against the exact amount.
 */
export function toCentsFloor(value: unknown): Cents | null {
  return parseCents(value, 'floor')
}

function parseCents(value: unknown, rounding: 'half' | 'floor'): Cents | null {
  let text: string
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null
    // Shortest round-trip text of the double, e.g. 0.1 → "0.1"; tiny values print as "1e-7".
    text = String(value)
    if (/e/i.test(text)) {
      if (Math.abs(value) >= 1e15) return null
      text = value.toFixed(20)
    }
  } else if (typeof value === 'string') {
    text = value.trim().replace(/,/g, '')
  } else return null
  const m = DECIMAL.exec(text)
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) return null
  const negative = m[1] === '-'
  const whole = m[2] === '' ? 0 : Number(m[2])
  const frac = (m[3] ?? '').padEnd(3, '0')
  const rest = frac.slice(2)
  // half: away from zero on the third decimal; floor: towards minus infinity (any further digit counts)
  const up = rounding === 'half' ? Number(rest[0]) >= 5 : negative && /[1-9]/.test(rest)
  let cents = whole * 100 + Number(frac.slice(0, 2)) + (up ? 1 : 0)
  if (!Number.isSafeInteger(cents)) return null
  cents = negative ? -cents : cents
  return (Object.is(cents, -0) ? 0 : cents) as Cents
}

/** Whole units to cents (quick amounts, constants). */
export const units = (n: number): Cents => Math.round(n * 100) as Cents

/** Cents to the wire's decimal text ("1234.50"), for request bodies. */
export function toWire(cents: Cents): string {
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(cents)
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

const formatters = new Map<string, Intl.NumberFormat>()

/** Display: 2 decimals with the locale's thousands separators. */
export function formatMoney(cents: Cents, locale: string, opts: { signed?: boolean } = {}): string {
  const key = `${locale}|${opts.signed ? 's' : ''}`
  let f = formatters.get(key)
  if (!f) {
    f = new Intl.NumberFormat(locale, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      signDisplay: opts.signed ? 'exceptZero' : 'auto',
    })
    formatters.set(key, f)
  }
  // Format the exact decimal string, not cents / 100, so large values never pick up float noise.
  return f.format(toWire(cents) as unknown as number)
}

const wholeFormatters = new Map<string, Intl.NumberFormat>()

/** Display of a whole amount (a stake is a whole number of units), with the locale's thousands separators. */
export function formatWhole(cents: Cents, locale: string): string {
  let f = wholeFormatters.get(locale)
  if (!f) {
    f = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 })
    wholeFormatters.set(locale, f)
  }
  return f.format(Math.trunc(cents / 100))
}
