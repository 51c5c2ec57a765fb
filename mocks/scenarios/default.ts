import type { MockContext } from '../lib/context'
import { post } from '../lib/ledger'
import { textRef } from '../lib/texts'
import { units } from '../lib/money'
import { createUser, type MockServer } from '../models'
import { createDemoUser, DAY_MS, fundWithHistory } from './demo-user'

/** demo / demo123 (Gold, 10,000.00, a week of history) and newbie / newbie123 (Bronze, 50.00, no withdraw password). */
export function defaultScenario(server: MockServer, ctx: MockContext): void {
  const demo = createDemoUser(server)
  fundWithHistory(server, ctx, demo, units(10_000))
  demo.update({ totalWinCents: units(2_000) })

  const newbie = createUser(server, 'newbie', { username: 'newbie', password: 'newbie123', nickname: 'New Player' })
  post(server.schema, newbie, { type: 1, cents: units(50), reason: textRef('fund.recharge'), time: ctx.now() - 2 * DAY_MS })

  // Other players, for lists that show people besides the demo user.
  server.createList('user', 6)
}
