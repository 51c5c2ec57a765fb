import { afterEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { renderDemoApp } from '../../../tests/demo-app'
import { createApiClient } from '../../api/client'
import { login } from '../../api/session'
import { getGameinfo } from '../../api/game'
import { order } from '../../api/game-orders'
import type { Cents } from '../../lib/money'
import { formatDateTime, SERVER_TIME_ZONE } from '../../lib/server-time'
import { DEFAULT_SEED } from '../../../mocks/server'
import { raceOf, raceWins } from '../../../mocks/simulation/racing'
import { roundAt } from '../../../mocks/simulation/rounds'

let cleanup = () => {}
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const T0 = Date.UTC(2026, 0, 15, 10, 0, 5)
const c = (n: number) => n as Cents

const wireRows = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => ({
    id: from + i + 1,
    seqno: '1',
    ordersn: `S${from + i + 1}`,
    gametype: 1,
    valuecn: 'Big',
    money: '0.10',
    rate: '1.98',
    isaward: 0,
    award: '0',
    createtime: '2026-01-15 18:00:05',
  }))

/** Places orders through the API, as the demo user, at the current simulated time. */
async function placeBets(bets: Array<{ roomid: number; option: number; rate: number; cents: number }>) {
  let token: string | null = null
  const api = createApiClient({ baseUrl: location.origin, getLang: () => 'en', getToken: () => token, log: () => {} })
  token = (await login(api, { quhao: '+84', username: 'demo', password: 'demo123' })).token
  for (const b of bets) {
    const info = await getGameinfo(api, { roomid: b.roomid })
    await order(api, { gameid: info.game!.id, roomid: b.roomid, order_info: [[b.option, b.rate, c(b.cents)]] })
  }
}

const tab = (name: string) => fireEvent.click(screen.getByRole('tab', { name }))

