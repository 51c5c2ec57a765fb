import { afterEach, describe, expect, it } from 'vitest'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { envelope, fail, notFound, ok } from '../../../mocks/lib/envelope'
import { MockResponse as Response } from '../../../mocks/lib/mock-response'
import { textOf } from '../../../mocks/lib/texts'
import { renderDemoApp } from '../../../tests/demo-app'
import { describedBy, setOnline } from '../../../tests/network'

const DEMO = { username: 'demo', password: 'demo123' }
let cleanup = () => {}
afterEach(() => cleanup())

async function open(scenario = 'wallet', login = DEMO) {
  const app = await renderDemoApp('/withdraw', { scenario, login })
  cleanup = app.cleanup
  return app
}
const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!
const type = (name: string, value: string) => fireEvent.change(input(name), { target: { value } })
const submit = () => fireEvent.click(screen.getByTestId('withdraw-submit'))
/** The first account picked, then the amount and the withdrawal password typed. */
const fillForm = (amount: string, pwd: string) => {
  fireEvent.click(screen.getAllByRole('radio')[0]!)
  type('amount', amount)
  type('pwd', pwd)
}
/** The demo balance has loaded, then the form is filled. */
const fillLoaded = async (amount: string, pwd: string) => {
  await waitFor(() => expect(screen.getByTestId('left-money').textContent).toContain('10,000.00'))
  fillForm(amount, pwd)
}

describe('withdraw gate', () => {
  it('no saved account: a dialog sends the user to the bank list', async () => {
    const { router } = await open('default')
    const dialog = await screen.findByRole('alertdialog', { name: 'You have not added a withdrawal account yet. Add one first.' })
    expect(within(dialog).getByText('You have not added a withdrawal account yet. Add one first.')).toBeTruthy()
    // said once, by the dialog (the page beneath does not repeat it)
    expect(screen.getAllByText('You have not added a withdrawal account yet. Add one first.')).toHaveLength(1)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add account' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/banklist'))
  })

  it('no withdraw password: a dialog sends the user to set one; cancel goes back', async () => {
    const app = await renderDemoApp('/user', { scenario: 'wallet', login: DEMO })
    cleanup = app.cleanup
    app.server.schema.findBy('user', { username: 'demo' })!.update({ payPwd: null })
    await app.router.navigate({ to: '/withdraw' })
    const dialog = await screen.findByRole('alertdialog', { name: 'Please set a withdrawal password first.' })
    expect(within(dialog).getByText('Please set a withdrawal password first.')).toBeTruthy()
    expect(screen.getAllByText('Please set a withdrawal password first.')).toHaveLength(1)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/user'))
    await app.router.navigate({ to: '/withdraw' })
    const again = await screen.findByRole('alertdialog', { name: 'Please set a withdrawal password first.' })
    fireEvent.click(within(again).getByRole('button', { name: 'Set password' }))
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/usercipherpassword'))
  })

  it('shows a loading state, then an error with a working retry', async () => {
    const app = await renderDemoApp('/user', { scenario: 'wallet', login: DEMO })
    cleanup = app.cleanup
    const { server } = app
    server.post('/api/Game/getBankcardlist', () => fail(1004))
    await app.router.navigate({ to: '/withdraw' })
    const error = await screen.findByTestId('load-error')
    expect(error.textContent).toContain('Network error, please refresh and try again')
    server.timing = 100
    server.post('/api/Game/getBankcardlist', (schema) => ({
      code: 1,
      data: schema.all('bankCard').models.map((c) => ({ ...c.attrs, id: Number(c.id) })),
      info: '',
    }))
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByTestId('loading')).toBeTruthy()
    expect(await screen.findByTestId('withdraw-submit')).toBeTruthy()
  })
})

