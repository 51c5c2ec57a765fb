const formats = new Map<string, Intl.DateTimeFormat>()

/**
 * A calendar day (`YYYY-MM-DD`, as a date input gives it) as the language writes it ("Jan 5, 2026",
 * "2026年1月5日"). The day is the same everywhere: it is formatted in UTC, whatever the viewer's zone.
 * Text that is not such a day is shown as it is.
 */
export function formatCalendarDate(day: string, locale: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day)
  if (!m) return day
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))
  const date = new Date(ms)
  if (date.getUTCDate() !== Number(m[3])) return day
  let f = formats.get(locale)
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' })
    formats.set(locale, f)
  }
  return f.format(ms)
}