describe('bet records against the demo backend', () => {
  it('empty state before any bet; error state with retry', async () => {
    const app = await renderDemoApp('/betlist', { now: () => T0, login: { username: 'demo', password: 'demo123' } })
    cleanup = app.cleanup
    const empty = await screen.findByTestId('empty')
    expect(empty.querySelector('p')!.textContent).toBe('You have not placed any bets yet.')
    expect(empty.closest('.pull-refresh')).toBeTruthy()
    app.server.post('/api/Game/getGamelog2', () => ({ code: 1, data: { data: wireRows(0, 1) }, info: 'ok' }))
    fireEvent.click(within(empty).getByRole('button', { name: 'Refresh' }))
    expect(await screen.findAllByTestId('record')).toHaveLength(1)
    app.server.post('/api/Game/getGamelog2', () => ({ code: 0, data: { errCode: 1004 }, info: 'x' }))
    tab('Won')
    expect((await screen.findByTestId('load-error')).textContent).toContain('Network error, please refresh and try again')
  })

  it('tabs filter by award state; a record shows game type, round, order number, option, amount × odds, prize, time', async () => {
    let now = T0
    const app = await renderDemoApp('/user', { now: () => now, login: { username: 'demo', password: 'demo123' } })
    cleanup = app.cleanup
    const race = raceOf(DEFAULT_SEED, roundAt(4, T0).seqno)
    const winner = raceWins(0, race) ? 0 : 1
    await placeBets([
      { roomid: 4, option: winner, rate: 1.98, cents: 5000 },
      { roomid: 4, option: 1 - winner, rate: 1.98, cents: 3000 },
    ])
    now = roundAt(4, T0).endsAt + 1000 // the race has been run
    await placeBets([{ roomid: 16, option: 2, rate: 1.98, cents: 2000 }]) // next round: awaiting

    await app.router.navigate({ to: '/betlist' })
    const all = await screen.findAllByTestId('record')
    expect(all).toHaveLength(3)
    const awaiting = all[0]!
    expect(awaiting.textContent).toContain('Lucky Airship')
    expect(within(awaiting).getByTestId('record-status').textContent).toBe('Awaiting draw')
    expect(within(awaiting).getByTestId('record-prize').textContent).toBe('—')

    tab('Won')
    await waitFor(() => expect(screen.getByTestId('records').dataset.type).toBe('won'))
    const won = screen.getAllByTestId('record')
    expect(won).toHaveLength(1)
    expect(won[0]!.textContent).toContain('Racing')
    expect(within(won[0]!).getByTestId('record-seqno').textContent).toBe(roundAt(4, T0).seqno)
    expect(within(won[0]!).getByTestId('record-option').textContent).toBe(winner === 0 ? '1st Big' : '1st Small')
    expect(won[0]!.textContent).toContain('50.00 USD × 1.98')
    expect(within(won[0]!).getByTestId('record-prize').textContent).toBe('+99.00 USD')

    tab('Lost')
    await waitFor(() => expect(screen.getByTestId('records').dataset.type).toBe('lost'))
    expect(screen.getAllByTestId('record').map((r) => within(r).getByTestId('record-status').textContent)).toEqual(['Lost'])

    tab('Awaiting draw')
    await waitFor(() => expect(screen.getByTestId('records').dataset.type).toBe('awaiting'))
    expect(screen.getAllByTestId('record')).toHaveLength(1)
  })

  it('shows the first 20 records and a loading footer while more remain (paging: use-bet-records.test.tsx)', async () => {
    let now = T0
    const app = await renderDemoApp('/user', { now: () => now, login: { username: 'demo', password: 'demo123' } })
    cleanup = app.cleanup
    await placeBets(
      Array.from({ length: 25 }, (_, i) => ({
        roomid: 1,
        option: i % 11,
        rate: [1.98, 1.98, 1.98, 1.98, 4.2, 3.7, 3.7, 4.2, 15, 15, 50][i % 11]!,
        cents: 2000 + i,
      })),
    )
    now += 1000
    await app.router.navigate({ to: '/betlist' })
    await waitFor(() => expect(screen.getAllByTestId('record')).toHaveLength(20))
    expect(screen.getAllByTestId('record')[0]!.textContent).toContain('20.24 USD')
    expect(screen.queryByText('No more records')).toBeNull()
  })

  it('isaward -1/0/1 keep their labels; any other value is not shown as awaiting', async () => {
    const app = await renderDemoApp('/betlist', { now: () => T0, login: { username: 'demo', password: 'demo123' } })
    cleanup = app.cleanup
    const record = (id: number, isaward?: unknown) => ({
      id,
      seqno: '202601150201',
      ordersn: `S${id}`,
      gametype: 1,
      valuecn: 'Big',
      money: '20.00',
      rate: '1.98',
      isaward,
      award: '39.60',
      createtime: '2026-01-15 10:00:05',
    })
    app.server.post('/api/Game/getGamelog2', () => ({
      code: 1,
      data: { data: [record(1, -1), record(2, 1), record(3, '0'), record(4, 2), record(5, '-2'), record(6)], total: 6 },
      info: 'ok',
    }))
    tab('Won')
    await waitFor(() => expect(screen.getAllByTestId('record')).toHaveLength(6))
    const rows = screen.getAllByTestId('record')
    expect(rows.map((r) => within(r).getByTestId('record-status').textContent)).toEqual([
      'Awaiting draw',
      'Won',
      'Lost',
      'Status unknown',
      'Status unknown',
      'Status unknown',
    ])
    expect(rows.map((r) => within(r).getByTestId('record-prize').textContent)).toEqual(['—', '+39.60 USD', '39.60 USD', '—', '—', '—'])
  })

  it("the time is the backend's createtime (UTC+8), shown in the active locale on the backend's clock", async () => {
    const app = await renderDemoApp('/betlist', { now: () => T0, locale: 'vi', login: { username: 'demo', password: 'demo123' } })
    cleanup = app.cleanup
    app.server.post('/api/Game/getGamelog2', () => ({
      code: 1,
      data: {
        data: [
          {
            id: 1,
            seqno: '1',
            ordersn: 'S1',
            gametype: 1,
            valuecn: 'Big',
            money: '20',
            rate: '1.98',
            isaward: -1,
            award: '0',
            createtime: '2026-01-15 18:00:05',
          },
        ],
      },
      info: 'ok',
    }))
    fireEvent.click(await screen.findByRole('tab', { name: 'Thắng' }))
    const time = (await screen.findByTestId('record-time')).querySelector('time')!
    expect(time.textContent).toBe(formatDateTime(Date.UTC(2026, 0, 15, 10, 0, 5), 'vi', SERVER_TIME_ZONE))
    expect(time.dateTime).toBe('2026-01-15T10:00:05.000Z')
  })
})

