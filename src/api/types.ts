/**
 * The wire contract: entities as the backend sends them. Every schema is a
 * looseObject (unknown fields pass through), numbers may arrive as numeric strings, and money
 * becomes integer cents. Field names are the backend's, so the API description and the mock grep alike.
 *
 * What every first load reads lives beside its calls, in the entry: the session's user and token
 * (./session.ts) and the home screen's banners, games and winners (./lobby.ts). The rest, here, loads
 * with the screens that read it.
 */
import * as v from 'valibot'
import { int, intOr, isEmpty, list, maybeInt, maybeMoney, maybeNum, money, moneyOr, numOr, requiredText, text } from './schema'
import type { Cents } from '../lib/money'

const ZERO = 0 as Cents

export const RATE_KEYS = ['rate0', 'rate1', 'rate2', 'rate3', 'rate4', 'rate5', 'rate6', 'rate7', 'rate8', 'rate9', 'rate10'] as const
export type RateKey = (typeof RATE_KEYS)[number]
const rateFields = Object.fromEntries(RATE_KEYS.map((k) => [k, maybeNum])) as Record<RateKey, typeof maybeNum>

/** Room type 16 offers 4 options; every other type up to 11 (rate0..rate10). */
export const FOUR_OPTION_ROOM_TYPE = 16

/** Racing rooms are of room type 4: they open /bjsc/{id}, every other room /activity/{id}. */
export const RACING_ROOM_TYPE = 4

/**
 * A room: `id`, `type` (absent, or not a whole number → undefined: which game the room plays is then
 * unknown, never guessed; src/lib/room-kind.ts), `title`, `minjoin`/`minbuy` (money, absent → 0 = no requirement),
 * `rate0`..`rate10` (odds per option). Derived `rates`: rate0, rate1, … up to the first absent or
 * non-positive one, at most 4 for a type 16 room. Servers differ here: some send only the offered
 * rates (rate0..rate3), others all eleven with the unused ones as 0, "0.00" or null.
 */
export const Room = v.pipe(
  v.looseObject({
    id: int,
    type: v.fallback(maybeInt, undefined),
    title: text,
    minjoin: moneyOr(ZERO),
    minbuy: moneyOr(ZERO),
    /** VIP level needed to enter (our extension; absent → none). Below it the backend answers 2055. */
    level: maybeNum,
    ...rateFields,
  }),
  v.transform((r) => {
    const rates: number[] = []
    const count = r.type === FOUR_OPTION_ROOM_TYPE ? 4 : RATE_KEYS.length
    for (const key of RATE_KEYS.slice(0, count)) {
      const rate = r[key]
      if (rate === undefined || !(rate > 0)) break
      rates.push(rate)
    }
    return { ...r, rates }
  }),
)
export type Room = v.InferOutput<typeof Room>

/** The current round. `seqno` stays text: it is echoed back as `gameseq` and may exceed 2^53. */
export const Round = v.looseObject({ id: int, seqno: requiredText, gametype: intOr(0), initmoney: moneyOr(ZERO) })
export type Round = v.InferOutput<typeof Round>

/** Time left in the round when the server answered. */
/**
 * Time left in the round. `second` may carry a fraction (our backend sends milliseconds, 45.678),
 * which lets the countdown follow the server to the millisecond; whole seconds work too.
 */
export const Diff = v.looseObject({
  minute: intOr(0),
  second: v.pipe(
    numOr(0),
    v.transform((s) => Math.max(0, s)),
  ),
})
export type Diff = v.InferOutput<typeof Diff>

/** A drawn round: three digits and their sum (absent sum → computed). */
export const ResultHistory = v.pipe(
  v.looseObject({ seqno: text, num1: int, num2: int, num3: int, sum: maybeNum, resultcn: text }),
  v.transform((h) => ({ ...h, sum: h.sum ?? h.num1 + h.num2 + h.num3 })),
)
export type ResultHistory = v.InferOutput<typeof ResultHistory>

