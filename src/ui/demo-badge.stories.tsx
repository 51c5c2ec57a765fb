import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { DemoBadge } from './demo-badge'

const meta = {
  component: DemoBadge,
} satisfies Meta<typeof DemoBadge>

export default meta
type Story = StoryObj<typeof meta>

/** An opaque strip across the column (the shell puts it in the dock at the bottom of the screen). */
export const Default: Story = {
  play: async ({ canvas }) => {
    const badge = await canvas.findByRole('status')
    await expect(badge).toHaveTextContent('Demo')
    await expect(badge.getBoundingClientRect().width).toBe(badge.parentElement!.getBoundingClientRect().width)
    await expect(getComputedStyle(badge).backgroundColor).toBe('rgb(180, 35, 44)')
  },
}

export const Vietnamese: Story = {
  globals: { locale: 'vi' },
}

/** With no tab bar under it, at the screen's bottom edge (it clears the home indicator there). */
export const AtEdge: Story = {
  args: { atEdge: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveClass('demo-badge-edge')
  },
}
