import { afterEach, describe, expect, it } from 'vitest'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { fail } from '../../../mocks/lib/envelope'
import { MockResponse as Response } from '../../../mocks/lib/mock-response'
import { holdNextNavigation, renderDemoApp } from '../../../tests/demo-app'

const DEMO = { username: 'demo', password: 'demo123' }
let cleanup = () => {}
afterEach(() => cleanup())

/** /producttransferin for the vip user (2,000,000.00 USD) once its range is known, its transfers recorded as they arrive. */
async function transferForm(opts: { locale?: 'vi' } = {}) {
  const app = await renderDemoApp('/finance', { login: DEMO, scenario: 'vip', locale: opts.locale })
  cleanup = app.cleanup
  const sent: unknown[] = []
  const handled = app.server.pretender.handledRequest
  app.server.pretender.handledRequest = (verb, path, request) => {
    if (path.includes('minerTransferIn')) sent.push(JSON.parse(request.requestBody as string))
    handled(verb, path, request)
  }
  await act(() => app.router.navigate({ to: '/producttransferin' }))
  await waitFor(() => expect(screen.getByTestId('mining-balance').textContent).toMatch(/2[,.]000[,.]000[,.]00 USD/))
  // the server's plans are in: the range is known and the form takes a transfer
  await waitFor(() => expect(screen.getByTestId('transfer-range').getAttribute('aria-busy')).toBe('false'))
  return { app, sent }
}
const amountInput = () => document.querySelector<HTMLInputElement>('input[name="amount"]')!
const typeAmount = (value: string) => fireEvent.change(amountInput(), { target: { value } })
const submit = () => fireEvent.click(screen.getByTestId('transfer-submit'))
const question = () => screen.findByRole('alertdialog', { name: 'Confirm the transfer' })
const button = (dialog: HTMLElement, name: string) => within(dialog).getByRole('button', { name })
/** Lets any request a tap started reach the server. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)))

describe('transfer in asks before it sends', () => {
  it('the question states the amount, the plan, its rate and period, and what becomes of the money; nothing is sent meanwhile', async () => {
    const { sent } = await transferForm()
    typeAmount('300,000')
    submit()
    const dialog = await question()
    expect(dialog.textContent).toContain(
      'Transfer 300,000.00 USD into plan 2? The amount leaves your balance now and earns 0.3% a day for 30 days; then the principal and the income return to your balance.',
    )
    expect(button(dialog, 'Cancel')).toBeTruthy()
    expect(button(dialog, 'Transfer in')).toBeTruthy()
    await settle()
    expect(sent).toEqual([])
  })

  it('the figures in the language’s own marks (Vietnamese)', async () => {
    await transferForm({ locale: 'vi' })
    typeAmount('100.000,5')
    submit()
    const dialog = await screen.findByRole('alertdialog')
    expect(dialog.textContent).toContain('100.000,50 USD')
    expect(dialog.textContent).toContain('0,15%')
  })

  it('Cancel sends nothing and keeps the form as typed', async () => {
    const { app, sent } = await transferForm()
    typeAmount('100,000')
    submit()
    fireEvent.click(button(await question(), 'Cancel'))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    await settle()
    expect(sent).toEqual([])
    expect(amountInput().value).toBe('100,000')
    expect(screen.getByTestId('transfer-tier').textContent).toBe('Plan 1: 0.15% per day for 15 days')
    expect(screen.getByTestId('transfer-submit').hasAttribute('disabled')).toBe(false)
    expect(app.router.state.location.pathname).toBe('/producttransferin')
    expect(screen.getByTestId('mining-balance').textContent).toContain('2,000,000.00 USD')
  })

  it('Confirm sends exactly one request, the figures confirmed; the button is disabled while it runs', async () => {
    const { app, sent } = await transferForm()
    app.server.timing = 200
    typeAmount('100,000')
    submit()
    fireEvent.click(button(await question(), 'Transfer in'))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(screen.getByTestId('transfer-submit').hasAttribute('disabled')).toBe(true)
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/productorder'))
    expect(sent).toEqual([expect.objectContaining({ money: '100000.00', tier: 1 })])
  })

  it('a double tap: on Transfer in asks once, on the dialog’s Transfer in sends once', async () => {
    const { app, sent } = await transferForm()
    const next = holdNextNavigation(app.router)
    typeAmount('100,000')
    submit()
    submit()
    const dialog = await question()
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1)
    const confirm = button(dialog, 'Transfer in')
    fireEvent.click(confirm)
    fireEvent.click(confirm)
    await waitFor(() => expect(next.started()).toBe(true))
    // the second tap lands on the form's own button, disabled until the orders screen replaces the form
    submit()
    await settle()
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(sent).toHaveLength(1)
    next.release()
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/productorder'))
    expect(sent).toHaveLength(1)
  })

  it('a refused transfer after Confirm: its reason shows and focus is back on Transfer in, ready to try again', async () => {
    const { app, sent } = await transferForm()
    app.server.timing = 100
    app.server.post('/api/Game/minerTransferIn', () => fail(1025))
    typeAmount('100,000')
    const submitButton = screen.getByTestId('transfer-submit')
    // a tap focuses the button it lands on
    submitButton.focus()
    submit()
    fireEvent.click(button(await question(), 'Transfer in'))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    // busy with the request: the button takes no focus, nor a second transfer
    expect(submitButton.hasAttribute('disabled')).toBe(true)
    await waitFor(() => expect(submitButton.hasAttribute('disabled')).toBe(false))
    expect(await screen.findByText('Insufficient balance')).toBeTruthy()
    await waitFor(() => expect(document.activeElement).toBe(submitButton))
    expect(sent).toHaveLength(1)
    expect(app.router.state.location.pathname).toBe('/producttransferin')
  })

  it('a lost answer after Confirm is unconfirmed, never failed: checked by the balance, nothing sent twice', async () => {
    const { app, sent } = await transferForm()
    app.server.post('/api/Game/minerTransferIn', (schema) => {
      // the server takes the money, and its answer is lost on the way
      const user = schema.findBy('user', { username: 'demo' })!
      user.update({ moneyCents: user.moneyCents - 10_000_000 })
      return new Response(500, {}, {})
    })
    typeAmount('100,000')
    submit()
    fireEvent.click(button(await question(), 'Transfer in'))
    const notice = await screen.findByTestId('late-checking')
    expect(notice.textContent).toBe(
      'No clear answer from the server yet. Your request may still go through: we are checking. Do not send it again.',
    )
    expect(screen.queryByText(/failed|could not be/i)).toBeNull()
    expect(screen.getByTestId('transfer-submit').hasAttribute('disabled')).toBe(true)
    submit()
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(await screen.findByText('Transferred 100,000.00 USD into plan 1')).toBeTruthy()
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/productorder'))
    expect(sent).toHaveLength(1)
  })
})