describe('withdraw form', () => {
  it('shows left money and the 24-hour note; withdraws; balance down; session refreshed', async () => {
    const { services, server } = await open()
    await waitFor(() => expect(screen.getByTestId('left-money').textContent).toContain('10,000.00'))
    expect(screen.getByText('Withdrawals arrive within 24 hours.')).toBeTruthy()
    fireEvent.click(screen.getByRole('radio', { name: /Vietcombank •••• 4567/ }))
    type('amount', '100.55')
    type('pwd', 'pay123')
    submit()
    expect(await screen.findByText('Withdrawal submitted')).toBeTruthy()
    await waitFor(() => expect(services.session.getSnapshot().context.user?.money).toBe(1_000_000 - 10_055))
    await waitFor(() => expect(screen.getByTestId('left-money').textContent).toContain('9,899.45'))
    expect(input('amount').value).toBe('')
    expect(server.schema.findBy('user', { username: 'demo' })!.moneyCents).toBe(989_945)
    // said on the form until the next amount is typed, with the way to the income list
    const receipt = screen.getByTestId('withdraw-receipt')
    expect(receipt.textContent).toBe(
      'Withdrawal of 100.55 USD to Vietcombank •••• 4567 submitted. It shows in your income list. Income list',
    )
    expect(within(receipt).getByRole('link', { name: 'Income list' }).getAttribute('href')).toBe('/my_income')
    type('amount', '5')
    expect(screen.queryByTestId('withdraw-receipt')).toBeNull()
  })

  it('in Vietnamese an amount is typed as the app shows it: "50,25" is 50.25, "All" fills "10000,00"; "1,234.56" is refused, never 1,23', async () => {
    const app = await renderDemoApp('/withdraw', { scenario: 'wallet', login: DEMO, locale: 'vi' })
    cleanup = app.cleanup
    await waitFor(() => expect(screen.getByTestId('left-money').textContent).toContain('10.000,00'))
    fireEvent.click(screen.getByRole('radio', { name: /Vietcombank •••• 4567/ }))
    fireEvent.click(screen.getByTestId('withdraw-all'))
    expect(input('amount').value).toBe('10000,00')
    type('pwd', 'pay123')
    type('amount', '1,234.56')
    expect(input('amount').value).toBe('1,234.56')
    submit()
    expect(await screen.findByText('Vui lòng nhập số tiền hợp lệ')).toBeTruthy()
    expect(app.server.schema.findBy('user', { username: 'demo' })!.moneyCents).toBe(1_000_000)
    type('amount', '50,25')
    submit()
    await waitFor(() => expect(app.server.schema.findBy('user', { username: 'demo' })!.moneyCents).toBe(1_000_000 - 5_025))
  })

  it('checks the account (2058), the amount against left money (1025) and the password (2057) before sending', async () => {
    const { server } = await open()
    await waitFor(() => expect(screen.getByTestId('left-money').textContent).toContain('10,000.00'))
    submit()
    expect(await screen.findByText('Please choose a withdrawal method')).toBeTruthy()
    expect(screen.getByText('Please enter an amount')).toBeTruthy()
    expect(screen.getByText('Withdrawal password is empty')).toBeTruthy()
    // focus goes where the first fix is: the account choice, then (with one chosen) the amount
    await waitFor(() => expect(document.activeElement?.getAttribute('role')).toBe('radio'))
    fireEvent.click(screen.getByRole('radio', { name: /Vietcombank •••• 4567/ }))
    submit()
    await waitFor(() => expect(document.activeElement).toBe(input('amount')))
    type('amount', '10000.01')
    submit()
    expect(await screen.findByText('Insufficient balance, or the amount exceeds what you can withdraw')).toBeTruthy()
    expect(server.schema.all('fundLog').models.some((l) => l.type === 2 && textOf('en', l.reason).startsWith('Withdraw to'))).toBe(false)
  })

  it('a field edited after a refused submit no longer shows its problem; the others keep theirs', async () => {
    await open()
    await waitFor(() => expect(screen.getByTestId('left-money').textContent).toContain('10,000.00'))
    submit()
    expect(await screen.findByText('Please enter an amount')).toBeTruthy()
    // All is an edit of the amount
    fireEvent.click(screen.getByTestId('withdraw-all'))
    expect(screen.queryByText('Please enter an amount')).toBeNull()
    expect(input('amount').getAttribute('aria-invalid')).not.toBe('true')
    expect(screen.getByText('Please choose a withdrawal method')).toBeTruthy()
    expect(screen.getByText('Withdrawal password is empty')).toBeTruthy()
    fireEvent.click(screen.getByRole('radio', { name: /Vietcombank •••• 4567/ }))
    expect(screen.queryByText('Please choose a withdrawal method')).toBeNull()
    type('pwd', 'p')
    expect(screen.queryByText('Withdrawal password is empty')).toBeNull()
  })

  it('a wrong password shows 1051 from the server; the button is busy while in flight, and sends once', async () => {
    const { server } = await open()
    await fillLoaded('100', 'wrong1')
    // The real handler answers 1051 too (mocks/handlers/wallet.test.ts); this one also counts.
    let calls = 0
    server.post('/api/Game/withdraw', () => {
      calls++
      return fail(1051)
    })
    server.timing = 150
    submit()
    await waitFor(() => expect((screen.getByTestId('withdraw-submit') as HTMLButtonElement).disabled).toBe(true))
    submit()
    expect(await screen.findByText('Wrong withdrawal password')).toBeTruthy()
    await waitFor(() => expect((screen.getByTestId('withdraw-submit') as HTMLButtonElement).disabled).toBe(false))
    expect(calls).toBe(1)
  })

  it('a lost answer (HTTP 500): checking, said beside Withdraw, which stays disabled (nothing sent twice) until the balance shows it done', async () => {
    const { server } = await open()
    await fillLoaded('100', 'pay123')
    let calls = 0
    server.post('/api/Game/withdraw', (schema) => {
      calls++
      // the server takes the money, and its answer is lost on the way
      const user = schema.findBy('user', { username: 'demo' })!
      user.update({ moneyCents: user.moneyCents - 10_000 })
      return new Response(500, {}, {})
    })
    submit()
    const notice = await screen.findByTestId('late-checking')
    expect(notice.textContent).toBe(
      'No clear answer from the server yet. Your request may still go through: we are checking. Do not send it again.',
    )
    const button = screen.getByTestId<HTMLButtonElement>('withdraw-submit')
    expect(button.disabled).toBe(true)
    submit()
    fireEvent.click(button)
    expect(await screen.findByText('Withdrawal submitted (confirmed by your balance)')).toBeTruthy()
    await waitFor(() => expect(screen.queryByTestId('late-checking')).toBeNull())
    expect(screen.getByTestId('withdraw-receipt').textContent).toContain('Withdrawal of 100.00 USD')
    expect(calls).toBe(1)
    // a new amount, by All too, and the last withdrawal's line goes
    fireEvent.click(screen.getByTestId('withdraw-all'))
    expect(screen.queryByTestId('withdraw-receipt')).toBeNull()
  })

  it('a lost answer still checked when the user leaves: the form they come back to stays locked with its notice, and the outcome is told on the screen they are on', async () => {
    const app = await open()
    const { server, router } = app
    await fillLoaded('100', 'pay123')
    let calls = 0
    // the answer is lost, and the server has not taken the money yet
    server.post('/api/Game/withdraw', () => {
      calls++
      return new Response(500, {}, {})
    })
    submit()
    await screen.findByTestId('late-checking')
    await act(() => router.navigate({ to: '/user' }))
    await waitFor(() => expect(screen.queryByTestId('withdraw-submit')).toBeNull())
    await act(() => router.navigate({ to: '/withdraw' }))
    // a new form, still locked: the request may yet go through
    const notice = await screen.findByTestId('late-checking')
    expect(notice.textContent).toContain('Do not send it again.')
    fillForm('100', 'pay123')
    expect(screen.getByTestId<HTMLButtonElement>('withdraw-submit').disabled).toBe(true)
    submit()
    await act(() => router.navigate({ to: '/user' }))
    await waitFor(() => expect(screen.queryByTestId('withdraw-submit')).toBeNull())
    // the server takes it now; the next read of the balance shows it, on whatever screen is open
    const user = server.schema.findBy('user', { username: 'demo' })!
    user.update({ moneyCents: user.moneyCents - 10_000 })
    act(() => app.services.session.send({ type: 'session.refresh' }))
    expect(await screen.findByText('Withdrawal submitted (confirmed by your balance)')).toBeTruthy()
    expect(router.state.location.pathname).toBe('/user')
    await act(() => router.navigate({ to: '/withdraw' }))
    await screen.findByTestId('withdraw-submit')
    expect(screen.queryByTestId('late-checking')).toBeNull()
    expect(calls).toBe(1)
  })

  it('left money is rounded down: shown, filled by All, and an entry above the exact amount is refused', async () => {
    const app = await renderDemoApp('/user', { scenario: 'wallet', login: DEMO })
    cleanup = app.cleanup
    app.server.post('/api/Game/getLeftMoney', () => ok({ leftmoney: '1234.5678' }))
    await app.router.navigate({ to: '/withdraw' })
    await waitFor(() => expect(screen.getByTestId('left-money').textContent).toContain('1,234.56'))
    expect(screen.getByTestId('left-money').textContent).not.toContain('1,234.57')
    fireEvent.click(screen.getByTestId('withdraw-all'))
    expect(input('amount').value).toBe('1234.56')
    fireEvent.click(screen.getAllByRole('radio')[0]!)
    type('pwd', 'pay123')
    type('amount', '1234.57')
    submit()
    expect(await screen.findByText('Insufficient balance, or the amount exceeds what you can withdraw')).toBeTruthy()
  })

  it('a refusal as code 1 with data 0 shows the server’s own text', async () => {
    const { server } = await open()
    await waitFor(() => expect(screen.getByTestId('left-money').textContent).toContain('10,000.00'))
    server.post('/api/Game/withdraw', () => envelope(1, 0, 'Withdrawals are paused for maintenance'))
    fillForm('100', 'pay123')
    submit()
    expect(await screen.findByText('Withdrawals are paused for maintenance')).toBeTruthy()
    expect(screen.queryByTestId('withdraw-receipt')).toBeNull()
  })

  it('the amount is named by its own label; the All button and the message are not part of its name', async () => {
    await open()
    await screen.findByTestId('withdraw-all')
    const amount = screen.getByRole('textbox', { name: 'Amount (USD)' })
    expect(amount).toBe(input('amount'))
    fireEvent.click(screen.getAllByRole('radio')[0]!)
    type('amount', '-5')
    submit()
    await screen.findByText('Please enter a valid amount')
    expect(screen.getByRole('textbox', { name: 'Amount (USD)' })).toBe(input('amount'))
    expect(describedBy(input('amount'))).toBe('Please enter a valid amount')
  })

  it('the All button fills the left money', async () => {
    await open()
    fireEvent.click(await screen.findByRole('button', { name: 'All' }))
    expect(input('amount').value).toBe('10000.00')
  })
})

