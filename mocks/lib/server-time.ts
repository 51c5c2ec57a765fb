/**
 * The backend's clock runs on its own zone (UTC+8, like the original deployment): days and every time
 * text it sends (fund log, bet records, winners, articles, mining) follow it (src/lib/server-time.ts).
 */
export const SERVER_UTC_OFFSET_MS = 8 * 60 * 60 * 1000
export const DAY_MS = 24 * 60 * 60 * 1000
const pad = (n: number) => String(n).padStart(2, '0')

/** Epoch ms → the backend's "YYYY-MM-DD HH:mm:ss". */
export function serverTime(ms: number): string {
  const d = new Date(ms + SERVER_UTC_OFFSET_MS)
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`
}

/** Days since the epoch on the backend's calendar. */
export const serverDay = (ms: number): number => Math.floor((ms + SERVER_UTC_OFFSET_MS) / DAY_MS)
