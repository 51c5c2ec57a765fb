import { afterEach, describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { fail } from '../../../mocks/lib/envelope'
import { MockResponse as Response } from '../../../mocks/lib/mock-response'
import { countRequests, holdNextNavigation, renderDemoApp } from '../../../tests/demo-app'

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

/** Fills the add-account form (Bank type). */
function fillBankForm(values: { account?: string; username?: string; area?: string; payPwd: string }) {
  const form = { bank: 'ACB', account: '1234', username: 'A', area: 'B', ...values }
  for (const [name, value] of Object.entries(form)) type(name, value)
}

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

  it.each([
    ['deleted on the server', true, 'Account deleted', 1],
    ['not deleted on the server', false, 'We could not confirm the deletion. The list shows your accounts as the server has them now.', 2],
  ])('a delete whose answer is lost (HTTP 500), %s: the list as the server has it says which', async (_name, deletes, text, left) => {
    const { server } = await open('/banklist')
    const [first] = await screen.findAllByTestId('bank-card')
    server.post('/api/Game/delbankcard', (schema, request) => {
      if (deletes) schema.find('bankCard', String(JSON.parse(request.requestBody).id))!.destroy()
      return new Response(500, {}, {})
    })
    fireEvent.click(within(first!).getByRole('button', { name: 'Delete' }))
    await confirmDialog('Delete')
    expect((await screen.findByTestId('toast')).textContent).toBe(text)
    await waitFor(() => expect(screen.getAllByTestId('bank-card')).toHaveLength(left))
    expect(server.schema.all('bankCard').length).toBe(left)
  })

  it('a delete whose answer is lost and whose check cannot read the accounts: says it could not check', async () => {
    const { server } = await open('/banklist')
    const [first] = await screen.findAllByTestId('bank-card')
    server.post('/api/Game/delbankcard', () => new Response(500, {}, {}))
    server.post('/api/Game/getBankcardlist', () => new Response(500, {}, {}))
    fireEvent.click(within(first!).getByRole('button', { name: 'Delete' }))
    await confirmDialog('Delete')
    expect((await screen.findByTestId('toast')).textContent).toBe(
      'We could not confirm the deletion, nor read your accounts to check. Refresh the list before trying again.',
    )
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
    // a field edited no longer shows its problem; the others keep theirs until the next submit
    const bankField = document.activeElement as HTMLInputElement
    fireEvent.change(bankField, { target: { value: 'V' } })
    expect(screen.queryByText('Please enter the bank name')).toBeNull()
    expect(bankField.getAttribute('aria-invalid')).not.toBe('true')
    expect(screen.getByText('Please enter the account number')).toBeTruthy()
    expect(screen.getByText('Withdrawal password is empty')).toBeTruthy()
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

  it('once added, the form stays locked while the screen goes: a second tap adds nothing', async () => {
    const app = await open('/bankadd', 'default')
    await screen.findByRole('heading', { name: 'Add account' })
    const sent = countRequests(app.server, 'addbankcard')
    const next = holdNextNavigation(app.router)
    fillBankForm({ account: '6222 0212 3456 7890', payPwd: 'pay123' })
    fireEvent.click(screen.getByTestId('bank-add-submit'))
    await waitFor(() => expect(next.started()).toBe(true))
    expect(screen.getByTestId('bank-add-submit').hasAttribute('disabled')).toBe(true)
    // the list will show under the finger: the page takes no taps from now until a moment after it shows
    expect(document.body.hasAttribute('data-settling')).toBe(true)
    fireEvent.click(screen.getByTestId('bank-add-submit'))
    await new Promise((resolve) => setTimeout(resolve, 50))
    next.release()
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/banklist'))
    expect(await screen.findAllByTestId('bank-account')).toHaveLength(1)
    expect(sent()).toBe(1)
    // its timing: src/ui/settle-screen.test.ts
    await waitFor(() => expect(document.body.hasAttribute('data-settling')).toBe(false))
  })

  it('an add whose answer is lost (HTTP 500) but which the server made: the saved accounts show it, so it is reported added', async () => {
    const app = await open('/banklist', 'default')
    fireEvent.click(await screen.findByTestId('bank-add'))
    await screen.findByRole('heading', { name: 'Add account' })
    app.server.post('/api/Game/addbankcard', (schema) => {
      const user = schema.findBy('user', { username: 'demo' })!
      schema.create('bankCard', {
        userId: user.id,
        type: 'Bank',
        bank: 'ACB',
        account: '6222021234567890',
        username: 'Demo Trader',
        area: 'Hanoi',
        address: '',
      })
      return new Response(500, {}, {})
    })
    fillBankForm({ account: '6222 0212 3456 7890', username: 'Demo Trader', area: 'Hanoi', payPwd: 'pay123' })
    fireEvent.click(screen.getByTestId('bank-add-submit'))
    expect(await screen.findByText('Account added')).toBeTruthy()
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/banklist'))
    expect(app.server.schema.all('bankCard').length).toBe(1)
  })

  it('an add whose answer is lost and which the saved accounts do not show: not confirmed, nothing resent, the form kept', async () => {
    const { server, router } = await open('/bankadd', 'default')
    let sent = 0
    server.post('/api/Game/addbankcard', () => {
      sent++
      return new Response(500, {}, {})
    })
    await screen.findByRole('heading', { name: 'Add account' })
    fillBankForm({ payPwd: 'pay123' })
    fireEvent.click(screen.getByTestId('bank-add-submit'))
    const notice = await screen.findByTestId('bank-add-unconfirmed')
    expect(notice.textContent).toContain('We got no clear answer from the server, and your saved accounts do not show this one yet.')
    // focus goes to what happened (the submit button it was on was disabled while the check ran)
    await waitFor(() => expect(document.activeElement).toBe(notice))
    expect(within(notice).getByRole('link', { name: 'Saved accounts' }).getAttribute('href')).toBe('/banklist')
    expect(screen.queryByTestId('toast')).toBeNull()
    expect(sent).toBe(1)
    expect(input('account').value).toBe('1234')
    expect(router.state.location.pathname).toBe('/bankadd')
  })

  it('an add whose answer is lost and whose check cannot read the saved accounts either: says it could not check', async () => {
    const { server } = await open('/bankadd', 'default')
    server.post('/api/Game/addbankcard', () => new Response(500, {}, {}))
    server.post('/api/Game/getBankcardlist', () => new Response(500, {}, {}))
    await screen.findByRole('heading', { name: 'Add account' })
    fillBankForm({ payPwd: 'pay123' })
    fireEvent.click(screen.getByTestId('bank-add-submit'))
    expect((await screen.findByTestId('bank-add-unconfirmed')).textContent).toContain(
      'We got no clear answer from the server, and your saved accounts could not be read to check. Check them before adding it again.',
    )
  })

  it.each([
    [1046, 'account', 'This can only be added once'],
    [1048, 'account', 'This can only be added once'],
    [1033, 'payPwd', 'Wrong withdrawal password'],
    [1051, 'payPwd', 'Wrong withdrawal password'],
  ])('server code %i: said under the %s field, no toast; focus goes to it', async (code, field, text) => {
    const { server, router } = await open('/bankadd', 'default')
    server.post('/api/Game/addbankcard', () => fail(code))
    await screen.findByRole('heading', { name: 'Add account' })
    fillBankForm({ payPwd: 'x' })
    fireEvent.click(screen.getByTestId('bank-add-submit'))
    await waitFor(() => expect(document.activeElement).toBe(input(field)))
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([text])
    expect(input(field).closest('.field')!.textContent).toContain(text)
    expect(screen.queryByTestId('toast')).toBeNull()
    expect(router.state.location.pathname).toBe('/bankadd')
  })

  it.each([
    [1047, 'Failed to add the bank card'],
    [1049, 'Bank card does not exist'],
    [1065, 'Please enter the address'],
    [2057, 'Withdrawal password is empty'],
  ])('server code %i, about no field of the Bank form → a toast "%s"; focus goes to the form’s first field', async (code, text) => {
    const { server, router } = await open('/bankadd', 'default')
    server.post('/api/Game/addbankcard', () => fail(code))
    await screen.findByRole('heading', { name: 'Add account' })
    fillBankForm({ payPwd: 'x' })
    fireEvent.click(screen.getByTestId('bank-add-submit'))
    expect((await screen.findByTestId('toast')).textContent).toBe(text)
    await waitFor(() => expect(document.activeElement).toBe(input('bank')))
    expect(screen.queryAllByRole('alert')).toEqual([])
    expect(router.state.location.pathname).toBe('/bankadd')
  })
})
