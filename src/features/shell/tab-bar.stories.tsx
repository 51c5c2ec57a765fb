import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { storyPathname } from '../../../.storybook/decorators/router'
import { TabBar } from './tab-bar'

const meta = {
  component: TabBar,
  args: { supportUrl: null },
} satisfies Meta<typeof TabBar>

export default meta
type Story = StoryObj<typeof meta>

const activeTitle = (root: HTMLElement) => root.querySelector('[aria-current="page"]')?.textContent

export const OnHome: Story = {
  parameters: { route: '/' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(await canvas.findByRole('navigation', { name: 'Main' })).toBeVisible()
    await expect(activeTitle(canvasElement)).toBe('Home')
    await userEvent.click(canvas.getByText('My account'))
    await waitFor(() => expect(storyPathname()).toBe('/user'))
    await expect(activeTitle(canvasElement)).toBe('My account')
  },
}

export const OnRecharge: Story = {
  parameters: { route: '/recharge' },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText('Recharge')
    await expect(activeTitle(canvasElement)).toBe('Recharge')
  },
}

export const OnMyAccount: Story = {
  parameters: { route: '/user' },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText('My account')
    await expect(activeTitle(canvasElement)).toBe('My account')
  },
}

/** With a support URL in the config, the support item leaves the app in a new tab. */
export const WithSupportUrl: Story = {
  args: { supportUrl: 'https://support.example/chat' },
  parameters: { route: '/' },
  play: async ({ canvas }) => {
    const support = (await canvas.findByText('Support')).closest('a')!
    await expect(support).toHaveAttribute('href', 'https://support.example/chat')
    await expect(support).toHaveAttribute('target', '_blank')
    await expect(support).toHaveAttribute('rel', 'noopener noreferrer')
  },
}

export const WithoutSupportUrl: Story = {
  parameters: { route: '/' },
  play: async ({ canvas, userEvent }) => {
    const support = (await canvas.findByText('Support')).closest('a')!
    await expect(support).not.toHaveAttribute('target')
    await userEvent.click(support)
    await waitFor(() => expect(storyPathname()).toBe('/ServicePage'))
  },
}
