import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, waitFor, within } from 'storybook/test'
import { storyServices } from '../../../.storybook/decorators/app'
import { UserScreen } from './user-screen'

const meta = {
  component: UserScreen,
  parameters: { route: '/user', session: 'authenticated' },
} satisfies Meta<typeof UserScreen>

export default meta
type Story = StoryObj<typeof meta>

/** The confirm dialog, once its opening animation lets clicks through. */
async function openLogoutDialog(logout: HTMLElement, click: (el: HTMLElement) => Promise<void>) {
  await click(logout)
  const dialog = await screen.findByRole('dialog')
  await waitFor(() => expect(getComputedStyle(within(dialog).getAllByRole('button')[0]).pointerEvents).not.toBe('none'))
  return dialog
}

export const Authenticated: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('user-nickname')).toHaveTextContent('Demo Trader')
    await expect(canvas.getByText('USD')).toBeVisible()
  },
}

export const EmptyScenario: Story = {
  parameters: { mirage: { scenario: 'empty' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByTestId('user-nickname')).toHaveTextContent('Demo Trader')
    await expect(canvasElement.querySelector('.user-balance .amount')).toHaveAttribute('data-cents', '0')
  },
}

export const LogoutCancelled: Story = {
  play: async ({ canvas, userEvent, loaded }) => {
    const { session } = storyServices({ loaded })
    const dialog = await openLogoutDialog(await canvas.findByTestId('logout'), (el) => userEvent.click(el))
    await expect(within(dialog).getByText('Log out of this account?')).toBeVisible()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await expect(session.getSnapshot().matches('authenticated')).toBe(true)
  },
}

export const LogoutConfirmed: Story = {
  play: async ({ canvas, userEvent, loaded }) => {
    const { session } = storyServices({ loaded })
    const dialog = await openLogoutDialog(await canvas.findByTestId('logout'), (el) => userEvent.click(el))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log out' }))
    await waitFor(() => expect(session.getSnapshot().value).toBe('guest'))
    await expect(session.getSnapshot().context.endedBy).toBe('logout')
  },
}
