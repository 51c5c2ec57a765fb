import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { i18n } from '@lingui/core'
import { waitFor as waitForActor } from 'xstate'
import { ApiError } from '../../api/errors'
import { codeMessage } from '../../i18n/error-message'
import { settleScreenTaps } from '../../ui/settle-screen'
import { describedBy, setOnline } from '../../../tests/network'
import { holdNextNavigation, renderDemoApp } from '../../../tests/demo-app'
import { envelope, sessionOver } from '../../../mocks/lib/envelope'
import { makeServices, renderApp } from '../../../tests/render'

// The real one, watched: which navigations take no taps for a moment (its timing: settle-screen.test.ts).
vi.mock('../../ui/settle-screen', async (original) => {
  const real = await original<typeof import('../../ui/settle-screen')>()
  return { ...real, settleScreenTaps: vi.fn(real.settleScreenTaps) }
})

let cleanup = () => {}
afterEach(() => {
  cleanup()
  cleanup = () => {}
  vi.mocked(settleScreenTaps).mockClear()
  document.body.removeAttribute('data-settling')
})

const submit = () => document.querySelector<HTMLButtonElement>('form button[type="submit"]')!
const fill = (name: string, value: string) => fireEvent.change(document.querySelector(`input[name="${name}"]`)!, { target: { value } })

describe('login screen', () => {
  it('shows both validation messages and sends nothing when the form is empty', async () => {
    const login = vi.fn()
    await renderApp('/login', { services: makeServices({ login }) })
    fireEvent.click(await screen.findByRole('button', { name: 'Log in' }))
    expect(await screen.findByText('Please enter your account')).toBeTruthy()
    expect(screen.getAllByRole('alert')).toHaveLength(2)
    expect(login).not.toHaveBeenCalled()
    // the fields themselves say they are invalid, and focus goes to the first
    const username = document.querySelector<HTMLInputElement>('input[name="username"]')!
    expect(username.getAttribute('aria-invalid')).toBe('true')
    expect(document.querySelector('input[name="password"]')!.getAttribute('aria-invalid')).toBe('true')
    await waitFor(() => expect(document.activeElement).toBe(username))
    // a field edited no longer shows its problem; the other keeps its own until the next submit
    fill('username', 'd')
    expect(screen.queryByText('Please enter your account')).toBeNull()
    expect(username.getAttribute('aria-invalid')).not.toBe('true')
    expect(screen.getAllByRole('alert')).toHaveLength(1)
  })

  it('trims the username and rejects a password shorter than 6', async () => {
    const login = vi.fn(async () => ({ token: 't' }))
    await renderApp('/login', { services: makeServices({ login }) })
    fill('username', '  demo  ')
    fill('password', '12345')
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }))
    expect(await screen.findAllByRole('alert')).toHaveLength(1)
    expect(login).not.toHaveBeenCalled()
    await waitFor(() => expect(document.activeElement).toBe(document.querySelector('input[name="password"]')))
    expect(document.querySelector('input[name="username"]')!.hasAttribute('aria-invalid')).toBe(false)
    fill('password', '123456')
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }))
    await waitFor(() => expect(login).toHaveBeenCalledWith({ quhao: '+84', username: 'demo', password: '123456' }))
  })

  it('goes to /user after success, or back to the page the guest was bounced from', async () => {
    const { router } = await renderApp('/betlist')
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(router.state.location.search).toEqual({ redirect: '/betlist' })
    fill('username', 'demo')
    fill('password', 'demo123')
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/betlist'))
  })

  it('disables the button while the request is in flight (no double submit)', async () => {
    let release!: (v: { token: string }) => void
    const login = vi.fn(() => new Promise<{ token: string }>((r) => (release = r)))
    const { router } = await renderApp('/login', { services: makeServices({ login }) })
    fill('username', 'demo')
    fill('password', 'demo123')
    const button = screen.getByRole('button', { name: /Log in/ })
    fireEvent.click(button)
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(true))
    fireEvent.click(button)
    expect(login).toHaveBeenCalledTimes(1)
    await act(async () => release({ token: 'x' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/user'))
  })

  it('keeps the user on the page and toasts the localized catalogue message when login is rejected', async () => {
    const login = vi.fn(async () => {
      throw new ApiError('code', { errCode: 1003 })
    })
    const { router, services } = await renderApp('/login', { locale: 'zh-CN', services: makeServices({ login }) })
    fill('username', 'demo')
    fill('password', 'wrong12')
    fireEvent.click(screen.getByRole('button', { name: '登录' }))
    await waitFor(() => expect(services.session.getSnapshot().matches('guest')).toBe(true))
    const expected = codeMessage(i18n, 1003)
    expect(expected).not.toBe(codeMessage(i18n, 1002))
    expect(await screen.findByText(expected)).toBeTruthy()
    expect(router.state.location.pathname).toBe('/login')
    // focus goes back into the form, to the password (the button disabled in flight had left it on the body)
    await waitFor(() => expect(document.activeElement).toBe(document.querySelector('input[name="password"]')))
  })
})

