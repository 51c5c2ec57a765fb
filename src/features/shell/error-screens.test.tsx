import { afterEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, render, screen } from '@testing-library/react'
import { RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter, lazyRouteComponent } from '@tanstack/react-router'
import { LocaleProviders } from '../../app/providers'
import { activateLocale } from '../../i18n/i18n'
import { renderApp } from '../../../tests/render'
import { ApiError } from '../../api/errors'
import { BootError } from '../../app/boot'
import { BootErrorScreen } from './boot-error-screen'
import { RouteError } from './route-error'
import { routerReloadKey } from '../../app/chunk-errors'
import { setOnline } from '../../../tests/network'

/** The error screen's drawing is decorative: one SVG, hidden from assistive technology. */
function expectDecorativeDrawing(status: string) {
  const block = document.querySelector(`.error-block[data-status="${status}"]`)
  expect(block).not.toBeNull()
  const svgs = block!.querySelectorAll('svg')
  expect(svgs).toHaveLength(1)
  expect(svgs[0]!.getAttribute('aria-hidden')).toBe('true')
}

async function renderRouteError(error: Error) {
  // The screen logs what it caught; the router warns about the failed match.
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  const rootRoute = createRootRoute({
    component: () => {
      throw error
    },
    errorComponent: RouteError,
  })
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) })
  await activateLocale('en-US')
  render(
    <LocaleProviders>
      <RouterProvider router={router} />
    </LocaleProviders>,
  )
  return screen.findByTestId('route-error')
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('error screens', () => {
  it('boot error: cannot reach the server, with a retry', async () => {
    await activateLocale('en-US')
    render(
      <LocaleProviders>
        <BootErrorScreen onRetry={async () => {}} />
      </LocaleProviders>,
    )
    expect(screen.getByText('Cannot reach the server')).toBeTruthy()
    expect(screen.getByText('Check your connection and try again.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
    expectDecorativeDrawing('disconnected')
  })

  it.each([
    ['the config answer', new ApiError('malformed', { path: '/api/Index/getconfig' })],
    ['the boot, caused by the config answer', new BootError('config', new ApiError('malformed', { path: '/api/Index/getconfig' }))],
  ])('boot error from %s the app could not read: not understood, not "cannot reach"', async (_, error) => {
    await activateLocale('en-US')
    render(
      <LocaleProviders>
        <BootErrorScreen onRetry={async () => {}} error={error} />
      </LocaleProviders>,
    )
    expect(screen.getByText('The server’s answer was not understood')).toBeTruthy()
    expect(screen.getByText('Please try again later.')).toBeTruthy()
    expect(screen.queryByText('Cannot reach the server')).toBeNull()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })

  it.each([
    ['a network failure', new BootError('config', new ApiError('network', { path: '/api/Index/getconfig' }))],
    ['a timeout', new BootError('config', new ApiError('timeout', { path: '/api/Index/getconfig' }))],
  ])('boot error from %s: cannot reach the server', async (_, error) => {
    await activateLocale('en-US')
    render(
      <LocaleProviders>
        <BootErrorScreen onRetry={async () => {}} error={error} />
      </LocaleProviders>,
    )
    expect(screen.getByText('Cannot reach the server')).toBeTruthy()
  })

  it('boot error in Vietnamese', async () => {
    await activateLocale('vi')
    render(
      <LocaleProviders>
        <BootErrorScreen onRetry={async () => {}} />
      </LocaleProviders>,
    )
    expect(screen.getByText('Không thể kết nối máy chủ')).toBeTruthy()
    expect(screen.getByText('Vui lòng kiểm tra kết nối và thử lại.')).toBeTruthy()
    await activateLocale('en-US')
  })

  it('a screen that throws: something went wrong, with a retry and a way home', async () => {
    await renderRouteError(new Error('boom'))
    expect(screen.getByText('Something went wrong')).toBeTruthy()
    expect(screen.getByText('Please try again.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Back to home' })).toBeTruthy()
    expectDecorativeDrawing('default')
  })

  it('a screen whose code could not load: says so', async () => {
    await renderRouteError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))
    expect(screen.getByText('This screen could not be loaded')).toBeTruthy()
    expect(screen.getByText('Check your connection and try again.')).toBeTruthy()
    expectDecorativeDrawing('disconnected')
  })

  /**
   * A screen whose code fails to load while `offline` is set, rendered with the router's error screens. Offline
   * the app marks the failure, so that the router does not reload into the browser's offline page
   * (src/app/chunk-errors.ts); `backOnline` removes the mark, so that files a deploy replaced still reload.
   */
  async function renderOfflineScreen(file: string) {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const failure = new TypeError(`Failed to fetch dynamically imported module: /assets/${file}`)
    let offline = true
    const code = vi.fn(async () => {
      if (offline) throw failure
      return { Screen: () => <p>the screen</p> }
    })
    const rootRoute = createRootRoute({ errorComponent: RouteError })
    const screenRoute = createRoute({
      getParentRoute: () => rootRoute,
      path: '/',
      component: lazyRouteComponent(code, 'Screen'),
      errorComponent: RouteError,
    })
    const router = createRouter({
      routeTree: rootRoute.addChildren([screenRoute]),
      history: createMemoryHistory({ initialEntries: ['/'] }),
    })
    const reloadKey = routerReloadKey(failure.message)
    sessionStorage.setItem(reloadKey, '1')
    await activateLocale('en-US')
    render(
      <LocaleProviders>
        <RouterProvider router={router} />
      </LocaleProviders>,
    )
    await screen.findByText('This screen could not be loaded')
    const backOnline = () => {
      offline = false
      sessionStorage.removeItem(reloadKey)
    }
    return { router, reloadKey, backOnline }
  }

  it('a screen whose code could not load offline, back online: Try again asks for its code before showing it again, so the page is not reloaded', async () => {
    const { router, reloadKey, backOnline } = await renderOfflineScreen('wallet-x.js')
    backOnline()
    // The screen shows again before the router has gone through its routes (in the app, while it reads the session).
    const invalidate = router.invalidate.bind(router)
    vi.spyOn(router, 'invalidate').mockImplementation(() => new Promise((done) => setTimeout(() => done(invalidate()), 50)))
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('the screen')).toBeTruthy()
    // the lazy screen never took its old failure for replaced files (it marks the page before reloading it)
    expect(sessionStorage.getItem(reloadKey)).toBeNull()
  })

  it('a screen whose code could not load offline: back online, it loads again by itself (no tap)', async () => {
    setOnline(false)
    const { backOnline } = await renderOfflineScreen('withdraw-x.js')
    backOnline()
    setOnline(true)
    expect(await screen.findByText('the screen')).toBeTruthy()
  })

  it('an unknown address: the page does not exist, with a link home', async () => {
    await renderApp('/no/such/page')
    expect(await screen.findByText('This page does not exist')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/')
    expectDecorativeDrawing('empty')
  })
})
