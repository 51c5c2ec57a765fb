import type { ApiClient } from '../../api/client'
import { slide } from '../../api/content'
import { getGameList, getWinList } from '../../api/game'
import { firstRead, startFirstReads } from '../../app/first-reads'

/** The three reads of the home screen, each by the name the screen shows it under. */
export const HOME_LOADS = {
  banners: slide,
  games: getGameList,
  winners: getWinList,
} as const

type HomeLoad = keyof typeof HOME_LOADS
type Answer<K extends HomeLoad> = Awaited<ReturnType<(typeof HOME_LOADS)[K]>>

/** A first load of `/` (src/app/first-reads.ts): the banner is the screen's largest paint. */
export function startHomeLoads(api: ApiClient): void {
  startFirstReads({
    'home:banners': () => HOME_LOADS.banners(api),
    'home:games': () => HOME_LOADS.games(api),
    'home:winners': () => HOME_LOADS.winners(api),
  })
}

/** The early answer if boot started one and nobody took it yet, else a fresh request. */
export function homeLoad<K extends HomeLoad>(key: K, api: ApiClient): Promise<Answer<K>> {
  return firstRead(`home:${key}`, () => HOME_LOADS[key](api) as Promise<Answer<K>>)
}