describe('login screen, a token refused at once', () => {
  it.each([
    [403, () => envelope(403, null, 'forbidden')],
    [409, sessionOver],
  ])(
    'the user-info read after the login answers body code %i (the real client, which reports it first): a failed login, not an expired one; the form stays',
    async (_code, answer) => {
      const app = await renderDemoApp('/login')
      cleanup = app.cleanup
      const { router, server, services } = app
      server.post('/api/Game/getuserinfo', answer)
      await waitFor(() => expect(document.querySelector('input[name="username"]')).not.toBeNull())
      fill('username', 'demo')
      fill('password', 'demo123')
      fireEvent.click(screen.getByRole('button', { name: 'Log in' }))
      expect(await screen.findByText('The server did not accept this login. Please try again.')).toBeTruthy()
      expect(services.session.getSnapshot().matches('guest')).toBe(true)
      expect(services.session.getSnapshot().context.endedBy).toBeNull()
      expect(screen.queryByText(/log in again|expired/i)).toBeNull()
      expect(router.state.location.pathname).toBe('/login')
      expect(router.state.location.search).toEqual({})
    },
  )
})

describe('login screen, logged in', () => {
  it('a logged-in user is told so, with the way to the account, not the form', async () => {
    const { router } = await renderApp('/login', { services: makeServices({}, 'T') })
    const panel = await screen.findByTestId('already-logged-in')
    expect(panel.textContent).toContain('You are already logged in.')
    expect(document.querySelector('form')).toBeNull()
    expect(screen.getByRole('heading', { name: 'Log in' })).toBeTruthy()
    fireEvent.click(within(panel).getByRole('link', { name: 'Go to my account' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/user'))
  })

  it('while a stored session is read the form waits, busy; then it says the user is logged in', async () => {
    let answer!: () => void
    const getuserinfo = () => new Promise<never>((resolve) => (answer = () => resolve(undefined as never)))
    await renderApp('/login', { services: makeServices({ getuserinfo }, 'T') })
    expect(submit().disabled).toBe(true)
    act(() => answer())
    expect(await screen.findByTestId('already-logged-in')).toBeTruthy()
  })

  it('after registering, Back onto /login says the user is logged in; its link goes on to the account', async () => {
    const app = await renderDemoApp('/login')
    cleanup = app.cleanup
    const { router } = app
    fireEvent.click(await screen.findByRole('link', { name: 'Register' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/register'))
    await waitFor(() => expect(document.querySelector('input[name="phone"]')).not.toBeNull())
    fill('username', 'alice01')
    fill('phone', '912345678')
    fireEvent.click(screen.getByTestId('captcha-send'))
    const code = /(\d{6})/.exec((await screen.findByTestId('demo-captcha')).textContent ?? '')![1]!
    fill('captcha', code)
    fill('password', 'abc123')
    fill('spassword', 'abc123')
    fill('payPwd', '123456')
    fireEvent.click(screen.getByRole('button', { name: 'Use it' }))
    fireEvent.click(within(screen.getByTestId('agreement')).getByRole('checkbox'))
    fireEvent.click(screen.getByRole('button', { name: /^Register$/ }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/user'))

    act(() => router.history.back())
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    const panel = await screen.findByTestId('already-logged-in')
    expect(document.querySelector('input[name="username"]')).toBeNull()
    fireEvent.click(within(panel).getByRole('link', { name: 'Go to my account' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/user'))
  })

  it('logged in by its own form, the form stays, locked, until the next screen replaces it (no "already logged in" between)', async () => {
    const { router, services } = await renderApp('/login')
    fill('username', 'demo')
    fill('password', 'demo123')
    const held = holdNextNavigation(router)
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }))
    await waitForActor(services.session, (s) => s.matches('authenticated'))
    await waitFor(() => expect(held.started()).toBe(true))
    expect(screen.queryByTestId('already-logged-in')).toBeNull()
    expect(submit().disabled).toBe(true)
    act(() => held.release())
    await waitFor(() => expect(router.state.location.pathname).toBe('/user'))
  })
})

describe('login screen: a double tap on Log in', () => {
  it('the navigation its login makes takes no taps for a moment (the second tap would land on the next screen)', async () => {
    const { router } = await renderApp('/login')
    fill('username', 'demo')
    fill('password', 'demo123')
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }))
    await waitFor(() => expect(settleScreenTaps).toHaveBeenCalledTimes(1))
    expect(document.body.hasAttribute('data-settling')).toBe(true)
    await waitFor(() => expect(router.state.location.pathname).toBe('/user'))
    // the promise of the navigation to /user: the taps come back 400 ms after it has shown
    await expect(vi.mocked(settleScreenTaps).mock.calls[0]![0]).resolves.toBeUndefined()
  })

  it('a refused login takes no taps away: the user corrects the form', async () => {
    const login = vi.fn(async () => {
      throw new ApiError('code', { errCode: 1003 })
    })
    const { services } = await renderApp('/login', { services: makeServices({ login }) })
    fill('username', 'demo')
    fill('password', 'wrong12')
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }))
    await waitFor(() => expect(login).toHaveBeenCalled())
    await waitForActor(services.session, (s) => s.matches('guest'))
    expect(settleScreenTaps).not.toHaveBeenCalled()
    expect(document.body.hasAttribute('data-settling')).toBe(false)
  })
})

describe('login screen offline', () => {
  it('offline: Log in is disabled and says why (to screen readers too), Enter sends nothing; back online it logs in', async () => {
    const login = vi.fn(async () => ({ token: 't' }))
    const { router } = await renderApp('/login', { services: makeServices({ login }) })
    fill('username', 'demo')
    fill('password', 'demo123')
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Log in' })
    expect(button.disabled).toBe(false)

    act(() => setOnline(false))
    expect(button.disabled).toBe(true)
    expect(describedBy(button)).toBe('Offline — needs a connection')
    expect(screen.getByTestId('offline-reason').textContent).toBe('Offline — needs a connection')
    fireEvent.submit(button.closest('form')!)
    expect(login).not.toHaveBeenCalled()

    act(() => setOnline(true))
    expect(button.disabled).toBe(false)
    expect(screen.queryByTestId('offline-reason')).toBeNull()
    fireEvent.click(button)
    await waitFor(() => expect(router.state.location.pathname).toBe('/user'))
    expect(login).toHaveBeenCalledTimes(1)
  })

  it('offline in another language: the reason is translated', async () => {
    setOnline(false)
    await renderApp('/login', { locale: 'vi' })
    expect((await screen.findByTestId('offline-reason')).textContent).toBe('Ngoại tuyến — cần kết nối mạng')
  })
})
