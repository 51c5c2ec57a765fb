// The stack floor (npm run bench): the design card's runtime libraries — React 19, TanStack Router,
// Lingui, XState, ky, valibot (the app's validation) — with one route, one machine and one call, and
// no app. Its JS is what any screen of ours costs before a line of our own code; its Lighthouse LCP
// is the earliest any screen that React renders can paint. Built and measured like the app.
import { StrictMode, useSyncExternalStore } from 'react'
import { createRoot } from 'react-dom/client'
import { createRootRoute, createRoute, createRouter, Link, Outlet, RouterProvider } from '@tanstack/react-router'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { assign, createActor, fromPromise, setup } from 'xstate'
import ky from 'ky'
import * as v from 'valibot'

const User = v.looseObject({ name: v.string(), money: v.union([v.number(), v.string()]) })
const api = ky.create({ prefixUrl: location.origin, timeout: 6000 })

const session = createActor(
  setup({
    actors: { load: fromPromise(async () => v.parse(User, await api.post('api/Game/getuserinfo', { json: {} }).json())) },
  }).createMachine({
    context: { user: null as v.InferOutput<typeof User> | null },
    initial: 'guest',
    states: {
      guest: { on: { load: 'loading' } },
      loading: {
        invoke: { src: 'load', onDone: { target: 'guest', actions: assign({ user: ({ event }) => event.output }) }, onError: 'guest' },
      },
    },
  }),
).start()

i18n.loadAndActivate({ locale: 'en-US', messages: {} })

function Home() {
  const state = useSyncExternalStore(
    (f) => session.subscribe(f).unsubscribe,
    () => session.getSnapshot(),
  )
  return (
    <main>
      <h1>
        {i18n._('Welcome')} {state.context.user?.name}
      </h1>
      <p>
        {i18n._(
          'A paragraph of text as large as a screen’s first content: what the stack can paint at the earliest, with no data to wait for.',
        )}
      </p>
      <button type="button" onClick={() => session.send({ type: 'load' })}>
        {i18n._('Load')}
      </button>
    </main>
  )
}

const root = createRootRoute({
  component: () => (
    <>
      <nav>
        <Link to="/">{i18n._('Home')}</Link>
      </nav>
      <Outlet />
    </>
  ),
})
const router = createRouter({ routeTree: root.addChildren([createRoute({ getParentRoute: () => root, path: '/', component: Home })]) })

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>
  </StrictMode>,
)
