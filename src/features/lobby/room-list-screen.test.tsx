import { afterEach, describe, expect, it } from 'vitest'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { ok } from '../../../mocks/lib/envelope'
import { renderDemoApp } from '../../../tests/demo-app'

let cleanup = () => {}
afterEach(() => cleanup())

const T0 = Date.UTC(2026, 0, 15, 10, 0, 5)

async function open(path: string, username = 'demo', password = 'demo123') {
  const app = await renderDemoApp(path, { now: () => T0, login: { username, password } })
  cleanup = app.cleanup
  return app
}

const titles = () => screen.getAllByTestId('room-card').map((c) => c.querySelector('.room-card-title span')!.textContent)

describe('room list against the demo backend', () => {
  it('tabs USDT / BTC / ETH request room types 1 / 2 / 3; cards show minjoin and VIP levels', async () => {
    const { router, server } = await open('/room_list/1')
    const requested: unknown[] = []
    server.pretender.handledRequest = (_verb, path, request) => {
      if (path.endsWith('/getRoomList')) requested.push(JSON.parse(request.requestBody as string).type)
    }
    await screen.findAllByTestId('room-card')
    expect(screen.getByTestId('room-cards').dataset.type).toBe('1')
    expect(titles()).toEqual(['Standard', 'VIP', 'Superior', 'Premier'])
    const vip = screen.getAllByTestId('room-card')[1]!
    expect(within(vip).getByTestId('room-minjoin').textContent).toContain('1,000.00')
    expect(within(vip).getByTestId('room-level').textContent).toBe('VIP 2+')
    expect(within(screen.getAllByTestId('room-card')[0]!).getByTestId('room-minjoin').textContent).toBe('No minimum balance to join')

    fireEvent.click(screen.getByRole('tab', { name: 'ETH' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/room_list/3'))
    await waitFor(() => expect(screen.getByTestId('room-cards').dataset.type).toBe('3'))
    fireEvent.click(screen.getByRole('tab', { name: 'BTC' }))
    await waitFor(() => expect(screen.getByTestId('room-cards').dataset.type).toBe('2'))
    expect(requested.slice(-2)).toEqual([3, 2])
  })

  it('arrow keys move between the tabs and open the next type; focus stays on the tab through the navigation', async () => {
    const { router } = await open('/room_list/1')
    await screen.findAllByTestId('room-card')
    const usdt = screen.getByRole('tab', { name: 'USDT' })
    usdt.focus()
    fireEvent.keyDown(usdt, { key: 'ArrowRight' })
    await waitFor(() => expect(router.state.location.pathname).toBe('/room_list/2'))
    await waitFor(() => expect(screen.getByTestId('room-cards').dataset.type).toBe('2'))
    const btc = screen.getByRole('tab', { name: 'BTC' })
    expect(btc.getAttribute('aria-selected')).toBe('true')
    expect(document.activeElement).toBe(btc)
    fireEvent.keyDown(btc, { key: 'End' })
    await waitFor(() => expect(screen.getByTestId('room-cards').dataset.type).toBe('3'))
    expect(router.state.location.pathname).toBe('/room_list/3')
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'ETH' }))
    expect(screen.getByRole('tabpanel', { name: 'ETH' }).contains(screen.getByTestId('room-cards'))).toBe(true)
  })

  it('entering: open room → /activity/{id}; below minjoin → 2004 with the amount; below the VIP level → 2055, naming the level', async () => {
    const { router } = await open('/room_list/1')
    const cards = await screen.findAllByTestId('room-card')
    // demo: 10,000.00, level 3. Premier needs 20,000.00
    fireEvent.click(within(cards[3]!).getByTestId('room-enter'))
    expect(await screen.findByText('Your balance cannot be less than 20,000.00 USD')).toBeTruthy()
    // Superior needs VIP 4
    fireEvent.click(within(cards[2]!).getByTestId('room-enter'))
    expect(await screen.findByText('This room needs VIP level 4 (Platinum) or higher')).toBeTruthy()
    expect(router.state.location.pathname).toBe('/room_list/1')
    fireEvent.click(within(cards[1]!).getByTestId('room-enter'))
    await waitFor(() => expect(router.state.location.pathname).toBe('/activity/2'))
  })

  it('an unknown type shows the USDT tab; a failed load offers a retry', async () => {
    const { server } = await open('/room_list/9')
    await screen.findAllByTestId('room-card')
    expect(screen.getByTestId('room-cards').dataset.type).toBe('1')
    server.post('/api/Game/getRoomList', () => ({ code: 0, data: { errCode: 1004 }, info: 'x' }))
    fireEvent.click(screen.getByRole('tab', { name: 'BTC' }))
    expect((await screen.findByTestId('load-error')).textContent).toContain('Network error, please refresh and try again')
  })

  it('a room whose type is left out or names no game: listed as the server has it, said to be unavailable, no Enter button', async () => {
    const app = await open('/user')
    const room = (id: number, title: string, type?: unknown) => ({
      id,
      ...(type === undefined ? {} : { type }),
      title,
      minjoin: '0.00',
      minbuy: '20.00',
      rate0: '1.98',
    })
    app.server.post('/api/Game/getRoomList', () =>
      ok([room(1, 'Standard', 1), room(31, 'Left out'), room(32, 'Text', 'lottery'), room(33, 'Zero', 0), room(4, 'Racing', 4)]),
    )
    await act(() => app.router.navigate({ to: '/room_list/$type', params: { type: '1' } }))
    const cards = await screen.findAllByTestId('room-card')
    expect(titles()).toEqual(['Standard', 'Left out', 'Text', 'Zero', 'Racing'])
    const state = cards.map((c) => [
      c.dataset.room,
      within(c).queryByTestId('room-enter') !== null,
      within(c).queryByTestId('room-unavailable')?.textContent ?? null,
    ])
    const unavailable = "This room can't be opened in this version of the app."
    expect(state).toEqual([
      ['1', true, null],
      ['31', false, unavailable],
      ['32', false, unavailable],
      ['33', false, unavailable],
      ['4', true, null],
    ])
    // its facts still show
    expect(within(cards[1]!).getByTestId('room-minjoin').textContent).toBe('No minimum balance to join')
    // the known ones open their own pages
    fireEvent.click(within(cards[4]!).getByTestId('room-enter'))
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/bjsc/4'))
  })
})
