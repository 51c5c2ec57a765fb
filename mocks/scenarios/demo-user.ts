import type { MockContext } from '../lib/context'
import { post } from '../lib/ledger'
import { textRef } from '../lib/texts'
import { units } from '../lib/money'
import { createUser, type MockServer, type User } from '../models'

export const DAY_MS = 24 * 60 * 60 * 1000

/** The account the demo's login screen suggests: demo / demo123, withdraw password pay123. */
export function createDemoUser(server: MockServer, attrs: { level?: number } = {}): User {
  return createUser(server, 'gold', {
    username: 'demo',
    password: 'demo123',
    payPwd: 'pay123',
    quhao: '+84',
    nickname: 'Demo Trader',
    ...attrs,
  })
}

/**
 * A week of seeded recharges and withdrawals ending exactly at `targetCents`: an opening
 * deposit eight days ago makes up the difference. Recharges are capped so that the opening
 * deposit stays positive and no step overdraws.
 */
export function fundWithHistory(server: MockServer, ctx: MockContext, user: User, targetCents: number): void {
  const { random } = ctx
  const now = ctx.now()
  const entries = Array.from({ length: 10 }, () => {
    const recharge = random.next() < 0.5
    return {
      type: (recharge ? 1 : 2) as 1 | 2,
      cents: recharge ? units(random.pick([100, 200, 500])) : units(random.int(50, 800)) + random.int(0, 99),
      reason: textRef(recharge ? 'fund.recharge' : 'fund.withdraw'),
      // From 5 minutes to 6.5 days ago, so Today, Yesterday and Seven days all have rows.
      time: now - random.int(5 * 60 * 1000, Math.round(6.5 * DAY_MS)),
    }
  }).sort((a, b) => a.time - b.time)
  const net = entries.reduce((sum, e) => sum + (e.type === 1 ? e.cents : -e.cents), 0)
  post(server.schema, user, { type: 1, cents: targetCents - net, reason: textRef('fund.recharge'), time: now - 8 * DAY_MS })
  for (const entry of entries) post(server.schema, user, entry)
}
