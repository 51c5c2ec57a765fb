import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, screen, within } from '@testing-library/react'
import type { PriceFeed, PriceFeedSnapshot } from '../../../machines/price-feed.source'
import { fail, ok } from '../../../mocks/lib/envelope'
import { renderDemoApp } from '../../../tests/demo-app'
import { setOnline } from '../../../tests/network'
import { makeServices, renderApp } from '../../../tests/render'

let cleanup = () => {}
afterEach(() => cleanup())

/** A feed the test drives by hand; counts listeners to check the screen lets go of it. */
function manualFeed(demo = false) {
  let snapshot: PriceFeedSnapshot = { status: 'connecting', prices: {} }
  const listeners = new Set<(s: PriceFeedSnapshot) => void>()
  const feed: PriceFeed = {
    demo,
    getSnapshot: () => snapshot,
    subscribe(l) {
      listeners.add(l)
      return () => void listeners.delete(l)
    },
  }
  const push = (next: PriceFeedSnapshot) =>
    act(() => {
      snapshot = next
      for (const l of listeners) l(next)
    })
  return { feed, push, listeners }
}

const row = (coin: string) => screen.getByTestId(`price-${coin}`)

describe('trend screen', () => {
  it('connecting → live prices with up/down colours → stale; closes the feed on leaving', async () => {
    const { feed, push, listeners } = manualFeed()
    const { router } = await renderApp('/lotteryprize', { services: { ...makeServices(), priceFeed: feed } })
    expect(await screen.findByTestId('price-connecting')).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Trend' })).toBeTruthy()
    expect(
      screen
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).getByRole('rowheader').textContent),
    ).toEqual(['BTC', 'USDT', 'ETH', 'BNB', 'SOL', 'USDC', 'DOGE', 'TRX'])
    expect(listeners.size).toBe(1)

    push({
      status: 'live',
      prices: {
        BTC: { last: 66_000, sodUtc8: 64_000, ts: 1 },
        ETH: { last: 3_000, sodUtc8: 3_200, ts: 1 },
        DOGE: { last: 0.15432, sodUtc8: 0.15432, ts: 1 },
      },
    })
    expect(screen.queryByTestId('price-connecting')).toBeNull()
    expect(within(row('BTC')).getByTestId('price-last').textContent).toBe('66,000.00')
    expect(within(row('BTC')).getByText('+3.13%').className).toContain('price-up')
    expect(within(row('ETH')).getByText('-6.25%').className).toContain('price-down')
    expect(within(row('DOGE')).getByTestId('price-last').textContent).toBe('0.15432')
    expect(row('DOGE').dataset.direction).toBe('flat')
    expect(within(row('SOL')).getByTestId('price-last').textContent).toBe('—')
    expect(screen.queryByTestId('price-demo')).toBeNull()

    push({ ...feed.getSnapshot(), status: 'stale' })
    expect(screen.getByTestId('price-stale').textContent).toMatch(/out of date/)
    expect(within(row('BTC')).getByTestId('price-last').textContent).toBe('66,000.00')

    await act(() => router.navigate({ to: '/ServicePage' }))
    expect(listeners.size).toBe(0)
  })

  it('the change column builds its number format once per language, not on every tick of the feed', async () => {
    const { feed, push } = manualFeed()
    await renderApp('/lotteryprize', { services: { ...makeServices(), priceFeed: feed } })
    await screen.findByTestId('price-connecting')
    const built = vi.spyOn(Intl, 'NumberFormat')
    try {
      for (let tick = 1; tick <= 10; tick++) {
        push({
          status: 'live',
          prices: { BTC: { last: 64_000 + tick * 100, sodUtc8: 64_000, ts: tick }, ETH: { last: 3_000, sodUtc8: 3_200, ts: tick } },
        })
      }
      expect(within(row('BTC')).getByText('+1.56%')).toBeTruthy()
      const changeFormats = built.mock.calls.filter(([, options]) => options?.signDisplay === 'exceptZero')
      expect(changeFormats.length).toBeLessThanOrEqual(1)
    } finally {
      built.mockRestore()
    }
  })

  it('offline: the prices stop at the last known ones, with the exchange time of the newest; back online they follow the feed again', async () => {
    const { feed, push } = manualFeed()
    await renderApp('/lotteryprize', { services: { ...makeServices(), priceFeed: feed } })
    await screen.findByTestId('price-connecting')
    act(() => setOnline(false))
    expect(screen.queryByTestId('price-connecting')).toBeNull()
    expect(screen.getByTestId('price-offline').textContent).toBe('Offline: live prices need a connection.')
    act(() => setOnline(true))

    const at = Date.UTC(2026, 0, 15, 10, 0, 30)
    push({
      status: 'live',
      prices: { BTC: { last: 66_000, sodUtc8: 64_000, ts: at - 5000 }, ETH: { last: 3_000, sodUtc8: 3_200, ts: at } },
    })
    act(() => setOnline(false))
    const note = screen.getByTestId('price-offline').textContent!
    const time = new Intl.DateTimeFormat('en-US', { timeStyle: 'medium' }).format(new Date(at))
    expect(note).toBe(`Offline: last known prices, as of ${time}.`)
    expect(screen.getByTestId('price-list').dataset.status).toBe('offline')
    // anything the feed still says meanwhile is not shown as live
    push({ status: 'live', prices: { BTC: { last: 70_000, sodUtc8: 64_000, ts: at + 1000 } } })
    expect(within(row('BTC')).getByTestId('price-last').textContent).toBe('66,000.00')

    act(() => setOnline(true))
    expect(screen.queryByTestId('price-offline')).toBeNull()
    expect(within(row('BTC')).getByTestId('price-last').textContent).toBe('70,000.00')
  })

  it('a guest is asked to log in for the daily results; a demo feed is labelled', async () => {
    const { feed } = manualFeed(true)
    await renderApp('/lotteryprize', { services: { ...makeServices(), priceFeed: feed } })
    expect(await screen.findByTestId('winlost-guest')).toBeTruthy()
    expect(screen.queryByTestId('server-clock-note')).toBeNull()
    // "Change today" counts from the UTC+8 day start, which is not the viewer's midnight everywhere
    expect(screen.getByTestId('price-day-note').textContent).toBe('Change today: since 00:00 UTC+8.')
    expect(screen.getByTestId('price-demo').textContent).toBe('Simulated (demo)')
  })

  it('a stored session, while the server is asked whose it is: the user’s own cards (loading), never the guest’s', async () => {
    // the day figures' call waits too: what shows is the screen while both are on their way
    vi.stubGlobal('fetch', () => new Promise<Response>(() => {}))
    try {
      const { feed } = manualFeed()
      const services = { ...makeServices({ getuserinfo: () => new Promise(() => {}) }, 'stored-token'), priceFeed: feed }
      await renderApp('/lotteryprize', { services })
      await screen.findByTestId('price-list')
      expect(services.session.getSnapshot().value).toBe('restoring')
      expect(screen.queryByTestId('winlost-guest')).toBeNull()
      const card = screen.getByTestId('winlost-loading')
      expect(card.getAttribute('aria-busy')).toBe('true')
      // its figures are shapes only: nothing a reader could take for a real amount
      expect(within(card).queryByTestId('todaywin')).toBeNull()
      expect([...card.querySelectorAll('dd')].every((dd) => dd.getAttribute('aria-hidden') === 'true')).toBe(true)
      expect(within(screen.getByTestId('home-board')).getByTestId('loading')).toBeTruthy()
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('without a feed it says live prices are not available', async () => {
    await renderApp('/lotteryprize')
    expect((await screen.findByTestId('load-error')).textContent).toContain('Live prices are not available.')
  })

  it('logged in (demo backend): todayWinLost totals, in Vietnamese', async () => {
    const app = await renderDemoApp('/lotteryprize', { login: { username: 'demo', password: 'demo123' }, locale: 'vi' })
    cleanup = app.cleanup
    const card = await screen.findByTestId('winlost')
    expect(within(card).getByTestId('todaywin').textContent).toMatch(/^0,00/)
    expect(within(card).getByTestId('yestotal').textContent).toMatch(/^0,00/)
    // today and yesterday are the backend's days (UTC+8), which may not be the viewer's: the page says so
    expect(screen.getByTestId('server-clock-note').textContent).toBe('Ngày và giờ theo giờ máy chủ (UTC+8).')
    expect(screen.getByTestId('price-demo')).toBeTruthy()
  })

  it.each([
    ['an empty answer', {}, ['—', '—', '—', '—']],
    ['null figures', { yeswin: null, yestotal: null, todaywin: null, todaytotal: null }, ['—', '—', '—', '—']],
    ['one figure only', { yeswin: '12.5' }, ['12.50 USD', '—', '—', '—']],
    [
      'a day with nothing played (the server says 0)',
      { yeswin: 0, yestotal: '0.00', todaywin: '-3.2', todaytotal: 20 },
      ['0.00 USD', '0.00 USD', '-3.20 USD', '20.00 USD'],
    ],
  ])('todayWinLost with %s: a figure the answer leaves out shows as unknown, never as 0.00', async (_, data, shown) => {
    const app = await renderDemoApp('/user', { login: { username: 'demo', password: 'demo123' } })
    cleanup = app.cleanup
    app.server.post('/api/Game/todayWinLost', () => ok(data))
    await act(() => app.router.navigate({ to: '/lotteryprize' }))
    const card = await screen.findByTestId('winlost')
    expect(['yeswin', 'yestotal', 'todaywin', 'todaytotal'].map((id) => within(card).getByTestId(id).textContent)).toEqual(shown)
  })

  it('todayWinLost failing shows the localized error with a retry', async () => {
    const app = await renderDemoApp('/lotteryprize', { login: { username: 'demo', password: 'demo123' } })
    cleanup = app.cleanup
    await screen.findByTestId('winlost')
    app.server.post('/api/Game/todayWinLost', () => fail(1004))
    await act(() => app.router.navigate({ to: '/finance' }))
    await act(() => app.router.navigate({ to: '/lotteryprize' }))
    expect((await screen.findByTestId('load-error')).textContent).toContain('Network error, please refresh and try again')
  })
})
