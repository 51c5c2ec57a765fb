import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { renderDemoApp } from '../../../tests/demo-app'

/**
 * The board's code, fetched when the trend page shows the board: unreachable (offline before it was cached)
 * while `unreachable` is set; held back until `release()` while `held` is set.
 */
const code = vi.hoisted(() => {
  const state = { unreachable: false, held: null as Promise<void> | null, asked: 0, release: () => {} }
  return state
})
vi.mock('./results-board', async (importOriginal) => {
  code.asked++
  if (code.unreachable) throw new TypeError('Failed to fetch dynamically imported module: results-board.js')
  await code.held
  return importOriginal()
})

let cleanup = () => {}
afterEach(() => cleanup())

const LOGIN = { username: 'demo', password: 'demo123' }

describe('the trend page’s board, its code fetched when it shows', () => {
  it('a guest’s page never asks for the board’s code', async () => {
    const app = await renderDemoApp('/lotteryprize')
    cleanup = app.cleanup
    await screen.findByTestId('winlost-guest')
    await screen.findByTestId('price-list')
    expect(screen.queryByTestId('home-board')).toBeNull()
    expect(code.asked).toBe(0)
  })

  it('logged in: the room’s read goes out beside the code; unreachable code says so and Try again loads it, the frame holding its place', async () => {
    code.unreachable = true
    const app = await renderDemoApp('/lotteryprize', { login: LOGIN })
    cleanup = app.cleanup
    const home = await screen.findByTestId('home-board')
    const failure = await within(home).findByTestId('load-error')
    expect(failure.textContent).toContain('Check your connection and try again.')
    // the room was read while the code could not come: its title is in the frame already
    expect(within(home).getByRole('heading', { level: 2 }).textContent).toBe('Results board: Standard')
    expect(code.asked).toBe(1)

    // back online, the code slow to come: the frame shows it loading, in the same place
    code.unreachable = false
    code.held = new Promise((done) => (code.release = done))
    fireEvent.click(within(failure).getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(code.asked).toBe(2))
    expect(within(home).getByTestId('loading')).toBeTruthy()
    expect(within(home).queryByTestId('board')).toBeNull()
    expect(screen.getByTestId('home-board')).toBe(home)

    await act(async () => code.release())
    await waitFor(() => expect(within(home).getByTestId('board').dataset.rounds).toBe('100'))
    expect(screen.getByTestId('home-board')).toBe(home)
  })
})
