import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, waitFor, within } from 'storybook/test'
import { storyPathname } from '../../../.storybook/decorators/router'
import { fail } from '../../../mocks/lib/envelope'
import { BankListScreen } from './bank-list-screen'
import { storyMirage } from '../../../.storybook/story-mirage'
import { settled } from '../../../.storybook/settled'
import { atWidth } from '../../../.storybook/decorators/frame'

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

/** 200 % browser zoom on a 390 px phone (a 195 px page): Delete goes under the account, each label above its value. */
export const AccountsZoomed: Story = {
  decorators: [atWidth(195)],
  play: async ({ canvas }) => {
    const cards = await canvas.findAllByTestId('bank-card')
    for (const card of cards) {
      const button = within(card).getByTestId('bank-delete').getBoundingClientRect()
      const text = card.querySelector('.bank-card-text')!.getBoundingClientRect()
      await expect(button.top).toBeGreaterThanOrEqual(text.bottom - 0.5)
      await expect(button.right).toBeLessThanOrEqual(card.getBoundingClientRect().right + 0.5)
    }
    // "Hanoi Branch" stays on one line (no letter-by-letter column)
    const branch = within(cards[0]!).getByText('Hanoi Branch')
    await expect(branch.getBoundingClientRect().height).toBeLessThan(30)
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
