/**
 * The demo's games and rooms (seed data, not db rows): a later lobby or racing slice extends these
 * tables. Money in integer cents; rates as the decimals the room sends (`rate0`..`rate10`).
 */
import { units } from '../lib/money'
import { OPTION_NAMES_11, OPTION_NAMES_4, langOf, type TextKey } from '../lib/texts'
import { RACE_KINDS, RACE_OPTIONS, RACING_GAMETYPE, raceOptionName } from './racing'

export interface SimGame {
  /** the id a home tile opens (also the room id of its default room) */
  id: number
  /** game type of its rounds: 1 Lucky Time lottery, 2 Lucky Airship, 3 Lucky Quick-3, 4 Racing */
  gametype: number
  /** its title, sent in the request's language (lib/texts.ts) */
  title: TextKey
  minjoinCents: number
}

export interface SimRoom {
  id: number
  /** room type: 1 USDT, 2 BTC, 3 ETH (room-list tab + 1); 16 = the 4-option room; 4 racing */
  type: number
  /** its title, sent in the request's language (lib/texts.ts) */
  title: TextKey
  /** which game's rounds this room plays */
  gametype: number
  minjoinCents: number
  minbuyCents: number
  /** racing rooms: the rate per kind (big, small, odd, even), applied to every rank */
  rates: readonly number[]
  /** VIP level needed to enter (our extension, sent as `level`); below it the room answers 2055 */
  minLevel?: number
}

/** Option names of the 11-option rooms: Big, Small, Odd, Even, Big-Odd, Small-Odd, Big-Even, Small-Even, Extreme Big, Extreme Small, Triple. */
export const RATES_11 = [1.98, 1.98, 1.98, 1.98, 4.2, 3.7, 3.7, 4.2, 15, 15, 50] as const
/** Room type 16: Rise (Big), Fall (Small), Long (Odd), Short (Even). */
export const RATES_4 = [1.98, 1.98, 1.98, 1.98] as const
/** Racing: big, small, odd, even of every rank (1.980 in demo). */
export const RATES_RACE = [1.98, 1.98, 1.98, 1.98] as const

/** Round length per game type, in ms: short enough that a demo user sees a close and a draw within minutes. */
export const PERIOD_MS: Readonly<Record<number, number>> = { 1: 180_000, 2: 180_000, 3: 120_000, 4: 180_000 }

export const GAMES: readonly SimGame[] = [
  { id: 1, gametype: 1, title: 'game.luckyTime', minjoinCents: 0 },
  { id: 4, gametype: 4, title: 'game.racing', minjoinCents: 0 },
  { id: 15, gametype: 3, title: 'game.luckyQuick3', minjoinCents: units(100) },
  { id: 16, gametype: 2, title: 'game.luckyAirship', minjoinCents: 0 },
]

const tier = (title: TextKey, minjoin: number, minbuy: number, minLevel?: number) => ({
  title,
  minjoinCents: units(minjoin),
  minbuyCents: units(minbuy),
  ...(minLevel ? { minLevel } : {}),
})
const STANDARD = tier('room.standard', 0, 20)
const VIP = tier('room.vip', 1_000, 50, 2)
const SUPERIOR = tier('room.superior', 5_000, 100, 4)
const PREMIER = tier('room.premier', 20_000, 500, 5)

export const ROOMS: readonly SimRoom[] = [
  // USDT (type 1); room 1 is game 1's home tile
  { id: 1, type: 1, gametype: 1, rates: RATES_11, ...STANDARD },
  { id: 2, type: 1, gametype: 1, rates: RATES_11, ...VIP },
  { id: 3, type: 1, gametype: 1, rates: RATES_11, ...SUPERIOR },
  { id: 5, type: 1, gametype: 1, rates: RATES_11, ...PREMIER },
  // BTC (type 2)
  { id: 6, type: 2, gametype: 1, rates: RATES_11, ...STANDARD },
  { id: 7, type: 2, gametype: 1, rates: RATES_11, ...VIP },
  { id: 8, type: 2, gametype: 1, rates: RATES_11, ...SUPERIOR },
  { id: 9, type: 2, gametype: 1, rates: RATES_11, ...PREMIER },
  // ETH (type 3)
  { id: 10, type: 3, gametype: 1, rates: RATES_11, ...STANDARD },
  { id: 11, type: 3, gametype: 1, rates: RATES_11, ...VIP },
  { id: 12, type: 3, gametype: 1, rates: RATES_11, ...SUPERIOR },
  { id: 13, type: 3, gametype: 1, rates: RATES_11, ...PREMIER },
  // home tiles of the other games
  { id: 4, type: 4, gametype: 4, title: 'room.racing', minjoinCents: 0, minbuyCents: units(20), rates: RATES_RACE },
  { id: 15, type: 15, gametype: 3, title: 'room.quick3', minjoinCents: units(100), minbuyCents: units(40), rates: RATES_11 },
  { id: 16, type: 16, gametype: 2, title: 'room.riseFall', minjoinCents: 0, minbuyCents: units(20), rates: RATES_4 },
]

export const roomById = (id: number): SimRoom | undefined => ROOMS.find((r) => r.id === id)

export const isRacing = (room: SimRoom) => room.gametype === RACING_GAMETYPE

/** How many option indices an order in this room may use: 40 in racing (10 ranks x 4), else one per rate. */
export const optionCount = (room: SimRoom) => (isRacing(room) ? RACE_OPTIONS : room.rates.length)

/** The rate an option pays: racing options pay the rate of their kind. */
export const rateOf = (room: SimRoom, option: number): number | undefined =>
  isRacing(room) ? room.rates[option % RACE_KINDS] : room.rates[option]

/** An option's name as the backend labels it (`valuecn`), in the request's `lang`. */
export function optionName(room: SimRoom, index: number, lang: unknown): string {
  if (isRacing(room)) return raceOptionName(index, lang)
  const table = room.rates.length === 4 ? OPTION_NAMES_4 : OPTION_NAMES_11
  return table[langOf(lang)][index] ?? String(index)
}
