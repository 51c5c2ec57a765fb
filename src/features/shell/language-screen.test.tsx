import { describe, expect, it } from 'vitest'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { getDefaultConfig } from 'antd-mobile/es/components/config-provider'
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

  it('the UI kit’s default config, which a kit part outside any Page reads (the error screens), follows the language', async () => {
    await activateLocale('en-US')
    expect(getDefaultConfig().locale.locale).toBe('en')
    await activateLocale('vi')
    expect(getDefaultConfig().locale.locale).toBe('vi-VN')
    await activateLocale('zh-TW')
    expect(getDefaultConfig().locale.locale).toBe('zh-TW')
    // Overlapping switches: the last one asked for wins, whichever texts arrive first.
    await Promise.all([activateLocale('vi'), activateLocale('en-US')])
    expect(getDefaultConfig().locale.locale).toBe('en')
    await Promise.all([activateLocale('zh-TW'), activateLocale('vi')])
    expect(getDefaultConfig().locale.locale).toBe('vi-VN')
    await activateLocale('en-US')
    expect(getDefaultConfig().locale.locale).toBe('en')
  })

  it('a screen’s kit part (the country search’s clear button) speaks the language, and follows a switch in place', async () => {
    const { services } = await renderApp('/register')
    fireEvent.click(screen.getByRole('button', { name: 'Area code' }))
    const search = await waitFor(() => document.querySelector<HTMLInputElement>('.adm-search-bar input')!)
    fireEvent.change(search, { target: { value: 'vi' } })
    // The kit's search bar clears with a button it names from its own texts.
    const clear = await waitFor(() => document.querySelector<HTMLElement>('.adm-input-clear')!)
    expect(clear.getAttribute('aria-label')).toBe('clear')
    await act(() => services.setLocale('zh-CN'))
    await waitFor(() => expect(document.querySelector('.adm-input-clear')!.getAttribute('aria-label')).toBe('清除'))
    // The same elements, re-rendered: what was typed stays.
    expect(document.querySelector('.adm-search-bar input')).toBe(search)
    expect(search.value).toBe('vi')
    await act(() => services.setLocale('en-US'))
    await waitFor(() => expect(document.querySelector('.adm-input-clear')!.getAttribute('aria-label')).toBe('clear'))
  })
})
