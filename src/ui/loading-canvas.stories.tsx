import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { LoadingCanvas } from './loading-canvas'

const meta = {
  component: LoadingCanvas,
} satisfies Meta<typeof LoadingCanvas>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    const canvasEl = canvas.getByRole('progressbar', { name: 'Loading' })
    await expect(canvasEl).toBeVisible()
    await expect(canvasEl).toHaveTextContent('LuckyTrade')
  },
}
