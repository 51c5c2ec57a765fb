import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { findRoom, renderDemoApp } from '../../../tests/demo-app'
import { roundAt } from '../../../mocks/simulation/rounds'
import { getGameinfo } from '../../api/game'
import { getVorder, order } from '../../api/game-orders'
import { overlaysSettled } from '../../ui/load-overlays'
import type { Cents } from '../../lib/money'

let cleanup = () => {}
afterEach(() => {
  vi.useRealTimers()
  Reflect.deleteProperty(document, 'visibilityState')
  cleanup()
})

const LOGIN = { username: 'demo', password: 'demo123' }
/** 10:00:05 UTC: round 201 of game type 1 has 2:55 to go. */
const OPEN = Date.UTC(2026, 0, 15, 10, 0, 5)

async function openRoom(path: string, now: number, dialect?: 'ours' | 'alt') {
  const app = await renderDemoApp(path, { login: LOGIN, now: () => now, dialect })
  cleanup = app.cleanup
  return app
}

const centsOf = (el: Element) => Number(el.querySelector('.amount')!.getAttribute('data-cents'))
const balanceCents = () => centsOf(screen.getByTestId('room-balance'))
const pressedOptions = () => screen.queryAllByRole('button', { pressed: true }).filter((b) => b.classList.contains('option'))

/** The page as the browser reports it (use-room.ts listens to visibilitychange). */
function setVisibility(state: 'hidden' | 'visible') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state })
  act(() => void document.dispatchEvent(new Event('visibilitychange')))
}

