import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor } from '@testing-library/react'
import * as v from 'valibot'
import { countRequests, findRoom, renderDemoApp } from '../../../tests/demo-app'
import { onTeardown } from '../../../tests/teardown'

let cleanup = () => {}
afterEach(() => cleanup())

const LOGIN = { username: 'demo', password: 'demo123' }
/** 10:00:05 UTC: every game's round is open. */
const OPEN = Date.UTC(2026, 0, 15, 10, 0, 5)

/** The three-digit room's page and options, and the racing room's. */
const THREE_DIGIT = '[data-testid="room"]:not(.racing), .option-grid, .last-result'
const RACING = '[data-testid="room"].racing, .race-grid, .race-last'

/**
 * Counts what the page ever showed matching `selector`, from now on: an element added and taken away
 * again at once counts too (the records keep the nodes they added).
 */
function watchFor(selector: string) {
  let shown = 0
  const count = (records: MutationRecord[]) => {
    for (const record of records)
      for (const node of record.addedNodes) if (node instanceof Element && (node.matches(selector) || node.querySelector(selector))) shown++
  }
  const observer = new MutationObserver(count)
  observer.observe(document.body, { childList: true, subtree: true })
  onTeardown(() => observer.disconnect())
  return () => {
    count(observer.takeRecords())
    return shown
  }
}

/** Opens `path` the way a bookmark or deep link does, counting the orders sent and the `wrong` kind of room shown. */
async function openLink(path: string, wrong: string) {
  const shownWrong = watchFor(wrong)
  const app = await renderDemoApp(path, { login: LOGIN, now: () => OPEN })
  cleanup = app.cleanup
  return { app, orders: countRequests(app.server, '/api/Game/order'), shownWrong }
}

describe('a room opened on the page of the other kind', () => {
  it('racing room 4 at /activity/4 goes to /bjsc/4 in place of it: no three-digit options, no order', async () => {
    const { app, orders, shownWrong } = await openLink('/activity/4', THREE_DIGIT)
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/bjsc/4'))
    expect((await findRoom()).classList.contains('racing')).toBe(true)
    expect(screen.getAllByTestId('rank-row')).toHaveLength(10)
    // replaced, not pushed: Back does not return to /activity/4
    expect(app.router.history.length).toBe(1)
    expect(shownWrong()).toBe(0)
    expect(orders()).toBe(0)
  })

  it.each([
    ['/bjsc/1', '/activity/1', 11],
    ['/bjsc/16', '/activity/16', 4],
  ])('three-digit room at %s goes to %s in place of it: no racing grid, no order', async (path, own, options) => {
    const { app, orders, shownWrong } = await openLink(path, RACING)
    await waitFor(() => expect(app.router.state.location.pathname).toBe(own))
    expect((await findRoom()).classList.contains('racing')).toBe(false)
    expect(screen.getAllByRole('button', { pressed: false }).filter((b) => b.classList.contains('option'))).toHaveLength(options)
    expect(app.router.history.length).toBe(1)
    expect(shownWrong()).toBe(0)
    expect(orders()).toBe(0)
  })
})

/**
 * The room as `getGameinfo` sends it, with its `type` as `type` (left out when undefined), from now on: the
 * call's own answer, changed before the app reads it.
 */
function retypeRoom(app: Awaited<ReturnType<typeof renderDemoApp>>, type: unknown) {
  const call = app.services.api.call.bind(app.services.api)
  const retype = (data: unknown) => {
    const { type: _sent, ...room } = (data as { room: Record<string, unknown> }).room
    return { ...(data as object), room: type === undefined ? room : { ...room, type } }
  }
  vi.spyOn(app.services.api, 'call').mockImplementation(((path: string, body: unknown, schema: v.GenericSchema) =>
    path === '/api/Game/getGameinfo'
      ? call(path, body as never, v.pipe(v.unknown(), v.transform(retype), schema))
      : call(path, body as never, schema)) as typeof call)
}

describe('a room whose kind the server does not say', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it.each([
    ['/activity/1', 'left out', undefined],
    ['/activity/16', 'left out', undefined],
    ['/bjsc/4', 'left out', undefined],
    ['/activity/1', 'null', null],
    ['/activity/1', '0', 0],
    ['/bjsc/4', 'text', 'racing'],
    ['/activity/1', 'a fraction', 1.5],
  ])(
    '%s, type %s: "can’t be opened" on the page it was opened on; no options of either game, no order, nothing more asked',
    async (path, _name, type) => {
      // the app's timers and the simulation's clock, moved together
      vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'performance'] })
      let now = OPEN
      const shownRoom = watchFor(`${THREE_DIGIT}, ${RACING}`)
      const app = await renderDemoApp('/user', { login: LOGIN, now: () => now })
      cleanup = app.cleanup
      retypeRoom(app, type)
      const orders = countRequests(app.server, '/api/Game/order')
      const asked = countRequests(app.server, '/api/Game/')
      await act(() => app.router.navigate({ to: path }))
      const message = await screen.findByTestId('room-unavailable')
      expect(message.textContent).toBe("This room can't be opened in this version of the app.Back to home")
      expect(message.getAttribute('role')).toBe('alert')
      expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/')
      // not sent to the other kind's page either
      expect(app.router.state.location.pathname).toBe(path)
      // the room's machines have stopped: past a poll of the live orders and the round's end, nothing of it is asked
      // for again (what was already on its way may still arrive)
      await act(() => vi.advanceTimersByTimeAsync(500))
      const before = asked()
      now += 200_000
      await act(() => vi.advanceTimersByTimeAsync(200_000))
      expect(asked()).toBe(before)
      expect(screen.getByTestId('room-unavailable')).toBe(message)
      expect(shownRoom()).toBe(0)
      expect(orders()).toBe(0)
    },
  )

  it('a known type still opens its room (type as text "16": the four options)', async () => {
    const app = await renderDemoApp('/user', { login: LOGIN, now: () => OPEN })
    cleanup = app.cleanup
    retypeRoom(app, '16')
    await act(() => app.router.navigate({ to: '/activity/$id', params: { id: '16' } }))
    expect((await findRoom()).classList.contains('racing')).toBe(false)
    expect(screen.getAllByRole('button', { pressed: false }).filter((b) => b.classList.contains('option'))).toHaveLength(4)
    expect(screen.queryByTestId('room-unavailable')).toBeNull()
  })
})
