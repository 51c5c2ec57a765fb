import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react'
import { Outlet, useMatches, useRouter } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { useApp, type SessionActor } from '../../app/app-context'
import { applyAppUpdate, useAppUpdateReady } from '../../app/use-app-update'
import { DemoBadge } from '../../ui/demo-badge'
import { OfflineBanner } from '../../ui/offline-banner'
import { useRefreshOnOnline } from '../../ui/use-online'
import { UpdateBanner } from '../../ui/update-banner'
import { preloadOverlays } from '../../ui/load-overlays'
import { preloadTransport } from '../../api/client'
import { TabBar } from './tab-bar'
import { useHideBootCanvas } from '../../app/boot-canvas'

/** Sessions a root layout has listened to: what ended before the first listener is caught up with once. */
const listened = new WeakSet<SessionActor>()

export function RootLayout() {
  const { session, config, demo } = useApp()
  const { i18n } = useLingui()
  const router = useRouter()
  const showTabBar = useMatches({ select: (matches) => matches.some((m) => m.staticData?.tabBar) })
  const updateReady = useAppUpdateReady()
  useHideBootCanvas()

  // The network back: the balance and user info shown everywhere are fetched again (screens refetch their own data).
  useRefreshOnOnline(() => session.getSnapshot().matches({ authenticated: 'idle' }) && session.send({ type: 'session.refresh' }))

  // Logout and a forced logout (body code 409/403) both end on /login, in place of the screen's entry: with a
  // sheet open, its entry above the screen's is stepped back over first, so that Back from /login goes where it
  // would have without the sheet. A forced logout says why, once on /login (the session ends once, however many
  // calls were refused: the calls after the first find no session to end), whether an order or a cancel it
  // refused was not done, and whether one's outcome was left unconfirmed (its answer lost, or still being
  // checked when the room closed); one learnt after that is said on its own. One already on /login stays there,
  // with where it leads after logging in. The sheets' history, the notice's texts and the toast load here: a
  // session ends rarely, and the first load of every screen does without them.
  useEffect(() => {
    const notice = () => Promise.all([import('./expired-notice'), import('../../ui/toast')])
    // the forced logout's notice is shown: what the session learns after it is told apart
    let told = false
    const end = (reason: 'logout' | 'expired') => {
      told = false
      const { href, pathname } = router.state.location
      const onLogin = reason === 'expired' && pathname === '/login'
      void import('../../ui/sheet-history')
        .then(({ toScreenEntry }) => toScreenEntry())
        // their code unreachable (offline before it was cached): /login all the same
        .catch(() => undefined)
        .then(() =>
          onLogin ? undefined : router.navigate({ to: '/login', search: reason === 'expired' ? { redirect: href } : {}, replace: true }),
        )
        .then(async () => {
          if (reason !== 'expired') return
          const [{ expiredNotice }, { Toast }] = await notice()
          // read now, with `told` set in the same step: a refusal heard meanwhile is in it, one after gets its own
          told = true
          const { context } = session.getSnapshot()
          Toast.show(expiredNotice(i18n, context.refused, context.unconfirmed))
        })
    }
    const refused = session.on('session.refused', ({ action }) => {
      if (told) void notice().then(([{ expiredNotice }, { Toast }]) => Toast.show(expiredNotice(i18n, [action])))
    })
    const unconfirmed = session.on('session.unconfirmed', ({ action }) => {
      if (told) void notice().then(([{ unconfirmedNotice }, { Toast }]) => Toast.show(unconfirmedNotice(i18n, [action])))
    })
    const ended = session.on('session.ended', ({ reason }) => end(reason))
    // A stored token the server refuses at start may end the session before the app first listens (the
    // answer came before the first screen committed): it ends the same way, whatever screen the app opened
    // on, told once however often this view mounts.
    if (!listened.has(session)) {
      listened.add(session)
      const now = session.getSnapshot()
      if (now.matches('guest') && now.context.endedBy === 'expired') end('expired')
    }
    return () => {
      refused.unsubscribe()
      unconfirmed.unsubscribe()
      ended.unsubscribe()
    }
  }, [session, router, i18n])

  // The toast and dialog code, and the API client's code that sends requests, load on first use; the
  // first touch or key fetches them, so they are there by the time that touch leads to a message or a
  // request.
  useEffect(() => {
    const preload = () => {
      preloadOverlays()
      preloadTransport()
      for (const type of ['pointerdown', 'keydown'] as const) removeEventListener(type, preload, true)
    }
    for (const type of ['pointerdown', 'keydown'] as const) addEventListener(type, preload, { capture: true, passive: true })
    return () => {
      for (const type of ['pointerdown', 'keydown'] as const) removeEventListener(type, preload, true)
    }
  }, [])

  return (
    <div className={showTabBar ? 'app app-with-tabs' : 'app'}>
      {updateReady && <UpdateBanner onReload={applyAppUpdate} />}
      <Outlet />
      {/* the offline banner stays in view without covering the screen's navigation bar (sticky at the top) */}
      <Dock>
        <OfflineBanner />
        {demo && <DemoBadge atEdge={!showTabBar} />}
        {showTabBar && <TabBar supportUrl={config.serviceUrl ?? null} />}
      </Dock>
    </div>
  )
}

/**
 * What stays at the bottom of the screen: the demo build's strip, then the tab bar. The page keeps the dock's
 * height free at its end (`--app-dock-height` on the root, measured as it changes: large text makes both
 * taller), so the dock covers none of the page's content, nor a control that focus scrolls to.
 */
function Dock({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    const dock = ref.current
    const root = document.documentElement
    if (!dock || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => root.style.setProperty('--app-dock-height', `${dock.getBoundingClientRect().height}px`))
    observer.observe(dock)
    return () => {
      observer.disconnect()
      root.style.removeProperty('--app-dock-height')
    }
  }, [])
  return (
    <div className="app-dock" ref={ref}>
      {children}
    </div>
  )
}
