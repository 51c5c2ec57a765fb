import { createActor, fromPromise } from 'xstate'
import { createApiClient, type MovableApiClient } from '../api/client'
import { apiBase, appRoot } from '../api/wire'
import { getconfig, getManifest, type AppConfig } from '../api/config'
import { getuserinfo, login } from '../api/session'
import { activateLocale, i18n } from '../i18n/i18n'
import { API_LANG, DEFAULT_LOCALE, isLocale, type Locale } from '../i18n/locales'
import { loadState, saveState } from '../lib/storage'
import { warmFormats } from '../lib/warm-formats'
import { sessionMachine } from '../../machines/session.machine'
import type { PriceFeed } from '../../machines/price-feed.source'
import { firstReadsMayGo, sendFirstReads, takeAnswer, takeManifest } from './first-load'
import type { AppServices, PriceFeedSocket, SessionActor } from './app-context'

export interface BootOptions {
  demo: boolean
  fetchManifest?: () => Promise<{ apiWebUrl: string }>
  /** A feed of its own (tests); otherwise the app's feed over `priceFeedSocket` or the exchange's public WebSocket. */
  priceFeed?: PriceFeed
  /** Demo mode's simulated exchange for the app's feed (the screen that shows prices makes the feed). */
  priceFeedSocket?: PriceFeedSocket
  /**
   * Once the API's address is known (after manifest.json, before getconfig): send the first screen's
   * reads unless the pre-entry script did (src/app/first-load.ts). Off in tests that boot without a page.
   */
  firstReads?: boolean
  /** The first screen formats amounts or times (default): build the Intl formatters while config travels. */
  warmFormats?: boolean
  /** Each call's deadline (default: the app's 6000 ms). Tests whose backend runs in the process may allow more. */
  requestTimeoutMs?: number
}

export interface BootResult extends AppServices {
  /**
   * A return visit started with the stored config: the deployed one, once read, when it differs
   * (the view then uses it); otherwise null.
   */
  freshConfig: Promise<AppConfig | null>
}

/** The boot failed and nothing cached can stand in: the view offers a retry. */
export class BootError extends Error {
  constructor(
    readonly step: 'manifest' | 'config',
    cause: unknown,
  ) {
    super(`boot failed at ${step}`, { cause })
    this.name = 'BootError'
  }
}

/**
 * manifest.json → getconfig → language → (token) user info.
 * A failed manifest or config falls back to the cached copy, so a flaky network
 * still boots a returning user; a first visit without them fails with BootError.
 */
/** manifest.json, read once: the pre-entry script may have fetched it already (the page preloads it). */
function fetchManifestOnce() {
  const early = takeManifest()
  return getManifest(early && (() => early), appRoot())
}

