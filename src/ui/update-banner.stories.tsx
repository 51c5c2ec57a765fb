import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { UpdateBanner } from './update-banner'

const meta = {
  component: UpdateBanner,
  args: { onReload: fn() },
} satisfies Meta<typeof UpdateBanner>

export default meta
type Story = StoryObj<typeof meta>

/** A new build is ready; Reload asks for it. */
export const Ready: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('A new version is available.')
    await userEvent.click(canvas.getByRole('button', { name: 'Reload' }))
    await expect(args.onReload).toHaveBeenCalledTimes(1)
  },
}

/** The same in Vietnamese, the longest of the four languages. */
export const Vietnamese: Story = {
  globals: { locale: 'vi' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Tải lại' })).toBeVisible()
  },
}
