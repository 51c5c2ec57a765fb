import type { Random } from './random'

/** What handlers and scenarios may depend on besides the db: an injected clock and seed, no timers. */
export interface MockContext {
  scenario: string
  seed: number
  now: () => number
  /** Seeded; for scenarios. Handlers derive their own from `seed` (see lib/auth.ts) so answers do not depend on call order across reloads. */
  random: Random
}
