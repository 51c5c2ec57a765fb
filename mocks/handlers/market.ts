/**
 * Trend totals (SPEC §7 todayWinLost), from the game simulation's settled bets: per day of the
 * backend's calendar (UTC+8), `total` = stakes of the user's bets placed that day (cancelled ones
 * excluded), `win` = what the won ones paid. Rounds that have ended are settled before every request.
 */
import { authed } from '../lib/auth'
import type { MockContext } from '../lib/context'
import { ok } from '../lib/envelope'
import { centsToWire } from '../lib/money'
import { apiPost } from '../lib/route'
import type { MockServer } from '../models'
import { serverDay } from './wallet'

export function marketRoutes(server: MockServer, ctx: MockContext): void {
  apiPost(server, '/api/Game/todayWinLost', authed(({ schema, user }) => {
    const now = ctx.now()
    const today = serverDay(now)
    const sums = { [today]: { win: 0, total: 0 }, [today - 1]: { win: 0, total: 0 } }
    for (const bet of schema.where('bet', { userId: user.id! }).models) {
      const day = sums[serverDay(bet.createdAt)]
      if (!day || bet.status === 'cancelled') continue
      day.total += bet.cents
      day.win += bet.status === 'won' ? bet.awardCents : 0
    }
    return ok({
      yeswin: centsToWire(sums[today - 1]!.win),
      yestotal: centsToWire(sums[today - 1]!.total),
      todaywin: centsToWire(sums[today]!.win),
      todaytotal: centsToWire(sums[today]!.total),
    })
  }))
}
