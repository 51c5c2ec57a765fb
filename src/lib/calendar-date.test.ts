import { describe, expect, it } from 'vitest'
import { formatCalendarDate } from './calendar-date'

describe('formatCalendarDate', () => {
  it.each([
    ['en-US', 'Jan 5, 2026'],
    ['zh-CN', '2026年1月5日'],
    ['zh-TW', '2026年1月5日'],
    ['vi', '5 thg 1, 2026'],
  ])('%s writes 2026-01-05 as %s, the same day in any time zone', (locale, text) => {
    expect(formatCalendarDate('2026-01-05', locale)).toBe(text)
  })

  it.each(['', '2026-1-5', '2026-02-30', 'yesterday'])('shows %j as it is', (day) => {
    expect(formatCalendarDate(day, 'en-US')).toBe(day)
  })
})
