import { afterEach, describe, expect, it } from 'vitest'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { findRoom, renderDemoApp } from '../../../tests/demo-app'
import { describedBy, setOnline } from '../../../tests/network'

let cleanup = () => {}
afterEach(() => cleanup())

const LOGIN = { username: 'demo', password: 'demo123' }
/** A minute into round 201 of game type 1 (10:00:00–10:03:00 UTC): other players' orders are listed. */
const NOW = Date.UTC(2026, 0, 15, 10, 1, 5)
const REASON = 'Offline — needs a connection'

async function openRoom(production: boolean) {
  const app = await renderDemoApp('/activity/1', { login: LOGIN, now: () => NOW, production })
  cleanup = app.cleanup
  await findRoom()
  return app
}

const button = (testId: string, within_: HTMLElement = document.body) => within(within_).getByTestId<HTMLButtonElement>(testId)

describe('bet slip and orders offline (production build: the backend is a server)', { timeout: 30_000 }, () => {
  it('Buy, Confirm and Cancel are disabled with their reason; the round and the live orders say so; Follow still fills the slip', async () => {
    await openRoom(true)
    await screen.findAllByTestId('live-row')
    fireEvent.click(screen.getByTestId('option-0'))
    fireEvent.change(screen.getByTestId('bet-amount'), { target: { value: '100' } })

    act(() => setOnline(false))
    expect(button('bet-buy').disabled).toBe(true)
    expect(describedBy(button('bet-buy'))).toBe(REASON)
    expect(screen.getByTestId('round-status').textContent).toBe('Offline')
    expect(screen.getByTestId('live-paused').textContent).toContain('live orders are paused')
    // the rows loaded stay, and Follow only fills the slip: it works offline
    const row = screen.getAllByTestId('live-row')[0]!
    fireEvent.click(within(row).getByTestId('follow'))
    await waitFor(() => expect((screen.getByTestId('bet-amount') as HTMLInputElement).value).not.toBe('100'))

    act(() => setOnline(true))
    expect(button('bet-buy').disabled).toBe(false)
    expect(screen.queryByTestId('live-paused')).toBeNull()
    expect(screen.getByTestId('round-status').textContent).toBe('Trading open')
    fireEvent.click(button('bet-buy'))
    const popup = await screen.findByTestId('confirm-popup')

    // the network drops while the confirmation is open
    act(() => setOnline(false))
    expect(button('confirm-ok', popup).disabled).toBe(true)
    expect(describedBy(button('confirm-ok', popup))).toBe(REASON)
    act(() => setOnline(true))
    expect(button('confirm-ok', popup).disabled).toBe(false)
    fireEvent.click(button('confirm-ok', popup))
    await waitFor(() => expect((screen.getByTestId('bet-amount') as HTMLInputElement).value).toBe(''))

    fireEvent.click(screen.getByRole('tab', { name: 'My orders' }))
    await screen.findAllByTestId('own-row')
    act(() => setOnline(false))
    const cancel = screen.getAllByTestId<HTMLButtonElement>('cancel-order')[0]!
    expect(cancel.disabled).toBe(true)
    expect(describedBy(cancel)).toBe(REASON)
    act(() => setOnline(true))
    expect(cancel.disabled).toBe(false)
  })

  it('in another language the reason and the paused note are translated', async () => {
    await openRoom(true)
    await screen.findAllByTestId('live-row')
    act(() => setOnline(false))
    const { activateLocale } = await import('../../i18n/i18n')
    await act(() => activateLocale('zh-CN'))
    expect(describedBy(button('bet-buy'))).toBe('离线 — 需要网络连接')
    expect(screen.getByTestId('live-paused').textContent).toContain('实时订单已暂停')
    expect(screen.getByTestId('round-status').textContent).toBe('离线')
    await act(() => activateLocale('en-US'))
  })
})

describe('bet slip offline in the demo build', () => {
  it('its backend runs in the page: Buy stays enabled and nothing says paused', async () => {
    await openRoom(false)
    act(() => setOnline(false))
    expect(button('bet-buy').disabled).toBe(false)
    expect(screen.queryByTestId('live-paused')).toBeNull()
    expect(screen.getByTestId('round-status').textContent).toBe('Trading open')
  })
})
