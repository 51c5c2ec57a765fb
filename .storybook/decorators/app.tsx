import type { Decorator, Loader, StoryContext } from '@storybook/react-vite'
import { createActor, fromPromise, waitFor } from 'xstate'
import { overlaysSettled } from '../../src/ui/load-overlays'
import { closeOverlays } from '../../src/ui/overlay-roots'
import { AppProvider, type AppServices, type SessionActor } from '../../src/app/app-context'
import { createApiClient } from '../../src/api/client'
import { getconfig } from '../../src/api/config'
import { getuserinfo, login } from '../../src/api/session'
import { activateLocale, activeLocale } from '../../src/i18n/i18n'
import { API_LANG } from '../../src/i18n/locales'
import { sessionMachine } from '../../machines/session.machine'
import { makeServer } from '../../mocks/server'

export interface MirageParameter {
  /** A scenario name from mocks/scenarios (default 'default'). */
  scenario?: string
  /** Response delay in ms (default 0), e.g. to catch a busy state. */
  timing?: number
}

export type SessionParameter = 'guest' | 'authenticated'

export const DEMO_CREDENTIALS = { quhao: '+84', username: 'demo', password: 'demo123' }

let server: ReturnType<typeof makeServer> | null = null
let session: SessionActor | null = null

async function createServices(start: SessionParameter): Promise<AppServices> {
  let actor: SessionActor | undefined
  const api = createApiClient({
    baseUrl: location.origin,
    getLang: () => API_LANG[activeLocale()],
    getToken: () => actor?.getSnapshot().context.token ?? null,
    onSessionEnd: ({ action }) => actor?.send({ type: 'session.expired', refused: action }),
  })
  const config = await getconfig(api)
  actor = createActor(
    sessionMachine.provide({
      actors: {
        login: fromPromise(({ input }) => login(api, input)),
        getuserinfo: fromPromise(() => getuserinfo(api)),
      },
    }),
    { input: { token: null } },
  ).start()
  if (start === 'authenticated') {
    actor.send({ type: 'session.login', credentials: DEMO_CREDENTIALS })
    const done = await waitFor(actor, (s) => s.matches('authenticated') || s.matches('guest'), { timeout: 5000 })
    if (!done.context.user) throw new Error(`story session: demo login failed (${String(done.context.error)})`)
  }
  const setLocale = async (locale: Parameters<AppServices['setLocale']>[0]) => {
    await activateLocale(locale)
  }
  return { api, session: actor, config, setLocale, demo: true }
}

/**
 * Parameters `mirage` and `session`: a fresh Mirage db and session per story, started before
 * the story's first request (Mirage must replace fetch before ky reads it). `roomCalls`: game-room
 * calls the story answers itself (AppServices.roomCalls); the others go to Mirage. `production`: the
 * app as a production build runs it (its actions need the network), Mirage standing in for the server.
 */
export const appLoader: Loader = async ({ parameters }) => {
  // Toasts and dialogs live outside the story root: a previous story's must not leak into the next,
  // including one still waiting for its code (src/ui/toast.ts loads it on first use). They go at once.
  await overlaysSettled()
  closeOverlays()
  session?.stop()
  server?.shutdown()
  const mirage: MirageParameter = parameters.mirage ?? {}
  server = makeServer({ scenario: mirage.scenario ?? 'default', environment: 'test', urlPrefix: location.origin, logging: false })
  // Mirage resets `timing` to 0 after config in the test environment; routes read it per request.
  if (mirage.timing !== undefined) server.timing = mirage.timing
  const created = await createServices(parameters.session ?? 'guest')
  const services = parameters.production ? { ...created, demo: false } : created
  session = services.session
  const roomCalls: AppServices['roomCalls'] = parameters.roomCalls
  return { services: roomCalls ? { ...services, roomCalls } : services }
}

/** The services a story rendered with, for play functions (session state, api). */
export const storyServices = (context: Pick<StoryContext, 'loaded'>): AppServices => context.loaded.services as AppServices

export const withApp: Decorator = (Story, context) => (
  <AppProvider value={storyServices(context)}>
    <Story />
  </AppProvider>
)
