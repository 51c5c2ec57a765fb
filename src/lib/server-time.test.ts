import { describe, expect, it } from 'vitest'
import { inViewerZone } from '../../tests/viewer-zone'
import { formatDateTime, parseServerTime, SERVER_TIME_ZONE, serverDayOf, serverTimeView } from './server-time'

describe('backend time text', () => {
  it('is read in the zone it was written in', () => {
    expect(parseServerTime('2026-01-15 10:00:05', 0)).toBe(Date.UTC(2026, 0, 15, 10, 0, 5))
    expect(parseServerTime('2026-01-15 18:00:05', 8 * 60)).toBe(Date.UTC(2026, 0, 15, 10, 0, 5))
    expect(parseServerTime('2026-01-15 10:00', 0)).toBe(Date.UTC(2026, 0, 15, 10, 0))
  })

  it.each(['', 'yesterday', '2026-02-31 10:00:00', '2026-01-15 24:00:00', '15/01/2026 10:00'])('%j is not a time', (text) => {
    expect(parseServerTime(text, 0)).toBeNull()
  })

  it('is shown in the active locale in the zone asked for; other text as sent', () => {
    const ms = Date.UTC(2026, 0, 15, 10, 0, 5)
    expect(serverTimeView('2026-01-15 10:00:05', 'en-US', 0, 'Asia/Ho_Chi_Minh')).toEqual({
      text: formatDateTime(ms, 'en-US', 'Asia/Ho_Chi_Minh'),
      dateTime: '2026-01-15T10:00:05.000Z',
    })
    expect(formatDateTime(ms, 'en-US', 'Asia/Ho_Chi_Minh')).toBe('1/15/26, 5:00 PM')
    expect(formatDateTime(ms, 'zh-CN', 'UTC')).toBe('2026/1/15 10:00')
    expect(serverTimeView('soon', 'en-US')).toEqual({ text: 'soon' })
  })
})

describe.each(['America/New_York', 'Asia/Shanghai', 'UTC'])("for a viewer in %s, a backend time's view", (zone) => {
  inViewerZone(zone)
  it("is on the backend's clock (UTC+8), its date the backend's day", () => {
    // 07:00 on Jan 16 for the backend is 18:00 on Jan 15 in New York
    expect(serverTimeView('2026-01-16 07:00:00', 'en-US')).toEqual({ text: '1/16/26, 7:00 AM', dateTime: '2026-01-15T23:00:00.000Z' })
    expect(serverTimeView('2026-01-15T23:00:00Z', 'en-US').text).toBe('1/16/26, 7:00 AM')
  })
})

describe("the backend's day", () => {
  it('is the calendar day on its UTC+8 clock, whatever form the time came in', () => {
    expect(serverDayOf('2026-01-16 07:00:00')).toBe('2026-01-16')
    // 23:30 UTC is already the next day for the backend
    expect(serverDayOf('2026-01-15T23:30:00Z')).toBe('2026-01-16')
    expect(serverDayOf(String(Date.UTC(2026, 0, 15, 16, 0, 0) / 1000))).toBe('2026-01-16')
    expect(serverDayOf('soon')).toBeNull()
  })
  it('SERVER_TIME_ZONE is that clock for Intl', () => {
    expect(formatDateTime(Date.UTC(2026, 0, 15, 16, 30), 'en-US', SERVER_TIME_ZONE)).toBe('1/16/26, 12:30 AM')
  })
})