describe('record summary on /betlist', () => {
  const summaryText = (id: string) => within(screen.getByTestId('summary')).getByTestId(id).textContent

  it('totals every record of the period whatever the tab; awaiting stakes apart from the net; periods by the backend day', async () => {
    let now = T0
    vi.spyOn(Date, 'now').mockImplementation(() => now)
    const app = await renderDemoApp('/user', { now: () => now, login: { username: 'demo', password: 'demo123' } })
    cleanup = app.cleanup
    const race = raceOf(DEFAULT_SEED, roundAt(4, T0).seqno)
    const winner = raceWins(0, race) ? 0 : 1
    await placeBets([
      { roomid: 4, option: winner, rate: 1.98, cents: 5000 },
      { roomid: 4, option: 1 - winner, rate: 1.98, cents: 3000 },
    ])
    now = roundAt(4, T0).endsAt + 1000
    await placeBets([{ roomid: 16, option: 2, rate: 1.98, cents: 2000 }])

    await app.router.navigate({ to: '/betlist' })
    await waitFor(() => expect(screen.getByTestId('summary').dataset.status).toBe('ready'))
    expect(summaryText('summary-staked')).toBe('100.00 USD')
    expect(summaryText('summary-won')).toBe('99.00 USD')
    // 99.00 won − 50.00 − 30.00 staked on settled bets; the 20.00 awaiting is not in it
    expect(summaryText('summary-net')).toBe('+19.00 USD')
    expect(summaryText('summary-awaiting')).toBe('Awaiting draw: 1 (20.00 USD staked), not counted in net.')
    expect(summaryText('summary-scope')).toBe('Records read: 3 (all the server has).')
    expect(screen.getByRole('img').getAttribute('aria-label')).toMatch(/^Net per day: Jan 15 \+19\.00 USD$/)

    tab('Lost')
    await waitFor(() => expect(screen.getByTestId('records').dataset.type).toBe('lost'))
    expect(summaryText('summary-staked')).toBe('100.00 USD')

    fireEvent.click(screen.getByRole('button', { name: 'Today' }))
    expect(screen.getByTestId('summary').dataset.period).toBe('today')
    expect(summaryText('summary-net')).toBe('+19.00 USD')

    now = T0 + 86_400_000 // the next day: nothing today, all of it within 7 days
    fireEvent.click(screen.getByRole('button', { name: '7 days' }))
    expect(summaryText('summary-staked')).toBe('100.00 USD')
    fireEvent.click(screen.getByRole('button', { name: 'Today' }))
    expect(summaryText('summary-empty')).toBe('No records in this period')
    expect(screen.getByTestId('summary').querySelector('[role="img"]')).toBeNull()
  })

  it("a record's day is the backend's: 07:00 on Jan 16 (UTC+8) counts for that day's Today wherever the viewer is", async () => {
    const now = Date.UTC(2026, 0, 16, 1, 0, 0) // 09:00 on Jan 16 for the backend
    vi.spyOn(Date, 'now').mockImplementation(() => now)
    const app = await renderDemoApp('/user', { now: () => now, login: { username: 'demo', password: 'demo123' } })
    cleanup = app.cleanup
    // Jan 15 23:00 UTC: for a viewer at UTC or west of it, still Jan 15
    app.server.post('/api/Game/getGamelog2', () => ({
      code: 1,
      data: { data: [{ ...wireRows(0, 1)[0]!, createtime: '2026-01-16 07:00:00' }] },
      info: 'ok',
    }))
    await app.router.navigate({ to: '/betlist' })
    await waitFor(() => expect(screen.getByTestId('summary').dataset.status).toBe('ready'))
    fireEvent.click(screen.getByRole('button', { name: 'Today' }))
    expect(summaryText('summary-staked')).toBe('0.10 USD')
    expect(screen.getByTestId('server-clock-note').textContent).toBe('Days and times are server time (UTC+8).')
  })

  it('reads at most 300 records, in pages of 100, and says when the server has more', async () => {
    const app = await renderDemoApp('/user', { now: () => T0, login: { username: 'demo', password: 'demo123' } })
    cleanup = app.cleanup
    const summaryPages: number[] = []
    app.server.post('/api/Game/getGamelog2', (_schema, request) => {
      const body = JSON.parse(request.requestBody) as { page?: number; limit?: number; type?: string }
      const limit = body.limit ?? 20
      const page = body.page ?? 1
      if (limit === 100) summaryPages.push(page)
      return {
        code: 1,
        data: { data: wireRows((page - 1) * limit, Math.max(0, Math.min(limit, 350 - (page - 1) * limit))), total: 350 },
        info: 'ok',
      }
    })
    await app.router.navigate({ to: '/betlist' })
    await waitFor(() => expect(screen.getByTestId('summary').dataset.status).toBe('ready'))
    expect(summaryPages).toEqual([1, 2, 3])
    // 300 × 0.10, in exact cents
    expect(summaryText('summary-staked')).toBe('30.00 USD')
    expect(summaryText('summary-net')).toBe('-30.00 USD')
    expect(summaryText('summary-scope')).toBe('Records read: 300; the server has more, older ones are not counted.')
  })

  it('a backend that ignores paging sends its whole list for every page: each record counted once; malformed rows apart', async () => {
    const app = await renderDemoApp('/user', { now: () => T0, login: { username: 'demo', password: 'demo123' } })
    cleanup = app.cleanup
    const rows = [...wireRows(0, 120), { ...wireRows(500, 1)[0]!, createtime: 'soon' }, { ...wireRows(600, 1)[0]!, isaward: 7 }]
    app.server.post('/api/Game/getGamelog2', () => ({ code: 1, data: rows, info: 'ok' }))
    await app.router.navigate({ to: '/betlist' })
    await waitFor(() => expect(screen.getByTestId('summary').dataset.status).toBe('ready'))
    expect(summaryText('summary-staked')).toBe('12.00 USD')
    expect(summaryText('summary-scope')).toBe('Records read: 122 (all the server has). Not counted (unknown status or time): 2.')
  })

  it('its own error state with a retry, while the list shows', async () => {
    const app = await renderDemoApp('/user', { now: () => T0, login: { username: 'demo', password: 'demo123' } })
    cleanup = app.cleanup
    let failSummary = true
    app.server.post('/api/Game/getGamelog2', (_schema, request) => {
      const body = JSON.parse(request.requestBody) as { limit?: number }
      if (body.limit === 100 && failSummary) return { code: 0, data: { errCode: 1004 }, info: 'x' }
      return { code: 1, data: { data: wireRows(0, 2) }, info: 'ok' }
    })
    await app.router.navigate({ to: '/betlist' })
    const error = await screen.findByTestId('summary-error')
    expect(error.textContent).toContain('Network error, please refresh and try again')
    expect(await screen.findAllByTestId('record')).toHaveLength(2)
    failSummary = false
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(summaryText('summary-staked')).toBe('0.20 USD'))
  })
})
