import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { i18n } from '@lingui/core'
import { renderDemoApp } from '../../tests/demo-app'
import { loadState } from '../lib/storage'
import { activateLocale } from '../i18n/i18n'

/**
 * The languages' catalogs held until the test lets them arrive (a slow network), or refused (offline):
 * Vietnamese is held, Simplified Chinese cannot load, Traditional Chinese arrives at once.
 */
const catalogs = vi.hoisted(() => {
  let arrive = () => {}
  const vi = new Promise<void>((resolve) => (arrive = resolve))
  return { vi, arrive: () => arrive() }
})
vi.mock('../i18n/locales/vi/messages.po', async (original) => {
  await catalogs.vi
  return original()
})
vi.mock('../i18n/locales/zh-CN/messages.po', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/messages-zh-CN.js')
})

let cleanup = () => {}
afterEach(async () => {
  cleanup()
  await activateLocale('en-US')
})

const OFFLINE = 'Check your connection and try again.'

async function choose(name: string) {
  fireEvent.click(screen.getByTestId('language-switch'))
  const sheet = await screen.findByTestId('language-sheet')
  fireEvent.click(sheet.querySelector(`[data-testid="switch-${name}"]`)!)
}

describe('choosing a language', () => {
  it('the last choice wins: Vietnamese (its catalogs slow), then 繁體中文, ends in 繁體中文 when the Vietnamese ones arrive', async () => {
    const app = await renderDemoApp('/register')
    cleanup = app.cleanup
    await choose('vi')
    expect(loadState().language).toBe('vi')
    await choose('zh-TW')
    await screen.findByRole('heading', { name: '註冊' })
    expect(document.documentElement.lang).toBe('zh-TW')

    await act(async () => {
      catalogs.arrive()
      await catalogs.vi
    })
    // Once the Vietnamese catalogs are in (and the choice's own work is done), nothing has changed.
    await act(async () => {
      await Promise.all([import('../i18n/locales/vi/messages.po'), import('../i18n/locales/vi/errors.po')])
      await new Promise((resolve) => setTimeout(resolve, 0))
    })
    expect(i18n.locale).toBe('zh-TW')
    expect(document.documentElement.lang).toBe('zh-TW')
    expect(screen.getByRole('heading', { name: '註冊' })).toBeTruthy()
    expect(loadState().language).toBe('zh-TW')
  })

  it('offline, on /languageSet: a language whose catalogs cannot load says to check the connection; the language stays', async () => {
    const app = await renderDemoApp('/languageSet')
    cleanup = app.cleanup
    const before = i18n.locale
    fireEvent.click(screen.getByTestId('language-zh-CN'))
    expect((await screen.findByTestId('toast')).textContent).toBe(OFFLINE)
    expect(i18n.locale).toBe(before)
    expect(document.documentElement.lang).toBe(before)
    expect(loadState().language).toBe(before)
    // the buttons take a choice again
    await waitFor(() => expect((screen.getByTestId('language-zh-CN') as HTMLButtonElement).disabled).toBe(false))
  })

  it('offline, in the register screen’s language menu: the same message', async () => {
    const app = await renderDemoApp('/register')
    cleanup = app.cleanup
    const before = i18n.locale
    await choose('zh-CN')
    expect((await screen.findByTestId('toast')).textContent).toBe(OFFLINE)
    expect(i18n.locale).toBe(before)
    expect(loadState().language).toBe(before)
  })
})
