import { describe, expect, it } from 'vitest'
import { formatDateTime, parseServerTime, serverTimeView } from './server-time'

describe('backend time text', () => {
  it('is read in the zone it was written in', () => {
    expect(parseServerTime('2026-01-15 10:00:05', 0)).toBe(Date.UTC(2026, 0, 15, 10, 0, 5))
    expect(parseServerTime('2026-01-15 18:00:05', 8 * 60)).toBe(Date.UTC(2026, 0, 15, 10, 0, 5))
    expect(parseServerTime('2026-01-15 10:00', 0)).toBe(Date.UTC(2026, 0, 15, 10, 0))
  })

  it.each(['', 'yesterday', '2026-02-31 10:00:00', '2026-01-15 24:00:00', '15/01/2026 10:00'])('%j is not a time', (text) => {
    expect(parseServerTime(text, 0)).toBeNull()
  })

  it("is shown in the active locale and the viewer's zone; other text as sent", () => {
    const ms = Date.UTC(2026, 0, 15, 10, 0, 5)
    expect(serverTimeView('2026-01-15 10:00:05', 0, 'en-US', 'Asia/Ho_Chi_Minh')).toEqual({
      text: formatDateTime(ms, 'en-US', 'Asia/Ho_Chi_Minh'),
      dateTime: '2026-01-15T10:00:05.000Z',
    })
    expect(formatDateTime(ms, 'en-US', 'Asia/Ho_Chi_Minh')).toBe('1/15/26, 5:00 PM')
    expect(formatDateTime(ms, 'zh-CN', 'UTC')).toBe('2026/1/15 10:00')
    expect(serverTimeView('soon', 0, 'en-US')).toEqual({ text: 'soon' })
  })
})
