// A test leaves nothing running: what the helpers started is stopped by the shared teardown
// (tests/setup.ts), so no timer, request or render outlives the test's page.
import { describe, expect, it } from 'vitest'
import { act, screen } from '@testing-library/react'
import { closeOverlays } from '../../src/ui/overlay-roots'
import { Toast } from '../../src/ui/toast'
import { overlaysSettled } from '../../src/ui/load-overlays'
import { renderDemoApp } from '../demo-app'
import { runTeardowns } from '../teardown'

describe('shared teardown', () => {
  it('stops the session actor and the demo backend, and takes down the toasts and dialogs', async () => {
    const app = await renderDemoApp('/', { login: { username: 'demo', password: 'demo123' } })
    act(() => Toast.show({ content: 'Still here', duration: 60_000 }))
    await overlaysSettled()
    expect(await screen.findByText('Still here')).toBeTruthy()
    expect(app.services.session.getSnapshot().status).toBe('active')

    await runTeardowns()
    act(() => closeOverlays())

    expect(app.services.session.getSnapshot().status).toBe('stopped')
    expect(screen.queryByText('Still here')).toBeNull()
    // Mirage no longer answers: the request reaches the real network layer of jsdom and fails.
    await expect(fetch(`${location.origin}/api/Game/getuserinfo`, { method: 'POST' })).rejects.toThrow()
  })
})
