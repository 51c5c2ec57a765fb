import { afterEach, describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { renderDemoApp } from '../demo-app'
import { APP_ROUTES } from '../e2e/routes'

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

  it('every auth route sends a guest to /login with the way back; the other routes stay', async () => {
    const app = await renderDemoApp('/')
    cleanup = app.cleanup
    for (const route of APP_ROUTES) {
      await app.router.navigate({ to: route.path })
      const { pathname, search } = app.router.state.location
      if (route.auth) {
        expect({ route: route.path, pathname, redirect: (search as { redirect?: string }).redirect }).toEqual({
          route: route.path,
          pathname: '/login',
          redirect: route.path,
        })
      } else {
        expect({ route: route.path, pathname }).toEqual({ route: route.path, pathname: route.path })
      }
    }
    expect(APP_ROUTES.filter((r) => r.auth)).toHaveLength(15)
  })
})
