/**
 * The home screen's reads (banners, games, winners) and their schemas. Every first load of `/` reads
 * them (the pre-entry script sends the same calls: src/app/first-load.ts), so they ride in the entry;
 * the other screens' calls and entities load with those screens (./content.ts, ./game.ts, ./types.ts).
 */
import * as v from 'valibot'
import type { Cents } from '../lib/money'
import type { ApiClient } from './client'
import { int, intOr, list, maybeNum, money, moneyOr, text } from './schema'

const ZERO = 0 as Cents

/** getGameList item: `id`, `type`, `minjoin`, `title`. */
export const Game = v.looseObject({ id: int, type: intOr(0), title: text, minjoin: moneyOr(ZERO) })
export type Game = v.InferOutput<typeof Game>

/** Banner image per language: `path` zh-CN, `path_tw`, `path_vi`, `path_yw` English. */
export const Banner = v.looseObject({ id: maybeNum, path: text, path_tw: text, path_vi: text, path_yw: text, url: text })
export type Banner = v.InferOutput<typeof Banner>

/** getWinList row. */
export const Winner = v.looseObject({ username: text, gametype: intOr(0), money, time: text })
export type Winner = v.InferOutput<typeof Winner>

export function slide(client: ApiClient): Promise<Banner[]> {
  return client.call('/api/Game/slide', undefined, list(Banner))
}

export function getGameList(client: ApiClient): Promise<Game[]> {
  return client.call('/api/Game/getGameList', undefined, list(Game))
}

/** Our extension; a backend without it answers 404 / non-success and the section hides. */
export function getWinList(client: ApiClient): Promise<Winner[]> {
  return client.call('/api/Game/getWinList', undefined, list(Winner))
}
