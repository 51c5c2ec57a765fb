import { describe, expect, it, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { LocaleProviders } from '../app/providers'
import { activateLocale } from '../i18n/i18n'
import { UpdateBanner } from './update-banner'

describe('UpdateBanner', () => {
  it.each([
    ['en-US', 'A new version is available.', 'Reload'],
    ['zh-CN', '有新版本可用。', '重新加载'],
    ['zh-TW', '有新版本可用。', '重新載入'],
    ['vi', 'Đã có phiên bản mới.', 'Tải lại'],
  ])('%s: says a new version is available; Reload asks for it', async (locale, text, button) => {
    await activateLocale(locale as 'en-US')
    const onReload = vi.fn()
    render(
      <LocaleProviders>
        <UpdateBanner onReload={onReload} />
      </LocaleProviders>,
    )
    expect(screen.getByRole('status').textContent).toContain(text)
    await userEvent.click(screen.getByRole('button', { name: button }))
    expect(onReload).toHaveBeenCalledTimes(1)
    await activateLocale('en-US')
  })
})
