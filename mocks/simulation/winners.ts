/**
 * Recent winners for the home page's market-trends list, from rounds that
 * have ended: the simulated players' orders of each room (mocks/simulation/live.ts) that won, and
 * the real users' won bets. A pure function of (db, seed, clock).
 */
import { units } from '../lib/money'
import type { AppSchema } from '../models'
import { GAMES, ROOMS, optionCount, rateOf } from './catalog'
import { maskName, simulatedOrders } from './live'
import { roundBySeqno, roundOffset } from './rounds'
import { optionWins, payoutCents } from './settle'

export interface SimWinner {
  username: string
  gametype: number
  cents: number
  /** epoch ms: the end of the round that paid */
  at: number
}

/** Ended rounds looked at, per game type. */
const ROUNDS_BACK = 3
/** Small wins are not news: the list shows payouts from this amount up. */
const MIN_LISTED = units(50)

export function recentWinners(schema: AppSchema, seed: number, now: number, count: number): SimWinner[] {
  const winners: SimWinner[] = []
  for (const game of GAMES) {
    const rooms = ROOMS.filter((r) => r.gametype === game.gametype)
    for (let back = 1; back <= ROUNDS_BACK; back++) {
      const round = roundOffset(game.gametype, now, -back)
      for (const room of rooms) {
        for (const o of simulatedOrders(seed, room, round)) {
          if (!optionWins(seed, game.gametype, optionCount(room), o.option, round.seqno)) continue
          const cents = payoutCents(o.cents, rateOf(room, o.option)!)
          if (cents >= MIN_LISTED) winners.push({ username: o.username, gametype: game.gametype, cents, at: round.endsAt })
        }
      }
    }
  }
  const since = Math.min(...GAMES.map((g) => roundOffset(g.gametype, now, -ROUNDS_BACK).startsAt))
  const names = new Map(schema.all('user').models.map((u) => [u.id, u.username]))
  for (const bet of schema.where('bet', { status: 'won' }).models) {
    const round = roundBySeqno(bet.gametype, bet.seqno)
    if (!round || round.endsAt < since || round.endsAt > now) continue
    winners.push({ username: maskName(names.get(bet.userId) ?? '?'), gametype: bet.gametype, cents: bet.awardCents, at: round.endsAt })
  }
  return winners.sort((a, b) => b.at - a.at || b.cents - a.cents).slice(0, count)
}
