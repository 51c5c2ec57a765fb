/**
 * Racing (game type 4): ten cars 1-10 finish in ranks 1st-10th. A round's finishing
 * order is a seeded permutation of (game type, seqno), so the same round always ends the same way.
 * Options: 4 per rank, index = rank (0-9) x 4 + kind, kind 0 big (car >= 6), 1 small (<= 5),
 * 2 odd, 3 even; every option of a kind pays the room's rate of that kind (rate0..rate3).
 */
import { createRandom, hashSeed } from '../lib/random'
import { PLACES_EN, RACE_KIND_NAMES, langOf, t } from '../lib/texts'

export const RACING_GAMETYPE = 4
export const CARS = 10
export const RACE_KINDS = 4
export const RACE_OPTIONS = CARS * RACE_KINDS

/** The cars in finishing order: element 0 is the car that finished 1st. */
export function raceOf(seed: number, seqno: string): number[] {
  const random = createRandom(hashSeed(seed, 'race', RACING_GAMETYPE, seqno))
  const cars = Array.from({ length: CARS }, (_, i) => i + 1)
  // Fisher-Yates
  for (let i = cars.length - 1; i > 0; i--) {
    const j = random.int(0, i)
    ;[cars[i], cars[j]] = [cars[j]!, cars[i]!]
  }
  return cars
}

export const raceRank = (option: number) => Math.floor(option / RACE_KINDS)
export const raceKind = (option: number) => option % RACE_KINDS

const KIND_RULES: ReadonlyArray<(car: number) => boolean> = [
  (car) => car >= 6,
  (car) => car <= 5,
  (car) => car % 2 === 1,
  (car) => car % 2 === 0,
]

/** Does racing option `option` win the finishing order `order`? */
export function raceWins(option: number, order: readonly number[]): boolean {
  if (!Number.isInteger(option) || option < 0 || option >= RACE_OPTIONS) return false
  const car = order[raceRank(option)]
  return car !== undefined && KIND_RULES[raceKind(option)]!(car)
}

export function raceWinningOptions(order: readonly number[]): number[] {
  return Array.from({ length: RACE_OPTIONS }, (_, i) => i).filter((i) => raceWins(i, order))
}

/** `valuecn` of a racing option in the request's `lang`: "3rd Big", "第3名 大", "Hạng 3 Lớn". */
export function raceOptionName(option: number, lang: unknown): string {
  const language = langOf(lang)
  const rank = raceRank(option)
  const kind = RACE_KIND_NAMES[language][raceKind(option)]
  if (kind === undefined || rank >= CARS) return String(option)
  return t(language, 'race.option', { place: PLACES_EN[rank]!, n: rank + 1, kind })
}
