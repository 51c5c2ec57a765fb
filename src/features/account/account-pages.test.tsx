import { afterEach, describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { AppConfig } from '../../api/config'
import type { User } from '../../api/session'
import { makeServices, renderApp, testUser } from '../../../tests/render'
import { renderDemoApp } from '../../../tests/demo-app'

let cleanup = () => {}
afterEach(() => {
  cleanup()
  cleanup = () => {}
})

describe('version page (/my_update)', () => {
  it('shows the Android and iOS labels of the app config', async () => {
    const app = await renderDemoApp('/my_update')
    cleanup = app.cleanup
    expect((await screen.findByTestId('android-version')).textContent).toBe('v1.0.0 (demo)')
    expect(screen.getByTestId('ios-version').textContent).toBe('v1.0.0 (demo)')
  })

  it('shows "—" when the config has none', async () => {
    const services = makeServices()
    services.config = { currency: 'USD' } as AppConfig
    await renderApp('/my_update', { services })
    expect((await screen.findByTestId('android-version')).textContent).toBe('—')
    expect(screen.getByTestId('ios-version').textContent).toBe('—')
  })
})

describe('security center (/my_password)', () => {
  it.each([
    ['link-login-password', '/userloginpassword'],
    ['link-withdraw-password', '/usercipherpassword'],
    ['link-banklist', '/banklist'],
  ])('%s leads to %s', async (testId, path) => {
    const { router } = await renderApp('/my_password', { services: makeServices({}, 'token') })
    fireEvent.click(await screen.findByTestId(testId))
    await waitFor(() => expect(router.state.location.pathname).toBe(path))
  })

  it('says when no withdraw password is set (noPassword2 = 1)', async () => {
    const getuserinfo = async () => ({ ...testUser, noPassword2: 1 }) as User
    await renderApp('/my_password', { services: makeServices({ getuserinfo }, 'token') })
    const link = await screen.findByRole('link', { name: 'Withdrawal password' })
    expect(document.getElementById(link.getAttribute('aria-describedby')!)?.textContent).toBe('Not set')
  })
})

describe('settings (/my_set)', () => {
  it('language leads to /languageSet and version to /my_update', async () => {
    for (const [item, path] of [
      ['Language', '/languageSet'],
      ['Version', '/my_update'],
    ] as const) {
      const { router, unmount } = await renderApp('/my_set', { services: makeServices({}, 'token') })
      fireEvent.click(await screen.findByText(item))
      await waitFor(() => expect(router.state.location.pathname).toBe(path))
      unmount()
    }
  })

  it('logout asks first; cancelling keeps the session, confirming clears it and lands on /login', async () => {
    const { router, services } = await renderApp('/my_set', { services: makeServices({}, 'token') })
    fireEvent.click(await screen.findByTestId('logout'))
    let dialog = await screen.findByRole('alertdialog', { name: 'Log out of this account?' })
    expect(within(dialog).getByText('Log out of this account?')).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(router.state.location.pathname).toBe('/my_set')
    expect(services.session.getSnapshot().context.token).toBe('token')

    fireEvent.click(screen.getByTestId('logout'))
    dialog = await screen.findByRole('alertdialog', { name: 'Log out of this account?' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log out' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(services.session.getSnapshot().matches('guest')).toBe(true)
    expect(services.session.getSnapshot().context.token).toBeNull()
    expect(router.state.location.search).toEqual({})
  })
})
