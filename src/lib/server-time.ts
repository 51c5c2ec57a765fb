/**
 * Times the backend sends (fund log, bet records, winners, articles, mining orders), all shown the same
 * way: in the active locale on the backend's clock (UTC+8), so a time reads as the backend's days
 * and tabs count it, wherever the viewer is. Accepted forms:
 * - "YYYY-MM-DD HH:mm:ss" without a zone: the backend's wall clock, UTC+8 like the original
 *   deployment (docs/decisions.md);
 * - ISO 8601 with a zone ("2026-11-24T02:00:00.000000Z", "…+08:00"): that instant;
 * - epoch seconds or milliseconds (a number or numeric text of 10 or 13 digits).
 */

export const SERVER_UTC_OFFSET_MIN = 8 * 60

const SERVER_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/

const ZONED_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?(Z|[+-]\d{2}:?\d{2})$/i
const EPOCH = /^\d{10}(\d{3})?$/

/** Epoch ms of a backend time (see above; zone-less text is read at `utcOffsetMin`), or null. */
export function parseServerTime(text: string, utcOffsetMin: number): number | null {
  const trimmed = text.trim()
  if (EPOCH.test(trimmed)) return trimmed.length === 10 ? Number(trimmed) * 1000 : Number(trimmed)
  const zoned = ZONED_TIME.exec(trimmed)
  if (zoned) {
    const zone = zoned[8]!.toUpperCase()
    const offset = zone === 'Z' ? 0 : (zone[0] === '-' ? -1 : 1) * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(-2)))
    const wall = parseServerTime(`${zoned.slice(1, 4).join('-')} ${zoned[4]}:${zoned[5]}:${zoned[6] ?? '00'}`, offset)
    return wall === null ? null : wall + Math.round(Number(`0.${zoned[7] ?? '0'}`.slice(0, 5)) * 1000)
  }
  const m = SERVER_TIME.exec(trimmed)
  if (!m) return null
  const [y, mo, d, h, mi, s] = m.slice(1).map((n) => Number(n ?? 0)) as [number, number, number, number, number, number]
  const ms = Date.UTC(y, mo - 1, d, h, mi, s)
  const check = new Date(ms)
  // Date.UTC rolls 2026-02-31 over into March: such a text is not a time.
  if (check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d || h > 23 || mi > 59 || s > 59) return null
  return ms - utcOffsetMin * 60_000
}

const formats = new Map<string, Intl.DateTimeFormat>()

/** Short date and time in `locale`; `timeZone` defaults to the viewer's. */
export function formatDateTime(ms: number, locale: string, timeZone?: string): string {
  const key = `${locale}|${timeZone ?? ''}`
  let f = formats.get(key)
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short', timeZone })
    formats.set(key, f)
  }
  return f.format(ms)
}

/**
 * A backend time for display: localized text on the backend's clock (unless told another zone) and the
 * ISO instant for `<time dateTime>`. Text that is not a time is shown as sent rather than hidden.
 */
export function serverTimeView(
  text: string,
  locale: string,
  utcOffsetMin: number = SERVER_UTC_OFFSET_MIN,
  timeZone: string = SERVER_TIME_ZONE,
): { text: string; dateTime?: string } {
  const ms = parseServerTime(text, utcOffsetMin)
  return ms === null ? { text } : { text: formatDateTime(ms, locale, timeZone), dateTime: new Date(ms).toISOString() }
}

/** The backend's clock as a time zone name for Intl (the Etc/GMT names invert the sign: Etc/GMT-8 is UTC+8). */
export const SERVER_TIME_ZONE = 'Etc/GMT-8'

/** The backend's clock as shown to the user. */
export const SERVER_ZONE_LABEL = 'UTC+8'

/**
 * The backend's calendar day ("YYYY-MM-DD", UTC+8) of a backend time text, or null when the text is no
 * time. Day filters (income tabs and date range, bet-record totals) all count days this way.
 */
export function serverDayOf(text: string, utcOffsetMin: number = SERVER_UTC_OFFSET_MIN): string | null {
  const ms = parseServerTime(text, utcOffsetMin)
  return ms === null ? null : new Date(ms + utcOffsetMin * 60_000).toISOString().slice(0, 10)
}
