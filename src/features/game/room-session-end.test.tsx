import { afterEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import { holdNextNavigation } from '../../../tests/demo-app'
import { ApiError } from '../../api/errors'
import { getGamelog2 } from '../../api/game-orders'
import { MockResponse as Response } from '../../../mocks/lib/mock-response'
import { buyBig, cancelFirst, holdAnswer, openRoom as open, placeBig, roomAndRound, settle, toasts, type App } from './test-room-orders'

let cleanup = () => {}
afterEach(() => {
  vi.restoreAllMocks()
  cleanup()
})

const EXPIRED = 'Your login has expired, please log in again'
const NOT_PLACED = 'Your login has expired, so your order was not placed. Please log in again.'
const NOT_CANCELLED = 'Your login has expired, so your order was not cancelled. Please log in again.'
const ORDER_UNKNOWN = 'We could not confirm whether your order was placed. Check your orders after logging in.'
const CANCEL_UNKNOWN = 'We could not confirm whether your order was cancelled. Check your orders after logging in.'

async function openRoom(before?: (app: App) => Promise<unknown>) {
  const app = await open(before)
  cleanup = app.cleanup
  return app
}

/** The session ended: /login shows one notice, `notice`, and none comes after it. */
async function oneNoticeOnLogin(app: App, shown: () => string[], notice: string) {
  await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'))
  await waitFor(() => expect(shown()).toHaveLength(1))
  await settle()
  expect(shown()).toEqual([notice])
}

/** The server ends the session on this call only: its answer is body code 409. */
const refuse = (app: App, path: string) => app.server.post(path, () => ({ code: 409, info: 'login expired', data: null }))

/** The user's token dies on the server, and a call of some other screen finds it so: the session ends. */
async function endSession(app: App) {
  app.server.schema.findBy('user', { username: 'demo' })!.update({ token: 'ended' })
  await Promise.allSettled([getGamelog2(app.services.api, { type: 'all' })])
}

describe('a forced logout (body code 409) in answer to an order or a cancel', () => {
  it('the order refused: /login says once that the order was not placed (no other word of it)', async () => {
    const app = await openRoom()
    const shown = toasts()
    refuse(app, '/api/Game/order')
    await buyBig()
    await oneNoticeOnLogin(app, shown, NOT_PLACED)
    expect((await screen.findByTestId('toast')).textContent).toBe(NOT_PLACED)
  })

  it('the cancel refused: /login says the order was not cancelled', async () => {
    const app = await openRoom(placeBig)
    const shown = toasts()
    refuse(app, '/api/Game/getGamecancel')
    await cancelFirst()
    await oneNoticeOnLogin(app, shown, NOT_CANCELLED)
  })

  it('an order whose answer was lost, then a check refused: one notice says its outcome is unconfirmed, never "not placed"', async () => {
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
    await oneNoticeOnLogin(app, shown, `Your login has expired. Please log in again. ${ORDER_UNKNOWN}`)
  })

  it('the order refused after another call ended the session, before the notice: one notice, which names the order', async () => {
    const app = await openRoom()
    const shown = toasts()
    // /login's screen is slow to come: the notice waits for it
    const login = holdNextNavigation(app.router)
    await endSession(app)
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
    await endSession(app)
    await waitFor(() => expect(shown()).toEqual([EXPIRED]))
    // an order sent before the session ended, answered only now
    await Promise.allSettled([placeBig(app)])
    await waitFor(() => expect(shown()).toEqual([EXPIRED, NOT_PLACED]))
    // and only once
    await Promise.allSettled([placeBig(app)])
    await settle()
    expect(shown()).toEqual([EXPIRED, NOT_PLACED])
  })

  describe('an order or a cancel whose outcome is unknown when another call ends the session', () => {
    it('an order being checked: the one notice says it was not confirmed, and where to look', async () => {
      const app = await openRoom()
      // never reaches the server: every check finds nothing, and the checks go on
      const held = holdAnswer(app, '/api/Game/order', { send: false })
      const shown = toasts()
      await buyBig()
      await waitFor(() => expect(held.sent()).toBe(true))
      held.lose(new ApiError('timeout', { path: '/api/Game/order' }))
      await screen.findByText('No clear answer from the server yet. Checking whether your order was placed…')
      await endSession(app)
      await oneNoticeOnLogin(app, shown, `Your login has expired. Please log in again. ${ORDER_UNKNOWN}`)
    })

    it('a cancel being checked: the one notice says it was not confirmed', async () => {
      const app = await openRoom(placeBig)
      app.server.post('/api/Game/getGamecancel', () => new Response(500, {}, {}))
      const shown = toasts()
      const id = await cancelFirst()
      await screen.findByText(`No clear answer from the server yet. Checking whether order ${id} was cancelled…`)
      await endSession(app)
      await oneNoticeOnLogin(app, shown, `Your login has expired. Please log in again. ${CANCEL_UNKNOWN}`)
    })

    it('an order on its way, its answer lost after the notice was shown: a notice of its own says it was not confirmed', async () => {
      const app = await openRoom()
      const held = holdAnswer(app, '/api/Game/order')
      const shown = toasts()
      await buyBig()
      await waitFor(() => expect(held.sent()).toBe(true))
      await endSession(app)
      await waitFor(() => expect(shown()).toEqual([EXPIRED]))
      held.lose(new ApiError('network', { path: '/api/Game/order' }))
      await waitFor(() => expect(shown()).toEqual([EXPIRED, ORDER_UNKNOWN]))
      await settle()
      expect(shown()).toEqual([EXPIRED, ORDER_UNKNOWN])
    })

    it('an order on its way, placed, its answer arriving after the notice: the user is told it was placed', async () => {
      const app = await openRoom()
      const { title, seqno } = await roomAndRound(app)
      const held = holdAnswer(app, '/api/Game/order')
      const shown = toasts()
      await buyBig()
      await waitFor(() => expect(held.sent()).toBe(true))
      await endSession(app)
      await waitFor(() => expect(shown()).toEqual([EXPIRED]))
      held.arrive()
      const placed = `Your order in ${title}, round ${seqno} was placed.`
      await waitFor(() => expect(shown()).toEqual([EXPIRED, placed]))
      await settle()
      expect(shown()).toEqual([EXPIRED, placed])
    })
  })
})
