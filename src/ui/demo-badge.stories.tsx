import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { DemoBadge } from './demo-badge'

const meta = {
  component: DemoBadge,
} satisfies Meta<typeof DemoBadge>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Demo')
  },
}

export const Vietnamese: Story = {
  globals: { locale: 'vi' },
}
