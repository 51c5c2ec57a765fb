import { afterEach, describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { findRoom, renderDemoApp } from '../../../tests/demo-app'
import { getGameinfo } from '../../api/game'
import { DEFAULT_SEED } from '../../../mocks/server'
import { raceOf, raceWins } from '../../../mocks/simulation/racing'
import { roundAt } from '../../../mocks/simulation/rounds'

let cleanup = () => {}
afterEach(() => cleanup())

/** 10:00:05 UTC: racing round 201 has 2:55 to go. */
const T0 = Date.UTC(2026, 0, 15, 10, 0, 5)
const balanceCents = () => Number(screen.getByTestId('room-balance').querySelector('.amount')!.getAttribute('data-cents'))

describe('racing room against the demo backend', () => {
  it('ten rank rows of big/small/odd/even at 1.98, last result as the finishing order', async () => {
    const app = await renderDemoApp('/bjsc/4', { now: () => T0, login: { username: 'demo', password: 'demo123' } })
    cleanup = app.cleanup
    await findRoom()
    expect(screen.getByTestId('round-seqno').textContent).toBe(roundAt(4, T0).seqno)
    const rows = screen.getAllByTestId('rank-row')
    expect(rows).toHaveLength(10)
    expect(rows[0]!.textContent).toBe('1stBig1.98Small1.98Odd1.98Even1.98')
    expect(rows[9]!.textContent).toContain('10th')
    const previous = roundAt(4, roundAt(4, T0).startsAt - 1).seqno
    const cars = [...screen.getByTestId('last-result').querySelectorAll('[data-car]')].map((e) => Number(e.getAttribute('data-car')))
    expect(cars).toEqual(raceOf(DEFAULT_SEED, previous))
  })

  it('a quick amount below the room minimum (10 < 20 per option) is disabled, the minimum named as its reason', async () => {
    const app = await renderDemoApp('/bjsc/4', { now: () => T0, login: { username: 'demo', password: 'demo123' } })
    cleanup = app.cleanup
    await findRoom()
    const ten = (await screen.findByTestId('quick-10')) as HTMLButtonElement
    await waitFor(() => expect(ten.disabled).toBe(true))
    const reason = document.getElementById(ten.getAttribute('aria-describedby')!)
    expect(reason?.textContent).toBe('Minimum per option: 20.00 USD')
    for (const n of [50, 100, 500, 1000]) {
      const quick = screen.getByTestId(`quick-${n}`) as HTMLButtonElement
      expect(quick.disabled).toBe(false)
      expect(quick.hasAttribute('aria-describedby')).toBe(false)
    }
    fireEvent.click(ten)
    expect((screen.getByTestId('bet-amount') as HTMLInputElement).value).toBe('')
  })

  it('quick amounts, all-in, confirm popup; after the race the award is exact', async () => {
    let now = T0
    const app = await renderDemoApp('/bjsc/4', { now: () => now, login: { username: 'demo', password: 'demo123' } })
    cleanup = app.cleanup
    await findRoom()
    // all-in is offered once the balance is known
    await waitFor(() => expect((screen.getByTestId('quick-all') as HTMLButtonElement).disabled).toBe(false))
    const start = balanceCents()
    fireEvent.click(screen.getByTestId('quick-all'))
    expect((screen.getByTestId('bet-amount') as HTMLInputElement).value).toBe(String(Math.floor(start / 100)))
    fireEvent.click(screen.getByTestId('option-0')) // 1st Big
    fireEvent.click(screen.getByTestId('option-1')) // 1st Small
    fireEvent.click(screen.getByTestId('quick-500'))
    expect((screen.getByTestId('bet-amount') as HTMLInputElement).value).toBe('500')
    fireEvent.click(screen.getByTestId('bet-buy'))
    const popup = await screen.findByTestId('confirm-popup')
    expect(
      within(popup)
        .getAllByTestId('confirm-row')
        .map((r) => r.textContent),
    ).toEqual(['1st Big1.98500.00', '1st Small1.98500.00'])
    fireEvent.click(within(popup).getByTestId('confirm-ok'))
    await waitFor(() => expect(balanceCents()).toBe(start - 100_000))
    fireEvent.click(screen.getByRole('tab', { name: 'My orders' }))
    expect((await screen.findAllByTestId('own-row')).map((r) => r.querySelector('.order-option')!.textContent)).toEqual([
      '1st Big',
      '1st Small',
    ])

    // exactly one of big / small of the 1st place wins: 500 x 1.98 = 990.00
    const race = raceOf(DEFAULT_SEED, roundAt(4, T0).seqno)
    expect(raceWins(0, race) !== raceWins(1, race)).toBe(true)
    now = roundAt(4, T0).endsAt + 500
    // any game call settles ended rounds (the room itself reloads after its countdown on the real clock)
    await getGameinfo(app.services.api, { roomid: 4 })
    app.services.session.send({ type: 'session.refresh' })
    await waitFor(() => expect(balanceCents()).toBe(start - 100_000 + 99_000))
  })
})
