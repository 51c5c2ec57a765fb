import { describe, expect, it } from 'vitest'
import { amountFieldText, amountMarks, normalizeAmountText, readAmount } from './amount-input'
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
    // one separator and one or two digits: the decimal mark, whichever the phone's keypad offered
    ['en-US', '50,25', '50.25'],
    ['en-US', '1,00', '1.00'],
    ['en-US', '1,5', '1.5'],
    ['en-US', ',5', '0.5'],
    ['en-US', '10.505', null],
    ['en-US', '9.999', null],
    ['en-US', '1.2.3', null],
    ['en-US', '.', null],
    ['en-US', 'abc', null],
    ['zh-CN', '1,000.5', '1000.5'],
    ['vi', '50,25', '50.25'],
    ['vi', '1.000', '1000'],
    ['vi', '1.000,50', '1000.50'],
    ['vi', '9940,00', '9940.00'],
    ['vi', '50.25', '50.25'],
    ['vi', '0.5', '0.5'],
    // three digits after the one separator: the locale's reading (grouping in Vietnamese, refused in English)
    ['vi', '1,000', null],
    ['en-US', '1.000', null],
    ['vi', '1,2,3', null],
    // never another number than the one typed: wrong grouping, signs, exponents, too many decimals
    ['en-US', '12.345,67', null],
    ['en-US', '1.234,56', null],
    ['vi', '1,234.56', null],
    ['vi', '1.234.56', null],
    ['en-US', '-100000', null],
    ['en-US', '-5', null],
    ['vi', '-5', null],
    ['en-US', '+5', null],
    ['en-US', '1e5', null],
    ['en-US', '1E5', null],
    ['en-US', '1,234.567', null],
    ['en-US', '12a', null],
    ['en-US', '100,', null],
    // unambiguous marks are read: full-width digits and stops, the Arabic decimal separator
    ['en-US', '100。5', '100.5'],
    ['en-US', '12．5', '12.5'],
    ['en-US', '１２．５', '12.5'],
    ['zh-CN', '１，０００', null],
    ['vi', '１２．５', '12.5'],
    ['en-US', '100٫5', '100.5'],
    ['vi', '100٫5', '100.5'],
    ['en-US', '٣٠٠', '300'],
    ['en-US', '\u00a0100\u3000', '100'],
  ] as const)('%s "%s" → %s', (locale, typed, read) => {
    expect(readAmount(typed, locale)).toBe(read)
  })

  it('whole amounts (a stake): no decimal mark at all', () => {
    expect(readAmount('1,000', 'en-US', 0)).toBe('1000')
    expect(readAmount('1.000', 'vi', 0)).toBe('1000')
    expect(readAmount('1,5', 'vi', 0)).toBeNull()
    expect(readAmount('1.5', 'en-US', 0)).toBeNull()
  })

  it.each([
    // locale, typed or pasted, what the field shows: only unambiguous marks change, nothing is dropped
    ['en-US', '12.345,67', '12.345,67'],
    ['en-US', '1.234,56', '1.234,56'],
    ['vi', '1,234.56', '1,234.56'],
    ['en-US', '-100000', '-100000'],
    ['en-US', '-5', '-5'],
    ['en-US', '1e5', '1e5'],
    ['en-US', '9.999', '9.999'],
    ['en-US', '50.', '50.'],
    ['vi', '1.', '1.'],
    ['en-US', '100。5', '100.5'],
    ['en-US', '12．5', '12.5'],
    ['en-US', '１２．５', '12.5'],
    ['vi', '１２．５', '12,5'],
    ['en-US', '100٫5', '100.5'],
    ['vi', '100٫5', '100,5'],
    ['en-US', '１２３４５６７８９０', '1234567890'],
    ['en-US', ' 100 ', ' 100 '],
  ] as const)('%s field "%s" shows "%s"', (locale, typed, shown) => {
    expect(normalizeAmountText(typed, locale)).toBe(shown)
  })

  it('the field text is read as shown: a normalized entry reads as the one typed', () => {
    for (const [locale, typed] of [
      ['en-US', '１２．５'],
      ['vi', '１２．５'],
      ['en-US', '100٫5'],
      ['vi', '1.000,5'],
    ] as const) {
      expect(readAmount(normalizeAmountText(typed, locale), locale)).toBe(readAmount(typed, locale))
    }
  })

  it('an amount put into a field: the locale’s decimal mark, no grouping', () => {
    expect(amountFieldText(994000 as Cents, 'en-US')).toBe('9940.00')
    expect(amountFieldText(994000 as Cents, 'vi')).toBe('9940,00')
    expect(amountFieldText(5 as Cents, 'vi')).toBe('0,05')
  })
})
