import axe from 'axe-core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, waitFor, within } from 'storybook/test'
import { storyPathname } from '../../../.storybook/decorators/router'
import { storyServices } from '../../../.storybook/decorators/app'
import { fail, notFound, ok } from '../../../mocks/lib/envelope'
import { centsToWire } from '../../../mocks/lib/money'
import { textOf } from '../../../mocks/lib/texts'
import { goOffline } from '../../../.storybook/offline'
import { WithdrawScreen } from './withdraw-screen'
import { storyMirage } from '../../../.storybook/story-mirage'
import { settled } from '../../../.storybook/settled'
import { MockResponse } from '../../../mocks/lib/mock-response'

const meta = {
  component: WithdrawScreen,
  parameters: { route: '/withdraw', session: 'authenticated', mirage: { scenario: 'wallet' } },
} satisfies Meta<typeof WithdrawScreen>

export default meta
type Story = StoryObj<typeof meta>

const input = (root: HTMLElement, name: string) => root.querySelector<HTMLInputElement>(`input[name="${name}"]`)!

/** The gate's dialog: a modal <dialog> named by its question, focus inside it. */
async function openDialog(question: string) {
  const dialog = await screen.findByRole('alertdialog', { name: question })
  await waitFor(() => expect(dialog.matches(':modal')).toBe(true))
  await expect(dialog.contains(document.activeElement)).toBe(true)
  return settled(dialog)
}

export const Checking: Story = {
  beforeEach: () => {
    storyMirage().timing = 3000
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('loading')).toBeVisible()
  },
}

export const CheckFailed: Story = {
  beforeEach: () => {
    storyMirage().post('/api/Game/getBankcardlist', () => fail(1004))
  },
  play: async ({ canvas }) => {
    const error = await canvas.findByTestId('load-error')
    await expect(error).toHaveTextContent('Network error, please refresh and try again')
    await expect(within(error).getByRole('button', { name: 'Try again' })).toBeEnabled()
  },
}

export const NoAccount: Story = {
  parameters: { mirage: { scenario: 'default' } },
  play: async ({ userEvent }) => {
    const dialog = await openDialog('You have not added a withdrawal account yet. Add one first.')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add account' }))
    await waitFor(() => expect(storyPathname()).toBe('/banklist'))
  },
}

export const NoWithdrawPassword: Story = {
  beforeEach: () => {
    storyMirage().schema.findBy('user', { username: 'demo' })!.update({ payPwd: null })
  },
  play: async ({ userEvent }) => {
    const dialog = await openDialog('Please set a withdrawal password first.')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set password' }))
    await waitFor(() => expect(storyPathname()).toBe('/usercipherpassword'))
  },
}

/** Escape (the browser's close request) answers the gate's question with Cancel: the user leaves the screen. */
export const NoWithdrawPasswordEscape: Story = {
  beforeEach: () => {
    storyMirage().schema.findBy('user', { username: 'demo' })!.update({ payPwd: null })
  },
  play: async () => {
    const dialog = (await openDialog('Please set a withdrawal password first.')) as HTMLDialogElement
    dialog.requestClose()
    await waitFor(() => expect(storyPathname()).toBe('/user'))
  },
}

export const Form: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByTestId('left-money')).toHaveTextContent('10,000.00'))
    await expect(canvas.getAllByRole('radio')).toHaveLength(2)
    await expect(canvas.getByText('Withdrawals arrive within 24 hours.')).toBeVisible()
  },
}

export const ValidationErrors: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await waitFor(() => expect(canvas.getByTestId('left-money')).toHaveTextContent('10,000.00'))
    await userEvent.type(input(canvasElement, 'amount'), '20,000.99')
    // the grouping comma stays as typed, and the amount reads as 20,000.99: more than can be withdrawn
    await expect(input(canvasElement, 'amount').value).toBe('20,000.99')
    await userEvent.click(canvas.getByTestId('withdraw-submit'))
    await expect(await canvas.findByText('Please choose a withdrawal method')).toBeVisible()
    await expect(canvas.getByText('Insufficient balance, or the amount exceeds what you can withdraw')).toBeVisible()
    await expect(canvas.getByText('Withdrawal password is empty')).toBeVisible()
  },
}

