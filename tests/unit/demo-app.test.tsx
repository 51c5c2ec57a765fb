import { afterEach, describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { renderDemoApp } from '../demo-app'

let cleanup = () => {}
afterEach(() => cleanup())

describe('the app against the Mirage simulation in jsdom', () => {
  it('logs the demo user in and shows the account from the simulated API', async () => {
    const app = await renderDemoApp('/user', { login: { username: 'demo', password: 'demo123' } })
    cleanup = app.cleanup
    expect(await screen.findByText('Demo Trader')).toBeTruthy()
    expect(screen.getByText('10,000.00')).toBeTruthy()
  })

  it('a guest on an auth route lands on /login', async () => {
    const app = await renderDemoApp('/my_income')
    cleanup = app.cleanup
    expect(app.router.state.location.pathname).toBe('/login')
  })
})
