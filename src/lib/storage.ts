/**
 * The app's local persistent state: language, login flag, token, cached api config
 * and app config. One versioned JSON record; anything unreadable, foreign or of another
 * version is dropped field by field so the app always boots with defaults instead of crashing.
 */
export const STORAGE_KEY = 'lucky-trade:state'
export const STORAGE_VERSION = 1

export interface PersistedState {
  language: string | null
  isLogin: boolean
  token: string | null
  apiConfig: { apiWebUrl: string } | null
  appConfig: Record<string, unknown> | null
}

export const EMPTY_STATE: PersistedState = {
  language: null,
  isLogin: false,
  token: null,
  apiConfig: null,
  appConfig: null,
}

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

function defaultStore(): KeyValueStore | null {
  try {
    return globalThis.localStorage ?? null
  } catch {
    // Access can throw (privacy mode, sandboxed iframes).
    return null
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

function sanitize(raw: unknown): PersistedState {
  if (!isRecord(raw) || raw.v !== STORAGE_VERSION || !isRecord(raw.state)) return { ...EMPTY_STATE }
  const s = raw.state
  const token = typeof s.token === 'string' && s.token.length > 0 && s.token.length < 4096 ? s.token : null
  const apiWebUrl = isRecord(s.apiConfig) ? s.apiConfig.apiWebUrl : undefined
  return {
    language: typeof s.language === 'string' ? s.language : null,
    token,
    isLogin: s.isLogin === true && token !== null,
    apiConfig: typeof apiWebUrl === 'string' ? { apiWebUrl } : null,
    appConfig: isRecord(s.appConfig) ? s.appConfig : null,
  }
}

export function loadState(store: KeyValueStore | null = defaultStore()): PersistedState {
  if (!store) return { ...EMPTY_STATE }
  try {
    const text = store.getItem(STORAGE_KEY)
    return text ? sanitize(JSON.parse(text)) : { ...EMPTY_STATE }
  } catch {
    return { ...EMPTY_STATE }
  }
}

export function saveState(patch: Partial<PersistedState>, store: KeyValueStore | null = defaultStore()): PersistedState {
  const next = { ...loadState(store), ...patch }
  // Same rule as loading: an empty token is no token, and no token means logged out.
  if (!next.token) next.token = null
  if (next.token === null) next.isLogin = false
  try {
    store?.setItem(STORAGE_KEY, JSON.stringify({ v: STORAGE_VERSION, state: next }))
  } catch {
    // Quota exceeded or storage disabled: the session still works in memory.
  }
  return next
}
