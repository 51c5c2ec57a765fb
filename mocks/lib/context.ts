import type { Dialect } from './dialect'
import type { Random } from './random'

/** What handlers and scenarios may depend on besides the db: an injected clock and seed, no timers. */
export interface MockContext {
  scenario: string
  seed: number
  now: () => number
  /** Seeded; for scenarios. Handlers derive their own from `seed` (see lib/auth.ts) so answers do not depend on call order across reloads. */
  random: Random
  /** The reading of the API this backend follows where the description leaves it open (lib/dialect.ts). */
  dialect: Dialect
}
