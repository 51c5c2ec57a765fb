import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, waitFor } from 'storybook/test'
import { storyServices } from '../../../.storybook/decorators/app'
import { storyPathname } from '../../../.storybook/decorators/router'
import { BankAddScreen } from './bank-add-screen'
import { storyMirage } from '../../../.storybook/story-mirage'
import { MockResponse } from '../../../mocks/lib/mock-response'

const meta = {
  component: BankAddScreen,
  parameters: { route: '/bankadd', session: 'authenticated' },
} satisfies Meta<typeof BankAddScreen>

export default meta
type Story = StoryObj<typeof meta>

const fill = async (root: HTMLElement, type: (el: Element, text: string) => Promise<void>, values: Record<string, string>) => {
  for (const [name, value] of Object.entries(values)) await type(root.querySelector(`input[name="${name}"]`)!, value)
}
const BANK = { bank: 'ACB', account: '6222021234567890', username: 'Demo Trader', area: 'Hanoi', payPwd: 'pay123' }

export const Form: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Add account' })).toBeVisible()
    await expect(canvasElement.querySelectorAll('.adm-selector-item')).toHaveLength(1)
    await expect(canvas.getByText('Bank')).toBeVisible()
    await expect(canvas.queryByTestId('needs-password')).toBeNull()
  },
}

export const RequiredFields: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByTestId('bank-add-submit'))
    for (const text of [
      'Please enter the bank name',
      'Please enter the account number',
      "Please enter the account holder's real name",
      'Please enter the branch or BSB code',
      'Withdrawal password is empty',
    ]) {
      await expect(await canvas.findByText(text)).toBeVisible()
    }
  },
}

/** The server refuses the withdrawal password: said under it, and focus goes there (the pressed button was disabled meanwhile). */
export const WrongPassword: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await fill(canvasElement, (el, text) => userEvent.type(el, text), { ...BANK, payPwd: 'nope12' })
    await userEvent.click(canvas.getByTestId('bank-add-submit'))
    const payPwd = canvasElement.querySelector('input[name="payPwd"]')!
    await waitFor(() => expect(document.activeElement).toBe(payPwd))
    await expect(payPwd.closest('.field')).toHaveTextContent('Wrong withdrawal password')
    await expect(screen.queryByTestId('toast')).toBeNull()
  },
}

/** A refusal about no field of the form (a sixth account, 1047): a toast, and focus goes back to the form's first field. */
export const RefusedNoField: Story = {
  beforeEach: () => {
    storyMirage().post('/api/Game/addbankcard', () => ({ code: 0, data: { errCode: 1047 }, info: 'failed' }))
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await fill(canvasElement, (el, text) => userEvent.type(el, text), BANK)
    await userEvent.click(canvas.getByTestId('bank-add-submit'))
    await expect(await screen.findByText('Failed to add the bank card', { selector: '[data-testid="toast"] *' })).toBeVisible()
    await waitFor(() => expect(document.activeElement).toBe(canvasElement.querySelector('input[name="bank"]')))
  },
}

export const Saved: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await fill(canvasElement, (el, text) => userEvent.type(el, text), BANK)
    await userEvent.click(canvas.getByTestId('bank-add-submit'))
    await expect(await screen.findByText('Account added')).toBeVisible()
    await waitFor(() => expect(storyPathname()).toBe('/banklist'))
    await expect(storyMirage().schema.all('bankCard').length).toBe(1)
  },
}

export const NeedsWithdrawPassword: Story = {
  beforeEach: async ({ loaded }) => {
    storyMirage().schema.findBy('user', { username: 'demo' })!.update({ payPwd: null })
    const { session } = storyServices({ loaded })
    session.send({ type: 'session.refresh' })
    await waitFor(() => expect(session.getSnapshot().context.user?.noPassword2).toBe(1))
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('needs-password')).toHaveTextContent('Set a withdrawal password before adding an account.')
  },
}

/** While the save is in flight the button is busy and a second submit adds nothing. */
export const Saving: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const server = storyMirage()
    const sent: string[] = []
    server.pretender.handledRequest = (_verb: string, path: string) => void (path.endsWith('/api/Game/addbankcard') && sent.push(path))
    await fill(canvasElement, (el, text) => userEvent.type(el, text), BANK)
    server.timing = 1500
    const button = canvas.getByTestId('bank-add-submit')
    await userEvent.click(button)
    await waitFor(() => expect(button).toBeDisabled())
    await expect(button).toHaveClass('adm-button-loading')
    const form = button.closest('form')!
    await expect(form).toHaveAttribute('aria-busy', 'true')
    form.requestSubmit()
    await expect(storyPathname()).toBe('/bankadd')
    await expect(await screen.findByText('Account added')).toBeVisible()
    await waitFor(() => expect(storyPathname()).toBe('/banklist'))
    await expect(sent).toHaveLength(1)
    await expect(server.schema.all('bankCard').length).toBe(1)
  },
}

/** The answer is lost (HTTP 500) and the saved accounts do not show it: the form stays, says so, and links to them. */
export const LostAnswerNotListed: Story = {
  beforeEach: () => {
    storyMirage().post('/api/Game/addbankcard', () => new MockResponse(500, {}, {}))
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await fill(canvasElement, (el, text) => userEvent.type(el, text), BANK)
    await userEvent.click(canvas.getByTestId('bank-add-submit'))
    const notice = await canvas.findByTestId('bank-add-unconfirmed')
    await expect(notice).toHaveTextContent('We got no clear answer from the server, and your saved accounts do not show this one yet.')
    await waitFor(() => expect(document.activeElement).toBe(notice))
    await expect(canvasElement.querySelector<HTMLInputElement>('input[name="account"]')).toHaveValue(BANK.account)
  },
}
