import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { PlaceholderScreen } from './placeholder-screen'

const meta = {
  component: PlaceholderScreen,
  args: { route: 'recharge' },
  parameters: { route: '/recharge' },
} satisfies Meta<typeof PlaceholderScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Recharge' })).toBeVisible()
    await expect(canvas.getByText('This screen is coming soon.')).toBeVisible()
  },
}

export const TabPageWithoutBack: Story = {
  args: { route: 'lotteryprize', noBack: true },
  parameters: { route: '/lotteryprize' },
}
