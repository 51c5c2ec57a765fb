import { expect, vi } from 'vitest'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { findRoom, renderDemoApp } from '../../../tests/demo-app'
import { getGameinfo } from '../../api/game'
import { order } from '../../api/game-orders'
import { overlaysSettled } from '../../ui/load-overlays'
import { Toast } from '../../ui/toast'
import type { Cents } from '../../lib/money'

// Shared by the tests of a room's orders and cancels against the demo backend (room-session-end, room-left).

export const LOGIN = { username: 'demo', password: 'demo123' }
/** 10:00:05 UTC: round 201 of game type 1 has 2:55 to go. */
export const OPEN = Date.UTC(2026, 0, 15, 10, 0, 5)

export type App = Awaited<ReturnType<typeof renderDemoApp>>

/** Room 1, opened after `before` (an order placed elsewhere is in its lists from the start). */
export async function openRoom(before?: (app: App) => Promise<unknown>) {
  const app = await renderDemoApp('/', { login: LOGIN, now: () => OPEN })
  await before?.(app)
  await act(() => app.router.navigate({ to: '/activity/$id', params: { id: '1' } }))
  await findRoom()
  return app
}

/** Room 1's title and current round, as the server names them. */
export async function roomAndRound(app: App) {
  const info = await getGameinfo(app.services.api, { roomid: 1 })
  return { title: info.room.title, seqno: info.game!.seqno }
}

export const placeBig = async (app: App) => {
  const info = await getGameinfo(app.services.api, { roomid: 1 })
  return order(app.services.api, { gameid: info.game!.id, roomid: 1, order_info: [[0, 1.98, 2000 as Cents]] })
}

/** Every toast's text from now on. */
export function toasts() {
  const show = vi.spyOn(Toast, 'show')
  return () => show.mock.calls.map(([props]) => props.content)
}

/** Let a toast whose code loads first (the shell's after /login) come, and anything after it. */
export const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)))

/** Big at `amount`, Buy, Confirm. */
export async function buyBig(amount = '100') {
  fireEvent.click(screen.getByTestId('option-0'))
  fireEvent.change(screen.getByTestId('bet-amount'), { target: { value: amount } })
  fireEvent.click(screen.getByTestId('bet-buy'))
  const popup = await screen.findByTestId('confirm-popup')
  const confirm = within(popup).getByTestId<HTMLButtonElement>('confirm-ok')
  await waitFor(() => expect(confirm.disabled).toBe(false))
  fireEvent.click(confirm)
}

/** My orders, Cancel on its first row, and yes: the cancelled order's number as the row shows it ("#41"). */
export async function cancelFirst(): Promise<string> {
  fireEvent.click(screen.getByRole('tab', { name: 'My orders' }))
  const [row] = await screen.findAllByTestId('own-row')
  const id = row!.querySelector('.order-id')!.textContent!
  fireEvent.click(within(row!).getByTestId('cancel-order'))
  await overlaysSettled()
  fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel order' }))
  return id
}

/**
 * The next call to `path` reaches the server as usual (or not at all: `send: false`), but its answer is held
 * until the test lets it arrive (`arrive`) or loses it on the way (`lose(error)`).
 */
export function holdAnswer(app: App, path: string, { send = true } = {}) {
  const api = app.services.api
  const call = api.call.bind(api)
  let settleHeld: ((lost?: unknown) => void) | null = null
  vi.spyOn(api, 'call').mockImplementation(((p: string, body: never, schema: never, options: never) => {
    if (p !== path || settleHeld) return call(p, body, schema, options)
    const answer = send ? call(p, body, schema, options) : new Promise<never>(() => {})
    void answer.catch(() => undefined)
    return new Promise((resolve, reject) => {
      settleHeld = (lost) => (lost === undefined ? answer.then(resolve, reject) : reject(lost))
    })
  }) as typeof call)
  return {
    sent: () => settleHeld !== null,
    arrive: () => settleHeld!(),
    lose: (error: unknown) => settleHeld!(error),
  }
}
