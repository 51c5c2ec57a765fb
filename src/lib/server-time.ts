/**
 * Times the backend sends as text, "YYYY-MM-DD HH:mm:ss" without a zone, shown in the active
 * locale and the viewer's time zone. The backend writes every time in its own wall-clock zone,
 * UTC+8 like the original deployment (docs/decisions.md): fund log, bet records, winners,
 * articles, mining orders.
 */

export const SERVER_UTC_OFFSET_MIN = 8 * 60

const SERVER_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/

/** Epoch ms of a backend time text written at `utcOffsetMin`, or null when it is not one. */
export function parseServerTime(text: string, utcOffsetMin: number): number | null {
  const m = SERVER_TIME.exec(text.trim())
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
 * A backend time for display: localized text and the ISO instant for `<time dateTime>`. Text that
 * is not a time is shown as sent rather than hidden.
 */
export function serverTimeView(text: string, utcOffsetMin: number, locale: string, timeZone?: string): { text: string; dateTime?: string } {
  const ms = parseServerTime(text, utcOffsetMin)
  return ms === null ? { text } : { text: formatDateTime(ms, locale, timeZone), dateTime: new Date(ms).toISOString() }
}
