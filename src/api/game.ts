/** Games, rooms and round info. Orders and records: ./game-orders.ts. */
import * as v from 'valibot'
import type { ApiClient } from './client'
import { isEmpty, list } from './schema'
import { Game, GameInfo, ResultHistory, Room, WinLost, Winner } from './types'

export function getGameList(client: ApiClient): Promise<Game[]> {
  return client.call('/api/Game/getGameList', undefined, list(Game))
}

/** `{ type }`: room type = room-list tab index + 1 (1 USDT, 2 BTC, 3 ETH). */
export function getRoomList(client: ApiClient, body: { type: number }): Promise<Room[]> {
  return client.call('/api/Game/getRoomList', { type: body.type }, list(Room))
}

/** `{ roomid }` → `{ room, game, diff: { minute, second }, his: [...] }`. */
export function getGameinfo(client: ApiClient, body: { roomid: number }): Promise<GameInfo> {
  return client.call('/api/Game/getGameinfo', { roomid: body.roomid }, GameInfo)
}

/** Shape not given by the API description; we read it as the draw history used by trend charts. */
export function getTrendData(client: ApiClient): Promise<ResultHistory[]> {
  return client.call('/api/Game/getTrendData', undefined, list(ResultHistory))
}

/** Our extension; a backend without it answers 404 / non-success and the section hides. */
export function getWinList(client: ApiClient): Promise<Winner[]> {
  return client.call('/api/Game/getWinList', undefined, list(Winner))
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
