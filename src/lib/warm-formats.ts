import { formatMoney, type Cents } from './money'
import { formatDateTime, SERVER_TIME_ZONE } from './server-time'

/**
 * Builds the Intl formatters that nearly every first screen uses (money, date and time) for
 * `locale`. The first formatter of a page loads ICU locale data: ~20 ms on a desktop, several times
 * that on a phone. Boot calls this while it waits for getconfig, so the cost lands in idle time
 * instead of in the first render after the data arrives. The formatters are the caches of
 * money.ts and server-time.ts: nothing else changes.
 */
export function warmFormats(locale: string): void {
  formatMoney(0 as Cents, locale)
  formatDateTime(0, locale, SERVER_TIME_ZONE)
}
