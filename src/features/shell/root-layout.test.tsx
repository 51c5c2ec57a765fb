import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { findRoom, renderDemoApp } from '../../../tests/demo-app'
import { getGamelog2 } from '../../api/game-orders'
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
