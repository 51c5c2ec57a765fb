import type { MockServer } from './models'
import { type DemoStorage } from './persistence'
import { isScenarioName } from './scenarios/index'
import { makeServer } from './server'

/** Demo mode's simulated exchange feed (main.tsx passes it to boot). */
export { createDemoPriceFeed } from './price-feed-sim'

/** Remembers a scenario picked with ?scenario= so reloads without the query keep it. */
export const SCENARIO_KEY = 'lucky-trade-demo:scenario'

/** Enough latency that loading states are visible, little enough not to annoy. */
export const DEMO_TIMING_MS = 150

let running: MockServer | null = null

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

/**
 * Starts the in-browser demo backend before the app's first request. Idempotent: a second
 * call (a boot retry) returns the running server instead of stacking a second interceptor.
 */
export async function startDemo(opts: { scenario?: string; storage?: DemoStorage; now?: () => number } = {}): Promise<MockServer> {
  if (running) return running
  const storage = opts.storage ?? browserStorage()
  const scenario = pickScenario(opts.scenario, storage)
  running = makeServer({
    scenario,
    environment: 'development',
    urlPrefix: globalThis.location.origin,
    storage,
    now: opts.now,
    timing: DEMO_TIMING_MS,
    logging: false,
  })
  return running
}

/** Stops the demo backend (tests, storybook). */
export function stopDemo(): void {
  running?.shutdown()
  running = null
}
