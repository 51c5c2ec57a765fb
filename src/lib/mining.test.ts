import { describe, expect, it } from 'vitest'
import { units, type Cents } from './money'
import {
  PRODUCT_TIERS,
  TRANSFER_MAX,
  TRANSFER_MIN,
  allInAmount,
  annualizedPpm,
  checkTransferIn,
  percentToPpm,
  periodYieldPpm,
  ppmToPercent,
  projectedYieldCents,
  projectionSeries,
  tierFor,
  transferLimits,
  type MiningTier,
} from './mining'

const limits = { min: TRANSFER_MIN, max: TRANSFER_MAX, balance: units(2_000_000) }

describe('transfer-in rules', () => {
  it.each([
    ['', 'amountRequired'],
    ['   ', 'amountRequired'],
    ['abc', 'amountInvalid'],
    ['-100000', 'amountInvalid'],
    ['100000.001', 'amountInvalid'],
    ['1e6', 'amountInvalid'],
    ['.', 'amountInvalid'],
    ['0', 'amountZero'],
    ['0.00', 'amountZero'],
    ['99999.99', 'belowMinimum'],
    ['50', 'belowMinimum'],
    ['1500000.01', 'aboveMaximum'],
    ['2,000,000', 'aboveMaximum'],
  ] as const)('%j → %s', (text, problem) => {
    expect(checkTransferIn(text, limits, 'en-US')).toEqual({ problem })
  })

  it.each([
    ['100000', units(100_000)],
    ['100,000', units(100_000)],
    ['100000.5', units(100_000.5)],
    ['1,500,000.00', units(1_500_000)],
    ['  300000 ', units(300_000)],
  ] as const)('%j → %d cents', (text, cents) => {
    expect(checkTransferIn(text, limits, 'en-US')).toEqual({ cents })
  })

  it('the balance must cover the amount when it is known', () => {
    expect(checkTransferIn('100000', { ...limits, balance: units(10_000) }, 'en-US')).toEqual({ problem: 'insufficientBalance' })
    expect(checkTransferIn('100000', { min: TRANSFER_MIN, max: TRANSFER_MAX }, 'en-US')).toEqual({ cents: units(100_000) })
  })

  it('all in: the balance, capped at the maximum (when there is one)', () => {
    expect(allInAmount(units(123_456.78), TRANSFER_MAX)).toBe(units(123_456.78))
    expect(allInAmount(units(2_000_000), TRANSFER_MAX)).toBe(TRANSFER_MAX)
    expect(allInAmount(units(2_000_000), undefined)).toBe(units(2_000_000))
  })

  it('no maximum: only the minimum and the balance are checked', () => {
    expect(checkTransferIn('2,000,000', { min: TRANSFER_MIN }, 'en-US')).toEqual({ cents: units(2_000_000) })
    expect(checkTransferIn('99999', { min: TRANSFER_MIN }, 'en-US')).toEqual({ problem: 'belowMinimum' })
  })
})

describe('the transfer range comes from the tiers shown', () => {
  const tier = (n: number, min: number, max?: number): MiningTier => ({
    tier: n,
    min: units(min),
    ...(max === undefined ? {} : { max: units(max) }),
    ratePpm: 1_500,
    days: 15,
  })
  it.each([
    // tiers, min, max (undefined: none)
    ['the product table', PRODUCT_TIERS, TRANSFER_MIN, TRANSFER_MAX],
    ['a backend tier 1,000-5,000', [tier(1, 1_000, 5_000)], units(1_000), units(5_000)],
    ['backend tiers out of order', [tier(2, 5_000, 9_000), tier(1, 1_000, 5_000)], units(1_000), units(9_000)],
    ['a backend top tier open from 500,000', [tier(1, 1_000, 500_000), tier(2, 500_000)], units(1_000), TRANSFER_MAX],
    ['a backend top tier open from 2,000,000', [tier(1, 1_000, 2_000_000), tier(2, 2_000_000)], units(1_000), undefined],
    ['no tiers at all', [], TRANSFER_MIN, TRANSFER_MAX],
  ] as const)('%s', (_, tiers, min, max) => {
    expect(transferLimits(tiers)).toEqual(max === undefined ? { min } : { min, max })
  })
})

describe('tiers and projections (exact)', () => {
  it('headline gains of the product table: 2.25 %, 9 %, 36 %, 78 %', () => {
    expect(PRODUCT_TIERS.map(periodYieldPpm)).toEqual([22_500, 90_000, 360_000, 780_000])
    expect(PRODUCT_TIERS.map((t) => ppmToPercent(periodYieldPpm(t)))).toEqual([2.25, 9, 36, 78])
  })

  it('annualized = daily × 365', () => {
    expect(PRODUCT_TIERS.map((t) => ppmToPercent(annualizedPpm(t)))).toEqual([54.75, 109.5, 292, 474.5])
  })

  it('the wire percent becomes integer ppm without float noise', () => {
    expect([0.15, 0.3, 0.8, 1.3, 0.07].map(percentToPpm)).toEqual([1_500, 3_000, 8_000, 13_000, 700])
    expect(percentToPpm(0)).toBeNull()
    expect(percentToPpm(Number.NaN)).toBeNull()
  })

  it('projected yield: principal × rate × days in whole cents, half up', () => {
    expect(projectedYieldCents(units(100_000), 1_500, 15)).toBe(units(2_250))
    expect(projectedYieldCents(units(300_000), 3_000, 30)).toBe(units(27_000))
    expect(projectedYieldCents(units(800_000), 8_000, 45)).toBe(units(288_000))
    expect(projectedYieldCents(units(1_500_000), 13_000, 60)).toBe(units(1_170_000))
    expect(projectedYieldCents(units(123_456.78), 1_500, 1)).toBe(18_519 as Cents) // 185.18517 → 185.19
    expect(projectedYieldCents(333 as Cents, 1_500, 1)).toBe(0 as Cents) // 0.4995 cents → 0
    expect(projectedYieldCents(334 as Cents, 1_500, 1)).toBe(1 as Cents) // 0.501 cents → 1
  })

  it('the projection series: day 0 … period, cumulative, ending at the headline gain', () => {
    const series = projectionSeries(PRODUCT_TIERS[0]!)
    expect(series).toHaveLength(16)
    expect(series[0]).toEqual({ day: 0, ppm: 0 })
    expect(series[1]).toEqual({ day: 1, ppm: 1_500 })
    expect(series.at(-1)).toEqual({ day: 15, ppm: 22_500 })
    expect(projectionSeries(PRODUCT_TIERS[3]!).at(-1)).toEqual({ day: 60, ppm: 780_000 })
  })

  it('tierFor: the tier whose range holds the amount', () => {
    expect(tierFor(units(99_999.99), PRODUCT_TIERS)).toBeNull()
    expect(tierFor(units(100_000), PRODUCT_TIERS)?.tier).toBe(1)
    expect(tierFor(units(299_999.99), PRODUCT_TIERS)?.tier).toBe(1)
    expect(tierFor(units(300_000), PRODUCT_TIERS)?.tier).toBe(2)
    expect(tierFor(units(800_000), PRODUCT_TIERS)?.tier).toBe(3)
    expect(tierFor(units(1_500_000), PRODUCT_TIERS)?.tier).toBe(4)
  })
})
