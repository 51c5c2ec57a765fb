import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { countRequests, findRoom, renderDemoApp } from '../../../tests/demo-app'
import { MockResponse as Response } from '../../../mocks/lib/mock-response'
import { CANCEL_CHECK_PAUSES_MS } from '../../../machines/own-orders.machine'
import { LIVE_POLL_MS } from '../../../machines/live-orders.machine'
import { ApiError } from '../../api/errors'
import { getGameinfo } from '../../api/game'
import { order } from '../../api/game-orders'
import { overlaysSettled } from '../../ui/load-overlays'
import type { Cents } from '../../lib/money'

let cleanup = () => {}
afterEach(() => {
  vi.useRealTimers()
  Reflect.deleteProperty(document, 'visibilityState')
  cleanup()
})

/** The page as the browser reports it (the room listens to visibilitychange). */
function setVisibility(state: 'hidden' | 'visible') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state })
  act(() => void document.dispatchEvent(new Event('visibilitychange')))
}

const LOGIN = { username: 'demo', password: 'demo123' }
/** 10:00:05 UTC: round 201 of game type 1 has 2:55 to go. */
const OPEN = Date.UTC(2026, 0, 15, 10, 0, 5)

const cancelButtons = () => screen.getAllByTestId('cancel-order') as HTMLButtonElement[]

/** Two orders of the user's own in room 1 (our backend: one per option), then the room's My orders tab. */
async function openMyOrders(app: Awaited<ReturnType<typeof renderDemoApp>>) {
  const info = await getGameinfo(app.services.api, { roomid: 1 })
  await order(app.services.api, {
    gameid: info.game!.id,
    roomid: 1,
    order_info: [
      [0, 1.98, 2000 as Cents],
      [3, 1.98, 2000 as Cents],
    ],
  })
  await act(() => app.router.navigate({ to: '/activity/$id', params: { id: '1' } }))
  await findRoom()
  fireEvent.click(screen.getByRole('tab', { name: 'My orders' }))
}

/**
 * The server answers every call of `path` with HTTP 500 while `failing`; `calls()` counts the app's calls
 * of it from now on.
 */
function failCalls(app: Awaited<ReturnType<typeof renderDemoApp>>, path: string) {
  const call = app.services.api.call.bind(app.services.api)
  const spy = vi
    .spyOn(app.services.api, 'call')
    .mockImplementation(((p: string, body: unknown, schema: never) =>
      state.failing && p === path
        ? Promise.reject(new ApiError('http', { status: 500, path: p }))
        : call(p, body as never, schema)) as typeof call)
  const state = { failing: true, calls: () => spy.mock.calls.filter(([p]) => p === path).length }
  return state
}

