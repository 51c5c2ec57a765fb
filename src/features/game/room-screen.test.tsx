import { afterEach, describe, expect, it } from 'vitest'
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { renderDemoApp } from '../../../tests/demo-app'
import { roundAt } from '../../../mocks/simulation/rounds'

// The whole app boots per test on a shared 2-core machine: allow for a slow first render.
configure({ asyncUtilTimeout: 5000 })

let cleanup = () => {}
afterEach(() => cleanup())

const LOGIN = { username: 'demo', password: 'demo123' }
/** 10:00:05 UTC: round 201 of game type 1 has 2:55 to go. */
const OPEN = Date.UTC(2026, 0, 15, 10, 0, 5)

async function openRoom(path: string, now: number) {
  const app = await renderDemoApp(path, { login: LOGIN, now: () => now })
  cleanup = app.cleanup
  return app
}

const balanceCents = () => Number(screen.getByTestId('room-balance').querySelector('.amount')!.getAttribute('data-cents'))

describe('game room against the demo backend', { timeout: 20_000 }, () => {
  it('shows the round, countdown, 11 options with their odds, the last result', async () => {
    await openRoom('/activity/1', OPEN)
    expect(await screen.findByTestId('room')).toBeTruthy()
    expect(screen.getByTestId('round-seqno').textContent).toBe(roundAt(1, OPEN).seqno)
    expect(screen.getByTestId('countdown').textContent).toMatch(/^02:5\d$/)
    expect(screen.getByTestId('round-header').getAttribute('data-phase')).toBe('open')
    expect(screen.getAllByRole('button', { pressed: false }).filter((b) => b.classList.contains('option'))).toHaveLength(11)
    expect(screen.getByTestId('option-10').textContent).toBe('Triple50.00')
    expect(screen.getByTestId('last-result').textContent).toMatch(/\d \+ \d \+ \d = \d+/)
  })

  it('announces politely: the betting state and each new result, never the per-second countdown', async () => {
    await openRoom('/activity/1', OPEN)
    await screen.findByTestId('room')
    // The clock changes every second: silent for screen readers.
    expect(screen.getByTestId('countdown').getAttribute('aria-live')).toBe('off')
    // The status is a polite live region whose text follows the phase only (open, closed for the last
    // 60 s, drawing), so it speaks at the closing window, not every second.
    expect(screen.getByTestId('round-status').getAttribute('role')).toBe('status')
    expect(screen.getByTestId('round-status').textContent).toBe('Betting open')
    // A new result replaces the whole line and is read out once.
    const last = screen.getByTestId('last-result')
    expect([last.getAttribute('aria-live'), last.getAttribute('aria-atomic')]).toEqual(['polite', 'true'])
  })

  it('type 16 room: four options Rise, Fall, Long, Short', async () => {
    await openRoom('/activity/16', OPEN)
    await screen.findByTestId('room')
    expect(['option-0', 'option-1', 'option-2', 'option-3'].map((id) => screen.getByTestId(id).textContent)).toEqual([
      'Rise1.98', 'Fall1.98', 'Long1.98', 'Short1.98',
    ])
    expect(screen.queryByTestId('option-4')).toBeNull()
  })

  it('bet two options → confirm popup → order placed, balance down, own orders listed; cancel one refunds it', async () => {
    await openRoom('/activity/1', OPEN)
    await screen.findByTestId('room')
    const start = balanceCents()
    fireEvent.click(screen.getByTestId('option-0'))
    fireEvent.click(screen.getByTestId('option-3'))
    fireEvent.change(screen.getByTestId('bet-amount'), { target: { value: '1,00' } })
    expect((screen.getByTestId('bet-amount') as HTMLInputElement).value).toBe('100')
    fireEvent.click(screen.getByTestId('bet-buy'))
    const popup = await screen.findByTestId('confirm-popup')
    expect(within(popup).getAllByTestId('confirm-row').map((r) => r.textContent)).toEqual(['Big1.98100.00', 'Even1.98100.00'])
    expect(within(popup).getByTestId('confirm-total').textContent).toContain('200.00')
    fireEvent.click(within(popup).getByTestId('confirm-ok'))
    await waitFor(() => expect(balanceCents()).toBe(start - 20000))
    expect((screen.getByTestId('bet-amount') as HTMLInputElement).value).toBe('')

    fireEvent.click(screen.getByRole('tab', { name: 'My orders' }))
    const rows = await screen.findAllByTestId('own-row')
    expect(rows.map((r) => r.querySelector('.order-option')!.textContent)).toEqual(['Big', 'Even'])
    fireEvent.click(within(rows[0]!).getByTestId('cancel-order'))
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }))
    expect(await screen.findByText('Your order has been cancelled and the amount refunded.')).toBeTruthy()
    await waitFor(() => expect(balanceCents()).toBe(start - 10000))
    await waitFor(() => expect(screen.getAllByTestId('own-row')).toHaveLength(1))
  })

  it('Buy checks in order: nothing selected, then below 20 (1024)', async () => {
    await openRoom('/activity/1', OPEN)
    await screen.findByTestId('room')
    fireEvent.click(screen.getByTestId('bet-buy'))
    expect(await screen.findByText('Please select at least one option')).toBeTruthy()
    fireEvent.click(screen.getByTestId('option-1'))
    fireEvent.change(screen.getByTestId('bet-amount'), { target: { value: '19' } })
    fireEvent.click(screen.getByTestId('bet-buy'))
    expect(await screen.findByText('At least 20')).toBeTruthy()
  })

  it('in the closing window Buy is blocked with 1020', async () => {
    await openRoom('/activity/1', roundAt(1, OPEN).endsAt - 30_000)
    await screen.findByTestId('room')
    await waitFor(() => expect(screen.getByTestId('round-header').getAttribute('data-phase')).toBe('closed'))
    fireEvent.click(screen.getByTestId('option-1'))
    fireEvent.change(screen.getByTestId('bet-amount'), { target: { value: '50' } })
    fireEvent.click(screen.getByTestId('bet-buy'))
    expect(await screen.findByText('Trading has stopped for this round (closed offer)')).toBeTruthy()
    expect(screen.queryByTestId('confirm-popup')).toBeNull()
  })

  it('an unknown room (1057) gives the room-does-not-exist page', async () => {
    await openRoom('/activity/999', OPEN)
    expect((await screen.findByTestId('room-missing')).textContent).toContain('Room does not exist')
  })

  it('a malformed room id gives the same page without a request', async () => {
    await openRoom('/activity/abc', OPEN)
    expect((await screen.findByTestId('room-missing')).textContent).toContain('Room does not exist')
  })

  it('the How it works sheet lists every option, when it wins and its odds', async () => {
    await openRoom('/activity/1', OPEN)
    await screen.findByTestId('room')
    fireEvent.click(screen.getByTestId('rules-open'))
    const sheet = await screen.findByTestId('rules-sheet')
    const rows = within(sheet).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(11)
    expect(rows[8]!.textContent).toBe('Extreme BigSum is 22 or more15.00')
  })
})
