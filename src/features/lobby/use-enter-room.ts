import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useApp } from '../../app/app-context'
import { useIsLoggedIn, useUser } from '../../app/session-hooks'
import { enterRoom, goVip, type EntryTarget } from './entry'

/**
 * The refusal toast's chunk. A function, so the rejection of Vite's preload wrapper (a stylesheet
 * that cannot load, offline) reaches our catch: `import().then()` inline would chain inside it.
 */
const loadRefusal = () => import('./entry-refusal')

/** Applies the game-entry rules (./entry.ts): navigates to the room, or toasts 2004 / 2055. */
export function useEnterRoom() {
  const navigate = useNavigate()
  const { i18n } = useLingui()
  const { config } = useApp()
  const user = useUser()
  const loggedIn = useIsLoggedIn()
  return (target: EntryTarget) => {
    const decision = enterRoom(target, loggedIn && user ? { money: user.money, level: user.level } : null)
    if (decision.kind === 'go') return void navigate({ to: decision.to, params: { id: decision.id } })
    // the toast and the error catalogue load with the first refusal: the home page's first load stays small
    // (offline, that code may not load: the tap then does nothing, the offline banner says why)
    loadRefusal().then(
      (m) => m.showRefusal(i18n, decision, config.currency),
      (error: unknown) => console.warn('[lobby] refusal toast not loaded', error),
    )
  }
}

/** 'go_vip': login without a token (returning to the VIP rooms after it), else /room_list/1. */
export function useGoVip() {
  const navigate = useNavigate()
  const { session } = useApp()
  return () => {
    const decision = goVip(Boolean(session.getSnapshot().context.token))
    if (decision.to === '/login') void navigate({ to: '/login', search: { redirect: decision.redirect } })
    else void navigate({ to: '/room_list/$type', params: { type: decision.type } })
  }
}
