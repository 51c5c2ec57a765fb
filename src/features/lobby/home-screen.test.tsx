import { afterEach, describe, expect, it } from 'vitest'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { renderDemoApp } from '../../../tests/demo-app'
import { notFound } from '../../../mocks/lib/envelope'
import { MockResponse as Response } from '../../../mocks/lib/mock-response'
import { login } from '../../api/session'
import { inViewerZone } from '../../../tests/viewer-zone'
import { keep, recall } from '../../lib/last-known'

let cleanup = () => {}
afterEach(() => cleanup())

const T0 = Date.UTC(2026, 0, 15, 10, 0, 5)
const DEMO = { username: 'demo', password: 'demo123' }

async function open(path: string, opts: Parameters<typeof renderDemoApp>[1] = {}) {
  const app = await renderDemoApp(path, { now: () => T0, ...opts })
  cleanup = app.cleanup
  return app
}

describe('home against the demo backend', () => {
  it('guest: banners in the active language, invitation, 16 tiles, winners list', async () => {
    await open('/', { locale: 'zh-TW' })
    const banners = await screen.findAllByTestId('banner')
    expect(banners.length).toBeGreaterThanOrEqual(4)
    expect(decodeURIComponent(banners[0]!.getAttribute('src')!)).toContain('data-lang="zh-TW"')
    expect(screen.getByTestId('welcome').querySelector('a[href="/login"]')).toBeTruthy()
    expect(within(screen.getByTestId('game-tiles')).getAllByRole('button')).toHaveLength(16)
    const ids = screen.getAllByRole('button').flatMap((b) => b.dataset.room ?? [])
    expect(new Set(ids)).toEqual(new Set(['1', '4', '15', '16']))
    expect((await screen.findAllByTestId('win-row')).length).toBeGreaterThan(3)
  })

  it('the carousel comes with the banner data (no stand-in), in the active language, its first image fetched first', async () => {
    await open('/', { locale: 'vi' })
    await waitFor(() => expect(screen.queryByTestId('banners-loading')).toBeNull())
    // same render as the data: the carousel's code is part of the screen, no lazy chunk to wait for
    const carousel = screen.getByTestId('banners')
    expect(carousel.getAttribute('aria-label')).toBe('Biểu ngữ')
    const first = within(carousel).getAllByTestId('banner')[0]!
    expect(first.getAttribute('alt')).toBe('Biểu ngữ 1')
    expect(decodeURIComponent(first.getAttribute('src')!)).toContain('data-lang="vi"')
    expect(first.getAttribute('fetchpriority')).toBe('high')
    expect(first.closest('a')?.getAttribute('href')).toBe('/activity/1')
  })

  it('logged in: nickname and balance; a tile opens its room, racing opens /bjsc', async () => {
    const { router } = await open('/', { login: DEMO })
    expect((await screen.findByTestId('welcome')).textContent).toContain('Demo Trader')
    expect(screen.getByTestId('home-balance').textContent).toContain('10,000.00')
    fireEvent.click(screen.getByTestId('tile-3'))
    await waitFor(() => expect(router.state.location.pathname).toBe('/bjsc/4'))
    await router.navigate({ to: '/' })
    fireEvent.click(await screen.findByTestId('tile-0'))
    await waitFor(() => expect(router.state.location.pathname).toBe('/activity/1'))
  })

  it('with a token whose user data cannot load: never the guest welcome; it says so and retries', async () => {
    const { server, services } = await open('/')
    await screen.findByTestId('welcome')
    const { token } = await login(services.api, { quhao: '+84', ...DEMO })
    server.timing = 100
    server.post('/api/Game/getuserinfo', () => new Response(500, {}, {}))
    act(() => services.session.send({ type: 'session.token', token }))
    expect((await screen.findByTestId('welcome-loading')).textContent).toBe('Loading your account…')
    const failed = await screen.findByTestId('welcome-account-error')
    expect(failed.textContent).toBe('Your account details could not be loaded. Try again')
    expect(screen.getByTestId('welcome').querySelector('a[href="/login"]')).toBeNull()
    server.post('/api/Game/getuserinfo', (schema) => {
      const user = schema.findBy('user', { username: 'demo' })!
      return { code: 1, data: { ...user.attrs, money: '10000.00', level: 3, noPassword2: 0 }, info: '' }
    })
    fireEvent.click(within(failed).getByRole('button', { name: 'Try again' }))
    expect((await screen.findByTestId('home-balance')).textContent).toContain('10,000.00')
  })

  it('balance below the room minjoin → toast 2004 with the amount, no navigation', async () => {
    const { router } = await open('/', { login: { username: 'newbie', password: 'newbie123' } })
    await screen.findByTestId('home-balance')
    // tile 2 is game 15 (minjoin 100.00); newbie has 50.00
    await waitFor(() => expect(screen.getByTestId('game-tiles').getAttribute('aria-busy')).toBe('false'))
    fireEvent.click(screen.getByTestId('tile-2'))
    expect(await screen.findByText('Your balance cannot be less than 100.00 USD')).toBeTruthy()
    expect(router.state.location.pathname).toBe('/')
  })

  it('guest tile → login → back in the room', async () => {
    const { router } = await open('/')
    fireEvent.click(await screen.findByTestId('tile-0'))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(router.state.location.search).toEqual({ redirect: '/activity/1' })
  })

  it('go_vip: guest → login (back to the VIP rooms after); logged in → /room_list/1', async () => {
    const guest = await open('/')
    fireEvent.click(await screen.findByTestId('go-vip'))
    await waitFor(() => expect(guest.router.state.location.pathname).toBe('/login'))
    expect(guest.router.state.location.search).toEqual({ redirect: '/room_list/1' })
    cleanup()
    const user = await open('/', { login: DEMO })
    fireEvent.click(await screen.findByTestId('go-vip'))
    await waitFor(() => expect(user.router.state.location.pathname).toBe('/room_list/1'))
  })

  it('last visit’s banners and game list paint at once and stay when the reads fail; fresh ones replace and are kept', async () => {
    const kept = { id: 9, path: '', path_tw: '', path_vi: '', path_yw: 'data:image/svg+xml,%3Csvg%20data-kept%3D%221%22%2F%3E', url: '' }
    keep('banners', [kept])
    keep('games', [{ id: 1, type: 1, title: 'Lucky Time', minjoin: 4200 }])
    const { router, server } = await open('/languageSet')
    server.post('/api/Game/slide', () => notFound('/api/Game/slide'))
    await router.navigate({ to: '/' })
    const [banner] = screen.getAllByTestId('banner')
    expect(decodeURIComponent(banner!.getAttribute('src')!)).toContain('data-kept')
    expect(screen.queryByTestId('banners-loading')).toBeNull()
    await waitFor(() => expect(screen.getByTestId('game-tiles').getAttribute('aria-busy')).toBe('false'))
    expect(screen.getAllByTestId('banner')).toHaveLength(1)
    // the game list came fresh and replaced the kept one
    expect(
      recall('games', (x): x is Array<{ id: number; minjoin: number }> => Array.isArray(x))?.data.find((g) => g.id === 1)?.minjoin,
    ).not.toBe(4200)

    const fresh = { ...kept, id: 10, path_yw: 'data:image/svg+xml,%3Csvg%20data-fresh%3D%221%22%2F%3E' }
    server.post('/api/Game/slide', () => ({ code: 1, data: [fresh], info: 'ok' }))
    await router.navigate({ to: '/languageSet' })
    await router.navigate({ to: '/' })
    await waitFor(() => expect(decodeURIComponent(screen.getAllByTestId('banner')[0]!.getAttribute('src')!)).toContain('data-fresh'))
    expect(JSON.stringify(recall('banners', Array.isArray))).toContain('data-fresh')
  })

  it('a backend without getWinList (404) hides the market-trends section; the rest of home works', async () => {
    const { router, server } = await open('/languageSet')
    server.post('/api/Game/getWinList', () => notFound('/api/Game/getWinList'))
    await router.navigate({ to: '/' })
    await screen.findAllByTestId('banner')
    await waitFor(() => expect(screen.getByTestId('game-tiles').getAttribute('aria-busy')).toBe('false'))
    expect(screen.getAllByTestId('tile-0')).toHaveLength(1)
    expect(screen.queryByTestId('win-list')).toBeNull()
    // the request did happen and was answered 404
    server.post('/api/Game/getWinList', () => ({ code: 1, data: [], info: 'ok' }))
    await router.navigate({ to: '/languageSet' })
    await router.navigate({ to: '/' })
    expect(await screen.findByTestId('win-empty')).toBeTruthy()
  })

  describe('for a viewer in New York', () => {
    inViewerZone('America/New_York')
    it("winners: the backend's `time` (UTC+8) is shown in the active locale on the backend's clock, as bet records show theirs", async () => {
      const { router, server } = await open('/languageSet', { locale: 'zh-TW' })
      server.post('/api/Game/getWinList', () => ({
        code: 1,
        data: [
          { username: '98****21', gametype: 4, money: '99.00', time: '2026-01-16 07:00:00' },
          { username: '97****10', gametype: 1, money: '50.00', time: 'today' },
        ],
        info: 'ok',
      }))
      await router.navigate({ to: '/' })
      const times = await screen.findAllByTestId('win-time')
      // 18:00 on Jan 15 in New York; the backend's Jan 16, 07:00
      expect(times[0]!.textContent).toBe('2026/1/16\u2009清晨7:00')
      expect(times[0]!.getAttribute('datetime')).toBe('2026-01-15T23:00:00.000Z')
      // Not a time: shown as sent.
      expect(times[1]!.textContent).toBe('today')
      // a list of recent wins: no day to hold against the viewer's clock, so no note
      expect(screen.queryByTestId('server-clock-note')).toBeNull()
    })
  })
})