describe('a server without the left-money call', () => {
  it.each([
    ['404', () => notFound('/api/Game/getLeftMoney')],
    ['a non-success code', () => envelope(0, null, 'method not exists')],
  ])('%s: "not available from this server", no retry and no All; the balance is the limit', async (_, answer) => {
    const app = await renderDemoApp('/user', { scenario: 'wallet', login: DEMO })
    cleanup = app.cleanup
    let asked = 0
    app.server.post('/api/Game/getLeftMoney', () => {
      asked++
      return answer()
    })
    await app.router.navigate({ to: '/withdraw' })
    expect((await screen.findByTestId('left-money-not-available')).textContent).toBe('Not available from this server')
    expect(screen.queryByText('Could not load — retry')).toBeNull()
    expect(screen.queryByTestId('withdraw-all')).toBeNull()
    fireEvent.click(screen.getAllByRole('radio')[0]!)
    type('pwd', 'pay123')
    // the demo balance is 10,000.00
    type('amount', '10000.01')
    submit()
    expect(await screen.findByText('Insufficient balance, or the amount exceeds what you can withdraw')).toBeTruthy()
    type('amount', '100')
    submit()
    expect(await screen.findByText('Withdrawal submitted')).toBeTruthy()
    await waitFor(() => expect(app.server.schema.findBy('user', { username: 'demo' })!.moneyCents).toBe(1_000_000 - 10_000))
    // asked once: no retry loop, not even after the withdrawal
    expect(asked).toBe(1)
    expect(screen.getByTestId('left-money-not-available')).toBeTruthy()
  })
})

