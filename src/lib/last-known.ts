/**
 * Last-known public data: what a screen showed last time, kept so that a return visit (or a reload
 * without network) paints it at once and fresh data replaces it when it comes. Public reads only
 * (banners, the game list): never a balance, an order or anything tied to the user. Each entry is
 * checked by its reader's guard when read back; anything unreadable is as if never kept.
 */
export const LAST_KNOWN_PREFIX = 'lucky-trade:last-known:'
/** An entry bigger than this is not kept (banners may be inline images). */
export const LAST_KNOWN_MAX_CHARS = 300_000

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

export interface LastKnown<T> {
  data: T
  /** When it was kept (ms since the epoch). */
  at: number
}

function defaultStore(): KeyValueStore | null {
  try {
    return globalThis.localStorage ?? null
  } catch {
    return null
  }
}

export function recall<T>(key: string, guard: (x: unknown) => x is T, store = defaultStore()): LastKnown<T> | null {
  try {
    const raw = JSON.parse(store?.getItem(LAST_KNOWN_PREFIX + key) ?? 'null') as { at?: unknown; data?: unknown } | null
    if (!raw || typeof raw.at !== 'number' || !guard(raw.data)) return null
    return { data: raw.data, at: raw.at }
  } catch {
    return null
  }
}

export function keep(key: string, data: unknown, at = Date.now(), store = defaultStore()): void {
  try {
    const text = JSON.stringify({ at, data })
    if (text.length > LAST_KNOWN_MAX_CHARS) store?.removeItem(LAST_KNOWN_PREFIX + key)
    else store?.setItem(LAST_KNOWN_PREFIX + key, text)
  } catch {
    // Quota exceeded or storage disabled: the next visit simply waits for fresh data.
  }
}

/** Guards for the kept shapes: an array whose every item is an object passing `item`. */
export const arrayOf =
  <T>(item: (x: Record<string, unknown>) => boolean) =>
  (x: unknown): x is T[] =>
    Array.isArray(x) && x.every((i) => typeof i === 'object' && i !== null && !Array.isArray(i) && item(i as Record<string, unknown>))