/** getGameinfo: `game` is null between rounds; `diff` absent → 0:00. */
export const GameInfo = v.looseObject({
  room: Room,
  game: v.pipe(
    v.optional(v.unknown(), null),
    v.transform((x) => (isEmpty(x) ? null : x)),
    v.nullable(Round),
  ),
  diff: v.optional(Diff, { minute: 0, second: 0 }),
  his: list(ResultHistory),
})
export type GameInfo = v.InferOutput<typeof GameInfo>

/**
 * getVorder row. Live orders: `username` (masked), `seqno`, `value` (option index, or indices
 * "0,2"), `valuecn` (its label), `money`; order lookups add `order_id` and `rate`.
 */
export const VorderRow = v.looseObject({
  order_id: maybeNum,
  id: maybeNum,
  username: text,
  seqno: text,
  value: text,
  valuecn: text,
  money,
  rate: maybeNum,
})
export type VorderRow = v.InferOutput<typeof VorderRow>

/**
 * getGamelog row: one entry (option and stake) of the user's own orders in a round. `order_id`, when
 * the server sends it, names the order the entry belongs to (an order may carry several entries);
 * without it each row is an order of its own, named by `id`. See `orderKey`.
 */
export const GameLogEntry = v.looseObject({ id: int, order_id: maybeNum, valuecn: text, value: text, rate: maybeNum, money })
export type GameLogEntry = v.InferOutput<typeof GameLogEntry>

/**
 * The id that names a row's order, for cancelling it and for telling orders apart: `order_id` when
 * the row has one, else `id`. Both readings of the wire agree on it: where rows carry only `id`, or
 * `id` equal to `order_id`, each row is its own order; where rows carry an entry `id` and a shared
 * `order_id`, the order is the group.
 */
export const orderKey = (row: { order_id?: number; id?: number }): number | undefined => row.order_id ?? row.id

/**
 * isaward: -1 awaiting draw, 1 won, 0 lost. Any other value, absent included, has no
 * meaning we know: null (unknown), never read as awaiting.
 */
const isaward = v.pipe(
  maybeNum,
  v.transform((n): -1 | 0 | 1 | null => (n === -1 || n === 0 || n === 1 ? n : null)),
)

/** getGamelog2 row. gametype: 1 lucky time, 2 lucky airship, 3 lucky quick-3, 4 racing. */
export const BetRecord = v.looseObject({
  id: maybeNum,
  seqno: text,
  ordersn: text,
  gametype: intOr(0),
  valuecn: text,
  money,
  rate: maybeNum,
  isaward,
  award: moneyOr(ZERO),
  createtime: text,
})
export type BetRecord = v.InferOutput<typeof BetRecord>

/** getfinanceflow row: type 1 is a gain, anything else a loss; `before` = balance before. */
export const FundLogEntry = v.looseObject({
  id: maybeNum,
  time: text,
  type: intOr(0),
  money,
  before: maybeMoney,
  reason: text,
})
export type FundLogEntry = v.InferOutput<typeof FundLogEntry>

/** getBankcardlist row: Bank accounts use bank/account/username/area; other types `address`. */
export const BankAccount = v.looseObject({
  id: int,
  type: v.pipe(
    text,
    v.transform((t) => t || 'Bank'),
  ),
  bank: text,
  account: text,
  username: text,
  area: text,
  address: text,
})
export type BankAccount = v.InferOutput<typeof BankAccount>

/**
 * Article: `title`/`content` Simplified Chinese, `title_yw`/`content_yw` English,
 * `title_ft`/`content_ft` Traditional Chinese, `title_vi`/`content_vi` Vietnamese; `img` a URL.
 */
export const Article = v.looseObject({
  id: int,
  title: text,
  content: text,
  title_yw: text,
  content_yw: text,
  title_ft: text,
  content_ft: text,
  title_vi: text,
  content_vi: text,
  img: text,
  createtime: text,
})
export type Article = v.InferOutput<typeof Article>

/**
 * todayWinLost: yesterday's and today's win and total amounts. A figure the answer leaves out (absent, null,
 * blank) is unknown, not 0: a day on which nothing was played is the server's "0.00".
 */
export const WinLost = v.looseObject({
  yeswin: maybeMoney,
  yestotal: maybeMoney,
  todaywin: maybeMoney,
  todaytotal: maybeMoney,
})
export type WinLost = v.InferOutput<typeof WinLost>
