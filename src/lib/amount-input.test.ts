import { describe, expect, it } from 'vitest'
import { amountFieldText, amountMarks, keepAmountChars, readAmount } from './amount-input'
import type { Cents } from './money'

describe('amount fields read the locale’s marks', () => {
  it('marks: "." and "," in English and Chinese, "," and "." in Vietnamese', () => {
    expect(amountMarks('en-US')).toEqual({ decimal: '.', group: ',' })
    expect(amountMarks('zh-CN')).toEqual({ decimal: '.', group: ',' })
    expect(amountMarks('zh-TW')).toEqual({ decimal: '.', group: ',' })
    expect(amountMarks('vi')).toEqual({ decimal: ',', group: '.' })
  })

  it.each([
    // locale, typed, read (null: refused)
    ['en-US', '50.25', '50.25'],
    ['en-US', '1,000', '1000'],
    ['en-US', '1,000.50', '1000.50'],
    ['en-US', '12,345,678.9', '12345678.9'],
    ['en-US', ' 1 000 ', '1000'],
    ['en-US', '.5', '0.5'],
    ['en-US', '5.', '5'],
    ['en-US', '', ''],
    // a comma that groups no thousands: not read as 5025
    ['en-US', '50,25', null],
    ['en-US', '1,00', null],
    ['en-US', '10.505', null],
    ['en-US', '1.2.3', null],
    ['en-US', '.', null],
    ['en-US', 'abc', null],
    ['zh-CN', '1,000.5', '1000.5'],
    ['vi', '50,25', '50.25'],
    ['vi', '1.000', '1000'],
    ['vi', '1.000,50', '1000.50'],
    ['vi', '9940,00', '9940.00'],
    // a point that groups no thousands: not read as 5025
    ['vi', '50.25', null],
    ['vi', '1,000', null],
    ['vi', '1,2,3', null],
  ] as const)('%s "%s" → %s', (locale, typed, read) => {
    expect(readAmount(typed, locale)).toBe(read)
  })

  it('whole amounts (a stake): no decimal mark at all', () => {
    expect(readAmount('1,000', 'en-US', 0)).toBe('1000')
    expect(readAmount('1.000', 'vi', 0)).toBe('1000')
    expect(readAmount('1,5', 'vi', 0)).toBeNull()
    expect(readAmount('1.5', 'en-US', 0)).toBeNull()
  })

  it('as typed: digits, grouping marks and one decimal mark with at most two decimals', () => {
    expect(keepAmountChars('1,234.567', 'en-US')).toBe('1,234.56')
    expect(keepAmountChars('12a.3.4', 'en-US')).toBe('12.34')
    expect(keepAmountChars('1.234,567', 'vi')).toBe('1.234,56')
    expect(keepAmountChars('50,2,5', 'vi')).toBe('50,25')
    // the other locale's decimal mark stays visible (and is then refused), never dropped into 5025
    expect(keepAmountChars('50.25', 'vi')).toBe('50.25')
    // a whole amount keeps a typed decimal mark, so that it is refused rather than dropped ("1,5" is not 15)
    expect(keepAmountChars('1,5', 'vi', 0)).toBe('1,')
    expect(readAmount('1,', 'vi', 0)).toBeNull()
    expect(keepAmountChars('1.000', 'vi', 0)).toBe('1.000')
  })

  it('an amount put into a field: the locale’s decimal mark, no grouping', () => {
    expect(amountFieldText(994000 as Cents, 'en-US')).toBe('9940.00')
    expect(amountFieldText(994000 as Cents, 'vi')).toBe('9940,00')
    expect(amountFieldText(5 as Cents, 'vi')).toBe('0,05')
  })
})
