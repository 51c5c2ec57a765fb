import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router'
import { findRoom, renderDemoApp } from '../../../tests/demo-app'
import { makeServices, renderApp } from '../../../tests/render'
import { getGamelog2 } from '../../api/game-orders'
import { ApiError } from '../../api/errors'
import type { User } from '../../api/session'
import { AppProvider } from '../../app/app-context'
import { LocaleProviders } from '../../app/providers'
import { createAppRouter } from '../../router'
import { STORAGE_KEY, loadState } from '../../lib/storage'
import { Toast } from '../../ui/toast'

let cleanup = () => {}
afterEach(() => {
  vi.restoreAllMocks()
  cleanup()
})

const LOGIN = { username: 'demo', password: 'demo123' }
/** 10:00:05 UTC: round 201 of game type 1 has 2:55 to go. */
const OPEN = Date.UTC(2026, 0, 15, 10, 0, 5)

const mark = () => (history.state as { sheet?: string } | null)?.sheet

/** The demo user's session ends on the server: the next call answers body code 409. */
async function endSessionOnServer(server: Awaited<ReturnType<typeof renderDemoApp>>['server']) {
  server.schema.findBy('user', { username: 'demo' })!.update({ token: 'ended' })
  // The network back: the shell re-reads the user (any call would do).
  act(() => void window.dispatchEvent(new Event('online')))
}

describe('a forced logout (body code 409) in the browser’s history', () => {
  it.each([
    ['with the rules sheet open', true],
    ['without a sheet', false],
  ])('%s: /login takes the room’s entry, Back from it goes where the room was opened from', async (_, withSheet) => {
    const app = await renderDemoApp('/help/list', { login: LOGIN, now: () => OPEN, browserHistory: true })
    cleanup = app.cleanup
    await act(() => app.router.navigate({ to: '/activity/$id', params: { id: '1' } }))
    await findRoom()
    if (withSheet) {
      fireEvent.click(screen.getByTestId('rules-open'))
      await screen.findByTestId('rules-sheet')
      expect(mark()).toMatch(/\S/)
    }

    await endSessionOnServer(app.server)
    await waitFor(() => expect(location.pathname).toBe('/login'))
    expect(new URLSearchParams(location.search).get('redirect')).toBe('/activity/1')
    expect(mark()).toBeUndefined()

    act(() => history.back())
    await waitFor(() => expect(location.pathname).toBe('/help/list'))
    expect(app.router.state.location.pathname).toBe('/help/list')
  })
})

