import { afterEach, describe, expect, it } from 'vitest'
import { act, render, screen } from '@testing-library/react'
import { LocaleProviders } from '../app/providers'
import { activateLocale } from '../i18n/i18n'
import { OfflineBanner } from './offline-banner'

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online })
  window.dispatchEvent(new Event(online ? 'online' : 'offline'))
}

afterEach(() => {
  // Back to jsdom's own getter.
  delete (navigator as { onLine?: boolean }).onLine
})

describe('OfflineBanner', () => {
  it('appears on "offline", in the active language, and goes away on "online"', async () => {
    await activateLocale('vi')
    render(
      <LocaleProviders>
        <OfflineBanner />
      </LocaleProviders>,
    )
    expect(screen.queryByTestId('offline-banner')).toBeNull()

    act(() => setOnline(false))
    expect(screen.getByRole('status').textContent).toContain('Bạn đang ngoại tuyến')

    act(() => setOnline(true))
    expect(screen.queryByTestId('offline-banner')).toBeNull()
    await activateLocale('en-US')
  })

  it('starts visible when the page loads offline', async () => {
    await activateLocale('en-US')
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false })
    render(
      <LocaleProviders>
        <OfflineBanner />
      </LocaleProviders>,
    )
    expect(screen.getByTestId('offline-banner').textContent).toContain('You are offline')
  })
})
