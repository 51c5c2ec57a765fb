// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { formatMoney, formatWhole, toCents, toCentsFloor, toWire, units, type Cents } from './money'

const c = (n: number) => n as Cents

describe('toCentsFloor: an available maximum, rounded down to the cent', () => {
  it.each([
    ['1234.5678', 123456],
    ['150000.009', 15000000],
    ['1,234.56', 123456],
    ['0.019', 1],
    ['0.0099', 0],
    ['100', 10000],
    ['100.5', 10050],
    [1234.5678, 123456],
    [150000.009, 15000000],
    [0.1 + 0.2, 30],
    [1e-7, 0],
    ['-0.001', -1],
    ['-1.005', -101],
    ['-1.00', -100],
    ['abc', null],
    [null, null],
  ] as const)('%s → %s cents', (input, cents) => {
    expect(toCentsFloor(input)).toBe(cents)
  })
})

describe('toCents', () => {
  it.each([
    ['1,234.56', 123456],
    ['1234.5', 123450],
    [' 12 ', 1200],
    ['+5', 500],
    ['0.07', 7],
    ['-0.07', -7],
    ['-1,000', -100000],
    ['1.', 100],
    ['.5', 50],
    [12.3, 1230],
    [0.1 + 0.2, 30],
    [1.1 * 3, 330],
    [-12, -1200],
    [0, 0],
    [-0, 0],
    ['-0.001', 0],
    [1e-7, 0],
  ] as const)('%s → %s cents', (input, cents) => {
    expect(toCents(input)).toBe(cents)
  })

  it('rounds half away from zero on the third decimal', () => {
    expect(toCents('1.004')).toBe(100)
    expect(toCents('1.005')).toBe(101)
    expect(toCents('1.995')).toBe(200)
    expect(toCents('-1.005')).toBe(-101)
    expect(toCents('2.0049999')).toBe(200)
    expect(toCents(1.005)).toBe(101)
  })

  it.each([
    ['abc'],
    [''],
    ['  '],
    ['.'],
    ['-'],
    ['1.2.3'],
    ['1e5'],
    ['12abc'],
    ['$5'],
    [Number.NaN],
    [Infinity],
    [1e21],
    [null],
    [undefined],
    [true],
    [{}],
    [[1]],
    ['99999999999999999999'],
  ])('%s → null', (input) => {
    expect(toCents(input)).toBeNull()
  })
})

describe('arithmetic', () => {
  it('whole units to cents', () => {
    expect(units(20)).toBe(2000)
    expect(units(1500000)).toBe(150000000)
  })
})

describe('toWire', () => {
  it.each([
    [123456, '1234.56'],
    [5, '0.05'],
    [-7, '-0.07'],
    [0, '0.00'],
    [100, '1.00'],
    [-150000, '-1500.00'],
  ])('%s → %s', (cents, text) => {
    expect(toWire(c(cents))).toBe(text)
  })

  it('round-trips through toCents', () => {
    for (const cents of [0, 1, 99, 100, 123456, -42, 900719925474099]) expect(toCents(toWire(c(cents)))).toBe(cents)
  })
})

describe('formatMoney', () => {
  it('en-US and zh-CN: comma thousands, point decimals', () => {
    expect(formatMoney(c(123456789), 'en-US')).toBe('1,234,567.89')
    expect(formatMoney(c(5), 'en-US')).toBe('0.05')
    expect(formatMoney(c(123456789), 'zh-CN')).toBe('1,234,567.89')
    expect(formatMoney(c(100000), 'zh-TW')).toBe('1,000.00')
  })

  it('vi: point thousands, comma decimals', () => {
    expect(formatMoney(c(123456789), 'vi')).toBe('1.234.567,89')
    expect(formatMoney(c(-50), 'vi')).toBe('-0,50')
  })

  it('signed display', () => {
    expect(formatMoney(c(1980), 'en-US', { signed: true })).toBe('+19.80')
    expect(formatMoney(c(-1980), 'en-US', { signed: true })).toBe('-19.80')
    expect(formatMoney(c(0), 'en-US', { signed: true })).toBe('0.00')
    expect(formatMoney(c(-1980), 'en-US')).toBe('-19.80')
  })

  it('large amounts keep every digit', () => {
    expect(formatMoney(c(900719925474099), 'en-US')).toBe('9,007,199,254,740.99')
  })
})

describe('formatWhole', () => {
  it.each([
    [units(20), 'en-US', '20'],
    [units(1500), 'en-US', '1,500'],
    [units(1500), 'vi', '1.500'],
    [units(1500), 'zh-CN', '1,500'],
    [units(40), 'zh-TW', '40'],
    // a stake is whole: cents never show, and never round up
    [4099 as Cents, 'en-US', '40'],
  ])('%s cents in %s: %s', (cents, locale, text) => expect(formatWhole(cents, locale)).toBe(text))
})
