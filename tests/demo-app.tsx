import { render, screen, waitFor as waitForDom } from '@testing-library/react'
import { RouterProvider, createBrowserHistory, createMemoryHistory } from '@tanstack/react-router'
import { waitFor } from 'xstate'
import { AppProvider } from '../src/app/app-context'
import { boot } from '../src/app/boot'
import { LocaleProviders } from '../src/app/providers'
import { activateLocale } from '../src/i18n/i18n'
import type { Locale } from '../src/i18n/locales'
import { createAppRouter } from '../src/router'
import { makeServer, type MakeServerOptions } from '../mocks/server'
import { demoPriceFeedOptions } from '../mocks/price-feed-sim'
import { createPriceFeed } from '../machines/price-feed.source'
import { onTeardown } from './teardown'

export interface DemoAppOptions {
  scenario?: string
  /** Log in before rendering (demo user: { username: 'demo', password: 'demo123' }). */
  login?: { username: string; password: string }
  locale?: Locale
  /** The simulation's clock, for time-driven handlers. */
  now?: MakeServerOptions['now']
  /** The backend's reading of the API's open points (mocks/lib/dialect.ts); default 'ours'. */
  dialect?: MakeServerOptions['dialect']
  /**
   * The app as a production build runs it (not in demo mode: its actions need the network), the
   * simulation standing in for the real server.
   */
  production?: boolean
  /**
   * The router on jsdom's own `window.history` (as in the browser), instead of a memory history: for what
   * lives in the browser's history beside the router (a sheet's entry). `path` replaces the current entry.
   */
  browserHistory?: boolean
}

/**
 * The whole app in jsdom against the Mirage simulation: the real boot, client, session machine,
 * router and I18nProvider; only the network is simulated. The session actor and the demo backend are
 * stopped after the test (tests/teardown.ts); `cleanup` stops the backend earlier, for a test that
 * renders a second app.
 */
export async function renderDemoApp(path: string, opts: DemoAppOptions = {}) {
  const server = makeServer({
    scenario: opts.scenario ?? 'default',
    environment: 'test',
    urlPrefix: location.origin,
    now: opts.now,
    dialect: opts.dialect,
  })
  server.logging = false
  let shut = false
  const shutdown = () => {
    if (shut) return
    shut = true
    server.shutdown()
  }
  onTeardown(shutdown)
  if (opts.locale) localStorage.setItem('lucky-trade:state', JSON.stringify({ v: 1, state: { language: opts.locale } }))
  // As in main.tsx: demo mode's price feed is the simulated exchange.
  const services = await boot({
    demo: true,
    fetchManifest: async () => ({ apiWebUrl: '' }),
    priceFeed: createPriceFeed(demoPriceFeedOptions({ now: opts.now })),
    // The backend answers from this process's memory: a call can outlast the app's 6 s deadline only
    // when a busy machine starves the test (seen with two whole suites on two cores). The deadline has
    // its own tests on a simulated clock (src/api/client.test.ts) and in the browser (tests/e2e/faults-*).
    requestTimeoutMs: 30_000,
  }).then((s) => (opts.production ? { ...s, demo: false } : s))
  onTeardown(() => void services.session.stop())
  if (opts.locale) await activateLocale(opts.locale)
  if (opts.login) {
    services.session.send({ type: 'session.login', credentials: { quhao: '+84', ...opts.login } })
    await waitFor(services.session, (s) => s.matches('authenticated'), { timeout: 5000 })
  } else {
    await waitFor(services.session, (s) => s.matches('guest') || s.matches('authenticated'))
  }
  if (opts.browserHistory) window.history.replaceState(null, '', path)
  const history = opts.browserHistory ? createBrowserHistory() : createMemoryHistory({ initialEntries: [path] })
  if (opts.browserHistory) onTeardown(() => history.destroy())
  const router = createAppRouter(services, { history })
  const view = render(
    <LocaleProviders>
      <AppProvider value={services}>
        <RouterProvider router={router} />
      </AppProvider>
    </LocaleProviders>,
  )
  await router.load()
  return { ...view, router, services, server, cleanup: shutdown }
}

/**
 * The game room once a user can use it: shown, and its parts subscribed to the machines (the room
 * is aria-busy until then; its first render is a transition, see useRoomReady in src/features/game/use-room-view.ts).
 */
export async function findRoom(): Promise<HTMLElement> {
  const room = await screen.findByTestId('room')
  await waitForDom(() => {
    if (room.getAttribute('aria-busy') !== 'false') throw new Error('the room is still busy')
  })
  return room
}

/** How many requests whose path contains `fragment` the simulation has answered, counted from now. */
export function countRequests(server: ReturnType<typeof makeServer>, fragment: string): () => number {
  let count = 0
  const handled = server.pretender.handledRequest
  server.pretender.handledRequest = (verb, path, request) => {
    if (path.includes(fragment)) count++
    handled(verb, path, request)
  }
  return () => count
}

/**
 * Holds the router's next navigation, as a next screen whose code is still on its way: `started` once it
 * is asked for, `release` lets it (and any after it) go.
 */
export function holdNextNavigation(router: { history: { block: (opts: { blockerFn: () => Promise<boolean> }) => () => void } }) {
  let go: ((block: boolean) => void) | null = null
  const unblock = router.history.block({ blockerFn: () => new Promise<boolean>((resolve) => (go = resolve)) })
  return {
    started: () => go !== null,
    release: () => {
      unblock()
      go?.(false)
    },
  }
}
