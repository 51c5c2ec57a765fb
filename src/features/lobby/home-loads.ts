import type { ApiClient } from '../../api/client'
import { slide } from '../../api/content'
import { getGameList, getWinList } from '../../api/game'

/** The three reads of the home screen (SPEC §2 /), each by the name the screen shows it under. */
export const HOME_LOADS = {
  banners: slide,
  games: getGameList,
  winners: getWinList,
} as const

type HomeLoad = keyof typeof HOME_LOADS
type Answer<K extends HomeLoad> = Awaited<ReturnType<(typeof HOME_LOADS)[K]>>

let early: { [K in HomeLoad]?: Promise<Answer<K>> } = {}
/** The home screen asked already: an early start would come too late to be of use. */
let asked = false

/**
 * A first load of `/`: boot starts the home screen's reads as soon as the API client exists, beside
 * getconfig instead of after boot, the router and the route's code (the banner is the screen's
 * largest paint). They carry the stored language and token, as every call does until the session
 * starts. Each answer is taken once, by the first mount of the home screen; a failure surfaces there.
 */
export function startHomeLoads(api: ApiClient): void {
  if (asked) return
  early = {
    banners: HOME_LOADS.banners(api),
    games: HOME_LOADS.games(api),
    winners: HOME_LOADS.winners(api),
  }
  // Not yet awaited by anyone: a failure is the screen's to show, not an unhandled rejection.
  for (const p of Object.values(early)) p.catch(() => undefined)
}

/** The early answer if boot started one and nobody took it yet, else a fresh request. */
export function homeLoad<K extends HomeLoad>(key: K, api: ApiClient): Promise<Answer<K>> {
  asked = true
  const started = early[key]
  if (started) {
    delete early[key]
    return started
  }
  return HOME_LOADS[key](api) as Promise<Answer<K>>
}
