import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react'
import { Outlet, useMatches, useRouter } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { useApp, type SessionActor } from '../../app/app-context'
import { DemoBadge } from '../../ui/demo-badge'
import { OfflineBanner } from '../../ui/offline-banner'
import { useRefreshOnOnline } from '../../ui/use-online'
import { preloadOverlays } from '../../ui/load-overlays'
import { preloadTransport } from '../../api/client'
import { TabBar } from './tab-bar'
import { useHideBootCanvas } from '../../app/boot-canvas'
import type { SessionEndEvent } from './session-end'

/** Sessions a root layout has listened to: what ended before the first listener is caught up with once. */
const listened = new WeakSet<SessionActor>()

export function RootLayout() {
  const { session, config, demo } = useApp()
  const { i18n } = useLingui()
  const router = useRouter()
  const showTabBar = useMatches({ select: (matches) => matches.some((m) => m.staticData?.tabBar) })
  useHideBootCanvas()

  // The network back: the balance and user info shown everywhere are fetched again (screens refetch their own data).
  useRefreshOnOnline(() => session.getSnapshot().matches({ authenticated: 'idle' }) && session.send({ type: 'session.refresh' }))

  // What a session's end does (session-end.ts) loads with the first ending: a session ends rarely, and the
  // first load of every screen does without that code, its notices' texts and the toast. The events wait for
  // it in the order they came. Should it not load (offline before it was cached), an end still leads to
  // /login (without the notice, nor the way back), and the next event asks for the code again.
  useEffect(() => {
    let handler: Promise<(event: SessionEndEvent) => void> | undefined
    const handle = (event: SessionEndEvent) => {
      handler ??= import('./session-end').then(
        ({ sessionEndHandler }) => sessionEndHandler(session, router, i18n),
        () => {
          handler = undefined
          return (missed) => void (missed.type === 'session.ended' && router.navigate({ to: '/login', replace: true }))
        },
      )
      void handler.then((handleNow) => handleNow(event))
    }
    const subscriptions = (['session.ended', 'session.refused', 'session.unconfirmed'] as const).map((type) => session.on(type, handle))
    // A stored token the server refuses at start may end the session before the app first listens (the
    // answer came before the first screen committed): it ends the same way, whatever screen the app opened
    // on, told once however often this view mounts.
    if (!listened.has(session)) {
      listened.add(session)
      const now = session.getSnapshot()
      if (now.matches('guest') && now.context.endedBy === 'expired') handle({ type: 'session.ended', reason: 'expired' })
    }
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe()
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
      <Outlet />
      {/* the offline banner stays in view without covering the screen's navigation bar (sticky at the top) */}
      <Dock>
        <OfflineBanner />
        {/* The demo build's own: a production build never runs in demo mode, and does not carry the strip. */}
        {(!import.meta.env.PROD || import.meta.env.VITE_DEMO === 'true') && demo && <DemoBadge atEdge={!showTabBar} />}
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
