import { afterEach, describe, expect, it } from 'vitest'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { envelope, ok } from '../../../mocks/lib/envelope'
import { MockResponse as Response } from '../../../mocks/lib/mock-response'
import { textOf } from '../../../mocks/lib/texts'
import { renderDemoApp } from '../../../tests/demo-app'
import { makeServices, renderApp } from '../../../tests/render'
import { units } from '../../lib/money'
import { describedBy } from '../../../tests/network'

const DEMO = { username: 'demo', password: 'demo123' }
let cleanup = () => {}
afterEach(() => cleanup())

async function open(path = '/recharge', opts: Parameters<typeof renderDemoApp>[1] = { login: DEMO }) {
  const app = await renderDemoApp(path, opts)
  cleanup = app.cleanup
  await screen.findByRole('heading', { name: 'Recharge' })
  return app
}
const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!
const type = (name: string, value: string) => fireEvent.change(input(name), { target: { value } })
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Recharge' }))

describe('recharge', () => {
  it('a quick amount and a payer name recharge at once in demo: confirmation, balance up', async () => {
    const { services } = await open()
    fireEvent.click(screen.getByRole('button', { name: '500' }))
    expect(input('amount').value).toBe('500')
    expect(screen.getByRole('button', { name: '500' }).getAttribute('aria-pressed')).toBe('true')
    type('payName', 'Ann Lee')
    submit()
    const done = await screen.findByTestId('recharge-done')
    expect(done.textContent).toContain('500.00')
    expect(done.textContent).toContain('Payer: Ann Lee')
    expect(done.textContent).toContain('Demo: the amount was credited to your balance at once.')
    await waitFor(() => expect(services.session.getSnapshot().context.user?.money).toBe(1_050_000))
    fireEvent.click(screen.getByRole('button', { name: 'Recharge again' }))
    expect(input('amount').value).toBe('')
  })

  it('offers 100, 500, 2,000 and 5,000', async () => {
    await open()
    const group = screen.getByRole('group', { name: 'Quick amounts' })
    expect([...group.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['100', '500', '2,000', '5,000'])
  })

  it('a quick amount under a configured minimum is disabled, described by the minimum', async () => {
    const services = makeServices({}, 'stored-token')
    services.config.rechargeMin = units(1000)
    await renderApp('/recharge', { services })
    await screen.findByRole('heading', { name: 'Recharge' })
    const hint = screen.getByText('Minimum', { exact: false })
    expect(hint.textContent).toContain('1,000.00')
    const quick = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement
    for (const name of ['100', '500']) {
      expect(quick(name).disabled).toBe(true)
      expect(quick(name).getAttribute('aria-describedby')).toBe(hint.id)
    }
    for (const name of ['2,000', '5,000']) {
      expect(quick(name).disabled).toBe(false)
      expect(quick(name).hasAttribute('aria-describedby')).toBe(false)
    }
    fireEvent.click(quick('2,000'))
    expect(input('amount').value).toBe('2000')
  })

  it('keeps thousands commas as typed; requires an amount of at least the config minimum and a payer name', async () => {
    const { services } = await open()
    type('amount', '1,234.5')
    expect(input('amount').value).toBe('1,234.5')
    type('amount', '')
    submit()
    expect(await screen.findByText('Please enter an amount')).toBeTruthy()
    expect(screen.getByText('Please enter the payer name')).toBeTruthy()
    type('amount', '9.99')
    type('payName', 'Ann')
    submit()
    // The demo config's rechargeMin is 10.00: the message carries the number.
    expect(await screen.findByText('Recharge amount must be at least 10.00 USD')).toBeTruthy()
    expect(services.session.getSnapshot().context.user?.money).toBe(1_000_000)
  })

  it('a field edited after a refused submit no longer shows its problem; the other field keeps its own', async () => {
    await open()
    submit()
    expect(await screen.findByText('Please enter an amount')).toBeTruthy()
    expect(input('amount').getAttribute('aria-invalid')).toBe('true')
    // a quick amount is an edit of the amount
    fireEvent.click(screen.getByRole('button', { name: '500' }))
    expect(screen.queryByText('Please enter an amount')).toBeNull()
    expect(input('amount').getAttribute('aria-invalid')).not.toBe('true')
    expect(screen.getByText('Please enter the payer name')).toBeTruthy()
    type('payName', 'A')
    expect(screen.queryByText('Please enter the payer name')).toBeNull()
    // the next submit checks again
    type('amount', '')
    submit()
    expect(await screen.findByText('Please enter an amount')).toBeTruthy()
  })

  it('an entry that is no amount stays as typed and is refused on submit, never sent as another number', async () => {
    const { server } = await open()
    const sent: unknown[] = []
    server.post('/api/Game/recharge', (_, request) => {
      sent.push(JSON.parse(request.requestBody as string).money)
      return ok()
    })
    type('payName', 'Ann')
    for (const typed of ['12.345,67', '1.234,56', '-100000', '-5', '1e5', '9.999', '100.5x', '1,00,000']) {
      type('amount', typed)
      expect(input('amount').value).toBe(typed)
      submit()
      expect(await screen.findByText('Please enter a valid amount')).toBeTruthy()
    }
    expect(sent).toEqual([])
  })

  it.each([
    // locale, typed or pasted, what the field shows, what is sent
    ['en-US', '１２．５', '12.5', '12.50'],
    ['en-US', '100。5', '100.5', '100.50'],
    ['en-US', '12．5', '12.5', '12.50'],
    ['en-US', '100٫5', '100.5', '100.50'],
    ['vi', '１２．５', '12,5', '12.50'],
    // the decimal mark of a phone's keypad, whichever the region: one separator and one or two digits
    ['vi', '50.25', '50.25', '50.25'],
    ['en-US', '50,25', '50,25', '50.25'],
    ['vi', '1.000', '1.000', '1000.00'],
  ] as const)('%s "%s": the field shows "%s" and sends %s', async (locale, typed, shown, money) => {
    const app = await renderDemoApp('/recharge', { login: DEMO, locale })
    cleanup = app.cleanup
    const { server } = app
    await waitFor(() => expect(input('amount')).toBeTruthy())
    const sent: unknown[] = []
    server.post('/api/Game/recharge', (_, request) => {
      sent.push(JSON.parse(request.requestBody as string).money)
      return ok()
    })
    type('amount', typed)
    expect(input('amount').value).toBe(shown)
    type('payName', 'Ann')
    fireEvent.submit(input('amount').closest('form')!)
    await waitFor(() => expect(sent).toEqual([money]))
  })

  it('the amount is named by its own label, described by the minimum and its message', async () => {
    await open()
    const amount = screen.getByRole('textbox', { name: 'Amount (USD)' })
    expect(amount).toBe(input('amount'))
    expect(describedBy(amount)).toBe('Minimum 10.00 USD')
    type('amount', '1e5')
    submit()
    await screen.findByText('Please enter a valid amount')
    expect(describedBy(amount)).toBe('Minimum 10.00 USD Please enter a valid amount')
  })

  it('a failure shows the server info', async () => {
    const { server } = await open()
    server.post('/api/Game/recharge', () => envelope(0, null, 'Channel under maintenance'))
    type('amount', '100')
    type('payName', 'Ann')
    submit()
    expect(await screen.findByText('Channel under maintenance')).toBeTruthy()
    expect(screen.queryByTestId('recharge-done')).toBeNull()
  })

  it('a lost answer still checked when the user leaves: the form they come back to stays locked, and the outcome is told where they are', async () => {
    const { server, services, router } = await open()
    let calls = 0
    // the answer is lost, and the server has not credited the money yet
    server.post('/api/Game/recharge', () => {
      calls++
      return new Response(500, {}, {})
    })
    type('amount', '100')
    type('payName', 'Ann')
    submit()
    await screen.findByTestId('late-checking')
    await act(() => router.navigate({ to: '/' }))
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Recharge' })).toBeNull())
    await act(() => router.navigate({ to: '/recharge/{-$back}', params: { back: undefined } }))
    await screen.findByTestId('late-checking')
    type('amount', '100')
    type('payName', 'Ann')
    const button = document.querySelector<HTMLButtonElement>('form button[type="submit"]')!
    expect(button.disabled).toBe(true)
    fireEvent.click(button)
    await act(() => router.navigate({ to: '/' }))
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Recharge' })).toBeNull())
    const user = server.schema.findBy('user', { username: 'demo' })!
    user.update({ moneyCents: user.moneyCents + 10_000 })
    act(() => services.session.send({ type: 'session.refresh' }))
    expect(await screen.findByText('Recharge submitted (confirmed by your balance)')).toBeTruthy()
    expect(router.state.location.pathname).toBe('/')
    expect(calls).toBe(1)
  })

  it('cannot submit twice while the request is in flight', async () => {
    const { server, services } = await open()
    server.timing = 200
    type('amount', '100')
    type('payName', 'Ann')
    submit()
    const button = document.querySelector<HTMLButtonElement>('form button[type="submit"]')!
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(true))
    fireEvent.click(button)
    await screen.findByTestId('recharge-done')
    await waitFor(() => expect(services.session.getSnapshot().context.user?.money).toBe(1_010_000))
    expect(server.schema.all('fundLog').models.filter((l) => textOf('en', l.reason) === 'Recharge (demo)')).toHaveLength(1)
  })

  it('no back arrow without `back`; the tab bar shows', async () => {
    await open()
    expect(document.querySelector('.adm-nav-bar-back')).toBeNull()
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy()
  })

  it('a back arrow with `back`; the tab bar stays', async () => {
    await open('/recharge/user')
    expect(document.querySelector('.adm-nav-bar-back')).not.toBeNull()
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy()
  })

  it('a guest is sent to log in first, and comes back', async () => {
    const { router } = await open('/recharge', {})
    fireEvent.click(screen.getByRole('button', { name: 'Log in to recharge' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(router.state.location.search).toEqual({ redirect: '/recharge' })
  })

  it('while a stored session is being restored the button waits instead of sending to /login', async () => {
    const services = makeServices({ getuserinfo: () => new Promise(() => {}) }, 'stored-token')
    const { router } = await renderApp('/recharge', { services })
    await screen.findByRole('heading', { name: 'Recharge' })
    const submitButton = document.querySelector<HTMLButtonElement>('form button[type="submit"]')!
    expect(submitButton.disabled).toBe(true)
    expect(submitButton.textContent).not.toContain('Log in to recharge')
    fireEvent.click(submitButton)
    expect(router.state.location.pathname).toBe('/recharge')
  })
})
