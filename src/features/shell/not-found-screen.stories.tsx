import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { storyPathname } from '../../../.storybook/decorators/router'
import { NotFoundScreen } from './not-found-screen'

const meta = {
  component: NotFoundScreen,
  parameters: { route: '/no/such/page' },
} satisfies Meta<typeof NotFoundScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('This page does not exist')).toBeVisible()
    await userEvent.click(canvas.getByRole('link', { name: 'Back to home' }))
    await waitFor(() => expect(storyPathname()).toBe('/'))
  },
}
