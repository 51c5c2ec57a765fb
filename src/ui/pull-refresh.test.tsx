import { beforeAll, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { LocaleProviders } from '../app/providers'
import { activateLocale } from '../i18n/i18n'
import { PullRefresh } from './pull-refresh'

const point = (y: number, x = 100) => ({ pointerId: 1, isPrimary: true, button: 0, clientX: x, clientY: y })

/** A finger from y 100 down to `to`, then lifted (or cancelled). */
function drag(el: HTMLElement, to: number, { x = 100, end = 'up' }: { x?: number; end?: 'up' | 'cancel' } = {}) {
  fireEvent.pointerDown(el, point(100))
  for (let y = 110; y <= to; y += 30) fireEvent.pointerMove(window, point(y, x))
  fireEvent.pointerMove(window, point(to, x))
  if (end === 'up') fireEvent.pointerUp(window, point(to, x))
  else fireEvent.pointerCancel(window, point(to, x))
}

function setup(onRefresh: () => Promise<unknown>) {
  render(
    <LocaleProviders>
      <PullRefresh onRefresh={onRefresh}>
        <button type="button">row</button>
      </PullRefresh>
    </LocaleProviders>,
  )
  return { area: screen.getByTestId('pull-refresh'), row: screen.getByRole('button', { name: 'row' }) }
}

describe('PullRefresh', () => {
  beforeAll(() => activateLocale('en-US'))

  it('a pull past the threshold refreshes; the stages are said in a status region; the children stay', async () => {
    let finish = () => {}
    const onRefresh = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)))
    const { area, row } = setup(onRefresh)
    const status = screen.getByRole('status')
    expect(status.textContent).toBe('')
    fireEvent.pointerDown(row, point(100))
    fireEvent.pointerMove(window, point(150))
    expect(status.textContent).toContain('Pull to refresh')
    fireEvent.pointerMove(window, point(340))
    expect(status.textContent).toContain('Release to refresh')
    fireEvent.pointerUp(window, point(340))
    expect(onRefresh).toHaveBeenCalledTimes(1)
    expect(status.textContent).toContain('Refreshing…')
    expect(area.style.getPropertyValue('--pull')).toBe('40px')
    expect(screen.getByRole('button', { name: 'row' })).toBe(row)
    vi.useFakeTimers()
    try {
      await act(async () => finish())
      expect(status.textContent).toContain('Refreshed')
      await act(async () => vi.advanceTimersByTime(500))
    } finally {
      vi.useRealTimers()
    }
    expect(status.textContent).toBe('')
    expect(area.style.getPropertyValue('--pull')).toBe('0px')
    expect(screen.getByRole('button', { name: 'row' })).toBe(row)
  })

  it('short, upward, sideways and cancelled drags do not refresh', () => {
    const onRefresh = vi.fn(async () => {})
    const { area } = setup(onRefresh)
    drag(area, 200) // under the threshold after resistance
    drag(area, 40) // upwards
    drag(area, 130, { x: 200 }) // more sideways than down
    drag(area, 400, { end: 'cancel' })
    expect(onRefresh).not.toHaveBeenCalled()
    expect(screen.getByRole('status').textContent).toBe('')
    expect(area.style.getPropertyValue('--pull')).toBe('0px')
  })

  it('only from the top: with the page or a scroll container around it scrolled down, the drag is the browser’s', () => {
    const onRefresh = vi.fn(async () => {})
    const { area } = setup(onRefresh)
    const page = Object.getOwnPropertyDescriptor(window, 'scrollY')
    const scrollPage = (y: number) => Object.defineProperty(window, 'scrollY', { configurable: true, value: y })
    scrollPage(50)
    try {
      drag(area, 400)
      expect(onRefresh).not.toHaveBeenCalled()
    } finally {
      if (page) Object.defineProperty(window, 'scrollY', page)
      else scrollPage(0)
    }
    const around = area.parentElement!
    Object.defineProperty(around, 'scrollTop', { configurable: true, get: () => 50 })
    try {
      drag(area, 400)
      expect(onRefresh).not.toHaveBeenCalled()
    } finally {
      delete (around as { scrollTop?: number }).scrollTop
    }
    drag(area, 400)
    expect(onRefresh).toHaveBeenCalledTimes(1)
  })

  it('the release of a pull is not a click on the row it started on', () => {
    const onClick = vi.fn()
    render(
      <LocaleProviders>
        <PullRefresh onRefresh={async () => {}}>
          <button type="button" onClick={onClick}>
            row
          </button>
        </PullRefresh>
      </LocaleProviders>,
    )
    const row = screen.getByRole('button', { name: 'row' })
    fireEvent.pointerDown(row, point(100))
    fireEvent.pointerMove(window, point(200))
    fireEvent.pointerUp(window, point(200))
    fireEvent.click(row)
    expect(onClick).not.toHaveBeenCalled()
    fireEvent.click(row)
    expect(onClick).toHaveBeenCalledTimes(1)
  })
})
