import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor } from 'storybook/test'
import { ApiError } from '../../api/errors'
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

/** getconfig answered something the app could not read: that, not a connection problem. */
export const NotUnderstood: Story = {
  args: { error: new ApiError('malformed', { path: '/api/Index/getconfig' }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The server’s answer was not understood')).toBeVisible()
    await expect(canvas.queryByText('Cannot reach the server')).toBeNull()
  },
}

export const TraditionalChinese: Story = {
  globals: { locale: 'zh-TW' },
}
