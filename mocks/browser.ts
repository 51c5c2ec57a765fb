import type { MockServer } from './models'
import { type DemoStorage } from './persistence'
import { isDialect, type Dialect } from './lib/dialect'
import { isScenarioName } from './scenarios/index'
import { createServerInSteps } from './server'

/** Demo mode's simulated exchange feed (main.tsx passes it to boot). */
export { demoPriceFeedOptions } from './price-feed-sim'

/** Remembers a scenario picked with ?scenario= so reloads without the query keep it. */
export const SCENARIO_KEY = 'lucky-trade-demo:scenario'

/** Remembers `?dialect=alt|ours` (the reading of the API's open points, lib/dialect.ts) likewise. */
export const DIALECT_KEY = 'lucky-trade-demo:dialect'

function pickDialect(storage: DemoStorage | undefined): Dialect {
  const fromUrl = new URLSearchParams(globalThis.location.search).get('dialect')
  if (isDialect(fromUrl)) {
    storage?.setItem(DIALECT_KEY, fromUrl)
    return fromUrl
  }
  const saved = storage?.getItem(DIALECT_KEY)
  return isDialect(saved) ? saved : 'ours'
}

/** Enough latency that loading states are visible, little enough not to annoy. */
export const DEMO_TIMING_MS = 150

let running: MockServer | null = null
let starting: Promise<MockServer> | null = null

function browserStorage(): DemoStorage | undefined {
  try {
    return globalThis.localStorage ?? undefined
  } catch {
    return undefined // storage blocked (privacy settings): the demo runs without persistence
  }
}

function pickScenario(explicit: string | undefined, storage: DemoStorage | undefined): string {
  if (explicit) return explicit // an explicit unknown name is a programming error: makeServer throws
  const fromUrl = new URLSearchParams(globalThis.location.search).get('scenario')
  if (fromUrl && isScenarioName(fromUrl)) {
    storage?.setItem(SCENARIO_KEY, fromUrl)
    return fromUrl
  }
  if (fromUrl) console.warn(`[demo] unknown scenario "${fromUrl}" in the URL; using the saved or default one`)
  const saved = storage?.getItem(SCENARIO_KEY)
  return saved && isScenarioName(saved) ? saved : 'default'
}

/** Resolves in a task of its own: the browser may paint and handle input before what follows. */
const nextTask = (): Promise<void> => new Promise((resume) => setTimeout(resume, 0))

/**
 * Starts the in-browser demo backend before the app's first request. Idempotent: a second
 * call (a boot retry) returns the running server instead of stacking a second interceptor.
 *
 * Creating Mirage's server (models, ~60 routes) and filling its db are each tens of ms on a phone;
 * they run in tasks of their own, apart from the entry's evaluation, so no one long task blocks the
 * page while the loading canvas shows.
 */
export function startDemo(opts: { scenario?: string; storage?: DemoStorage; now?: () => number } = {}): Promise<MockServer> {
  if (starting) return starting
  if (running) return Promise.resolve(running)
  starting = (async () => {
    await nextTask() // after this module's own evaluation (Mirage's code)
    const storage = opts.storage ?? browserStorage()
    const scenario = pickScenario(opts.scenario, storage)
    const { server, fill } = createServerInSteps({
      scenario,
      dialect: pickDialect(storage),
      environment: 'development',
      urlPrefix: globalThis.location.origin,
      storage,
      now: opts.now,
      timing: DEMO_TIMING_MS,
      logging: false,
    })
    running = server
    await nextTask()
    try {
      fill()
    } catch (error) {
      stopDemo() // a retry starts afresh rather than finding a server without data
      throw error
    }
    return server
  })().finally(() => {
    starting = null
  })
  return starting
}

/** Stops the demo backend (tests, storybook). */
export function stopDemo(): void {
  running?.shutdown()
  running = null
}
