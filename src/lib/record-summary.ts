/**
 * Totals and net per day of the user's bet records, from the records the API sent and nothing else.
 * A record awaiting its draw is staked but its outcome is unknown: it is not in the net. A record
 * whose status or time the app cannot read is neither staked nor in the net (a cancelled order, if a
 * backend lists one, carries no status the app knows: it was refunded) and is counted apart so the view
 * can say so.
 */
import type { Cents } from './money'
import { parseServerTime, SERVER_UTC_OFFSET_MIN } from './server-time'

export type Period = 'today' | '7d' | '30d' | 'all'

/** Calendar days of each period, today included (all: every day). */
export const PERIOD_DAYS: Record<Period, number> = { today: 1, '7d': 7, '30d': 30, all: Infinity }

/** The fields read here (a `BetRecord` of the API). */
export interface SummaryRecord {
  money: Cents
  award: Cents
  isaward: -1 | 0 | 1 | null
  createtime: string
}

/** A calendar day "YYYY-MM-DD" and its settled records' net (awards − stakes). */
export interface DayNet {
  day: string
  net: Cents
  settled: number
}

export interface RecordSummary {
  /** records of the period that are counted (won, lost, awaiting) */
  count: number
  /** every counted stake, awaiting ones included */
  staked: Cents
  /** awards of the won records */
  won: Cents
  /** awards − stakes of the settled (won and lost) records */
  net: Cents
  awaiting: number
  awaitingStaked: Cents
  /** records not counted: unknown status in the period, or no readable time */
  uncounted: number
  /** the period's days, oldest first (all: the days with records, the latest `maxDays`) */
  days: DayNet[]
  /** all: days with records were left out of `days` */
  daysCapped: boolean
}

const dayFormats = new Map<string, Intl.DateTimeFormat>()

/** The calendar day of an instant in `timeZone` (the viewer's when undefined), as "YYYY-MM-DD". */
export function dayKey(ms: number, timeZone?: string): string {
  const zone = timeZone ?? ''
  let f = dayFormats.get(zone)
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone })
    dayFormats.set(zone, f)
  }
  const parts = Object.fromEntries(f.formatToParts(ms).map((p) => [p.type, p.value]))
  return `${parts.year}-${parts.month}-${parts.day}`
}

/** The day `n` calendar days after `day` (negative: before), by calendar, so daylight-saving days count once. */
export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10)
}

const isCents = (x: unknown): x is Cents => typeof x === 'number' && Number.isSafeInteger(x)

export function summarizeRecords(
  records: readonly SummaryRecord[],
  { period, now, timeZone, maxDays = 30 }: { period: Period; now: number; timeZone?: string; maxDays?: number },
): RecordSummary {
  const today = dayKey(now, timeZone)
  const first = period === 'all' ? '' : addDays(today, 1 - PERIOD_DAYS[period])
  const byDay = new Map<string, DayNet>()
  const s: RecordSummary = {
    count: 0,
    staked: 0,
    won: 0,
    net: 0,
    awaiting: 0,
    awaitingStaked: 0,
    uncounted: 0,
    days: [],
    daysCapped: false,
  }
  for (const r of records) {
    const ms = typeof r?.createtime === 'string' ? parseServerTime(r.createtime, SERVER_UTC_OFFSET_MIN) : null
    if (ms === null) {
      s.uncounted++
      continue
    }
    const day = dayKey(ms, timeZone)
    if (day < first) continue
    const award = r.isaward === 1 ? r.award : 0
    if (![-1, 0, 1].includes(r.isaward as number) || !isCents(r.money) || r.money < 0 || !isCents(award) || award < 0) {
      s.uncounted++
      continue
    }
    s.count++
    s.staked += r.money
    let entry = byDay.get(day)
    if (!entry) byDay.set(day, (entry = { day, net: 0, settled: 0 }))
    if (r.isaward === -1) {
      s.awaiting++
      s.awaitingStaked += r.money
      continue
    }
    s.won += award
    s.net += award - r.money
    entry.net += award - r.money
    entry.settled++
  }
  if (period === 'all') {
    const present = [...byDay.keys()].sort()
    s.daysCapped = present.length > maxDays
    s.days = present.slice(-maxDays).map((day) => byDay.get(day)!)
  } else {
    const last = [...byDay.keys()].reduce((a, b) => (b > a ? b : a), today)
    for (let day = first; day <= last; day = addDays(day, 1)) s.days.push(byDay.get(day) ?? { day, net: 0, settled: 0 })
  }
  return s
}
