/**
 * Everything the clock has made due (drawn rounds, matured staking contracts), applied before every
 * API request (mocks/lib/route.ts). Items are applied in the order they fell due and each fund-log
 * entry carries that moment, so the income list, sorted by time, reads as a running balance: no
 * request can write at `now` before everything due by `now` is written (see docs/decisions.md).
 */
import type { AppSchema } from '../models'
import { maturedContracts } from './maturity'
import { endedBets, type DueItem } from './settle'

const byDue = (a: DueItem, b: DueItem) => a.at - b.at || a.key[0] - b.key[0] || a.key[1] - b.key[1]

/** Idempotent: an applied item is no longer open or running, so it is not found again. Returns how many were applied. */
export function settleDue(schema: AppSchema, seed: number, now: number): number {
  const due = [...endedBets(schema, seed, now), ...maturedContracts(schema, now)].sort(byDue)
  for (const item of due) item.apply()
  return due.length
}