describe('my orders: one cancel at a time', () => {
  it('a cancel answered with HTTP 500: while it is checked the list says so and every Cancel is disabled', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] })
    const app = await renderDemoApp('/', { login: LOGIN, now: () => OPEN })
    cleanup = app.cleanup
    await openMyOrders(app)
    const rows = await screen.findAllByTestId('own-row')
    expect(rows).toHaveLength(2)
    const first = rows[0]!.querySelector('.order-id')!.textContent
    expect(screen.getByTestId('own-busy').textContent).toBe('')

    // the server takes the cancel or not: its answer says nothing either way
    app.server.post('/api/Game/getGamecancel', () => new Response(500, {}, {}))
    const cancels = countRequests(app.server, '/api/Game/getGamecancel')
    fireEvent.click(within(rows[0]!).getByTestId('cancel-order'))
    await overlaysSettled()
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel order' }))
    await waitFor(() =>
      expect(screen.getByTestId('own-busy').textContent).toBe(
        `No clear answer from the server yet. Checking whether order ${first} was cancelled…`,
      ),
    )
    expect(cancels()).toBe(1)
    expect(cancelButtons().map((b) => b.disabled)).toEqual([true, true])
    // the buttons are described by the line that says why
    expect(cancelButtons()[1]!.getAttribute('aria-describedby')).toBe(screen.getByTestId('own-busy').id)
    expect(screen.getByTestId('own-busy').getAttribute('role')).toBe('status')

    // still checking after the second check
    await act(() => vi.advanceTimersByTimeAsync(CANCEL_CHECK_PAUSES_MS[0]))
    expect(cancelButtons().map((b) => b.disabled)).toEqual([true, true])
    expect(screen.getByTestId('own-busy').textContent).toContain(`Checking whether order ${first} was cancelled`)

    // the last check (~10 s) still lists it: unconfirmed, and the buttons take taps again
    await act(() => vi.advanceTimersByTimeAsync(CANCEL_CHECK_PAUSES_MS[1] + CANCEL_CHECK_PAUSES_MS[2]))
    expect(
      await screen.findByText('We could not confirm the cancellation. My orders shows your orders as the server has them now.'),
    ).toBeTruthy()
    await waitFor(() => expect(cancelButtons().map((b) => b.disabled)).toEqual([false, false]))
    expect(screen.getByTestId('own-busy').textContent).toBe('')
    expect(cancels()).toBe(1)
  })

  it('the next round begins while a cancel is checked: the checks go on and their outcome is told, never dropped', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] })
    let now = OPEN
    const app = await renderDemoApp('/', { login: LOGIN, now: () => now })
    cleanup = app.cleanup
    await openMyOrders(app)
    const rows = await screen.findAllByTestId('own-row')
    const first = rows[0]!.querySelector('.order-id')!.textContent
    app.server.post('/api/Game/getGamecancel', () => new Response(500, {}, {}))
    fireEvent.click(within(rows[0]!).getByTestId('cancel-order'))
    await overlaysSettled()
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel order' }))
    const line = `No clear answer from the server yet. Checking whether order ${first} was cancelled…`
    await waitFor(() => expect(screen.getByTestId('own-busy').textContent).toBe(line))

    // the page is hidden across the draw: shown again, the room loads the next round
    setVisibility('hidden')
    now = OPEN + 3 * 60_000
    const round = screen.getByTestId('round-header').textContent
    setVisibility('visible')
    await waitFor(() => expect(screen.getByTestId('round-header').textContent).not.toBe(round))
    // the new round's list (none of the user's orders yet), the cancel still named above it
    expect(await screen.findByTestId('own-empty')).toBeTruthy()
    expect(screen.getByTestId('own-busy').textContent).toBe(line)

    await act(() => vi.advanceTimersByTimeAsync(CANCEL_CHECK_PAUSES_MS.reduce((a, b) => a + b, 0)))
    expect(
      await screen.findByText('We could not confirm the cancellation. My orders shows your orders as the server has them now.'),
    ).toBeTruthy()
    expect(screen.getByTestId('own-busy').textContent).toBe('')
  })

  it('while a cancel is on its way the list names it and every Cancel is disabled', async () => {
    const app = await renderDemoApp('/', { login: LOGIN, now: () => OPEN })
    cleanup = app.cleanup
    await openMyOrders(app)
    const rows = await screen.findAllByTestId('own-row')
    const first = rows[0]!.querySelector('.order-id')!.textContent
    // the server holds its answer until the test lets it go
    let answer!: () => void
    const held = new Promise<void>((resolve) => (answer = resolve))
    app.server.post('/api/Game/getGamecancel', async () => {
      await held
      return new Response(500, {}, {})
    })
    fireEvent.click(within(rows[0]!).getByTestId('cancel-order'))
    await overlaysSettled()
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel order' }))
    await waitFor(() => expect(screen.getByTestId('own-busy').textContent).toBe(`Cancelling order ${first}…`))
    expect(cancelButtons().map((b) => b.disabled)).toEqual([true, true])
    answer()
    await waitFor(() => expect(screen.getByTestId('own-busy').textContent).toContain('Checking whether'))
  })
})

