/**
 * Staking ("mining") maths and the transfer-in rules, as pure functions. Rates are kept as
 * integers in millionths of the principal per day (0.15 % = 1500 ppm) so every projection is exact.
 */
import { toCents, units, type Cents } from './money'
import { readAmount } from './amount-input'

export interface MiningTier {
  /** 1-4 */
  tier: number
  min: Cents
  /** Upper end of the tier's range (exclusive); absent for the top tier. */
  max?: Cents
  /** Daily yield, millionths of the principal. */
  ratePpm: number
  days: number
}

/** The product's own table, shown whenever the backend has no getMinerList. */
export const PRODUCT_TIERS: readonly MiningTier[] = [
  { tier: 1, min: units(100_000), max: units(300_000), ratePpm: 1_500, days: 15 },
  { tier: 2, min: units(300_000), max: units(800_000), ratePpm: 3_000, days: 30 },
  { tier: 3, min: units(800_000), max: units(1_500_000), ratePpm: 8_000, days: 45 },
  { tier: 4, min: units(1_500_000), ratePpm: 13_000, days: 60 },
]

/** The product's transfer range, 100,000 to 1,500,000 USD (both included): the fallback of `transferLimits`. */
export const TRANSFER_MIN: Cents = units(100_000)
export const TRANSFER_MAX: Cents = units(1_500_000)

/**
 * What one transfer may carry, from the tiers shown (the backend's, else the product's): from the lowest
 * tier's minimum to the top tier's maximum, both included. A top tier open upwards (the product's own
 * "1,500,000 and above") takes the product's maximum, unless it starts above it: then there is no maximum
 * here and the server decides.
 */
export function transferLimits(tiers: readonly MiningTier[]): { min: Cents; max?: Cents } {
  if (tiers.length === 0) return { min: TRANSFER_MIN, max: TRANSFER_MAX }
  const min = Math.min(...tiers.map((t) => t.min)) as Cents
  const top = [...tiers].sort((a, b) => b.min - a.min)[0]!
  const max = top.max ?? (top.min <= TRANSFER_MAX ? TRANSFER_MAX : undefined)
  return max === undefined ? { min } : { min, max }
}

const PPM_PER_PERCENT = 10_000

/** A percent as the wire sends it (0.15) to ppm (1500); null when it is not a sane rate. */
export function percentToPpm(percent: number): number | null {
  const ppm = Math.round(percent * PPM_PER_PERCENT)
  return Number.isFinite(percent) && ppm > 0 && ppm < 1_000_000 ? ppm : null
}

/** ppm → a percent number for display (1500 → 0.15). */
export const ppmToPercent = (ppm: number): number => ppm / PPM_PER_PERCENT

/** The headline gain over the whole period: daily × days (0.15 % × 15 = 2.25 %), in ppm. */
export const periodYieldPpm = (tier: Pick<MiningTier, 'ratePpm' | 'days'>): number => tier.ratePpm * tier.days

/** Annualized = daily × 365, in ppm (0.15 % → 54.75 %). */
export const annualizedPpm = (tier: Pick<MiningTier, 'ratePpm'>): number => tier.ratePpm * 365

/** principal × rate × days, rounded half up to whole cents, exactly (BigInt). */
export function projectedYieldCents(principal: Cents, ratePpm: number, days: number): Cents {
  const product = BigInt(Math.trunc(principal)) * BigInt(ratePpm) * BigInt(days)
  return Number((product * 2n + 1_000_000n) / 2_000_000n) as Cents
}

/** The projected cumulative yield for each day 0…days, in ppm of the principal (a straight line: simple daily accrual). */
export function projectionSeries(tier: Pick<MiningTier, 'ratePpm' | 'days'>): { day: number; ppm: number }[] {
  return Array.from({ length: tier.days + 1 }, (_, day) => ({ day, ppm: tier.ratePpm * day }))
}

/** The tier whose range holds `cents`, or null below the lowest. */
export function tierFor(cents: Cents, tiers: readonly MiningTier[]): MiningTier | null {
  const sorted = [...tiers].sort((a, b) => b.min - a.min)
  return sorted.find((t) => cents >= t.min) ?? null
}

export type TransferProblem = 'amountRequired' | 'amountInvalid' | 'amountZero' | 'belowMinimum' | 'aboveMaximum' | 'insufficientBalance'

export interface TransferLimits {
  min: Cents
  /** none: no maximum checked here */
  max?: Cents | undefined
  /** The user's balance; unknown → not checked here (the server answers 1025). */
  balance?: Cents
}

/** Required (typed in the locale's marks), non-zero, from `min` to `max` (both included), within the balance. */
export function checkTransferIn(text: string, limits: TransferLimits, locale: string): { cents: Cents } | { problem: TransferProblem } {
  const raw = readAmount(text, locale)
  if (raw === '') return { problem: 'amountRequired' }
  if (raw === null) return { problem: 'amountInvalid' }
  const cents = toCents(raw)
  if (cents === null) return { problem: 'amountInvalid' }
  if (cents === 0) return { problem: 'amountZero' }
  if (cents < limits.min) return { problem: 'belowMinimum' }
  if (limits.max !== undefined && cents > limits.max) return { problem: 'aboveMaximum' }
  if (limits.balance !== undefined && cents > limits.balance) return { problem: 'insufficientBalance' }
  return { cents }
}

/** "All in": the whole balance, but never more than one transfer may carry. */
export const allInAmount = (balance: Cents, max: Cents | undefined): Cents => (max === undefined || balance < max ? balance : max)
