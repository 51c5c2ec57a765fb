/** Orders in a round and bet records. Amounts go out as decimal text ("20.00"). */
import * as v from 'valibot'
import { toWire, type Cents } from '../lib/money'
import type { ApiClient } from './client'
import type { getGameinfo } from './game'
import { pagedList, type PagedRows } from './paging'
import { ignored, isRecord, list, maybeNum, moneyOr } from './schema'
import { BetRecord, GameLogEntry, VorderRow } from './types'

/**
 * One order's rows, or a round's live orders:
 * `{ order_id }` | `{ roomid, gameseq, isfirst, gametype }` where `isfirst` is 1 on the first
 * fetch of a round and 0 on the 10-second polls.
 */
export type VorderQuery = { order_id: number } | { roomid: number; gameseq: string; isfirst?: 0 | 1; gametype?: number }

export function getVorder(client: ApiClient, query: VorderQuery): Promise<VorderRow[]> {
  return client.call('/api/Game/getVorder', { ...query }, list(VorderRow))
}

/** One entry: the option index, the room's rate for it at order time, and the stake. */
export type OrderEntry = readonly [optionIndex: number, odds: number, amount: Cents]

export interface OrderBody {
  /** the current round's `game.id` */
  gameid: number
  roomid: number
  order_info: readonly OrderEntry[]
  /** the alternate (follow) form also carries the total */
  price?: Cents
}

/** Answer: `{ order_id }` when the backend tells it; anything else still means "placed". */
export const OrderPlaced = v.pipe(
  v.unknown(),
  v.transform((x) => ({ order_id: isRecord(x) ? x.order_id : undefined })),
  v.looseObject({ order_id: maybeNum }),
)
export type OrderPlaced = v.InferOutput<typeof OrderPlaced>

/** Wire: `{ gameid, roomid, order_info: [[index, odds, "20.00"], …], price?: "40.00" }`. */
export function order(client: ApiClient, body: OrderBody): Promise<OrderPlaced> {
  const json: Record<string, unknown> = {
    gameid: body.gameid,
    roomid: body.roomid,
    order_info: body.order_info.map(([index, odds, amount]) => [index, odds, toWire(amount)]),
  }
  if (body.price !== undefined) json.price = toWire(body.price)
  return client.call('/api/Game/order', json, OrderPlaced, { action: 'order' })
}

export async function getGamecancel(client: ApiClient, body: { roomid: number; order_id: number }): Promise<void> {
  await client.call('/api/Game/getGamecancel', { roomid: body.roomid, order_id: body.order_id }, ignored, { action: 'cancel' })
}

/** The user's award for a finished round: `{ award }` (a bare amount is accepted; absent → 0). */
export const Award = v.pipe(
  v.unknown(),
  v.transform((x) => (isRecord(x) ? x : { award: x })),
  v.looseObject({ award: moneyOr(0 as Cents) }),
)
export type Award = v.InferOutput<typeof Award>

/**
 * A round of one room. `roomid` is our extension of the documented `{ gameseq, gametype }`: rooms share
 * their game type's rounds, so without it a backend answers for every room (ours filters by it).
 */
export interface RoomRound {
  gameseq: string
  gametype: number
  roomid?: number
}

const roomRoundBody = (body: RoomRound) =>
  body.roomid === undefined
    ? { gameseq: body.gameseq, gametype: body.gametype }
    : { gameseq: body.gameseq, gametype: body.gametype, roomid: body.roomid }

export function current(client: ApiClient, body: RoomRound): Promise<Award> {
  return client.call('/api/Game/current', roomRoundBody(body), Award)
}

/** The user's own orders in a round (of one room when `roomid` is given). */
export function getGamelog(client: ApiClient, body: RoomRound): Promise<GameLogEntry[]> {
  return client.call('/api/Game/getGamelog', roomRoundBody(body), list(GameLogEntry))
}

/** Bet-record tabs and the Chinese labels the backend expects as `type`. */
export const BET_RECORD_TYPES = { all: '全部', won: '已中奖', lost: '未中奖', awaiting: '待开奖' } as const
export type BetRecordType = keyof typeof BET_RECORD_TYPES

/**
 * `{ type: '全部' | '已中奖' | '未中奖' | '待开奖', page?, limit? }` → `data.data` rows. Paging is our
 * extension: a backend that ignores it answers the whole list.
 */
export async function getGamelog2(client: ApiClient, body: BetRecordQuery): Promise<BetRecord[]> {
  return (await getGamelog2Page(client, body)).rows
}

export interface BetRecordQuery {
  type: BetRecordType
  page?: number
  limit?: number
}

/** `getGamelog2` with what the answer says about paging (`current_page`, `last_page`, `total`, …) when it says it. */
export function getGamelog2Page(client: ApiClient, body: BetRecordQuery): Promise<PagedRows<BetRecord>> {
  const json: Record<string, unknown> = { type: BET_RECORD_TYPES[body.type] }
  if (body.page !== undefined) json.page = body.page
  if (body.limit !== undefined) json.limit = body.limit
  return client.call('/api/Game/getGamelog2', json, pagedList(BetRecord))
}

/** An API function with its client already given: it takes only the call's body. */
type OnClient<F> = F extends (client: ApiClient, body: infer B) => infer R ? (body: B) => R : never

/** A game room's calls (the room machine's actors); stories and tests may answer some themselves. */
export interface RoomCalls {
  getGameinfo: OnClient<typeof getGameinfo>
  order: OnClient<typeof order>
  getVorder: OnClient<typeof getVorder>
  getGamelog: OnClient<typeof getGamelog>
  getGamecancel: OnClient<typeof getGamecancel>
  current: OnClient<typeof current>
}
