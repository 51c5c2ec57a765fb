import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import { clearToast, showToast } from './toast-view'
import { closeOverlays } from './overlay-roots'

const polite = () => document.querySelector<HTMLElement>('[aria-live="polite"]')!

beforeEach(() => {
  vi.useFakeTimers()
  // the regions are in the page before the first toast (they are made when this code loads)
  showToast({ content: 'warm-up' })
  vi.runOnlyPendingTimers()
  clearToast()
})
afterEach(() => {
  clearToast()
  vi.useRealTimers()
})

describe('toast', () => {
  it('announces a message politely and a failure at once, with its icon, in live regions that stay in the page', () => {
    expect(document.querySelectorAll('.app-toast-host [aria-live]')).toHaveLength(2)
    const status = document.querySelector<HTMLElement>('[aria-live="polite"][aria-atomic="true"]')!
    const alert = document.querySelector<HTMLElement>('[aria-live="assertive"][aria-atomic="true"]')!
    showToast({ content: 'Logged in', icon: 'success' })
    expect(status.textContent).toBe('Logged in')
    expect(status.querySelector('svg[aria-hidden="true"]')).not.toBeNull()
    expect(alert.textContent).toBe('')

    showToast({ content: 'Wrong login password', icon: 'fail' })
    expect(document.querySelector('[aria-live="assertive"]')).toBe(alert)
    expect(alert.textContent).toBe('Wrong login password')
    expect(alert.querySelector('svg[aria-hidden="true"]')).not.toBeNull()
    expect(status.textContent).toBe('')

    showToast({ content: 'Order placed' })
    expect(screen.getByTestId('toast').textContent).toBe('Order placed')
    expect(screen.getByTestId('toast').querySelector('svg')).toBeNull()
  })

  it('shows one at a time: a new one replaces the old, and only the new one’s time counts', () => {
    showToast({ content: 'first' })
    vi.advanceTimersByTime(1500)
    showToast({ content: 'second' })
    expect(screen.getAllByTestId('toast').map((t) => t.textContent)).toEqual(['second'])
    vi.advanceTimersByTime(1500)
    expect(screen.getByTestId('toast').textContent).toBe('second')
    vi.advanceTimersByTime(500)
    expect(screen.queryByTestId('toast')).toBeNull()
  })

  it('an outcome is not replaced: toasts that come meanwhile show after it, the latest ordinary one and every outcome, in order', () => {
    showToast({ content: 'order not placed', icon: 'fail', duration: 5000, outcome: true })
    vi.advanceTimersByTime(1000)
    showToast({ content: 'Copied' })
    showToast({ content: 'Logged in', icon: 'success' })
    showToast({ content: 'other order placed', duration: 5000, outcome: true })
    showToast({ content: 'Saved' })
    expect(screen.getAllByTestId('toast').map((t) => t.textContent)).toEqual(['order not placed'])
    vi.advanceTimersByTime(3999)
    expect(screen.getByTestId('toast').textContent).toBe('order not placed')
    vi.advanceTimersByTime(1)
    // the ordinary toasts replaced one another while they waited; the outcome waited too
    expect(screen.getAllByTestId('toast').map((t) => t.textContent)).toEqual(['other order placed'])
    // 'Saved' still waits, and is replaced there by a newer ordinary toast
    showToast({ content: 'Refreshed' })
    vi.advanceTimersByTime(5000)
    expect(screen.getByTestId('toast').textContent).toBe('Refreshed')
    vi.advanceTimersByTime(2000)
    expect(screen.queryByTestId('toast')).toBeNull()
    // an ordinary toast is replaced by an outcome at once
    showToast({ content: 'Copied' })
    showToast({ content: 'order placed', duration: 5000, outcome: true })
    expect(screen.getAllByTestId('toast').map((t) => t.textContent)).toEqual(['order placed'])
  })

  it('a page taken down takes down the outcome shown and the toasts waiting for it', () => {
    showToast({ content: 'order not placed', duration: 5000, outcome: true })
    showToast({ content: 'Copied' })
    closeOverlays()
    expect(screen.queryByTestId('toast')).toBeNull()
    vi.advanceTimersByTime(10_000)
    expect(screen.queryByTestId('toast')).toBeNull()
    showToast({ content: 'next page' })
    expect(screen.getByTestId('toast').textContent).toBe('next page')
  })

  it('goes after its duration (2 s by default); 0 keeps it until the next', () => {
    showToast({ content: 'slow', duration: 4000 })
    vi.advanceTimersByTime(3999)
    expect(screen.getByText('slow')).toBeTruthy()
    vi.advanceTimersByTime(1)
    expect(screen.queryByText('slow')).toBeNull()

    showToast({ content: 'stays', duration: 0 })
    vi.advanceTimersByTime(60_000)
    expect(screen.getByText('stays')).toBeTruthy()
    closeOverlays()
    expect(screen.queryByText('stays')).toBeNull()
  })

  it('a region added with its first message gets the message a moment later, so it is announced', () => {
    document.querySelector('.app-toast-host')!.remove()
    showToast({ content: 'Account added', icon: 'success' })
    expect(polite().textContent).toBe('')
    vi.advanceTimersByTime(100)
    expect(polite().textContent).toBe('Account added')
    vi.advanceTimersByTime(2000)
    expect(polite().textContent).toBe('')
  })

  it('shows inside the topmost open modal dialog (outside it the page is inert), and moves out when the dialog goes first', async () => {
    const sheet = document.body.appendChild(document.createElement('dialog'))
    sheet.showModal()
    showToast({ content: 'Trading has stopped', icon: 'fail' })
    vi.advanceTimersByTime(100) // the dialog's regions are new: the message follows a moment later
    const toast = screen.getByTestId('toast')
    expect(sheet.contains(toast)).toBe(true)
    expect(toast.closest('[aria-live]')!.getAttribute('aria-live')).toBe('assertive')

    sheet.close()
    sheet.dispatchEvent(new Event('close'))
    expect(screen.getByTestId('toast')).toBe(toast)
    expect(sheet.contains(toast)).toBe(false)
    expect(toast.closest('.app-toast-host')!.parentElement).toBe(document.body)
    vi.advanceTimersByTime(2000)
    expect(screen.queryByTestId('toast')).toBeNull()

    // the dialog's regions are known now: the next toast in it shows at once
    sheet.showModal()
    showToast({ content: 'again' })
    expect(sheet.contains(screen.getByTestId('toast'))).toBe(true)
    clearToast()
    sheet.close()
    sheet.dispatchEvent(new Event('close'))
    expect(screen.queryByTestId('toast')).toBeNull()

    // a dialog taken out of the page with a toast in it (its screen left): the toast stays on screen
    sheet.showModal()
    showToast({ content: 'Account added', icon: 'success' })
    sheet.remove()
    await Promise.resolve()
    expect(screen.getByTestId('toast').textContent).toBe('Account added')
    expect(screen.getByTestId('toast').closest('.app-toast-host')!.parentElement).toBe(document.body)
  })
})
