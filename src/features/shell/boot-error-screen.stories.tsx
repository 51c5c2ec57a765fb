import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor } from 'storybook/test'
import { BootErrorScreen } from './boot-error-screen'

const meta = {
  component: BootErrorScreen,
  args: { onRetry: fn(async () => {}) },
} satisfies Meta<typeof BootErrorScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(await canvas.findByText('Cannot reach the server')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

/** The retry button stays busy while the retry runs, so a second tap cannot start another boot. */
export const Retrying: Story = {
  args: { onRetry: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 600))) },
  play: async ({ args, canvas, userEvent }) => {
    const button = await canvas.findByRole('button', { name: /Try again/ })
    await userEvent.click(button)
    await waitFor(() => expect(button).toBeDisabled())
    await waitFor(() => expect(button).toBeEnabled(), { timeout: 2000 })
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const TraditionalChinese: Story = {
  globals: { locale: 'zh-TW' },
}
