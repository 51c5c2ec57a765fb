import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, waitFor } from '@testing-library/react'
import { renderDemoApp } from '../../../tests/demo-app'
import { getGamelog2 } from '../../api/game-orders'
import { Toast } from '../../ui/toast'

/** The code of a session's end cannot be fetched (offline before it was cached) while `unreachable` is set. */
const reach = vi.hoisted(() => ({ unreachable: true, asked: 0 }))
vi.mock('./session-end', async (importOriginal) => {
  reach.asked++
  if (reach.unreachable) throw new TypeError('Failed to fetch dynamically imported module: session-end.js')
  return importOriginal()
})

let cleanup = () => {}
afterEach(() => cleanup())

const LOGIN = { username: 'demo', password: 'demo123' }

describe('a session ends while its code cannot be fetched', () => {
  it('the end still leads to /login; the next end asks for the code again and is told as usual', async () => {
    const app = await renderDemoApp('/user', { login: LOGIN })
    cleanup = app.cleanup
    const show = vi.spyOn(Toast, 'show')
    act(() => app.services.session.send({ type: 'session.logout' }))
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'))
    expect(reach.asked).toBe(1)

    // Back online: log in again, then the server ends the session (body code 409).
    reach.unreachable = false
    act(() => app.services.session.send({ type: 'session.login', credentials: { quhao: '+84', ...LOGIN } }))
    await waitFor(() => expect(app.services.session.getSnapshot().matches('authenticated')).toBe(true))
    await act(() => app.router.navigate({ to: '/user' }))
    app.server.schema.findBy('user', { username: 'demo' })!.update({ token: 'ended' })
    await getGamelog2(app.services.api, { type: 'all' }).catch(() => undefined)
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'))
    expect(new URLSearchParams(app.router.state.location.searchStr).get('redirect')).toBe('/user')
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(expect.objectContaining({ content: 'Your login has expired, please log in again' })),
    )
    expect(reach.asked).toBe(2)
  })
})
