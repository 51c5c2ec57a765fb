import type { MockContext } from '../lib/context'
import type { MockServer } from '../models'
import { createDemoUser } from './demo-user'

/** Only the demo user: zero balance, no history. For empty states. */
export function emptyScenario(server: MockServer, _ctx: MockContext): void {
  createDemoUser(server)
}
