import type { MockContext } from '../lib/context'
import { units } from '../lib/money'
import type { MockServer } from '../models'
import { createDemoUser, fundWithHistory } from './demo-user'

/** The demo user at level 8 (Supreme) with 2,000,000.00: every room and mining tier is open. */
export function vipScenario(server: MockServer, ctx: MockContext): void {
  const demo = createDemoUser(server, { level: 8 })
  fundWithHistory(server, ctx, demo, units(2_000_000))
  demo.update({ totalWinCents: units(150_000) })
  server.createList('user', 6, 'vip')
}
