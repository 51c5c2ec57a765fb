import { createServer } from 'miragejs'
import { createFactories } from './factories'
import { registerRoutes } from './handlers/index'
import type { MockContext } from './lib/context'
import type { Dialect } from './lib/dialect'
import { createRandom, hashSeed } from './lib/random'
import { models, type MockServer } from './models'
import { persistAfterWrites, restore, type DemoStorage } from './persistence'
import { isScenarioName, scenarioNames, scenarios } from './scenarios/index'

export const DEFAULT_SEED = 20_240_601

export interface MakeServerOptions {
  /** A name from scenarios/index.ts; default 'default'. */
  scenario?: string
  /** 'development' (browser demo: timing, passthrough logging) or 'test' (no delay). */
  environment?: 'development' | 'test'
  /** Absolute origin the app's apiWebUrl points at, e.g. location.origin. */
  urlPrefix?: string
  /** When given, the db survives reloads: restored on start, saved after each write. */
  storage?: DemoStorage
  seed?: number
  /** The simulation's clock (epoch ms); never timers. */
  now?: () => number
  /** Response delay in ms; Mirage's default otherwise (400 in development, 0 in test). */
  timing?: number
  logging?: boolean
  /** Which reading of the API's open points the answers follow (lib/dialect.ts); default 'ours'. */
  dialect?: Dialect
}

export function makeServer(options: MakeServerOptions = {}): MockServer {
  const { server, fill } = createServerInSteps(options)
  fill()
  return server
}

/**
 * makeServer in two steps, for a caller that lets the browser breathe between them (the demo's start,
 * browser.ts): `server` already intercepts requests but holds no data until `fill()` has run.
 */
export function createServerInSteps(options: MakeServerOptions = {}): { server: MockServer; fill: () => void } {
  const { scenario = 'default', environment = 'development', urlPrefix = '', storage, seed = DEFAULT_SEED, now = Date.now } = options
  if (!isScenarioName(scenario)) {
    throw new Error(`Unknown Mirage scenario "${scenario}". Valid scenarios: ${scenarioNames.join(', ')}`)
  }
  const ctx: MockContext = {
    scenario,
    seed,
    now,
    random: createRandom(hashSeed(seed, 'scenario', scenario)),
    dialect: options.dialect ?? 'ours',
  }

  const server = createServer({
    environment,
    urlPrefix,
    namespace: '',
    models,
    ...(options.timing === undefined ? {} : { timing: options.timing }),
    trackRequests: false,
    routes() {
      registerRoutes(this, ctx)
    },
  }) as MockServer
  // miragejs 0.1.48 ignores the `logging` config option (server.js assigns this.logging to itself).
  if (options.logging !== undefined) server.logging = options.logging
  const fill = () => {
    // Loaded here rather than through createServer, which loads factories only in some environments.
    server.loadFactories(createFactories(ctx.random))
    if (!storage || !restoreOrForget(server, storage, scenario)) scenarios[scenario](server, ctx)
    if (storage) persistAfterWrites(server, storage, scenario)
    if (options.timing) answerMidFlight(server, options.timing)
  }
  return { server, fill }
}

/**
 * A real server handles a request while it is on the wire, not inside the page's `fetch()` call:
 * pretender would run the handler synchronously in the caller's task (a new round's render plus
 * four handlers in one long task). Here the handler runs half the latency after the request, in a
 * task of its own, and the answer arrives the other half later — so the app also sees the server's
 * clock read mid-flight, as it assumes for a real backend (machines/round.machine.ts).
 */
function answerMidFlight(server: MockServer, timing: number): void {
  const pretender = server.pretender as unknown as { handleRequest: (request: unknown) => void }
  const handle = pretender.handleRequest
  const half = Math.round(timing / 2)
  let running = true
  pretender.handleRequest = function (request) {
    setTimeout(() => {
      if (running) handle.call(this, request)
    }, half)
  }
  server.timing = timing - half
  const shutdown = server.shutdown.bind(server)
  server.shutdown = () => {
    running = false
    shutdown()
  }
}

function restoreOrForget(server: MockServer, storage: DemoStorage, scenario: string): boolean {
  try {
    return restore(server, storage, scenario)
  } catch (error) {
    console.warn(`[demo] the saved demo for "${scenario}" did not load; starting fresh`, error)
    server.db.emptyData()
    return false
  }
}