/** In Vietnamese an amount is typed with the app's own marks: "All" fills "10000,00"; "1,234.56" stays as typed and is refused. */
export const VietnameseAmount: Story = {
  globals: { locale: 'vi' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await waitFor(() => expect(canvas.getByTestId('left-money')).toHaveTextContent('10.000,00'))
    await userEvent.click(canvas.getByTestId('withdraw-all'))
    await expect(input(canvasElement, 'amount').value).toBe('10000,00')
    await userEvent.clear(input(canvasElement, 'amount'))
    await userEvent.type(input(canvasElement, 'amount'), '1,234.56')
    await expect(input(canvasElement, 'amount').value).toBe('1,234.56')
    await userEvent.click(canvas.getByTestId('withdraw-submit'))
    await expect(await canvas.findByText('Vui lòng nhập số tiền hợp lệ')).toBeVisible()
  },
}

export const WrongPassword: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: /Vietcombank/ }))
    await userEvent.type(input(canvasElement, 'amount'), '100')
    await userEvent.type(input(canvasElement, 'pwd'), 'wrong1')
    await userEvent.click(canvas.getByTestId('withdraw-submit'))
    await expect(await screen.findByText('Wrong withdrawal password')).toBeVisible()
  },
}

export const Withdrawn: Story = {
  play: async ({ canvas, canvasElement, userEvent, loaded }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: /USDT-TRC20/ }))
    await userEvent.type(input(canvasElement, 'amount'), '250.5')
    await userEvent.type(input(canvasElement, 'pwd'), 'pay123')
    await userEvent.click(canvas.getByTestId('withdraw-submit'))
    await expect(await screen.findByText('Withdrawal submitted')).toBeVisible()
    const receipt = canvas.getByTestId('withdraw-receipt')
    await expect(receipt).toHaveTextContent('Withdrawal of 250.50 USD to USDT-TRC20')
    const { violations } = await axe.run(receipt, { runOnly: ['color-contrast'] })
    await expect(violations.flatMap((v) => v.nodes.map((n) => n.failureSummary))).toEqual([])
    await waitFor(() => expect(canvas.getByTestId('left-money')).toHaveTextContent('9,749.50'))
    const { session } = storyServices({ loaded })
    await waitFor(() => expect(session.getSnapshot().context.user?.money).toBe(974_950))
  },
}

/** Left money did not load: the form stays usable and offers a retry that shows it. */
export const LeftMoneyFailed: Story = {
  beforeEach: () => {
    let calls = 0
    storyMirage().post('/api/Game/getLeftMoney', (schema) =>
      ++calls === 1 ? fail(1004) : ok({ leftmoney: centsToWire(schema.findBy('user', { username: 'demo' })!.moneyCents) }),
    )
  },
  play: async ({ canvas, userEvent }) => {
    const left = () => canvas.getByTestId('left-money')
    const retry = await within(await canvas.findByTestId('left-money')).findByRole('button', { name: 'Could not load — retry' })
    await expect(left()).not.toHaveTextContent('10,000.00')
    await expect(canvas.getByTestId('withdraw-submit')).toBeEnabled()
    await userEvent.click(retry)
    await waitFor(() => expect(left()).toHaveTextContent('10,000.00'))
    await expect(within(left()).queryByRole('button')).toBeNull()
  },
}

/** A server without the left-money call: said once, no retry and no All; the form stays usable. */
export const LeftMoneyNotAvailable: Story = {
  beforeEach: () => {
    storyMirage().post('/api/Game/getLeftMoney', () => notFound('/api/Game/getLeftMoney'))
  },
  play: async ({ canvas }) => {
    const left = await canvas.findByTestId('left-money-not-available')
    await expect(left).toHaveTextContent('Not available from this server')
    await expect(within(canvas.getByTestId('left-money')).queryByRole('button')).toBeNull()
    await expect(canvas.queryByTestId('withdraw-all')).toBeNull()
    await expect(canvas.getByTestId('withdraw-submit')).toBeEnabled()
  },
}

