import { afterEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import { activateLocale } from '../i18n/i18n'

afterEach(() => {
  vi.doUnmock('./overlays')
  vi.resetModules()
  vi.useRealTimers()
  document.body.innerHTML = ''
})

describe('toast and dialog: their code loads on first use', () => {
  it('Toast.show fetches the toast code and shows the message', async () => {
    const { Toast } = await import('./toast')
    Toast.show({ content: 'Logged in', icon: 'success' })
    expect(await screen.findByText('Logged in')).toBeTruthy()
  })

  it('Dialog.confirm answers with the button the user taps', async () => {
    const { Dialog } = await import('./dialog')
    const answer = Dialog.confirm({ content: 'Delete this?', confirmText: 'Delete', cancelText: 'Cancel' })
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this?' })
    within(dialog).getByRole('button', { name: 'Delete' }).click()
    await expect(answer).resolves.toBe(true)
  })

  it('the toast code cannot load (offline): the message still shows, as a plain notice, for 3 s', async () => {
    vi.doMock('./overlays', () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')))
    const { Toast } = await import('./toast')
    vi.useFakeTimers()
    Toast.show({ content: 'Network error, please refresh and try again', icon: 'fail' })
    await vi.waitFor(() => expect(screen.getByTestId('fallback-notice').textContent).toBe('Network error, please refresh and try again'))
    expect(screen.getByRole('status').textContent).toContain('Network error')
    vi.advanceTimersByTime(3000)
    expect(screen.queryByTestId('fallback-notice')).toBeNull()
  })

  it('a confirmation whose dialog cannot load answers no and says why (localized)', async () => {
    await activateLocale('vi')
    vi.doMock('./overlays', () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')))
    const { Dialog } = await import('./dialog')
    await expect(Dialog.confirm({ content: 'Delete this?' })).resolves.toBe(false)
    expect(screen.getByTestId('fallback-notice').textContent).toBe('Vui lòng kiểm tra kết nối và thử lại.')
    await activateLocale('en-US')
  })

  it('after a failed load the next message tries again', async () => {
    let fail = true
    vi.doMock('./overlays', async () => {
      if (fail) throw new TypeError('offline')
      return vi.importActual('./overlays')
    })
    const { Toast } = await import('./toast')
    Toast.show({ content: 'first' })
    await screen.findByTestId('fallback-notice')
    fail = false
    Toast.show({ content: 'second' })
    expect(await screen.findByText('second')).toBeTruthy()
  })
})
