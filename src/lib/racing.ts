/**
 * Racing (game type 4): ten cars finish in ranks 1st-10th. A racing round's history row
 * carries the finishing order as `num1`..`num10` (the car in 1st place, 2nd place, …); the wire
 * form of a result row is otherwise the three-digit one of ./types.ts.
 */
import * as v from 'valibot'
import { int } from '../api/schema'

export const CARS = 10
/** Options per rank: 0 big (car 6-10), 1 small (1-5), 2 odd, 3 even. */
export const RACE_KINDS = 4
/** Option index of (rank 0-9, kind 0-3) as sent in `order_info` and read back in `value`. */
export const raceOption = (rank: number, kind: number) => rank * RACE_KINDS + kind
export const raceRank = (option: number) => Math.floor(option / RACE_KINDS)
export const raceKind = (option: number) => option % RACE_KINDS

// A range as one check (as in results-board.ts: every valibot action the app uses rides in the entry).
const Car = v.pipe(
  int,
  v.check((n) => n >= 1 && n <= CARS, 'not a car'),
)
const FinishingRow = v.looseObject(Object.fromEntries(Array.from({ length: CARS }, (_, i) => [`num${i + 1}`, Car])))

/** The cars of a racing result row in finishing order, or null when the row is not a full race (1-10 once each). */
export function finishingOrder(row: unknown): number[] | null {
  const parsed = v.safeParse(FinishingRow, row)
  if (!parsed.success) return null
  const order = Array.from({ length: CARS }, (_, i) => parsed.output[`num${i + 1}`] as number)
  return new Set(order).size === CARS ? order : null
}

/** Does option `option` win with the cars in `order`? (the same table the rules sheet shows) */
export function raceOptionWins(option: number, order: readonly number[]): boolean {
  const car = order[raceRank(option)]
  if (car === undefined) return false
  return [car >= 6, car <= 5, car % 2 === 1, car % 2 === 0][raceKind(option)] ?? false
}

/** The room's rates (rate0..rate3: big, small, odd, even) spread over the 40 option indices. */
export function raceRates(roomRates: readonly number[]): number[] {
  return Array.from({ length: CARS * RACE_KINDS }, (_, i) => roomRates[raceKind(i)] ?? 0)
}