describe('withdraw offline (production build: the backend is a server)', () => {
  it('offline: Withdraw is disabled with its reason; back online it is enabled and the left money is fetched again', async () => {
    const app = await renderDemoApp('/withdraw', { scenario: 'wallet', login: DEMO, production: true })
    cleanup = app.cleanup
    await waitFor(() => expect(screen.getByTestId('left-money').textContent).toContain('10,000.00'))
    const button = screen.getByTestId<HTMLButtonElement>('withdraw-submit')
    expect(button.disabled).toBe(false)

    act(() => setOnline(false))
    expect(button.disabled).toBe(true)
    expect(describedBy(button)).toBe('Offline — needs a connection')
    expect(screen.getByTestId('offline-reason').textContent).toBe('Offline — needs a connection')
    // the money changes elsewhere meanwhile (a recharge credited)
    app.server.schema.findBy('user', { username: 'demo' })!.update({ moneyCents: 1_200_000 })

    act(() => setOnline(true))
    expect(button.disabled).toBe(false)
    expect(screen.queryByTestId('offline-reason')).toBeNull()
    await waitFor(() => expect(screen.getByTestId('left-money').textContent).toContain('12,000.00'))
  })

  it('demo build: its backend runs in the page, so Withdraw stays enabled offline', async () => {
    await open()
    await waitFor(() => expect(screen.getByTestId('left-money').textContent).toContain('10,000.00'))
    act(() => setOnline(false))
    expect(screen.getByTestId<HTMLButtonElement>('withdraw-submit').disabled).toBe(false)
    expect(screen.queryByTestId('offline-reason')).toBeNull()
  })
})
