import { describe, expect, it } from 'vitest'
import { toCents, type Cents } from './money'
import { addDays, dayKey, summarizeRecords, type SummaryRecord } from './record-summary'

const cents = (x: string) => toCents(x)!
/** A record placed at `createtime` (backend wall clock, UTC+8). */
const rec = (createtime: string, money: string, isaward: -1 | 0 | 1 | null, award = '0'): SummaryRecord => ({
  createtime,
  money: cents(money),
  award: cents(award),
  isaward,
})

/** 2026-01-15 12:00 UTC = 20:00 on the backend's clock. */
const NOW = Date.UTC(2026, 0, 15, 12)

describe('record summary', () => {
  it('adds stakes and awards in exact cents; net is awards − stakes of settled records', () => {
    const records = [
      rec('2026-01-15 10:00:00', '0.10', 0),
      rec('2026-01-15 10:01:00', '0.20', 1, '0.40'),
      rec('2026-01-15 10:02:00', '0.10', 1, '0.20'),
    ]
    const s = summarizeRecords(records, { period: 'today', now: NOW, timeZone: 'UTC' })
    expect(s).toMatchObject({ count: 3, staked: 40, won: 60, net: 20, awaiting: 0, awaitingStaked: 0, uncounted: 0 })
    expect(s.days).toEqual([{ day: '2026-01-15', net: 20, settled: 3 }])
    // 0.1 + 0.2 in floats is 0.30000000000000004; here it is 30 cents
    expect(
      summarizeRecords([rec('2026-01-15 10:00:00', '0.1', 0), rec('2026-01-15 10:00:00', '0.2', 0)], { period: 'all', now: NOW }).staked,
    ).toBe(30)
  })

  it('large amounts stay exact', () => {
    const big = Array.from({ length: 1000 }, () => rec('2026-01-15 10:00:00', '1234567.89', 1, '2444444.42'))
    const s = summarizeRecords(big, { period: 'all', now: NOW })
    expect(s.staked).toBe(123456789000)
    expect(s.won).toBe(244444442000)
    expect(s.net).toBe(120987653000)
  })

  it('awaiting records are staked but not in the net, nor their day', () => {
    const s = summarizeRecords(
      [rec('2026-01-15 10:00:00', '20.00', -1), rec('2026-01-15 10:00:00', '30.00', -1), rec('2026-01-14 10:00:00', '50.00', 0)],
      { period: '7d', now: NOW, timeZone: 'UTC' },
    )
    expect(s).toMatchObject({ count: 3, staked: 10000, won: 0, net: -5000, awaiting: 2, awaitingStaked: 5000 })
    expect(s.days.at(-1)).toEqual({ day: '2026-01-15', net: 0, settled: 0 })
    expect(s.days.at(-2)).toEqual({ day: '2026-01-14', net: -5000, settled: 1 })
  })

  it('only awaiting records: staked, a net of zero from no settled record', () => {
    const s = summarizeRecords([rec('2026-01-15 10:00:00', '20.00', -1)], { period: 'today', now: NOW, timeZone: 'UTC' })
    expect(s).toMatchObject({ count: 1, staked: 2000, net: 0, awaiting: 1 })
    expect(s.days.every((d) => d.settled === 0)).toBe(true)
  })

  it("a record's award counts only when won (a lost record's award is not paid)", () => {
    const s = summarizeRecords([rec('2026-01-15 10:00:00', '20.00', 0, '39.60')], { period: 'all', now: NOW })
    expect(s).toMatchObject({ won: 0, net: -2000 })
  })

  it('unknown status, unreadable time or bad amounts are skipped and counted apart, never crash', () => {
    const bad = [
      rec('2026-01-15 10:00:00', '20.00', null),
      rec('not a time', '20.00', 1, '39.60'),
      { createtime: '2026-01-15 10:00:00', money: Number.NaN as Cents, award: 0 as Cents, isaward: 0 },
      { createtime: '2026-01-15 10:00:00', money: 2000 as Cents, award: 0.5 as Cents, isaward: 1 },
      { createtime: 12 as unknown as string, money: 2000 as Cents, award: 0 as Cents, isaward: 0 },
      { createtime: '2026-01-15 10:00:00', money: 2000 as Cents, award: 0 as Cents, isaward: 2 as unknown as null },
      rec('2026-01-15 10:00:00', '20.00', 0),
    ] as SummaryRecord[]
    const s = summarizeRecords(bad, { period: 'all', now: NOW })
    expect(s).toMatchObject({ count: 1, staked: 2000, net: -2000, uncounted: 6 })
  })

  it('days are calendar days in the given zone', () => {
    // 2026-01-15 07:30 on the backend's clock (UTC+8) is 2026-01-14 23:30 UTC, 2026-01-14 18:30 in New York
    const r = [rec('2026-01-15 07:30:00', '10.00', 0)]
    expect(summarizeRecords(r, { period: 'today', now: NOW, timeZone: 'Asia/Ho_Chi_Minh' }).count).toBe(1)
    expect(summarizeRecords(r, { period: 'today', now: NOW, timeZone: 'UTC' }).count).toBe(0)
    expect(summarizeRecords(r, { period: '7d', now: NOW, timeZone: 'UTC' }).days.find((d) => d.settled)?.day).toBe('2026-01-14')
    expect(summarizeRecords(r, { period: '7d', now: NOW, timeZone: 'America/New_York' }).days.find((d) => d.settled)?.day).toBe(
      '2026-01-14',
    )
    expect(summarizeRecords(r, { period: '7d', now: NOW, timeZone: 'Asia/Tokyo' }).days.find((d) => d.settled)?.day).toBe('2026-01-15')
    // zoned and epoch times are read too
    const zoned = [rec('2026-01-14T23:59:59Z', '1.00', 0), rec(String(Date.UTC(2026, 0, 15) / 1000), '2.00', 0)]
    expect(summarizeRecords(zoned, { period: 'today', now: NOW, timeZone: 'UTC' }).staked).toBe(200)
  })

  it('periods: today, 7 and 30 calendar days including today; all', () => {
    const r = [
      rec('2026-01-15 10:00:00', '1.00', 0),
      rec('2026-01-09 08:00:00', '2.00', 0), // 2026-01-09 00:00 UTC: the 7th day back
      rec('2026-01-09 07:59:59', '4.00', 0), // 2026-01-08 23:59:59 UTC
      rec('2025-12-17 10:00:00', '8.00', 0),
      rec('2025-12-16 10:00:00', '16.00', 0),
    ]
    const staked = (period: 'today' | '7d' | '30d' | 'all') => summarizeRecords(r, { period, now: NOW, timeZone: 'UTC' }).staked
    expect([staked('today'), staked('7d'), staked('30d'), staked('all')]).toEqual([100, 300, 1500, 3100])
    const week = summarizeRecords(r, { period: '7d', now: NOW, timeZone: 'UTC' }).days
    expect(week.map((d) => d.day)).toEqual([
      '2026-01-09',
      '2026-01-10',
      '2026-01-11',
      '2026-01-12',
      '2026-01-13',
      '2026-01-14',
      '2026-01-15',
    ])
    expect(summarizeRecords(r, { period: '30d', now: NOW, timeZone: 'UTC' }).days).toHaveLength(30)
    expect(summarizeRecords(r, { period: 'all', now: NOW, timeZone: 'UTC' }).days.map((d) => d.day)).toEqual([
      '2025-12-16',
      '2025-12-17',
      '2026-01-08',
      '2026-01-09',
      '2026-01-15',
    ])
  })

  it('all: the chart keeps the latest days with records and says it left some out', () => {
    const r = Array.from({ length: 40 }, (_, i) => rec(`2025-11-${String((i % 30) + 1).padStart(2, '0')} 12:00:00`, '1.00', 0))
    r.push(...Array.from({ length: 5 }, (_, i) => rec(`2025-12-0${i + 1} 12:00:00`, '1.00', 1, '3.00')))
    const s = summarizeRecords(r, { period: 'all', now: NOW, timeZone: 'UTC', maxDays: 30 })
    expect(s.count).toBe(45)
    expect(s.daysCapped).toBe(true)
    expect(s.days).toHaveLength(30)
    expect(s.days[0]!.day).toBe('2025-11-06')
    expect(s.days.at(-1)).toEqual({ day: '2025-12-05', net: 200, settled: 1 })
    expect(summarizeRecords(r.slice(0, 3), { period: 'all', now: NOW }).daysCapped).toBe(false)
  })

  it('a record dated after today (clock skew) still counts and gets its day', () => {
    const s = summarizeRecords([rec('2026-01-16 10:00:00', '5.00', 0)], { period: '7d', now: NOW, timeZone: 'UTC' })
    expect(s.staked).toBe(500)
    expect(s.days.at(-1)).toEqual({ day: '2026-01-16', net: -500, settled: 1 })
    expect(s.days).toHaveLength(8)
  })

  it('no records: zeros and the empty days of the period', () => {
    const s = summarizeRecords([], { period: '7d', now: NOW })
    expect(s).toMatchObject({ count: 0, staked: 0, won: 0, net: 0, uncounted: 0 })
    expect(s.days).toHaveLength(7)
    expect(summarizeRecords([], { period: 'all', now: NOW }).days).toEqual([])
  })
})

describe('calendar days', () => {
  it('dayKey in a zone; addDays by calendar across a daylight-saving change and a year end', () => {
    expect(dayKey(Date.UTC(2026, 0, 14, 23, 30), 'UTC')).toBe('2026-01-14')
    expect(dayKey(Date.UTC(2026, 0, 14, 23, 30), 'Asia/Ho_Chi_Minh')).toBe('2026-01-15')
    expect(addDays('2026-03-09', -1)).toBe('2026-03-08')
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31')
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29')
    // New York's spring-forward day is one day
    expect(dayKey(Date.UTC(2026, 2, 8, 6, 59), 'America/New_York')).toBe('2026-03-08')
    expect(dayKey(Date.UTC(2026, 2, 9, 3, 59), 'America/New_York')).toBe('2026-03-08')
    expect(dayKey(Date.UTC(2026, 2, 9, 4, 0), 'America/New_York')).toBe('2026-03-09')
  })
})
