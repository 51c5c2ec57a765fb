import { render } from '@testing-library/react'
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router'
import { createActor, fromPromise } from 'xstate'
import { AppProvider, type AppServices } from '../src/app/app-context'
import { LocaleProviders } from '../src/app/providers'
import { createApiClient } from '../src/api/client'
import { ApiError } from '../src/api/errors'
import type { AppConfig } from '../src/api/config'
import type { User } from '../src/api/session'
import { activateLocale } from '../src/i18n/i18n'
import type { Locale } from '../src/i18n/locales'
import { createAppRouter } from '../src/router'
import { sessionMachine, type Credentials } from '../machines/session.machine'
import { onTeardown } from './teardown'

export const testUser = {
  username: 'demo',
  name: 'demo',
  nickname: 'Demo Trader',
  level: 3,
  money: 1_000_000,
  noPassword2: 0,
} as unknown as User

export interface FakeBackend {
  login?: (c: Credentials) => Promise<{ token: string }>
  getuserinfo?: () => Promise<User>
}

/**
 * Real session machine, real router and real I18nProvider; only the network actors are fakes. A fake that
 * refuses as a session (ApiError 'session') is reported the way the real API client reports body code
 * 403/409: 'session.expired' to the session first, then the call rejects.
 */
export function makeServices(backend: FakeBackend = {}, token: string | null = null): AppServices {
  const reported =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await call(...args)
      } catch (error) {
        if (error instanceof ApiError && error.kind === 'session') session.send({ type: 'session.expired' })
        throw error
      }
    }
  const login = reported(backend.login ?? (async () => ({ token: 'T' })))
  const getuserinfo = reported(backend.getuserinfo ?? (async () => testUser))
  const session = createActor(
    sessionMachine.provide({
      actors: {
        login: fromPromise(({ input }) => login(input)),
        getuserinfo: fromPromise(() => getuserinfo()),
      },
    }),
    { input: { token } },
  ).start()
  onTeardown(() => void session.stop())
  const config = { currency: 'USD', serviceUrl: 'https://support.example/chat' } as AppConfig
  return {
    api: createApiClient({ baseUrl: 'http://127.0.0.1:9/', getLang: () => 'en', getToken: () => null }),
    session,
    config,
    setLocale: async (locale: Locale) => void (await activateLocale(locale)),
    demo: false,
  }
}

export async function renderApp(path: string, opts: { locale?: Locale; services?: AppServices } = {}) {
  await activateLocale(opts.locale ?? 'en-US')
  const services = opts.services ?? makeServices()
  const router = createAppRouter(services, { history: createMemoryHistory({ initialEntries: [path] }) })
  const view = render(
    <LocaleProviders>
      <AppProvider value={services}>
        <RouterProvider router={router} />
      </AppProvider>
    </LocaleProviders>,
  )
  await router.load()
  return { ...view, router, services }
}
