/**
 * Rounds as a pure function of the clock: for each game type the UTC day is cut into periods of
 * PERIOD_MS[gametype]; round k of a day has seqno `YYYYMMDD` + k (1-based, 4 digits). Its draw
 * is a seeded hash of (game type, seqno), so the same round always has the same result.
 */
import { createRandom, hashSeed } from '../lib/random'
import { PERIOD_MS } from './catalog'

const DAY_MS = 86_400_000
/** Bets close this long before a round ends (60 seconds). */
export const CLOSE_MS = 60_000

export interface SimRound {
  gametype: number
  seqno: string
  /** numeric round id (`game.id`), unique across game types */
  id: number
  startsAt: number
  endsAt: number
}

export interface Draw {
  num1: number
  num2: number
  num3: number
  sum: number
}

export function periodOf(gametype: number): number {
  const period = PERIOD_MS[gametype]
  if (!period) throw new Error(`simulation: no period for game type ${gametype}`)
  return period
}

function roundFrom(gametype: number, dayStart: number, index: number): SimRound {
  const period = periodOf(gametype)
  const d = new Date(dayStart)
  const date = `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}${String(d.getUTCDate()).padStart(2, '0')}`
  const seqno = `${date}${String(index + 1).padStart(4, '0')}`
  const startsAt = dayStart + index * period
  return { gametype, seqno, id: gametype * 1e12 + Number(seqno), startsAt, endsAt: startsAt + period }
}

/** The round running at `now` (now ∈ [startsAt, endsAt)). */
export function roundAt(gametype: number, now: number): SimRound {
  const dayStart = Math.floor(now / DAY_MS) * DAY_MS
  return roundFrom(gametype, dayStart, Math.floor((now - dayStart) / periodOf(gametype)))
}

/** The round `offset` rounds before (negative) or after the one running at `now`. */
export function roundOffset(gametype: number, now: number, offset: number): SimRound {
  return roundAt(gametype, roundAt(gametype, now).startsAt + offset * periodOf(gametype))
}

/** A round by its seqno; null when the seqno does not name a round of this game type. */
export function roundBySeqno(gametype: number, seqno: string): SimRound | null {
  const m = /^(\d{4})(\d{2})(\d{2})(\d{4})$/.exec(seqno)
  if (!m) return null
  const dayStart = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))
  const index = Number(m[4]) - 1
  if (!Number.isFinite(dayStart) || index < 0 || index >= DAY_MS / periodOf(gametype)) return null
  const round = roundFrom(gametype, dayStart, index)
  return round.seqno === seqno ? round : null
}

export const isBettingOpen = (round: SimRound, now: number) => now >= round.startsAt && now < round.endsAt - CLOSE_MS

/** Three digits 0-9 from a seeded hash of (game type, seqno): repeatable, independent of the call order. */
export function drawOf(seed: number, gametype: number, seqno: string): Draw {
  const random = createRandom(hashSeed(seed, 'draw', gametype, seqno))
  const num1 = random.int(0, 9)
  const num2 = random.int(0, 9)
  const num3 = random.int(0, 9)
  return { num1, num2, num3, sum: num1 + num2 + num3 }
}

/** The last `count` drawn rounds before `now`, newest first. */
export function history(seed: number, gametype: number, now: number, count: number): Array<SimRound & { draw: Draw }> {
  return Array.from({ length: count }, (_, i) => {
    const round = roundOffset(gametype, now, -(i + 1))
    return { ...round, draw: drawOf(seed, gametype, round.seqno) }
  })
}
