import { afterEach, expect, it, vi } from 'vitest'
import { act, fireEvent, screen, within } from '@testing-library/react'
import { findRoom, renderDemoApp } from '../../../tests/demo-app'

let cleanup = () => {}
afterEach(() => cleanup())

// The board's code as a page that is offline when the tab is first opened would fetch it.
let offline = true
vi.mock('./results-board', async (importOriginal) => {
  if (offline) throw new Error('Failed to fetch dynamically imported module')
  return importOriginal()
})

it('a room whose board code cannot be fetched says so on the tab, and Try again fetches it', async () => {
  const app = await renderDemoApp('/activity/1', {
    login: { username: 'demo', password: 'demo123' },
    now: () => Date.UTC(2026, 0, 15, 10, 0, 5),
  })
  cleanup = app.cleanup
  await findRoom()
  fireEvent.click(screen.getByRole('tab', { name: 'Board' }))
  const failure = await screen.findByTestId('load-error')
  expect(failure.textContent).toContain('Check your connection and try again.')
  offline = false
  await act(async () => fireEvent.click(within(failure).getByRole('button', { name: 'Try again' })))
  expect((await screen.findByTestId('board')).dataset.rounds).toBe('100')
})