describe('game room against the demo backend', () => {
  it('shows the round, countdown, 11 options with their odds, the last result', async () => {
    await openRoom('/activity/1', OPEN)
    expect(await findRoom()).toBeTruthy()
    expect(screen.getByTestId('round-seqno').textContent).toBe(roundAt(1, OPEN).seqno)
    expect(screen.getByTestId('countdown').textContent).toMatch(/^02:5\d$/)
    expect(screen.getByTestId('round-header').getAttribute('data-phase')).toBe('open')
    expect(screen.getAllByRole('button', { pressed: false }).filter((b) => b.classList.contains('option'))).toHaveLength(11)
    expect(screen.getByTestId('option-10').textContent).toBe('Triple50.00')
    expect(screen.getByTestId('last-result').textContent).toMatch(/\d \+ \d \+ \d = \d+/)
  })

  it('announces politely: the betting state and each new result, never the per-second countdown', async () => {
    await openRoom('/activity/1', OPEN)
    await findRoom()
    // The clock changes every second: silent for screen readers.
    expect(screen.getByTestId('countdown').getAttribute('aria-live')).toBe('off')
    // The status is a polite live region whose text follows the phase only (open, closed for the last
    // 60 s, drawing), so it speaks at the closing window, not every second.
    expect(screen.getByTestId('round-status').getAttribute('role')).toBe('status')
    expect(screen.getByTestId('round-status').textContent).toBe('Trading open')
    // A new result is read out once, by the draw reveal's polite region (the last-result line stays silent).
    expect(screen.getByTestId('last-result').getAttribute('aria-live')).toBeNull()
    expect(screen.getByTestId('draw-announcement').getAttribute('aria-live')).toBe('polite')
  })

  it('type 16 room: four options Rise, Fall, Long, Short', async () => {
    await openRoom('/activity/16', OPEN)
    await findRoom()
    expect(['option-0', 'option-1', 'option-2', 'option-3'].map((id) => screen.getByTestId(id).textContent)).toEqual([
      'Rise1.98',
      'Fall1.98',
      'Long1.98',
      'Short1.98',
    ])
    expect(screen.queryByTestId('option-4')).toBeNull()
  })

  it('in Vietnamese a stake reads the app’s own marks: "1.000" is 1000; "1,5" is refused, never 15', async () => {
    const app = await renderDemoApp('/activity/1', { login: LOGIN, now: () => OPEN, locale: 'vi' })
    cleanup = app.cleanup
    await findRoom()
    const amount = screen.getByTestId('bet-amount') as HTMLInputElement
    fireEvent.change(amount, { target: { value: '1.000' } })
    expect(amount.value).toBe('1000')
    fireEvent.change(amount, { target: { value: '1,5' } })
    expect(amount.value).toBe('1000')
    expect(await screen.findByText('Vui lòng nhập số tiền nguyên lớn hơn 0')).toBeTruthy()
  })

  it('bet two options → confirm popup → order placed, balance down, own orders listed; cancel one refunds it', async () => {
    await openRoom('/activity/1', OPEN)
    await findRoom()
    const start = balanceCents()
    fireEvent.click(screen.getByTestId('option-0'))
    fireEvent.click(screen.getByTestId('option-3'))
    fireEvent.change(screen.getByTestId('bet-amount'), { target: { value: '100' } })
    expect((screen.getByTestId('bet-amount') as HTMLInputElement).value).toBe('100')
    fireEvent.click(screen.getByTestId('bet-buy'))
    const popup = await screen.findByTestId('confirm-popup')
    expect(
      within(popup)
        .getAllByTestId('confirm-row')
        .map((r) => r.textContent),
    ).toEqual(['Big1.98100.00', 'Even1.98100.00'])
    expect(within(popup).getByTestId('confirm-total').textContent).toContain('200.00')
    fireEvent.click(within(popup).getByTestId('confirm-ok'))
    await waitFor(() => expect(balanceCents()).toBe(start - 20000))
    expect((screen.getByTestId('bet-amount') as HTMLInputElement).value).toBe('')

    fireEvent.click(screen.getByRole('tab', { name: 'My orders' }))
    const rows = await screen.findAllByTestId('own-row')
    expect(rows.map((r) => r.querySelector('.order-option')!.textContent)).toEqual(['Big', 'Even'])
    fireEvent.click(within(rows[0]!).getByTestId('cancel-order'))
    // the dialog's code loads on first use: on a loaded machine that alone can take seconds
    await overlaysSettled()
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel order' }))
    expect(await screen.findByText('Your order has been cancelled and the amount refunded.')).toBeTruthy()
    await waitFor(() => expect(balanceCents()).toBe(start - 10000))
    await waitFor(() => expect(screen.getAllByTestId('own-row')).toHaveLength(1))
  })

  it('against a backend of the other reading (entries of one order, numbers as text, pages): cancel names the whole order', async () => {
    await openRoom('/activity/1', OPEN, 'alt')
    await findRoom()
    const start = balanceCents()
    fireEvent.click(screen.getByTestId('option-0'))
    fireEvent.click(screen.getByTestId('option-3'))
    fireEvent.change(screen.getByTestId('bet-amount'), { target: { value: '100' } })
    fireEvent.click(screen.getByTestId('bet-buy'))
    fireEvent.click(within(await screen.findByTestId('confirm-popup')).getByTestId('confirm-ok'))
    await waitFor(() => expect(balanceCents()).toBe(start - 20000))

    fireEvent.click(screen.getByRole('tab', { name: 'My orders' }))
    const rows = await screen.findAllByTestId('own-row')
    expect(rows.map((r) => r.querySelector('.order-option')!.textContent)).toEqual(['Big', 'Even'])
    fireEvent.click(within(rows[1]!).getByTestId('cancel-order'))
    await overlaysSettled()
    // the two rows are entries of one order: the server cancels them together, and the dialog says so first
    const question = await screen.findByRole('alertdialog', { name: 'This order has 2 options (200.00 in all). Cancel all of them?' })
    fireEvent.click(within(question).getByRole('button', { name: 'Cancel order' }))
    expect(await screen.findByText('Your order has been cancelled and the amount refunded.')).toBeTruthy()
    await waitFor(() => expect(balanceCents()).toBe(start))
    await waitFor(() => expect(screen.queryAllByTestId('own-row')).toHaveLength(0))
  })

  it('Buy checks in order: nothing selected, then below 20 (1024)', async () => {
    await openRoom('/activity/1', OPEN)
    await findRoom()
    fireEvent.click(screen.getByTestId('bet-buy'))
    expect(await screen.findByText('Please select at least one option')).toBeTruthy()
    fireEvent.click(screen.getByTestId('option-1'))
    fireEvent.change(screen.getByTestId('bet-amount'), { target: { value: '19' } })
    fireEvent.click(screen.getByTestId('bet-buy'))
    expect(await screen.findByText('At least 20')).toBeTruthy()
  })

  it('the amount says the least it can take per option: 20, or the room’s minimum order total over the options selected', async () => {
    // Quick-3: a minimum order of 40
    await openRoom('/activity/15', OPEN)
    await findRoom()
    const amount = screen.getByTestId('bet-amount')
    expect(amount.getAttribute('placeholder')).toBe('At least 40')
    fireEvent.click(screen.getByTestId('option-1'))
    expect(amount.getAttribute('placeholder')).toBe('At least 40')
    fireEvent.click(screen.getByTestId('option-2'))
    expect(amount.getAttribute('placeholder')).toBe('At least 20')
    // three options: 40 / 3 is 13.33, and a stake is never below 20
    fireEvent.click(screen.getByTestId('option-3'))
    expect(amount.getAttribute('placeholder')).toBe('At least 20')
    // 40 for one option is taken: the placeholder told the truth
    fireEvent.click(screen.getByTestId('option-2'))
    fireEvent.click(screen.getByTestId('option-3'))
    fireEvent.change(amount, { target: { value: '39' } })
    fireEvent.click(screen.getByTestId('bet-buy'))
    expect(await screen.findByText('The order total must be at least 40.00')).toBeTruthy()
  })

  it('in the closing window Buy is blocked with 1020', async () => {
    await openRoom('/activity/1', roundAt(1, OPEN).endsAt - 30_000)
    await findRoom()
    await waitFor(() => expect(screen.getByTestId('round-header').getAttribute('data-phase')).toBe('closed'))
    // the header says it in the words of the refusal below
    expect(screen.getByTestId('round-status').textContent).toBe('Trading closed')
    fireEvent.click(screen.getByTestId('option-1'))
    fireEvent.change(screen.getByTestId('bet-amount'), { target: { value: '50' } })
    fireEvent.click(screen.getByTestId('bet-buy'))
    expect(await screen.findByText('Trading has stopped for this round')).toBeTruthy()
    expect(screen.queryByTestId('confirm-popup')).toBeNull()
  })

  it('a round that closes with the confirmation on screen: the popup says the order was not sent, and Confirm is closed', async () => {
    let clock = roundAt(1, OPEN).endsAt - 63_000
    const app = await renderDemoApp('/activity/1', { login: LOGIN, now: () => clock })
    cleanup = app.cleanup
    await findRoom()
    fireEvent.click(screen.getByTestId('option-1'))
    fireEvent.change(screen.getByTestId('bet-amount'), { target: { value: '50' } })
    fireEvent.click(screen.getByTestId('bet-buy'))
    const popup = await screen.findByTestId('confirm-popup')
    const confirm = within(popup).getByTestId<HTMLButtonElement>('confirm-ok')
    await waitFor(() => expect(confirm.disabled).toBe(false))
    expect(within(popup).getByTestId('order-checking').textContent).toBe('')

    clock = roundAt(1, OPEN).endsAt - 59_000
    await waitFor(() => expect(screen.getByTestId('round-header').getAttribute('data-phase')).toBe('closed'), { timeout: 3000 })
    const status = within(popup).getByTestId('order-checking')
    await waitFor(() => expect(status.textContent).toBe('Trading has stopped for this round. This order was not sent.'))
    expect(confirm.disabled).toBe(true)
    expect(confirm.textContent).toBe('Closed')
    expect(document.getElementById(confirm.getAttribute('aria-describedby')!)).toBe(status)

    // Cancel takes it down; the slip stays as it was, and Buy now says why at once
    fireEvent.click(within(popup).getByTestId('confirm-cancel'))
    await waitFor(() => expect(screen.queryByTestId('confirm-popup')?.hasAttribute('open') ?? false).toBe(false))
    expect((screen.getByTestId('bet-amount') as HTMLInputElement).value).toBe('50')
    expect(pressedOptions()).toHaveLength(1)
    fireEvent.click(screen.getByTestId('bet-buy'))
    expect(await screen.findByText('Trading has stopped for this round')).toBeTruthy()
    expect(await getVorder(app.services.api, { roomid: 1, gameseq: roundAt(1, OPEN).seqno })).toEqual([])
  })

  it('Follow on a live row (masked name, option, amount; its round is the header’s) selects that one option and pre-fills the amount', async () => {
    // a minute into the round: other players' orders are listed
    await openRoom('/activity/1', OPEN + 60_000)
    await findRoom()
    fireEvent.click(screen.getByTestId('option-1'))
    fireEvent.click(screen.getByTestId('option-2'))
    const row = (await screen.findAllByTestId('live-row'))[0]!
    expect(screen.getByTestId('round-seqno').textContent).toContain(roundAt(1, OPEN).seqno)
    expect(within(row).queryByTestId('live-seqno')).toBeNull()
    expect(within(row).getByTestId('live-user').textContent).toMatch(/^.{1,2}\*{3}/)
    const option = row.querySelector('.order-option')!.textContent!
    const cents = centsOf(row)
    fireEvent.click(within(row).getByTestId('follow'))
    await waitFor(() => expect(pressedOptions()).toHaveLength(1))
    expect(pressedOptions()[0]!.textContent).toMatch(new RegExp(`^${option}\\d`))
    expect((screen.getByTestId('bet-amount') as HTMLInputElement).value).toBe(String(Math.floor(cents / 100)))
  })

  it('cancelling an own order in the closed round is refused with 1020, without a confirm dialog', async () => {
    let clock = OPEN
    const app = await renderDemoApp('/', { login: LOGIN, now: () => clock })
    cleanup = app.cleanup
    const info = await getGameinfo(app.services.api, { roomid: 1 })
    await order(app.services.api, { gameid: info.game!.id, roomid: 1, order_info: [[0, 1.98, 2000 as Cents]] })
    clock = roundAt(1, OPEN).endsAt - 30_000
    await act(() => app.router.navigate({ to: '/activity/$id', params: { id: '1' } }))
    await findRoom()
    await waitFor(() => expect(screen.getByTestId('round-header').getAttribute('data-phase')).toBe('closed'))
    const start = balanceCents()
    fireEvent.click(screen.getByRole('tab', { name: 'My orders' }))
    const [row] = await screen.findAllByTestId('own-row')
    fireEvent.click(within(row!).getByTestId('cancel-order'))
    expect(await screen.findByText('Trading has stopped for this round')).toBeTruthy()
    expect(screen.queryByText('Cancel this order?')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull()
    expect(screen.getAllByTestId('own-row')).toHaveLength(1)
    expect(balanceCents()).toBe(start)
  })

  it('a hidden page stops polling the live orders; the visible page reloads the room', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] })
    const app = await openRoom('/activity/1', OPEN + 30_000)
    await findRoom()
    await screen.findAllByTestId('live-row')
    const call = vi.spyOn(app.services.api, 'call')
    const calls = (path: string) => call.mock.calls.filter(([p]) => p === path).length
    await act(() => vi.advanceTimersByTimeAsync(10_500))
    expect(calls('/api/Game/getVorder')).toBeGreaterThan(0)

    setVisibility('hidden')
    await waitFor(() => expect(screen.getByTestId('round-header').getAttribute('data-phase')).toBe('hidden'))
    call.mockClear()
    await act(() => vi.advanceTimersByTimeAsync(35_000))
    expect(calls('/api/Game/getVorder')).toBe(0)
    expect(calls('/api/Game/getGameinfo')).toBe(0)

    setVisibility('visible')
    await waitFor(() => expect(calls('/api/Game/getGameinfo')).toBe(1))
    await waitFor(() => expect(screen.getByTestId('round-header').getAttribute('data-phase')).toBe('open'))
    await act(() => vi.advanceTimersByTimeAsync(10_500))
    expect(calls('/api/Game/getVorder')).toBeGreaterThan(0)
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
    await findRoom()
    fireEvent.click(screen.getByTestId('rules-open'))
    const sheet = await screen.findByTestId('rules-sheet')
    const rows = within(sheet).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(11)
    expect(rows[8]!.textContent).toBe('Extreme BigSum is 22 or more15.00')
  })
})
