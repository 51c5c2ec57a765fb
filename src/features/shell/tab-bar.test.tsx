import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import type { AppConfig } from '../../api/config'
import { makeServices, renderApp } from '../../../tests/render'

const supportLink = async () =>
  within(await screen.findByRole('navigation', { name: 'Main' }))
    .getByText('Support')
    .closest('a')!

describe('tab bar support item', () => {
  it("opens the config's support URL in a new tab, without handing it the app's window", async () => {
    await renderApp('/recharge')
    const link = await supportLink()
    expect(link.getAttribute('href')).toBe('https://support.example/chat')
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
  })

  it('stays in the app (/ServicePage) when the config has no support URL', async () => {
    const services = makeServices()
    services.config = { currency: 'USD' } as AppConfig
    await renderApp('/recharge', { services })
    const link = await supportLink()
    expect(link.getAttribute('href')).toBe('/ServicePage')
    expect(link.hasAttribute('target')).toBe(false)
  })

  it.each(['javascript:alert(1)', 'support.example/chat', 'data:text/html,hi'])(
    'stays in the app (/ServicePage) when the support URL is no web address (%s)',
    async (serviceUrl) => {
      const services = makeServices()
      services.config = { currency: 'USD', serviceUrl } as AppConfig
      await renderApp('/recharge', { services })
      const link = await supportLink()
      expect(link.getAttribute('href')).toBe('/ServicePage')
      expect(link.hasAttribute('target')).toBe(false)
    },
  )
})
