import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, waitFor, within } from 'storybook/test'
import { storyPathname } from '../../../.storybook/decorators/router'
import { fail } from '../../../mocks/lib/envelope'
import { BankListScreen } from './bank-list-screen'
import { storyMirage } from '../../../.storybook/story-mirage'
import { settled } from '../../../.storybook/settled'

const meta = {
  component: BankListScreen,
  parameters: { route: '/banklist', session: 'authenticated', mirage: { scenario: 'wallet' } },
} satisfies Meta<typeof BankListScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Accounts: Story = {
  play: async ({ canvas }) => {
    const cards = await canvas.findAllByTestId('bank-card')
    await expect(cards).toHaveLength(2)
    await expect(within(cards[0]!).getByTestId('bank-account')).toHaveTextContent('•••• 4567')
    await expect(within(cards[0]!).getByText('Hanoi Branch')).toBeVisible()
    await expect(within(cards[1]!).getByText('TQ5NqZ8kX1v9Yb3cWm2Lr7Hd4Jf6Ga8Ps1')).toBeVisible()
  },
}

export const Loading: Story = {
  beforeEach: () => {
    storyMirage().timing = 3000
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('loading')).toBeVisible()
  },
}

export const Empty: Story = {
  parameters: { mirage: { scenario: 'default' } },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByTestId('empty')).toHaveTextContent('You have no withdrawal accounts yet.')
    await userEvent.click(canvas.getByTestId('bank-add'))
    await waitFor(() => expect(storyPathname()).toBe('/bankadd'))
  },
}

export const LoadFailed: Story = {
  beforeEach: () => {
    storyMirage().post('/api/Game/getBankcardlist', () => fail(1004))
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('load-error')).toHaveTextContent('Network error, please refresh and try again')
  },
}

export const DeleteConfirmed: Story = {
  play: async ({ canvas, userEvent }) => {
    const [first] = await canvas.findAllByTestId('bank-card')
    await userEvent.click(within(first!).getByRole('button', { name: 'Delete' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this withdrawal account?' })
    await waitFor(() => expect(dialog.matches(':modal')).toBe(true))
    await settled(dialog)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(canvas.getAllByTestId('bank-card')).toHaveLength(1))
  },
}
