import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, waitFor } from '@testing-library/react'
import { envelope } from '../../../mocks/lib/envelope'
import { renderDemoApp } from '../../../tests/demo-app'
import { loadState } from '../../lib/storage'

let cleanup = () => {}
afterEach(() => {
  vi.restoreAllMocks()
  cleanup()
})

describe('errCode 1062 ("login invalid, log in again") on a read', () => {
  it.each([
    ['/my_income', '/api/Game/getfinanceflow'],
    ['/withdraw', '/api/Game/getBankcardlist'],
  ])('%s: the session ends as on body code 409: token cleared, /login with the way back', async (screenPath, call) => {
    const app = await renderDemoApp('/user', { login: { username: 'demo', password: 'demo123' } })
    cleanup = app.cleanup
    expect(loadState().token).not.toBeNull()
    app.server.post(call, () => envelope(0, { errCode: 1062 }, 'login invalid'))
    await act(() => app.router.navigate({ to: screenPath }))
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'))
    expect(new URLSearchParams(app.router.state.location.searchStr).get('redirect')).toBe(screenPath)
    expect(loadState().token).toBeNull()
  })
})
