import { afterEach, describe, expect, it, vi } from 'vitest'
import { warmFormats } from './warm-formats'
import { formatMoney, type Cents } from './money'
import { serverTimeView } from './server-time'

afterEach(() => vi.restoreAllMocks())

describe('warmFormats', () => {
  it('builds the money and date formatters of a locale, so the first screen constructs none', () => {
    warmFormats('vi')
    const numberFormat = vi.spyOn(Intl, 'NumberFormat')
    const dateTimeFormat = vi.spyOn(Intl, 'DateTimeFormat')
    expect(formatMoney(123456 as Cents, 'vi')).toBe('1.234,56')
    // the format every backend time is shown in (the backend's clock)
    expect(serverTimeView('2026-01-15 10:03:00', 'vi').text).toContain('15/1/')
    expect(numberFormat).not.toHaveBeenCalled()
    expect(dateTimeFormat).not.toHaveBeenCalled()
  })

  it('another locale is not warmed by it', () => {
    warmFormats('vi')
    const Original = Intl.NumberFormat
    const numberFormat = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (
      ...args: ConstructorParameters<typeof Intl.NumberFormat>
    ) {
      return new Original(...args)
    } as unknown as typeof Intl.NumberFormat)
    expect(formatMoney(100 as Cents, 'zh-TW')).toBe('1.00')
    expect(numberFormat).toHaveBeenCalledTimes(1)
  })
})