describe('a forced logout (body code 409)', () => {
  it('says so once on /login, with the catalogue’s 1062 text, however many calls were refused', async () => {
    const app = await renderDemoApp('/user', { login: LOGIN, now: () => OPEN })
    cleanup = app.cleanup
    const show = vi.spyOn(Toast, 'show')
    app.server.schema.findBy('user', { username: 'demo' })!.update({ token: 'ended' })
    const refused = await Promise.allSettled([1, 2, 3].map(() => getGamelog2(app.services.api, { type: 'all' })))
    expect(refused.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected'])
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'))
    await waitFor(() => expect(show).toHaveBeenCalled())
    // Later calls of the screen left behind are refused too, and say nothing more.
    await Promise.allSettled([getGamelog2(app.services.api, { type: 'all' })])
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
    expect(show.mock.calls.map(([props]) => props.content)).toEqual(['Your login has expired, please log in again'])
    expect((await screen.findByTestId('toast')).textContent).toBe('Your login has expired, please log in again')
  })

  it('a chosen logout says nothing of an expiry', async () => {
    const app = await renderDemoApp('/user', { login: LOGIN, now: () => OPEN })
    cleanup = app.cleanup
    const show = vi.spyOn(Toast, 'show')
    act(() => app.services.session.send({ type: 'session.logout' }))
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'))
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
    expect(show).not.toHaveBeenCalled()
  })
})

const EXPIRED = 'Your login has expired, please log in again'
/** A token kept from an earlier visit, which the server no longer knows: getuserinfo answers body code 409. */
const storeDeadToken = () => localStorage.setItem(STORAGE_KEY, JSON.stringify({ v: 1, state: { token: 'ended', isLogin: true } }))
/** Lets the dynamic imports of a session's end (sheet history, error texts, toast) land. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)))

describe('a stored token the server refuses at start (body code 409)', () => {
  it.each([
    ['a public screen', '/help/26'],
    ['home', '/'],
    ['an auth screen', '/user'],
  ])('on %s: /login with the way back, the 1062 text once, the token gone', async (_, path) => {
    storeDeadToken()
    const show = vi.spyOn(Toast, 'show')
    const app = await renderDemoApp(path)
    cleanup = app.cleanup
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'))
    expect(app.router.state.location.search).toEqual({ redirect: path })
    await waitFor(() => expect(show).toHaveBeenCalled())
    await settle()
    expect(show.mock.calls.map(([props]) => props.content)).toEqual([EXPIRED])
    expect(loadState()).toMatchObject({ token: null, isLogin: false })
  })

  it('logging in again returns to the page the app opened on', async () => {
    storeDeadToken()
    const app = await renderDemoApp('/help/26')
    cleanup = app.cleanup
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'))
    fireEvent.change(document.querySelector('input[name="username"]')!, { target: { value: 'demo' } })
    fireEvent.change(document.querySelector('input[name="password"]')!, { target: { value: 'demo123' } })
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }))
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/help/26'))
  })

  it('refused after the app first rendered (a slow answer): the same', async () => {
    let refuse!: () => void
    const getuserinfo = () => new Promise<User>((_, reject) => (refuse = () => reject(new ApiError('session'))))
    const show = vi.spyOn(Toast, 'show')
    const { router } = await renderApp('/ServicePage', { services: makeServices({ getuserinfo }, 'ended') })
    expect(router.state.location.pathname).toBe('/ServicePage')
    act(() => refuse())
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(router.state.location.search).toEqual({ redirect: '/ServicePage' })
    await waitFor(() => expect(show).toHaveBeenCalled())
    await settle()
    expect(show.mock.calls.map(([props]) => props.content)).toEqual([EXPIRED])
  })

  it('opened on /login: stays there with its own way back, and says why', async () => {
    storeDeadToken()
    const show = vi.spyOn(Toast, 'show')
    const app = await renderDemoApp('/login?redirect=%2Fbetlist')
    cleanup = app.cleanup
    await waitFor(() => expect(show).toHaveBeenCalled())
    await settle()
    expect(app.router.state.location.pathname).toBe('/login')
    expect(app.router.state.location.search).toEqual({ redirect: '/betlist' })
    expect(show.mock.calls.map(([props]) => props.content)).toEqual([EXPIRED])
  })

  it('told once: the shell mounting again over the same session says nothing more', async () => {
    const services = makeServices({ getuserinfo: () => Promise.reject(new ApiError('session')) }, 'ended')
    const show = vi.spyOn(Toast, 'show')
    const first = await renderApp('/ServicePage', { services })
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/login'))
    await waitFor(() => expect(show).toHaveBeenCalledTimes(1))
    first.unmount()

    const router = createAppRouter(services, { history: createMemoryHistory({ initialEntries: ['/ServicePage'] }) })
    render(
      <LocaleProviders>
        <AppProvider value={services}>
          <RouterProvider router={router} />
        </AppProvider>
      </LocaleProviders>,
    )
    await act(() => router.load())
    await settle()
    expect(router.state.location.pathname).toBe('/ServicePage')
    expect(show).toHaveBeenCalledTimes(1)
  })

  it.each(['timeout', 'network'] as const)(
    'a %s at start is not a refusal: the session and the screen stay, nothing is said',
    async (kind) => {
      const show = vi.spyOn(Toast, 'show')
      const { router, services } = await renderApp('/ServicePage', {
        services: makeServices({ getuserinfo: () => Promise.reject(new ApiError(kind)) }, 'kept'),
      })
      await waitFor(() => expect(services.session.getSnapshot().matches('authenticated')).toBe(true))
      await settle()
      expect(router.state.location.pathname).toBe('/ServicePage')
      expect(services.session.getSnapshot().context.token).toBe('kept')
      expect(show).not.toHaveBeenCalled()
    },
  )
})