export async function boot({
  demo,
  fetchManifest = fetchManifestOnce,
  priceFeed,
  priceFeedSocket,
  firstReads = false,
  warmFormats: warm = true,
  requestTimeoutMs,
}: BootOptions): Promise<BootResult> {
  const stored = loadState()
  let locale: Locale = isLocale(stored.language) ? stored.language : DEFAULT_LOCALE
  // The catalog chunk loads while the config calls run; it is activated after them (spec order).
  const catalog = activateLocale(locale).catch(() => activateLocale(DEFAULT_LOCALE))

  // A return visit starts at once with the address and config of the last start and checks both
  // behind its first screen (`BootResult.freshConfig`): waiting for them cost the screen three round
  // trips (manifest.json, then getconfig's preflight and request). A first visit waits, as it must.
  const cachedConfig = stored.appConfig ? parseCachedConfig(stored.appConfig) : null
  const cachedUrl = stored.apiConfig?.apiWebUrl
  const returning = cachedUrl !== undefined && cachedConfig !== null

  let apiWebUrl: string
  if (returning) apiWebUrl = cachedUrl
  else {
    try {
      apiWebUrl = await deployedApiUrl(fetchManifest)
      saveState({ apiConfig: { apiWebUrl } })
    } catch (error) {
      if (!cachedUrl) throw new BootError('manifest', error)
      apiWebUrl = cachedUrl
    }
  }

  let session: SessionActor | undefined
  /** A stored token refused before the session existed: the session starts ended, so the user is told. */
  let refusedAtBoot = false
  const api = createApiClient({
    baseUrl: apiWebUrl,
    timeout: requestTimeoutMs,
    getLang: () => API_LANG[locale],
    getToken: () => (session ? session.getSnapshot().context.token : stored.token),
    // Body code 409/403 before the session exists (getconfig at boot): the stored token is over too.
    onSessionEnd: ({ action }) => {
      if (session) session.send({ type: 'session.expired', refused: action })
      else {
        if (stored.token !== null) refusedAtBoot = true
        stored.token = null
        saveState({ token: null, isLogin: false })
      }
    },
    adopt: takeAnswer,
  })

  // A guest's copy of the screen painted from the page holds the reads until its paint (src/app/first-load.ts;
  // the demo build's pre-entry script sends none, so holds none).
  if (import.meta.env.VITE_DEMO !== 'true') await firstReadsMayGo()
  if (firstReads) sendFirstReads({ apiWebUrl, stored })

  let config: AppConfig
  let freshConfig: Promise<AppConfig | null> = Promise.resolve(null)
  if (returning) {
    config = cachedConfig
    freshConfig = revalidate(api, fetchManifest, cachedConfig)
  } else {
    const configAnswer = getconfig(api)
    // While config travels the main thread idles: build the Intl formatters of the first screen then.
    // Only then: when the answer is already here (the pre-entry script asked for it), the warm-up would
    // run just before the first render instead. Never for a screen that formats no number.
    let configPending = true
    configAnswer.then(
      () => (configPending = false),
      () => (configPending = false),
    )
    setTimeout(() => {
      if (configPending && warm) warmFormats(locale)
    }, 0)

    try {
      config = await configAnswer
      saveState({ appConfig: config as Record<string, unknown> })
    } catch (error) {
      if (!cachedConfig) throw new BootError('config', error)
      config = cachedConfig
    }
  }

  locale = await catalog

  session = createActor(
    sessionMachine.provide({
      actors: {
        login: fromPromise(({ input }) => login(api, input)),
        getuserinfo: fromPromise(() => getuserinfo(api)),
      },
      actions: {
        persistToken: (_, { token }) => {
          saveState({ token, isLogin: token !== null })
        },
      },
    }),
    { input: { token: stored.token, expired: refusedAtBoot } },
  ).start()

  /** Choices of language made so far: the last one wins, whichever catalogs arrive first. */
  let choices = 0
  const setLocale = async (next: Locale) => {
    const choice = ++choices
    const superseded = () => choice !== choices
    // The choice is kept at once (a reload while its catalogs load keeps it), then corrected to the
    // language actually active should those catalogs fail to load. A choice a later one has overtaken
    // changes nothing when its catalogs arrive, nor when they fail (the later one says what happened).
    saveState({ language: next })
    try {
      const active = await activateLocale(next, i18n, superseded)
      if (!superseded()) locale = active
    } catch (error) {
      if (!superseded()) throw error
    } finally {
      if (!superseded() && locale !== next) saveState({ language: locale })
    }
  }

  const feed: Pick<AppServices, 'priceFeed' | 'priceFeedSocket'> = priceFeed
    ? { priceFeed }
    : { priceFeedSocket: priceFeedSocket ?? 'exchange' }
  return { api, session, config, freshConfig, setLocale, demo, ...feed }
}

/** manifest.json's `apiWebUrl`, absolute (empty: the app's own origin). */
async function deployedApiUrl(fetchManifest: () => Promise<{ apiWebUrl: string }>): Promise<string> {
  return new URL((await fetchManifest()).apiWebUrl || '.', appRoot()).href
}

/**
 * A return visit's check behind its first screen: manifest.json (calls move to a new address at once),
 * then getconfig. Both are stored for the next start. Resolves with the new config when it differs
 * from the one the app started with, else null (also when either read fails: the stored copies stay).
 */
async function revalidate(
  api: MovableApiClient,
  fetchManifest: () => Promise<{ apiWebUrl: string }>,
  started: AppConfig,
): Promise<AppConfig | null> {
  try {
    const apiWebUrl = await deployedApiUrl(fetchManifest)
    if (apiBase(apiWebUrl) !== api.baseUrl) api.moveTo(apiWebUrl)
    saveState({ apiConfig: { apiWebUrl } })
  } catch {
    // Offline or the server is down: the stored address stays.
  }
  try {
    const config = await getconfig(api)
    saveState({ appConfig: config as Record<string, unknown> })
    return JSON.stringify(config) === JSON.stringify(started) ? null : config
  } catch {
    return null
  }
}

/** The cache holds the already-parsed config (amounts in cents): check its shape, do not parse it again. */
function parseCachedConfig(raw: Record<string, unknown>): AppConfig | null {
  const ok =
    typeof raw.currency === 'string' &&
    (raw.serviceUrl === undefined || typeof raw.serviceUrl === 'string') &&
    (raw.rechargeMin === undefined || Number.isSafeInteger(raw.rechargeMin))
  return ok ? (raw as AppConfig) : null
}
