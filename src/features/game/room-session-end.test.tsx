import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { findRoom, holdNextNavigation, renderDemoApp } from '../../../tests/demo-app'
import { getGameinfo } from '../../api/game'
import { ApiError } from '../../api/errors'
import { getGamelog2, order } from '../../api/game-orders'
import { overlaysSettled } from '../../ui/load-overlays'
import { Toast } from '../../ui/toast'
import type { Cents } from '../../lib/money'

let cleanup = () => {}
afterEach(() => {
  vi.restoreAllMocks()
  cleanup()
})

const LOGIN = { username: 'demo', password: 'demo123' }
/** 10:00:05 UTC: round 201 of game type 1 has 2:55 to go. */
const OPEN = Date.UTC(2026, 0, 15, 10, 0, 5)
const EXPIRED = 'Your login has expired, please log in again'
const NOT_PLACED = 'Your login has expired, so your order was not placed. Please log in again.'
const NOT_CANCELLED = 'Your login has expired, so your order was not cancelled. Please log in again.'

type App = Awaited<ReturnType<typeof renderDemoApp>>

/** The room, opened after `before` (an order placed elsewhere is in its lists from the start). */
async function openRoom(before?: (app: App) => Promise<unknown>) {
  const app = await renderDemoApp('/', { login: LOGIN, now: () => OPEN })
  cleanup = app.cleanup
  await before?.(app)
  await act(() => app.router.navigate({ to: '/activity/$id', params: { id: '1' } }))
  await findRoom()
  return app
}

const placeBig = async (app: App) => {
  const info = await getGameinfo(app.services.api, { roomid: 1 })
  return order(app.services.api, { gameid: info.game!.id, roomid: 1, order_info: [[0, 1.98, 2000 as Cents]] })
}

/** The server ends the session on this call only: its answer is body code 409. */
const refuse = (app: App, path: string) => app.server.post(path, () => ({ code: 409, info: 'login expired', data: null }))

/** Every toast's text from now on. */
function toasts() {
  const show = vi.spyOn(Toast, 'show')
  return () => show.mock.calls.map(([props]) => props.content)
}

/** Let the toast the shell shows after /login (its code loads then) come, and anything after it. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)))

async function buyBig(amount = '100') {
  fireEvent.click(screen.getByTestId('option-0'))
  fireEvent.change(screen.getByTestId('bet-amount'), { target: { value: amount } })
  fireEvent.click(screen.getByTestId('bet-buy'))
  const popup = await screen.findByTestId('confirm-popup')
  const confirm = within(popup).getByTestId<HTMLButtonElement>('confirm-ok')
  await waitFor(() => expect(confirm.disabled).toBe(false))
  fireEvent.click(confirm)
}

describe('a forced logout (body code 409) in answer to an order or a cancel', () => {
  it('the order refused: /login says once that the order was not placed (no other word of it)', async () => {
    const app = await openRoom()
    const shown = toasts()
    refuse(app, '/api/Game/order')
    await buyBig()
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'))
    await waitFor(() => expect(shown()).toHaveLength(1))
    await settle()
    expect(shown()).toEqual([NOT_PLACED])
    expect((await screen.findByTestId('toast')).textContent).toBe(NOT_PLACED)
  })

  it('the cancel refused: /login says the order was not cancelled', async () => {
    const app = await openRoom(placeBig)
    fireEvent.click(screen.getByRole('tab', { name: 'My orders' }))
    const [row] = await screen.findAllByTestId('own-row')
    const shown = toasts()
    refuse(app, '/api/Game/getGamecancel')
    fireEvent.click(within(row!).getByTestId('cancel-order'))
    await overlaysSettled()
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel order' }))
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'))
    await waitFor(() => expect(shown()).toHaveLength(1))
    await settle()
    expect(shown()).toEqual([NOT_CANCELLED])
  })

  it('an order whose answer was lost, then a check refused: the order is not said to be "not placed"', async () => {
    const app = await openRoom()
    const call = app.services.api.call.bind(app.services.api)
    // The order reaches the server (placed), its answer is lost on the way back; the server then refuses the
    // check of the round's own orders.
    vi.spyOn(app.services.api, 'call').mockImplementation(((path: string, body: never, schema: never, options: never) =>
      path === '/api/Game/order'
        ? call(path, body, schema, options).then(() => {
            refuse(app, '/api/Game/getVorder')
            throw new ApiError('timeout', { path })
          })
        : call(path, body, schema, options)) as typeof call)
    const shown = toasts()
    await buyBig()
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'))
    await waitFor(() => expect(shown()).toHaveLength(1))
    await settle()
    expect(shown()).toEqual([EXPIRED])
  })

  it('the order refused after another call ended the session, before the notice: one notice, which names the order', async () => {
    const app = await openRoom()
    const shown = toasts()
    // /login's screen is slow to come: the notice waits for it
    const login = holdNextNavigation(app.router)
    app.server.schema.findBy('user', { username: 'demo' })!.update({ token: 'ended' })
    await Promise.allSettled([getGamelog2(app.services.api, { type: 'all' })])
    await waitFor(() => expect(login.started()).toBe(true))
    expect(await Promise.allSettled([placeBig(app)])).toMatchObject([{ status: 'rejected' }])
    login.release()
    await waitFor(() => expect(shown()).toHaveLength(1))
    await settle()
    expect(shown()).toEqual([NOT_PLACED])
  })

  it('refused after the notice was shown: the order gets a notice of its own', async () => {
    const app = await openRoom()
    const shown = toasts()
    app.server.schema.findBy('user', { username: 'demo' })!.update({ token: 'ended' })
    await Promise.allSettled([getGamelog2(app.services.api, { type: 'all' })])
    await waitFor(() => expect(shown()).toEqual([EXPIRED]))
    // an order sent before the session ended, answered only now
    await Promise.allSettled([placeBig(app)])
    await waitFor(() => expect(shown()).toEqual([EXPIRED, NOT_PLACED]))
    // and only once
    await Promise.allSettled([placeBig(app)])
    await settle()
    expect(shown()).toEqual([EXPIRED, NOT_PLACED])
  })
})
