import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { ApiError } from '../../api/errors'
import type { User } from '../../api/session'
import type { Cents } from '../../lib/money'
import { makeServices, renderApp, testUser } from '../../../tests/render'
import { renderDemoApp } from '../../../tests/demo-app'
import { refreshUser } from './refresh-user'

let cleanup = () => {}
afterEach(() => {
  cleanup()
  cleanup = () => {}
})

const userWith = (patch: Partial<User>) => ({ ...testUser, ...patch }) as User

describe('my account', () => {
  it('shows nickname and the balance in the active locale', async () => {
    await renderApp('/user', { locale: 'vi', services: makeServices({}, 'token') })
    expect(await screen.findByText('Demo Trader')).toBeTruthy()
    // 1,000,000 cents in Vietnamese formatting: 10.000,00
    expect(screen.getByText('10.000,00')).toBeTruthy()
  })

  it.each([
    [1, 'Bronze'],
    [2, 'Silver'],
    [3, 'Gold'],
    [4, 'Platinum'],
    [5, 'Diamond'],
    [6, 'Master'],
    [7, 'King'],
    [8, 'Supreme'],
  ])('level %i: its own icon and the name %s', async (level, name) => {
    await renderApp('/user', { services: makeServices({ getuserinfo: async () => userWith({ level }) }, 'token') })
    expect((await screen.findByTestId('user-level')).textContent).toBe(`VIP${level} · ${name}`)
    const icon = screen.getByRole('img', { name: `VIP ${level} · ${name}` })
    expect(icon.getAttribute('data-level')).toBe(String(level))
  })

  it('level names follow the language', async () => {
    await renderApp('/user', { locale: 'zh-CN', services: makeServices({ getuserinfo: async () => userWith({ level: 8 }) }, 'token') })
    expect((await screen.findByTestId('user-level')).textContent).not.toContain('Supreme')
  })

  it('withdrawable is the total-win value, or "—" when the server sends none', async () => {
    const { unmount } = await renderApp('/user', {
      services: makeServices({ getuserinfo: async () => userWith({ totalwin: 123_456 as Cents }) }, 'token'),
    })
    expect(within(await screen.findByTestId('user-withdrawable')).getByText('1,234.56')).toBeTruthy()
    unmount()
    await renderApp('/user', { services: makeServices({}, 'token') })
    await screen.findByText('Demo Trader')
    expect(screen.getByTestId('user-withdrawable').textContent).toBe('Withdrawable—')
  })

  it('menu entries are named by their text; their icons are decorative', async () => {
    await renderApp('/user', { services: makeServices({}, 'token') })
    await screen.findByText('Demo Trader')
    for (const name of ['Income', 'Bet records', 'Mining', 'Messages', 'Articles', 'Passwords', 'Language', 'Settings']) {
      const item = screen.getByText(name).closest('.adm-list-item')!
      const svgs = [...item.querySelectorAll('.adm-list-item-content-prefix svg')]
      expect(svgs, name).toHaveLength(1)
      expect(svgs[0]!.getAttribute('aria-hidden'), name).toBe('true')
    }
  })

  it('menu entries are links with their address, which a keyboard reaches', async () => {
    await renderApp('/user', { services: makeServices({}, 'token') })
    await screen.findByText('Demo Trader')
    const entries: Array<[string, string]> = [
      ['Income', '/my_income'],
      ['Bet records', '/betlist'],
      ['Mining', '/finance'],
      ['Messages', '/message'],
      ['Articles', '/help/list'],
      ['Passwords', '/my_password'],
      ['Language', '/languageSet'],
      ['Settings', '/my_set'],
    ]
    for (const [name, path] of entries) {
      const link = screen.getByRole('link', { name })
      expect(link.getAttribute('href'), name).toBe(path)
      link.focus()
      expect(document.activeElement, name).toBe(link)
    }
  })

  it('recharge, withdraw and the menu lead to their screens', async () => {
    const targets: Array<[() => HTMLElement, string]> = [
      [() => screen.getByTestId('recharge'), '/recharge/user'],
      [() => screen.getByTestId('withdraw'), '/withdraw'],
      [() => screen.getByText('Income'), '/my_income'],
      [() => screen.getByText('Bet records'), '/betlist'],
      [() => screen.getByText('Mining'), '/finance'],
      [() => screen.getByText('Messages'), '/message'],
      [() => screen.getByText('Articles'), '/help/list'],
      [() => screen.getByText('Passwords'), '/my_password'],
      [() => screen.getByText('Language'), '/languageSet'],
      [() => screen.getByText('Settings'), '/my_set'],
    ]
    for (const [target, path] of targets) {
      const { router, unmount } = await renderApp('/user', { services: makeServices({}, 'token') })
      await screen.findByText('Demo Trader')
      fireEvent.click(target())
      await waitFor(() => expect(router.state.location.pathname).toBe(path))
      unmount()
    }
  })

  it('pull to refresh: refreshUser reloads user info through the session and the screen shows the new balance', async () => {
    let money = 1_000_000
    const getuserinfo = vi.fn(async () => userWith({ money: money as Cents }))
    const { services } = await renderApp('/user', { services: makeServices({ getuserinfo }, 'token') })
    await screen.findByText('10,000.00')
    expect(screen.getByTestId('pull-refresh')).toBeTruthy()
    money = 1_250_000
    const send = vi.spyOn(services.session, 'send')
    expect(await act(() => refreshUser(services.session))).toBeNull()
    expect(send).toHaveBeenCalledWith({ type: 'session.refresh' })
    expect(await screen.findByText('12,500.00')).toBeTruthy()
    expect(getuserinfo).toHaveBeenCalledTimes(2)
  })

  it('a failed refresh resolves with the failure and keeps the account on screen', async () => {
    let fail = false
    const getuserinfo = vi.fn(async () => {
      if (fail) throw new ApiError('timeout')
      return testUser
    })
    const { services } = await renderApp('/user', { services: makeServices({ getuserinfo }, 'token') })
    await screen.findByText('Demo Trader')
    fail = true
    expect(await act(() => refreshUser(services.session))).toMatchObject({ kind: 'timeout' })
    expect(screen.getByText('Demo Trader')).toBeTruthy()
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
    const dialog = await screen.findByRole('alertdialog', { name: 'Log out of this account?' })
    expect(within(dialog).getByText('Log out of this account?')).toBeTruthy()
    expect(services.session.getSnapshot().matches('authenticated')).toBe(true)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log out' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(services.session.getSnapshot().matches('guest')).toBe(true)
  })

  it('against the demo backend: the demo user is Gold with 10,000.00 and 2,000.00 withdrawable', async () => {
    const app = await renderDemoApp('/user', { login: { username: 'demo', password: 'demo123' } })
    cleanup = app.cleanup
    expect((await screen.findByTestId('user-level')).textContent).toBe('VIP3 · Gold')
    expect(screen.getByText('10,000.00')).toBeTruthy()
    expect(within(screen.getByTestId('user-withdrawable')).getByText('2,000.00')).toBeTruthy()
  })
})
