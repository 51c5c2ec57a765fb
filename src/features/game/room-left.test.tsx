import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor } from '@testing-library/react'
import { MockResponse as Response } from '../../../mocks/lib/mock-response'
import { ApiError } from '../../api/errors'
import { buyBig, cancelFirst, holdAnswer, openRoom as open, placeBig, roomAndRound, settle, toasts, type App } from './test-room-orders'

let cleanup = () => {}
afterEach(() => {
  vi.restoreAllMocks()
  cleanup()
})

async function openRoom(before?: (app: App) => Promise<unknown>) {
  const app = await open(before)
  cleanup = app.cleanup
  return app
}

/** The user leaves the room for home: the room and its toasts close. */
async function leave(app: App) {
  await act(() => app.router.navigate({ to: '/' }))
  await waitFor(() => expect(screen.queryByTestId('room')).toBeNull())
}

/** The order's answer held until the room is left; the slip says it is on its way. */
async function orderThenLeave(app: App, options?: { send: boolean }) {
  const held = holdAnswer(app, '/api/Game/order', options)
  await buyBig()
  await waitFor(() => expect(held.sent()).toBe(true))
  await leave(app)
  return held
}

describe('an order or a cancel that outlives its room (the user left it)', () => {
  it('an order answered after the room was left: the user is told once that it was placed, and the balance is read', async () => {
    const app = await openRoom()
    const { title, seqno } = await roomAndRound(app)
    const shown = toasts()
    const held = await orderThenLeave(app)
    const refresh = vi.spyOn(app.services.session, 'send')
    held.arrive()
    const placed = `Your order in ${title}, round ${seqno} was placed.`
    await waitFor(() => expect(shown()).toEqual([placed]))
    expect(refresh).toHaveBeenCalledWith({ type: 'session.refresh' })
    await settle()
    expect(shown()).toEqual([placed])
  })

  it('an order answered after its app was torn down (its session actor stopped: a test’s or a story’s): nothing is told, nothing sent to it', async () => {
    const app = await openRoom()
    await roomAndRound(app)
    const shown = toasts()
    const held = await orderThenLeave(app)
    const sent = vi.spyOn(app.services.session, 'send')
    app.services.session.stop()
    held.arrive()
    await settle()
    expect(shown()).toEqual([])
    expect(sent).not.toHaveBeenCalled()
  })

  it('an order refused after the room was left: the user is told it was not placed, and why', async () => {
    const app = await openRoom()
    const { title, seqno } = await roomAndRound(app)
    const shown = toasts()
    const held = await orderThenLeave(app, { send: false })
    held.lose(new ApiError('code', { errCode: 1020 }))
    await waitFor(() =>
      expect(shown()).toEqual([`Your order in ${title}, round ${seqno} was not placed: Trading has stopped for this round`]),
    )
  })

  it('an order whose answer is lost after the room was left: unconfirmed, never failed', async () => {
    const app = await openRoom()
    const { title, seqno } = await roomAndRound(app)
    const shown = toasts()
    const held = await orderThenLeave(app)
    held.lose(new ApiError('timeout', { path: '/api/Game/order' }))
    await waitFor(() =>
      expect(shown()).toEqual([`We could not confirm whether your order in ${title}, round ${seqno} was placed. See Bet records.`]),
    )
  })

  it('the room left while an order is being checked: the user is told once that it is unconfirmed', async () => {
    const app = await openRoom()
    const { title, seqno } = await roomAndRound(app)
    const held = holdAnswer(app, '/api/Game/order', { send: false })
    await buyBig()
    await waitFor(() => expect(held.sent()).toBe(true))
    held.lose(new ApiError('timeout', { path: '/api/Game/order' }))
    await screen.findByText('No clear answer from the server yet. Checking whether your order was placed…')
    const shown = toasts()
    await leave(app)
    const unconfirmed = `We could not confirm whether your order in ${title}, round ${seqno} was placed. See Bet records.`
    await waitFor(() => expect(shown()).toEqual([unconfirmed]))
    await settle()
    expect(shown()).toEqual([unconfirmed])
  })

  it('a cancel answered after the room was left: the user is told once that the order was cancelled', async () => {
    const app = await openRoom(placeBig)
    const { title } = await roomAndRound(app)
    const held = holdAnswer(app, '/api/Game/getGamecancel')
    const id = await cancelFirst()
    await waitFor(() => expect(held.sent()).toBe(true))
    const shown = toasts()
    await leave(app)
    held.arrive()
    const cancelled = `Order ${id} in ${title} was cancelled and the amount refunded.`
    await waitFor(() => expect(shown()).toEqual([cancelled]))
    await settle()
    expect(shown()).toEqual([cancelled])
  })

  it('the room left while a cancel is being checked: the user is told it is unconfirmed', async () => {
    const app = await openRoom(placeBig)
    const { title } = await roomAndRound(app)
    app.server.post('/api/Game/getGamecancel', () => new Response(500, {}, {}))
    const id = await cancelFirst()
    await screen.findByText(`No clear answer from the server yet. Checking whether order ${id} was cancelled…`)
    const shown = toasts()
    await leave(app)
    await waitFor(() => expect(shown()).toEqual([`We could not confirm whether order ${id} in ${title} was cancelled. See Bet records.`]))
  })

  it('an order answered while the room is still open is told by the room alone', async () => {
    const app = await openRoom()
    const shown = toasts()
    const held = holdAnswer(app, '/api/Game/order')
    await buyBig()
    await waitFor(() => expect(held.sent()).toBe(true))
    held.arrive()
    await waitFor(() => expect(shown()).toEqual(['Order placed']))
    await leave(app)
    await settle()
    expect(shown()).toEqual(['Order placed'])
  })
})
