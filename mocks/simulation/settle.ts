/**
 * Lazy, idempotent settlement: every game handler calls `settleEnded` first, which settles each
 * open bet whose round has ended (the draw is a pure function of the round, so the order in which
 * handlers run does not matter). A bet is settled once: its status leaves 'open' in the same step
 * as the ledger credit.
 */
import { post } from '../lib/ledger'
import type { AppSchema } from '../models'
import { roomById } from './catalog'
import { wins } from './outcome'
import { RACING_GAMETYPE, raceOf, raceWins } from './racing'
import { drawOf, roundBySeqno } from './rounds'

/** stake x rate in integer cents, rounded half up, computed on the rate's decimal text (no float products). */
export function payoutCents(stakeCents: number, rate: number): number {
  const m = /^(\d+)(?:\.(\d+))?$/.exec(String(rate))
  if (!m) throw new Error(`simulation: bad rate ${rate}`)
  const scale = 10n ** BigInt((m[2] ?? '').length)
  const product = BigInt(stakeCents) * BigInt(`${m[1]}${m[2] ?? ''}`)
  return Number((product * 2n + scale) / (scale * 2n))
}

/** Does `option` of a room with `optionCount` options win round `seqno` of `gametype`? Racing reads the finishing order. */
export function optionWins(seed: number, gametype: number, optionCount: number, option: number, seqno: string): boolean {
  if (gametype === RACING_GAMETYPE) return raceWins(option, raceOf(seed, seqno))
  return wins(optionCount, option, drawOf(seed, gametype, seqno))
}

export function settleEnded(schema: AppSchema, seed: number, now: number): number {
  const open = schema.where('bet', { status: 'open' }).models
  let settled = 0
  for (const bet of open) {
    const round = roundBySeqno(bet.gametype, bet.seqno)
    if (!round || round.endsAt > now) continue
    const room = roomById(bet.roomId)
    const won = optionWins(seed, bet.gametype, room?.rates.length ?? 11, bet.option, bet.seqno)
    const award = won ? payoutCents(bet.cents, bet.rate) : 0
    bet.update({ status: won ? 'won' : 'lost', awardCents: award })
    if (award > 0) {
      post(schema, bet.userId, { type: 1, cents: award, reason: `Win ${bet.seqno}`, time: round.endsAt })
      const user = schema.find('user', bet.userId)!
      user.update({ totalWinCents: user.totalWinCents + award })
    }
    settled++
  }
  return settled
}
