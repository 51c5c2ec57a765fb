import { afterEach, describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import type { AppConfig } from '../../api/config'
import type { User } from '../../api/types'
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
    expect((await screen.findByTestId('link-withdraw-password')).textContent).toContain('Not set')
  })
})

describe('settings (/my_set)', () => {
  it('language, version and logout', async () => {
    const { router } = await renderApp('/my_set', { services: makeServices({}, 'token') })
    expect(await screen.findByTestId('logout')).toBeTruthy()
    fireEvent.click(screen.getByTestId('link-version'))
    await waitFor(() => expect(router.state.location.pathname).toBe('/my_update'))
  })
})
