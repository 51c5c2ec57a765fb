import { apiBase, appRoot, callUrl, earlyReads, putEarlyAnswer, REQUEST_TIMEOUT_MS, requestJson } from '../api/wire'
import { API_LANG, DEFAULT_LOCALE, isLocale } from '../i18n/locales'
import { loadState, type PersistedState } from '../lib/storage'

/** The screen a first load opens on, where its reads are worth starting early. */
export type FirstScreen = { kind: 'home' } | { kind: 'article'; id: number } | null

/** `pathname` → the first screen whose reads start early (/, /help/{id}, /info/{id}). */
export function firstScreen(pathname: string, base: string = import.meta.env.BASE_URL): FirstScreen {
  if (pathname === base) return { kind: 'home' }
  const article = /^(?:help|info)\/(\d+)$/.exec(pathname.slice(base.length))
  return article ? { kind: 'article', id: Number(article[1]) } : null
}

export interface WireRead {
  path: string
  body?: Record<string, unknown>
}

/**
 * What a first load asks before its first screen can show: getconfig, and the screen's own
 * reads — the same calls, with the same bodies, as src/api/config.ts, content.ts and game.ts send
 * for them (src/app/early-reads.test.ts checks that the app adopts every one).
 */
export function firstScreenReads(screen: FirstScreen): WireRead[] {
  const reads: WireRead[] = [{ path: '/api/Index/getconfig' }]
  if (screen?.kind === 'home') reads.push({ path: '/api/Game/slide' }, { path: '/api/Game/getGameList' }, { path: '/api/Game/getWinList' })
  if (screen?.kind === 'article') reads.push({ path: '/api/Game/getArticledetail', body: { id: screen.id } })
  return reads
}

export interface EarlyReadsOptions {
  fetch?: typeof fetch
  pathname?: string
  manifestUrl?: string
  /** The stored language and token (default: localStorage, as boot reads them). */
  stored?: Pick<PersistedState, 'language' | 'token'>
  /**
   * false: only manifest.json (the demo build, whose backend starts with the app: reads sent now
   * would go to the network). Boot still takes it: under the demo backend its own fetch would go
   * through pretender's polyfill, which misses the preload (it adds `?_=<time>` for no-store).
   */
  reads?: boolean
}

/**
 * Pre-entry reads (src/early.ts): while the app's code downloads, fetch
 * manifest.json (preloaded by index.html) and send the first screen's reads with the stored language
 * and token, exactly as the API client will (src/api/wire.ts). Boot takes the manifest response and
 * the client adopts each answer instead of asking again, so the API's round trips — a new connection,
 * a CORS preflight per call, the call — overlap the download instead of following it. Reads only:
 * nothing that changes state is ever sent before the app runs. Any failure here is silent; the app
 * then asks itself.
 */
export function startEarlyReads({
  fetch: doFetch = globalThis.fetch.bind(globalThis),
  pathname = globalThis.location.pathname,
  manifestUrl = new URL('manifest.json', appRoot()).href,
  stored = loadState(),
  reads = true,
}: EarlyReadsOptions = {}): Promise<void> {
  const lang = API_LANG[isLocale(stored.language) ? stored.language : DEFAULT_LOCALE]
  const manifest = doFetch(manifestUrl, { cache: 'no-store', signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) })
  const handoff = earlyReads()
  handoff.manifest = manifest
  if (!reads)
    return manifest.then(
      () => undefined,
      () => undefined,
    )
  // The app reads the response body itself; this reads a copy, taken before anyone else can read it.
  return manifest
    .then((response) => (response.ok ? response.clone().json() : null))
    .then((json: unknown) => {
      const apiWebUrl = (json as { apiWebUrl?: unknown } | null)?.apiWebUrl
      if (typeof apiWebUrl !== 'string') return
      const base = apiBase(new URL(apiWebUrl.trim() || '.', appRoot()).href)
      for (const { path, body } of firstScreenReads(firstScreen(pathname))) {
        const url = callUrl(base, path)
        const json = requestJson(body, lang, stored.token)
        const response = doFetch(url, {
          method: 'POST',
          headers: { accept: 'application/json', 'content-type': 'application/json' },
          body: JSON.stringify(json),
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        })
        putEarlyAnswer(url, json, response)
      }
    })
    .catch(() => undefined)
}
