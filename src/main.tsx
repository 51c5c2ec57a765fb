import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from '@tanstack/react-router'
import 'antd-mobile/es/global'
import './styles.css'
import { boot } from './app/boot'
import { handleChunkErrors } from './app/chunk-errors'
import { whenSettled } from './app/when-settled'
import { preloadTransport } from './api/client'
import { BootErrorStandIn } from './app/boot-error-stand-in'
import { AppProvider, type AppServices } from './app/app-context'
import { LocaleProviders } from './app/providers'
import { createAppRouter, firstScreenFormats, preloadRouteCode, preloadRouteFilesFirst, rendersWholeFirst } from './router'
import { afterFirstPaint, readRouteTable, routeCodeMayLoad } from './app/first-load'
import { activateLocale, preloadLocale } from './i18n/i18n'
import { loadState } from './lib/storage'
import { closeDialogs } from './ui/overlay-roots'
import { hideBootCanvas } from './app/boot-canvas'
import './app/first-screen'

handleChunkErrors()

// First load: fetch what the first screen waits for alongside the entry instead of after boot — the
// stored language's catalogs and the current route's code. index.html preloads manifest.json. Same
// modules and chunks as the screens import; nothing runs before boot.
preloadLocale(loadState().language)
// One router for the page, made now so the current route's code downloads during boot; the session
// joins it at the first render (RouterProvider's context).
const router = createAppRouter()
preloadRouteFilesFirst(router, readRouteTable(document), import.meta.env.BASE_URL)
// An article's first load asks for it once the article is painted (src/app/first-load.ts, holdRouteCode).
void routeCodeMayLoad().then(() => preloadRouteCode(router, location.pathname))
// A question asked on one screen is not answered on another (the browser's Back with a dialog open).
router.history.subscribe(closeDialogs)

const root = createRoot(document.getElementById('root')!)
const demo = import.meta.env.VITE_DEMO === 'true'

async function start(): Promise<void> {
  try {
    let priceFeedSocket
    if (import.meta.env.VITE_DEMO === 'true') {
      // The only import of the demo backend: a separate chunk that production builds never contain.
      // Its code runs in a task after the entry's evaluation rather than in the same one, and after the
      // page's first paint, as its preload (src/app/first-load.ts): on a busy phone the entry may run
      // before that paint, and the backend's bytes must not delay it.
      await new Promise<void>((resume) => afterFirstPaint(resume))
      // eslint-disable-next-line import-x/no-restricted-paths -- dynamic, and only in demo builds
      const { startDemo, demoPriceFeedOptions } = await import('../mocks/browser')
      await startDemo()
      priceFeedSocket = demoPriceFeedOptions()
    }
    // The first screen's reads go out beside getconfig (src/app/first-load.ts): in a production build
    // the pre-entry script sent them already; in the demo build boot sends them once its backend runs.
    const warmFormats = firstScreenFormats(router, location.pathname, loadState().token !== null)
    const { freshConfig, ...services } = await boot({ demo, priceFeedSocket, firstReads: true, warmFormats })
    // Rendering loads the route's code: not before an article's first load allows it.
    await routeCodeMayLoad()
    const routerContext = { session: services.session }
    if (rendersWholeFirst(router, location.pathname)) {
      router.update({ ...router.options, context: { ...router.options.context, ...routerContext } })
      await router.load().catch(() => undefined) // an error shows as the route's, at the first render
    }
    const render = (value: AppServices) =>
      root.render(
        <StrictMode>
          <LocaleProviders>
            <AppProvider value={value}>
              <RouterProvider router={router} context={routerContext} />
            </AppProvider>
          </LocaleProviders>
        </StrictMode>,
      )
    // A transition: React renders the first screen in slices of a few ms, yielding to the browser
    // between them, instead of one long task (TBT); the canvas stays until the root layout commits.
    startTransition(() => render(services))
    // A return visit started with the stored config; the deployed one replaces it if it changed.
    void freshConfig.then((config) => config && startTransition(() => render({ ...services, config })))
  } catch (error) {
    console.error(error)
    await activateLocale(loadState().language).catch(() => undefined)
    // Its chunk may not load either (offline): then a plain stand-in with the same retry.
    const screen = await import('./features/shell/boot-error-screen').catch(() => null)
    root.render(
      <LocaleProviders>
        {screen ? <screen.BootErrorScreen onRetry={start} error={error} /> : <BootErrorStandIn onRetry={start} />}
      </LocaleProviders>,
    )
    hideBootCanvas()
  }
}

void start()
// A guest's first screen is served by the first load's early reads: the code that sends the app's own
// requests comes once the page has settled (or with a first touch, or a first request before either).
whenSettled(preloadTransport)
// Builds only: the dev server has no service worker. Without one (an insecure context), the web app
// manifest is still linked: its name and icons serve "Add to Home Screen".
if (import.meta.env.PROD)
  whenSettled(() => void import('./app/service-worker').then(({ registerAppWorker }) => registerAppWorker()).catch(() => undefined))