describe('my orders whose read fails', () => {
  it('a cancel the server took, then a read that fails: the order leaves the list, which says it may be out of date; Try again reads it', async () => {
    const app = await renderDemoApp('/', { login: LOGIN, now: () => OPEN })
    cleanup = app.cleanup
    await openMyOrders(app)
    const rows = await screen.findAllByTestId('own-row')
    expect(rows).toHaveLength(2)
    const kept = rows[1]!.querySelector('.order-id')!.textContent
    // the server answers the list's reads with HTTP 500
    const reads = failCalls(app, '/api/Game/getGamelog')
    fireEvent.click(within(rows[0]!).getByTestId('cancel-order'))
    await overlaysSettled()
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel order' }))
    const stale = await screen.findByTestId('own-stale')
    expect(stale.textContent).toContain('Your orders could not be updated: this list may be out of date.')
    expect(stale.getAttribute('role')).toBe('alert')
    // the cancelled order is gone (the server said so); the other stays as last read
    expect(screen.getAllByTestId('own-row').map((r) => r.querySelector('.order-id')!.textContent)).toEqual([kept])
    const before = reads.calls()
    reads.failing = false
    fireEvent.click(within(stale).getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(screen.queryByTestId('own-stale')).toBeNull())
    expect(reads.calls()).toBe(before + 1)
    expect(screen.getAllByTestId('own-row').map((r) => r.querySelector('.order-id')!.textContent)).toEqual([kept])
  })

  it('a read that failed offline: back online, the list is read again without a tap', async () => {
    const app = await renderDemoApp('/', { login: LOGIN, now: () => OPEN })
    cleanup = app.cleanup
    await openMyOrders(app)
    expect(await screen.findAllByTestId('own-row')).toHaveLength(2)
    const reads = failCalls(app, '/api/Game/getGamelog')
    // the page shown again reloads the room, and My orders' read fails (the connection dropped meanwhile)
    setVisibility('hidden')
    setVisibility('visible')
    expect((await screen.findByTestId('own-stale')).textContent).toContain('this list may be out of date')
    const before = reads.calls()
    reads.failing = false
    act(() => void window.dispatchEvent(new Event('online')))
    await waitFor(() => expect(screen.queryByTestId('own-stale')).toBeNull())
    expect(reads.calls()).toBe(before + 1)
    expect(screen.getAllByTestId('own-row')).toHaveLength(2)
  })
})

describe('live orders whose polls fail', () => {
  it('after a failed poll the list says it may be out of date and keeps polling; the line goes when a poll answers', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] })
    const app = await renderDemoApp('/activity/1', { login: LOGIN, now: () => OPEN + 30_000 })
    cleanup = app.cleanup
    await findRoom()
    const rows = (await screen.findAllByTestId('live-row')).length
    expect(screen.queryByTestId('live-stale')).toBeNull()
    // the server answers the polls with HTTP 500
    const server = failCalls(app, '/api/Game/getVorder')
    await act(() => vi.advanceTimersByTimeAsync(LIVE_POLL_MS))
    const stale = await screen.findByTestId('live-stale')
    expect(stale.textContent).toBe('Live orders could not be updated: they may be out of date. Trying again…')
    expect(stale.getAttribute('role')).toBe('status')
    // the rows stay
    expect(screen.getAllByTestId('live-row')).toHaveLength(rows)
    // 30 s of failures: still said, still polling
    await act(() => vi.advanceTimersByTimeAsync(2 * LIVE_POLL_MS))
    expect(server.calls()).toBe(3)
    expect(screen.getByTestId('live-stale')).toBeTruthy()
    server.failing = false
    await act(() => vi.advanceTimersByTimeAsync(LIVE_POLL_MS))
    await waitFor(() => expect(screen.queryByTestId('live-stale')).toBeNull())
    expect(server.calls()).toBe(4)
  })
})
