import { afterEach, describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { fail } from '../../../mocks/lib/envelope'
import { renderDemoApp } from '../../../tests/demo-app'

const DEMO = { username: 'demo', password: 'demo123' }
let cleanup = () => {}
afterEach(() => cleanup())

async function open(path: string, scenario = 'wallet') {
  const app = await renderDemoApp(path, { scenario, login: DEMO })
  cleanup = app.cleanup
  return app
}
const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!
const type = (name: string, value: string) => fireEvent.change(input(name), { target: { value } })

async function confirmDialog(button: string) {
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete this withdrawal account?' })
  fireEvent.click(within(dialog).getByRole('button', { name: button }))
}

describe('bank list', () => {
  it('bank type: holder, masked account, bank, branch; other types: the address', async () => {
    await open('/banklist')
    const cards = await screen.findAllByTestId('bank-card')
    expect(cards).toHaveLength(2)
    const bank = cards[0]!
    expect(within(bank).getByText('Demo Trader')).toBeTruthy()
    expect(within(bank).getByTestId('bank-account').textContent).toBe('•••• 4567')
    expect(bank.textContent).not.toContain('0071001234567')
    expect(within(bank).getByText('Vietcombank')).toBeTruthy()
    expect(within(bank).getByText('Hanoi Branch')).toBeTruthy()
    expect(within(cards[1]!).getByText('USDT-TRC20')).toBeTruthy()
    expect(within(cards[1]!).getByText('TQ5NqZ8kX1v9Yb3cWm2Lr7Hd4Jf6Ga8Ps1')).toBeTruthy()
  })

  it('delete asks first; cancel keeps, confirm removes', async () => {
    const { server } = await open('/banklist')
    const [first] = await screen.findAllByTestId('bank-card')
    fireEvent.click(within(first!).getByRole('button', { name: 'Delete' }))
    await confirmDialog('Cancel')
    expect(server.schema.all('bankCard').length).toBe(2)
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    fireEvent.click(within(first!).getByRole('button', { name: 'Delete' }))
    await confirmDialog('Delete')
    await waitFor(() => expect(screen.getAllByTestId('bank-card')).toHaveLength(1))
    expect(server.schema.all('bankCard').length).toBe(1)
  })

  it('empty: says so and offers to add; the add button opens /bankadd', async () => {
    const { router } = await open('/banklist', 'default')
    expect((await screen.findByTestId('empty')).textContent).toContain('You have no withdrawal accounts yet.')
    fireEvent.click(screen.getByTestId('bank-add'))
    await waitFor(() => expect(router.state.location.pathname).toBe('/bankadd'))
  })

  it('a failed load explains and retries', async () => {
    const app = await open('/user')
    app.server.post('/api/Game/getBankcardlist', () => fail(1004))
    await app.router.navigate({ to: '/banklist' })
    const error = await screen.findByTestId('load-error')
    app.server.post('/api/Game/getBankcardlist', () => ({ code: 1, data: [], info: '' }))
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByTestId('empty')).toBeTruthy()
  })
})

describe('add account', () => {
  it('offers only Bank; each required field has its own message', async () => {
    await open('/bankadd', 'default')
    await screen.findByRole('heading', { name: 'Add account' })
    const picker = screen.getByText('Account type').parentElement!
    expect(picker.querySelectorAll('.adm-selector-item')).toHaveLength(1)
    expect(within(picker).getByText('Bank')).toBeTruthy()
    fireEvent.click(screen.getByTestId('bank-add-submit'))
    for (const text of [
      'Please enter the bank name',
      'Please enter the account number',
      "Please enter the account holder's real name",
      'Please enter the branch or BSB code',
      'Withdrawal password is empty',
    ]) {
      expect(await screen.findByText(text)).toBeTruthy()
    }
    await waitFor(() => expect(document.activeElement).toBe(document.querySelector('input[aria-invalid="true"]')))
    expect(document.activeElement!.tagName).toBe('INPUT')
  })

  it('saves, then goes back to the list showing the new account', async () => {
    const app = await open('/banklist', 'default')
    fireEvent.click(await screen.findByTestId('bank-add'))
    await screen.findByRole('heading', { name: 'Add account' })
    type('bank', 'ACB')
    type('account', '6222 0212 3456 7890')
    type('username', 'Demo Trader')
    type('area', 'Hanoi')
    type('payPwd', 'pay123')
    fireEvent.click(screen.getByTestId('bank-add-submit'))
    expect(await screen.findByText('Account added')).toBeTruthy()
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/banklist'))
    expect((await screen.findByTestId('bank-account')).textContent).toBe('•••• 7890')
  })

  it.each([
    [1046, 'This can only be added once'],
    [1048, 'This can only be added once'],
    [1047, 'Failed to add the bank card'],
    [1033, 'Wrong withdrawal password'],
    [1051, 'Wrong withdrawal password'],
    [1065, 'Please enter the address'],
  ])('server code %i → "%s"', async (code, text) => {
    const { server, router } = await open('/bankadd', 'default')
    server.post('/api/Game/addbankcard', () => fail(code))
    await screen.findByRole('heading', { name: 'Add account' })
    for (const [name, value] of [
      ['bank', 'ACB'],
      ['account', '1234'],
      ['username', 'A'],
      ['area', 'B'],
      ['payPwd', 'x'],
    ])
      type(name!, value!)
    fireEvent.click(screen.getByTestId('bank-add-submit'))
    expect(await screen.findByText(text)).toBeTruthy()
    expect(router.state.location.pathname).toBe('/bankadd')
  })
})
