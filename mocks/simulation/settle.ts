/**
 * Lazy, idempotent settlement of game rounds: the bets whose round has ended, as due items that
 * mocks/simulation/due.ts applies (with the other things that fall due) before every request. The
 * draw is a pure function of the round, so when a bet is settled does not change its result. A bet
 * is settled once: its status leaves 'open' in the same step as the ledger credit.
 */
import { post } from '../lib/ledger'
import { mulCents } from '../lib/money'
import { textRef } from '../lib/texts'
import type { AppSchema } from '../models'
import { roomById } from './catalog'
import { wins } from './outcome'
import { RACING_GAMETYPE, raceOf, raceWins } from './racing'
import { drawOf, roundBySeqno } from './rounds'

/** Something that fell due at `at` (epoch ms); `apply` writes it, once. */
export interface DueItem {
  at: number
  /** orders items due at the same moment (kind, then the row's id) */
  key: [kind: number, id: number]
  apply: () => void
}

/** The award of a winning stake: stake × rate in whole cents, exact (mocks/lib/money.ts, mulCents). */
export const payoutCents = (stakeCents: number, rate: number): number => mulCents(stakeCents, rate)

/** Does `option` of a room with `optionCount` options win round `seqno` of `gametype`? Racing reads the finishing order. */
export function optionWins(seed: number, gametype: number, optionCount: number, option: number, seqno: string): boolean {
  if (gametype === RACING_GAMETYPE) return raceWins(option, raceOf(seed, seqno))
  return wins(optionCount, option, drawOf(seed, gametype, seqno))
}

/** The open bets whose round has ended by `now`; a win is credited at the round's end. */
export function endedBets(schema: AppSchema, seed: number, now: number): DueItem[] {
  const due: DueItem[] = []
  for (const bet of schema.where('bet', { status: 'open' }).models) {
    const round = roundBySeqno(bet.gametype, bet.seqno)
    if (!round || round.endsAt > now) continue
    due.push({
      at: round.endsAt,
      key: [0, Number(bet.id)],
      apply: () => {
        const room = roomById(bet.roomId)
        const won = optionWins(seed, bet.gametype, room?.rates.length ?? 11, bet.option, bet.seqno)
        const award = won ? payoutCents(bet.cents, bet.rate) : 0
        bet.update({ status: won ? 'won' : 'lost', awardCents: award })
        if (award === 0) return
        post(schema, bet.userId, { type: 1, cents: award, reason: textRef('fund.win', { seqno: bet.seqno }), time: round.endsAt })
        const user = schema.find('user', bet.userId)!
        user.update({ totalWinCents: user.totalWinCents + award })
      },
    })
  }
  return due
}
