/** Rooms and round info (the home screen's game list and winners: ./lobby.ts). Orders and records: ./game-orders.ts. */
import * as v from 'valibot'
import type { ApiClient } from './client'
import { isEmpty, isRecord, list, maybeNum, unwrapList } from './schema'
import { GameInfo, Room, WinLost } from './types'

/** `{ type }`: room type = room-list tab index + 1 (1 USDT, 2 BTC, 3 ETH). */
export function getRoomList(client: ApiClient, body: { type: number }): Promise<Room[]> {
  return client.call('/api/Game/getRoomList', { type: body.type }, list(Room))
}

/** `{ roomid }` → `{ room, game, diff: { minute, second }, his: [...] }`. */
export function getGameinfo(client: ApiClient, body: { roomid: number }): Promise<GameInfo> {
  return client.call('/api/Game/getGameinfo', { roomid: body.roomid }, GameInfo)
}

/** A trend reply as sent: its rows (unchecked) and the room and game it names, when it names them. */
export interface TrendReply {
  rows: unknown[]
  roomid?: number
  gametype?: number
}

/** A room or game-type tag: a number, else undefined. */
const tag = (x: unknown): number | undefined => {
  const parsed = v.safeParse(maybeNum, x)
  return parsed.success ? parsed.output : undefined
}

/**
 * The API description gives neither a body nor a reply shape. We send the room (`roomid`, and `gametype`
 * when known; a server that takes no parameters ignores them) and read the reply leniently: a list of
 * drawn rounds in any list form, or an object holding one under `his`, `list`, `data` or `rows`, with
 * `roomid` / `gametype` beside it. Whether the rows fit the room is the results board's question
 * (src/lib/results-board.ts); anything else reads as no rows.
 */
const TrendReplySchema = v.pipe(
  v.unknown(),
  v.transform((x): TrendReply => {
    const outer = isRecord(x) ? x : {}
    const rows = unwrapList(Array.isArray(outer.his) ? outer.his : x)
    return { rows: Array.isArray(rows) ? rows : [], roomid: tag(outer.roomid), gametype: tag(outer.gametype) }
  }),
)

export function getTrendData(client: ApiClient, body: { roomid: number; gametype?: number }): Promise<TrendReply> {
  return client.call('/api/Game/getTrendData', body.gametype === undefined ? { roomid: body.roomid } : body, TrendReplySchema)
}

const WinLostData = v.pipe(
  v.unknown(),
  v.transform((x) => (isEmpty(x) ? {} : x)),
  WinLost,
)

/** `{ yeswin, yestotal, todaywin, todaytotal }` in cents. */
export function todayWinLost(client: ApiClient): Promise<WinLost> {
  return client.call('/api/Game/todayWinLost', undefined, WinLostData)
}
