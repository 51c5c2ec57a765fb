/**
 * How a call looks on the wire: the URL of a path under `apiWebUrl`, and the JSON body with
 * `lang` and `token` added. Shared by the API client and a first load's early reads
 * (src/app/first-load.ts), which must send byte for byte what the client would, so the client can
 * adopt their answers. No imports: the pre-entry script runs this before the app's code has downloaded.
 */

/** The envelope's `code` of an answer that succeeded (a number, or the same digits as text). */
export const SUCCESS_CODE = 1

/** Every request gives up after 6000 ms. */
export const REQUEST_TIMEOUT_MS = 6000

/** The app's root URL (Vite's base), against which manifest.json and a relative apiWebUrl resolve. */
export function appRoot(): string {
  return new URL(import.meta.env.BASE_URL ?? '/', globalThis.location?.origin ?? 'http://localhost').href
}

/** `apiWebUrl` as an absolute base without trailing slashes (relative values resolve against the page). */
export function apiBase(baseUrl: string): string {
  const base = globalThis.location ? new URL(baseUrl || './', globalThis.location.href).href : baseUrl
  return base.replace(/\/+$/, '')
}

/**
 * An address the API sent, as the page must ask for it: a path (`/uploads/a.png`, `uploads/a.png`,
 * `./a.png`) is the API server's, so it resolves against `base` (the API's base URL), not the page; an
 * address with a scheme (`https:`, `data:`) or a protocol-relative one (`//cdn.example/a.png`) stays as
 * it is, and so does an empty one (resolved, it would name the API's base itself). '' when the path
 * cannot be resolved.
 */
export function underApi(url: string, base: string): string {
  const u = url.trim()
  if (!u || /^([a-z][a-z\d+.-]*:|\/\/)/i.test(u)) return u
  try {
    return new URL(u, `${base.replace(/\/+$/, '')}/`).href
  } catch {
    return ''
  }
}

export function callUrl(base: string, path: string): string {
  return `${base}/${path.replace(/^\/+/, '')}`
}

/** The body every call sends: its own fields, then `lang`, then `token` when there is one. */
export function requestJson(body: Record<string, unknown> | undefined, lang: string, token: string | null): Record<string, unknown> {
  const json: Record<string, unknown> = { ...body, lang }
  if (token) json.token = token
  else delete json.token
  return json
}

/** PHP-style backends send "", null or nothing for an empty field; all three mean "absent". */
export const isBlank = (x: unknown): x is undefined | null | '' =>
  x === undefined || x === null || (typeof x === 'string' && x.trim() === '')

export const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x)

/** The rows of a list in any of the forms `list` accepts (else `x` itself). */
export function unwrapList(x: unknown): unknown {
  if (isBlank(x)) return []
  if (Array.isArray(x)) return x
  if (isRecord(x)) {
    for (const key of ['list', 'data', 'rows']) {
      const inner = x[key]
      if (Array.isArray(inner)) return inner
      if (isBlank(inner) && key in x) return []
    }
    // PHP encodes a sparse array as an object keyed "0", "1", ...
    const keys = Object.keys(x)
    if (keys.every((k) => /^\d+$/.test(k))) return keys.map((k) => x[k])
  }
  return x
}
