import * as v from 'valibot'
import type { ApiClient } from './client'
import { REQUEST_TIMEOUT_MS } from './client'
import { ApiError } from './errors'
import { isBlank, maybeMoney, text } from './schema'

/** ./manifest.json beside index.html: where the API lives. */
/** An empty `apiWebUrl` means the API is served from the app's own origin (demo mode, same-host deployments). */
export const Manifest = v.looseObject({ apiWebUrl: v.pipe(v.string(), v.trim()) })
export type Manifest = v.InferOutput<typeof Manifest>

/**
 * GET ./manifest.json with plain fetch (the API client needs its result first). Resolved against
 * the document's base URL, not the current route, so a deep link (/help/26) still finds it.
 * Failures are ApiErrors like any call: network, timeout, http or malformed.
 */
export async function getManifest(fetchImpl?: typeof fetch, pageUrl?: string): Promise<Manifest> {
  const doFetch = fetchImpl ?? globalThis.fetch.bind(globalThis)
  const base = pageUrl ?? globalThis.document?.baseURI ?? globalThis.location?.href
  const url = base ? new URL('manifest.json', base).href : './manifest.json'
  const path = 'manifest.json'
  let response: Response
  try {
    // no-store: a redeployment that moves the API must be picked up on the next load.
    response = await doFetch(url, { cache: 'no-store', signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) })
  } catch (error) {
    const kind = error instanceof DOMException && error.name === 'TimeoutError' ? 'timeout' : 'network'
    throw new ApiError(kind, { path, cause: error })
  }
  if (!response.ok) throw new ApiError('http', { status: response.status, path })
  let raw: unknown
  try {
    raw = await response.json()
  } catch (error) {
    throw new ApiError('malformed', { path, cause: error })
  }
  const parsed = v.safeParse(Manifest, raw)
  if (!parsed.success) throw new ApiError('malformed', { path })
  return parsed.output
}

const optionalLabel = v.pipe(
  text,
  v.transform((s) => s.trim() || undefined),
)

/**
 * An optional field: a value it cannot read is its default (logged), so that one field a server
 * got wrong does not keep the app from starting.
 */
function orDefault<S extends v.GenericSchema, D extends v.InferOutput<S>>(name: string, schema: S, fallback: D) {
  return v.fallback(schema, () => {
    console.warn(`[api] getconfig: ${name} not understood, its default used`)
    return fallback
  })
}

/**
 * The app config (`/api/Index/getconfig`). Every field is optional: one that does not parse falls
 * back to its default. Known fields, wire names:
 * - `kefu`: customer-service (support) URL; `service` / `serviceUrl` accepted as aliases.
 *   Exposed as `serviceUrl` (undefined when the backend sends none).
 * - `currency`: wallet currency label, default 'USD'.
 * - `rechargeMin`: minimum recharge, in currency units on the wire, exposed in **cents**;
 *   undefined → the app's own minimum (10).
 * - `android_version`, `ios_version`: version-page labels, optional.
 * - `demoInvitation`: a demo backend's referral code, suggested on the register screen in demo mode only.
 * Every other field passes through untouched.
 */
export const AppConfig = v.pipe(
  v.looseObject({
    kefu: orDefault('kefu', optionalLabel, undefined),
    service: orDefault('service', optionalLabel, undefined),
    serviceUrl: orDefault('serviceUrl', optionalLabel, undefined),
    currency: orDefault(
      'currency',
      v.pipe(
        text,
        v.transform((s) => s.trim() || 'USD'),
      ),
      'USD',
    ),
    rechargeMin: orDefault('rechargeMin', maybeMoney, undefined),
    android_version: orDefault('android_version', optionalLabel, undefined),
    ios_version: orDefault('ios_version', optionalLabel, undefined),
    demoInvitation: orDefault('demoInvitation', optionalLabel, undefined),
  }),
  v.transform((c) => ({ ...c, serviceUrl: c.kefu ?? c.serviceUrl ?? c.service })),
)
export type AppConfig = v.InferOutput<typeof AppConfig>

/** A backend that answers `data: null` or `[]` still gives a usable config of defaults. */
const AppConfigData = v.pipe(
  v.unknown(),
  v.transform((x) => (isBlank(x) || Array.isArray(x) ? {} : x)),
  AppConfig,
)

export function getconfig(client: ApiClient): Promise<AppConfig> {
  return client.call('/api/Index/getconfig', undefined, AppConfigData)
}
