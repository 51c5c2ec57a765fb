import type { I18n } from '@lingui/core'
import type { AnyRouter } from '@tanstack/react-router'
import type { SessionActor } from '../../app/app-context'
import type { SessionEmitted } from '../../../machines/session.machine'
import { toScreenEntry } from '../../ui/sheet-history'
import { expiredNotice, unconfirmedNotice } from './expired-notice'

/** The session's events that end it, or tell of a call its end refused or left unconfirmed. */
export type SessionEndEvent = Extract<SessionEmitted, { type: 'session.ended' | 'session.refused' | 'session.unconfirmed' }>

/**
 * What the app does when a session ends, for one root layout's session (root-layout.tsx hands it the events in
 * the order they came). Logout and a forced logout (body code 409/403) both end on /login, in place of the
 * screen's entry: with a sheet open, its entry above the screen's is stepped back over first, so that Back from
 * /login goes where it would have without the sheet. A forced logout says why, once on /login (the session ends
 * once, however many calls were refused: the calls after the first find no session to end), whether an order or
 * a cancel it refused was not done, and whether one's outcome was left unconfirmed (its answer lost, or still
 * being checked when the room closed); one learnt after that is said on its own. One already on /login stays
 * there, with where it leads after logging in.
 */
export function sessionEndHandler(session: SessionActor, router: AnyRouter, i18n: I18n): (event: SessionEndEvent) => void {
  const toast = () => import('../../ui/toast').then(({ Toast }) => Toast)
  // the forced logout's notice is shown: what the session learns after it is told apart
  let told = false
  const end = (reason: 'logout' | 'expired') => {
    told = false
    const { href, pathname } = router.state.location
    const onLogin = reason === 'expired' && pathname === '/login'
    void toScreenEntry()
      .then(() => (onLogin ? undefined : toLogin(router, reason, href)))
      .then(async () => {
        if (reason !== 'expired') return
        const Toast = await toast()
        // read now, with `told` set in the same step: a refusal heard meanwhile is in it, one after gets its own
        told = true
        const { context } = session.getSnapshot()
        Toast.show(expiredNotice(i18n, context.refused, context.unconfirmed))
      })
  }
  return (event) => {
    if (event.type === 'session.ended') end(event.reason)
    else if (told) {
      const notice = event.type === 'session.refused' ? expiredNotice : unconfirmedNotice
      void toast().then((Toast) => Toast.show(notice(i18n, [event.action])))
    }
  }
}

/** To /login in place of the screen's entry; after a forced logout, with the way back to `from`. */
function toLogin(router: AnyRouter, reason: 'logout' | 'expired', from: string): Promise<void> {
  return router.navigate({ to: '/login', search: reason === 'expired' ? { redirect: from } : {}, replace: true })
}
