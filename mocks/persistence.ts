import type { MockServer } from './models'

/** Bump when models change shape: an old dump is then ignored instead of half-loaded. */
export const DUMP_VERSION = 2
const PREFIX = 'lucky-trade-demo'

/** The subset of Web Storage used here, so tests and Node can pass their own. */
export type DemoStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> & Partial<Pick<Storage, 'key' | 'length'>>

export const storageKey = (scenario: string): string => `${PREFIX}:v${DUMP_VERSION}:${scenario}`

type Dump = Record<string, Array<Record<string, unknown>>>

function isDump(value: unknown): value is Dump {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const tables = Object.values(value)
  return (
    Array.isArray((value as Dump).users) &&
    tables.every((t) => Array.isArray(t) && t.every((r) => typeof r === 'object' && r !== null && 'id' in r))
  )
}

/** The saved db of `scenario`, or null when there is none or it does not parse. */
export function loadDump(storage: DemoStorage, scenario: string): Dump | null {
  let raw: string | null
  try {
    raw = storage.getItem(storageKey(scenario))
  } catch {
    return null
  }
  if (!raw) return null
  try {
    const parsed: unknown = JSON.parse(raw)
    if (isDump(parsed)) return parsed
  } catch {
    // fall through: corrupt
  }
  console.warn(`[demo] ignoring a corrupt saved demo for "${scenario}"`)
  return null
}

export function saveDump(storage: DemoStorage, scenario: string, server: MockServer): void {
  try {
    storage.setItem(storageKey(scenario), JSON.stringify(server.db.dump()))
  } catch (error) {
    // Quota or private mode: the demo keeps working, only without surviving a reload.
    console.warn('[demo] could not save the demo state', error)
  }
}

/** Replaces the seeded db with a saved one; false (db untouched) when there is none. */
export function restore(server: MockServer, storage: DemoStorage, scenario: string): boolean {
  const dump = loadDump(storage, scenario)
  if (!dump) return false
  server.db.emptyData()
  server.db.loadData(dump)
  return true
}

type Collection = Record<string, unknown> & { insert: Write; update: Write; remove: Write }
type Write = (...args: unknown[]) => unknown

/** Notes every write to the db's collections (insert, update, remove — firstOrCreate inserts). */
function trackWrites(server: MockServer): () => boolean {
  let dirty = false
  const collections = (server.db as unknown as { _collections: Collection[] })._collections
  for (const collection of collections) {
    for (const method of ['insert', 'update', 'remove'] as const) {
      const write = collection[method]
      collection[method] = function (this: unknown, ...args: unknown[]) {
        dirty = true
        return write.apply(this, args)
      }
    }
  }
  return () => {
    const wrote = dirty
    dirty = false
    return wrote
  }
}

/**
 * Saves right after each handled request that wrote to the db. Every call is a POST, and most only
 * read (polls, user info): serializing the whole db for each of them grew with the history and
 * landed in the app's own tasks, so only writes save, in the handler's task.
 */
export function persistAfterWrites(server: MockServer, storage: DemoStorage, scenario: string): void {
  const wrote = trackWrites(server)
  const pretender = server.pretender as unknown as { handleRequest: (request: unknown) => void }
  const handle = pretender.handleRequest
  pretender.handleRequest = function (request) {
    try {
      handle.call(this, request)
    } finally {
      if (wrote()) saveDump(storage, scenario, server)
    }
  }
}

/** Forgets the saved demo of one scenario, or of all scenarios and versions. */
export function resetDemo(storage: DemoStorage | undefined = globalThis.localStorage, scenario?: string): void {
  if (!storage) return
  if (scenario) return storage.removeItem(storageKey(scenario))
  const keys: string[] = []
  for (let i = 0; i < (storage.length ?? 0); i++) {
    const key = storage.key?.(i)
    if (key?.startsWith(`${PREFIX}:v`)) keys.push(key)
  }
  for (const key of keys) storage.removeItem(key)
}
