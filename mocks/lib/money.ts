/**
 * Money on the mock's side of the wire. Deliberately independent of src/lib/money.ts: if the
 * app's conversion had a bug, a mock sharing it would hide that bug instead of exposing it.
 */

/** Integer cents to the backend's wire text: "10000.00", "-0.50". */
export function centsToWire(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new Error(`not integer cents: ${cents}`)
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(cents)
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

/** A request amount (number or numeric string, at most 2 decimals) to cents; null when it is not one. */
export function wireToCents(value: unknown): number | null {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' ? value.trim() : ''
  const m = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(text)
  if (!m) return null
  const cents = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'))
  if (!Number.isSafeInteger(cents)) return null
  return m[1] && cents !== 0 ? -cents : cents
}

/** Whole units to cents, for constants in scenarios. */
export const units = (n: number): number => Math.round(n * 100)

/**
 * Cents times a rate (stake × odds), rounded half away from zero to whole cents: a winning bet's award.
 * The rate is taken as the decimal it prints as ("1.98"), and the product is computed exactly in BigInt.
 */
export function mulCents(cents: number, rate: number): number {
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(String(rate))
  if (!m) return Math.round(cents * rate)
  const scale = 10n ** BigInt((m[3] ?? '').length)
  const numerator = BigInt(`${m[1]}${m[2]}${m[3] ?? ''}`) * BigInt(Math.trunc(cents))
  const negative = numerator < 0n
  const abs = negative ? -numerator : numerator
  const rounded = (abs * 2n + scale) / (scale * 2n)
  const result = Number(negative ? -rounded : rounded)
  return Object.is(result, -0) ? 0 : result
}
