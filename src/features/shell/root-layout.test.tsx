import { afterEach, describe, expect, it } from 'vitest'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { findRoom, renderDemoApp } from '../../../tests/demo-app'

let cleanup = () => {}
afterEach(() => cleanup())

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
