import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { act, render, screen } from '@testing-library/react'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { useConfig } from 'antd-mobile/es/components/config-provider'
import { LocaleProviders } from '../app/providers'
import { activateLocale } from '../i18n/i18n'
import { Page } from './page'

describe('Page', () => {
  it('gives the UI kit below it the app language, in place, even to a part nothing else re-renders', async () => {
    let renders = 0
    function KitProbe() {
      renders++
      return <span data-testid="kit-locale">{useConfig().locale.locale}</span>
    }
    // One element for the page's life: only the kit's config context can re-render it.
    const probe = <KitProbe />
    await activateLocale('en-US')
    const root = createRootRoute({ component: () => <Page title="Title">{probe}</Page> })
    const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/'] }) })
    render(
      <LocaleProviders>
        <RouterProvider router={router} />
      </LocaleProviders>,
    )
    expect((await screen.findByTestId('kit-locale')).textContent).toBe('en')
    const before = renders
    await act(async () => void (await activateLocale('zh-CN')))
    expect(screen.getByTestId('kit-locale').textContent).toBe('zh-CH') // the kit's own name for its zh-CN texts
    await act(async () => void (await activateLocale('en-US')))
    expect(screen.getByTestId('kit-locale').textContent).toBe('en')
    expect(renders).toBe(before + 2)
  })

  it('titles the document with the screen’s title in front of the app’s, and gives the app’s back when it goes', async () => {
    await activateLocale('en-US')
    const before = document.title
    function Screen() {
      const [title, setTitle] = useState('Withdraw')
      return (
        <Page title={title}>
          <button type="button" onClick={() => setTitle('Recharge')}>
            next
          </button>
        </Page>
      )
    }
    let show!: (on: boolean) => void
    function Host() {
      const [on, setOn] = useState(true)
      show = setOn
      return on ? <Screen /> : null
    }
    const root = createRootRoute({ component: Host })
    const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/'] }) })
    render(
      <LocaleProviders>
        <RouterProvider router={router} />
      </LocaleProviders>,
    )
    await screen.findByRole('heading', { name: 'Withdraw' })
    expect(document.title).toBe(before ? `Withdraw · ${before}` : 'Withdraw')
    act(() => screen.getByRole('button', { name: 'next' }).click())
    expect(document.title).toBe(before ? `Recharge · ${before}` : 'Recharge')
    act(() => show(false))
    expect(document.title).toBe(before)
  })
})
