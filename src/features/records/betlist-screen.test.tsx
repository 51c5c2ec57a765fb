import { afterEach, describe, expect, it } from 'vitest'
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { renderDemoApp } from '../../../tests/demo-app'
import { createApiClient } from '../../api/client'
import { login } from '../../api/account'
import { getGameinfo } from '../../api/game'
import { order } from '../../api/game-orders'
import type { Cents } from '../../lib/money'
import { DEFAULT_SEED } from '../../../mocks/server'
import { raceOf, raceWins } from '../../../mocks/simulation/racing'
import { roundAt } from '../../../mocks/simulation/rounds'

configure({ asyncUtilTimeout: 5000 })

let cleanup = () => {}
afterEach(() => cleanup())

const T0 = Date.UTC(2026, 0, 15, 10, 0, 5)
const c = (n: number) => n as Cents

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

describe('bet records against the demo backend', { timeout: 20_000 }, () => {
  it('empty state before any bet; error state with retry', async () => {
    const app = await renderDemoApp('/betlist', { now: () => T0, login: { username: 'demo', password: 'demo123' } })
    cleanup = app.cleanup
    expect((await screen.findByTestId('empty')).textContent).toBe('You have not placed any bets yet.')
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
    await placeBets(Array.from({ length: 25 }, (_, i) => ({ roomid: 1, option: i % 11, rate: [1.98, 1.98, 1.98, 1.98, 4.2, 3.7, 3.7, 4.2, 15, 15, 50][i % 11]!, cents: 2000 + i })))
    now += 1000
    await app.router.navigate({ to: '/betlist' })
    await waitFor(() => expect(screen.getAllByTestId('record')).toHaveLength(20))
    expect(screen.getAllByTestId('record')[0]!.textContent).toContain('20.24 USD')
    expect(screen.queryByText('No more records')).toBeNull()
  })
})
