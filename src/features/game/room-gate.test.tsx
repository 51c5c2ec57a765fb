import { afterEach, describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
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