/** Left money with more than two decimals is shown and filled rounded down: 1234.5678 → 1,234.56. */
export const LeftMoneyRoundedDown: Story = {
  beforeEach: () => {
    storyMirage().post('/api/Game/getLeftMoney', () => ok({ leftmoney: '1234.5678' }))
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await waitFor(() => expect(canvas.getByTestId('left-money')).toHaveTextContent('1,234.56'))
    await userEvent.click(canvas.getByTestId('withdraw-all'))
    await expect(input(canvasElement, 'amount')).toHaveValue('1234.56')
    await expect(canvas.getByRole('textbox', { name: 'Amount (USD)' })).toBe(input(canvasElement, 'amount'))
  },
}

/** While a withdrawal is in flight the button is busy and a second submit sends nothing. */
export const Withdrawing: Story = {
  play: async ({ canvas, canvasElement, userEvent, loaded }) => {
    const server = storyMirage()
    const sent: string[] = []
    server.pretender.handledRequest = (_verb: string, path: string) => void (path.endsWith('/api/Game/withdraw') && sent.push(path))
    await userEvent.click(await canvas.findByRole('radio', { name: /USDT-TRC20/ }))
    await userEvent.type(input(canvasElement, 'amount'), '250.5')
    await userEvent.type(input(canvasElement, 'pwd'), 'pay123')
    server.timing = 1500
    const button = canvas.getByTestId('withdraw-submit')
    await userEvent.click(button)
    await waitFor(() => expect(button).toBeDisabled())
    await expect(button).toHaveClass('adm-button-loading')
    const form = button.closest('form')!
    await expect(form).toHaveAttribute('aria-busy', 'true')
    form.requestSubmit()
    await expect(await screen.findByText('Withdrawal submitted')).toBeVisible()
    await waitFor(() => expect(button).toBeEnabled())
    await expect(sent).toHaveLength(1)
    const demo = server.schema.findBy('user', { username: 'demo' })!
    await expect(
      server.schema.where('fundLog', { userId: demo.id! }).models.filter((l) => textOf('en', l.reason).startsWith('Withdraw to')),
    ).toHaveLength(1)
    await expect(demo.moneyCents).toBe(974_950)
    // Let the follow-up reloads (left money, user info) finish inside this story.
    await waitFor(() => expect(canvas.getByTestId('left-money')).toHaveTextContent('9,749.50'))
    await waitFor(() => expect(storyServices({ loaded }).session.getSnapshot().context.user?.money).toBe(974_950))
  },
}

/** Offline in a production build: the form stays readable and fillable, Withdraw is disabled and says why. */
export const Offline: Story = {
  globals: { locale: 'zh-TW' },
  parameters: { production: true },
  beforeEach: goOffline,
  play: async ({ canvas }) => {
    const submit = await canvas.findByTestId('withdraw-submit')
    await expect(submit).toBeDisabled()
    await expect(submit).toHaveAccessibleDescription('離線 — 需要網路連線')
    await expect(canvas.getByTestId('offline-reason')).toBeVisible()
  },
}

/** The answer is lost (HTTP 500): Withdraw stays disabled while the balance is checked, and says why. */
export const LostAnswerChecking: Story = {
  beforeEach: () => {
    storyMirage().post('/api/Game/withdraw', () => new MockResponse(500, {}, {}))
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: /Vietcombank/ }))
    await userEvent.type(input(canvasElement, 'amount'), '100')
    await userEvent.type(input(canvasElement, 'pwd'), 'pay123')
    await userEvent.click(canvas.getByTestId('withdraw-submit'))
    const notice = await canvas.findByTestId('late-checking')
    await expect(notice).toHaveTextContent(
      'No clear answer from the server yet. Your request may still go through: we are checking. Do not send it again.',
    )
    await expect(canvas.getByTestId('withdraw-submit')).toBeDisabled()
    // a line that must be read: its text stands out from its background (WCAG AA)
    const { violations } = await axe.run(notice, { runOnly: ['color-contrast'] })
    await expect(violations.flatMap((v) => v.nodes.map((n) => n.failureSummary))).toEqual([])
  },
}
