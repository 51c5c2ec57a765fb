import { describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { installUiKitRenderer } from '../../app/ui-kit'
import { ApiError } from '../../api/errors'
import { makeServices, renderApp, testUser } from '../../../tests/render'

installUiKitRenderer()

describe('my account', () => {
  it('shows nickname and the balance in the active locale', async () => {
    await renderApp('/user', { locale: 'vi', services: makeServices({}, 'token') })
    expect(await screen.findByText('Demo Trader')).toBeTruthy()
    // 1,000,000 cents in Vietnamese formatting: 10.000,00
    expect(screen.getByText('10.000,00')).toBeTruthy()
  })

  it('a failed user-info load keeps the session, explains, and retries on demand', async () => {
    let fail = true
    const getuserinfo = vi.fn(async () => {
      if (fail) throw new ApiError('timeout')
      return testUser
    })
    const { router } = await renderApp('/user', { services: makeServices({ getuserinfo }, 'token') })
    expect(await screen.findByTestId('user-info-error')).toBeTruthy()
    expect(router.state.location.pathname).toBe('/user')
    fail = false
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('Demo Trader')).toBeTruthy()
    await waitFor(() => expect(screen.queryByTestId('user-info-error')).toBeNull())
    expect(getuserinfo).toHaveBeenCalledTimes(2)
  })

  it('logout asks first; confirming ends the session and lands on /login', async () => {
    const { router, services } = await renderApp('/user', { services: makeServices({}, 'token') })
    fireEvent.click(await screen.findByTestId('logout'))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText('Log out of this account?')).toBeTruthy()
    expect(services.session.getSnapshot().matches('authenticated')).toBe(true)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log out' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(services.session.getSnapshot().matches('guest')).toBe(true)
  })
})
