/**
 * Two readings of the same API description. Where it leaves a shape open, a real operator's server
 * may have read it either way; the app must work with both (docs/decisions.md, "Two readings of
 * the wire"). The demo backend and `mock-api` speak either:
 *
 * - `ours` (default): numbers as numbers where natural, bare lists, `info`, times as zone-less
 *   "YYYY-MM-DD HH:mm:ss" (UTC+8), `data: 1` for success, only the offered room rates, `diff.second`
 *   with milliseconds; each own-order row is an order (`id` = `order_id`).
 * - `alt`: the other reasonable reading at each of those points, as a PHP/Laravel backend would
 *   answer: everything numeric as text, lists in Laravel pages (`{ current_page, data, total, … }`),
 *   `msg` instead of `info` and a string `code`, times as ISO 8601 UTC with microseconds,
 *   optional fields left out instead of null or "", success with `data: []`, rate0..rate10 always
 *   present (unused as "0.00"), whole seconds in `diff`, no `sum` in results (it is derivable),
 *   fields the app does not know added to rows; and orders that group entries: a row's `id` is the
 *   entry, `order_id` the order, which is what `getGamecancel` and `getVorder { order_id }` take
 *   (handlers/game.ts).
 *
 * The `alt` form is produced from the handlers' answers by `encodeAlt`, so both dialects share every
 * rule of the simulation; only the game handlers branch, for the order/entry split.
 */
export type Dialect = 'ours' | 'alt'

export const DIALECTS: readonly Dialect[] = ['ours', 'alt']

export const isDialect = (x: unknown): x is Dialect => x === 'ours' || x === 'alt'

/** Entry ids of the alt dialect are offset so they never equal an order id (a client mixing them up fails). */
export const ALT_ENTRY_ID_BASE = 700_000

const ZONELESS_TIME = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})$/
const SERVER_OFFSET = '+08:00'

/** "2026-01-15 10:00:05" (UTC+8) → "2026-01-15T02:00:05.000000Z". */
function isoTime(text: string): string {
  const m = ZONELESS_TIME.exec(text)
  if (!m) return text
  const ms = Date.parse(`${m[1]}T${m[2]}${SERVER_OFFSET}`)
  return Number.isNaN(ms) ? text : new Date(ms).toISOString().replace(/\.(\d{3})Z$/, '.$1000Z')
}

const RATE_KEYS = Array.from({ length: 11 }, (_, i) => `rate${i}`)

function encodeValue(value: unknown, key: string): unknown {
  if (value === null || value === undefined || value === '') return undefined
  if (typeof value === 'number') return key === 'second' ? String(Math.floor(value)) : String(value)
  if (typeof value === 'string') return isoTime(value)
  if (Array.isArray(value)) return value.map((item) => encodeValue(item, '') ?? null)
  if (typeof value === 'object') return encodeObject(value as Record<string, unknown>)
  return value
}

function encodeObject(object: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(object)) {
    const encoded = encodeValue(value, key)
    if (encoded !== undefined) out[key] = encoded
  }
  // a room: every rate field present, the options a room does not offer as "0.00"
  if ('rate0' in out) for (const key of RATE_KEYS) out[key] ??= '0.00'
  // a drawn result: the sum is derivable from the digits
  if ('num1' in out && 'num3' in out && 'sum' in out) delete out.sum
  // rows carry fields the app does not know
  if ('id' in out) out.ext = { source: 'alt', flags: ['x'] }
  return out
}

/** A Laravel paginator's JSON around the rows of one page. */
function laravelPage(rows: unknown[], total: number): Record<string, unknown> {
  return {
    current_page: '1',
    data: rows,
    first_page_url: '?page=1',
    from: rows.length ? '1' : undefined,
    last_page: '1',
    per_page: String(Math.max(rows.length, 15)),
    to: String(rows.length),
    total: String(total),
    links: [],
  }
}

/** The alt dialect's body for an envelope `{ code, data, info }` the handlers produced. */
export function encodeAlt(body: { code: unknown; data: unknown; info?: unknown }, nowMs: number): Record<string, unknown> {
  const { code, data, info } = body
  let encoded: unknown
  if (data === 1 || data === null || data === undefined) encoded = []
  else if (Array.isArray(data))
    encoded = laravelPage(
      data.map((row) => encodeValue(row, '') ?? null),
      data.length,
    )
  else if (typeof data === 'object' && Array.isArray((data as { data?: unknown }).data)) {
    const page = data as { data: unknown[]; total?: number }
    encoded = laravelPage(
      page.data.map((row) => encodeValue(row, '') ?? null),
      page.total ?? page.data.length,
    )
  } else if (typeof data === 'object' && Object.keys(data).length === 1 && typeof (data as { token?: unknown }).token === 'string') {
    // login / register: the token itself
    encoded = (data as { token: string }).token
  } else encoded = encodeValue(data, '') ?? []
  const out: Record<string, unknown> = {
    code: String(code),
    msg: typeof info === 'string' ? info : '',
    data: encoded,
    time: String(Math.floor(nowMs / 1000)),
  }
  return out
}
