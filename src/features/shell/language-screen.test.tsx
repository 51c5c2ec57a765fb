import { describe, expect, it } from 'vitest'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { getDefaultConfig, useConfig } from 'antd-mobile/es/components/config-provider'
import { LocaleProviders } from '../../app/providers'
import { activateLocale } from '../../i18n/i18n'
import { i18n } from '@lingui/core'
import { renderApp } from '../../../tests/render'

describe('languages', () => {
  it('offers all four languages and applies the choice in place', async () => {
    await renderApp('/languageSet')
    expect(screen.getByRole('heading', { name: 'Language' })).toBeTruthy()
    for (const name of ['English', '简体中文', '繁體中文', 'Tiếng Việt']) expect(screen.getByText(name)).toBeTruthy()
    // The ✓ alone says which one is in use: it has a name, unlike the decorative icons.
    expect(screen.getByRole('img', { name: 'Selected' }).closest('.adm-list-item')!.textContent).toContain('English')
    fireEvent.click(screen.getByText('Tiếng Việt'))
    expect(await screen.findByRole('heading', { name: 'Ngôn ngữ' })).toBeTruthy()
    expect(i18n.locale).toBe('vi')
    fireEvent.click(screen.getByText('繁體中文'))
    expect(await screen.findByRole('heading', { name: '語言' })).toBeTruthy()
  })

  it('switching language keeps what the user typed (no remount)', async () => {
    const { services } = await renderApp('/login')
    const input = document.querySelector<HTMLInputElement>('input[name="username"]')!
    fireEvent.change(input, { target: { value: 'typed-before' } })
    await act(() => services.setLocale('zh-CN'))
    await waitFor(() => expect(screen.getByRole('heading', { name: '登录' })).toBeTruthy())
    const after = document.querySelector<HTMLInputElement>('input[name="username"]')!
    expect(after).toBe(input)
    expect(after.value).toBe('typed-before')
  })

  it('the UI kit (antd-mobile) follows the language', async () => {
    function Probe() {
      return <span data-testid="kit-locale">{useConfig().locale.locale}</span>
    }
    await activateLocale('en-US')
    render(
      <LocaleProviders>
        <Probe />
      </LocaleProviders>,
    )
    expect(screen.getByTestId('kit-locale').textContent).toBe('en')
    await act(async () => void (await activateLocale('vi')))
    expect(screen.getByTestId('kit-locale').textContent).toBe('vi-VN')
    await act(async () => void (await activateLocale('zh-TW')))
    expect(screen.getByTestId('kit-locale').textContent).toBe('zh-TW')
    // A kit component rendered outside the tree reads the default config.
    expect(getDefaultConfig().locale.locale).toBe('zh-TW')
    await act(async () => void (await activateLocale('en-US')))
    expect(getDefaultConfig().locale.locale).toBe('en')
  })
})
