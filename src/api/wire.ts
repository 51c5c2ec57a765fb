/**
 * How a call looks on the wire: the URL of a path under `apiWebUrl`, and the JSON body with
 * `lang` and `token` added. Shared by the API client and the pre-entry reads of src/early.ts, which
 * must send byte for byte what the client would, so the client can adopt their answers. No imports:
 * src/early.ts runs before the app's code has downloaded.
 */

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

/** An answer that src/early.ts fetched for a call before the app's code ran. */
interface EarlyAnswer {
  response: Promise<Response>
  startedAt: number
}

export interface EarlyReads {
  /** manifest.json's response (index.html preloads it), for boot to read instead of fetching again. */
  manifest?: Promise<Response>
  answers: Map<string, EarlyAnswer>
}

/** The hand-over between src/early.ts and the app, which are separate scripts. */
const HANDOFF = Symbol.for('lucky-trade.early-reads')

/** Early answers are for the first screen: one the app has not taken within this time is not used. */
export const EARLY_ANSWER_TTL_MS = 10_000

const keyOf = (url: string, json: Record<string, unknown>) => `${url}\n${JSON.stringify(json)}`

export function earlyReads(): EarlyReads {
  const g = globalThis as { [HANDOFF]?: EarlyReads }
  return (g[HANDOFF] ??= { answers: new Map() })
}

export function putEarlyAnswer(url: string, json: Record<string, unknown>, response: Promise<Response>, now = Date.now()): void {
  // Nobody may await it for a while: a failure is the adopting call's to report.
  response.catch(() => undefined)
  earlyReads().answers.set(keyOf(url, json), { response, startedAt: now })
}

/** The early answer for exactly this request (same URL, same body), once; else undefined. */
export function takeEarlyAnswer(url: string, json: Record<string, unknown>, now = Date.now()): Promise<Response> | undefined {
  const answers = earlyReads().answers
  const key = keyOf(url, json)
  const early = answers.get(key)
  if (!early) return undefined
  answers.delete(key)
  return now - early.startedAt <= EARLY_ANSWER_TTL_MS ? early.response : undefined
}

/** manifest.json's early response, once. */
export function takeEarlyManifest(): Promise<Response> | undefined {
  const reads = earlyReads()
  const manifest = reads.manifest
  delete reads.manifest
  return manifest
}
