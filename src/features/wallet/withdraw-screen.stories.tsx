import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, waitFor, within } from 'storybook/test'
import { storyPathname } from '../../../.storybook/decorators/router'
import { storyServices } from '../../../.storybook/decorators/app'
import { fail } from '../../../mocks/lib/envelope'
import { WithdrawScreen } from './withdraw-screen'
import { storyMirage } from './story-mirage'

const meta = {
  component: WithdrawScreen,
  parameters: { route: '/withdraw', session: 'authenticated', mirage: { scenario: 'wallet' } },
} satisfies Meta<typeof WithdrawScreen>

export default meta
type Story = StoryObj<typeof meta>

const input = (root: HTMLElement, name: string) => root.querySelector<HTMLInputElement>(`input[name="${name}"]`)!

/** The dialog, once its opening animation lets clicks through. */
async function openDialog() {
  const dialog = await screen.findByRole('dialog')
  await waitFor(() => expect(getComputedStyle(within(dialog).getAllByRole('button')[0]!).pointerEvents).not.toBe('none'))
  return dialog
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
    const dialog = await openDialog()
    await expect(dialog).toHaveTextContent('You have not added a withdrawal account yet. Add one first.')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add account' }))
    await waitFor(() => expect(storyPathname()).toBe('/banklist'))
  },
}

export const NoWithdrawPassword: Story = {
  beforeEach: () => {
    storyMirage().schema.findBy('user', { username: 'demo' })!.update({ payPwd: null })
  },
  play: async ({ userEvent }) => {
    const dialog = await openDialog()
    await expect(dialog).toHaveTextContent('Please set a withdrawal password first.')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set password' }))
    await waitFor(() => expect(storyPathname()).toBe('/usercipherpassword'))
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
    await userEvent.type(input(canvasElement, 'amount'), '20,000.999')
    await expect(input(canvasElement, 'amount').value).toBe('20000.99')
    await userEvent.click(canvas.getByTestId('withdraw-submit'))
    await expect(await canvas.findByText('Please choose a withdrawal method')).toBeVisible()
    await expect(canvas.getByText('Insufficient balance, or the amount exceeds what you can withdraw')).toBeVisible()
    await expect(canvas.getByText('Withdrawal password is empty')).toBeVisible()
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
    await waitFor(() => expect(canvas.getByTestId('left-money')).toHaveTextContent('9,749.50'))
    const { session } = storyServices({ loaded })
    await waitFor(() => expect(session.getSnapshot().context.user?.money).toBe(974_950))
  },
}
