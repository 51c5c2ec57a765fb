import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { storyPathname } from '../../.storybook/decorators/router'
import { Page } from './page'

const meta = {
  component: Page,
  args: {
    title: 'Page title',
    children: <div className="card">Page content</div>,
  },
} satisfies Meta<typeof Page>

export default meta
type Story = StoryObj<typeof meta>

export const WithBack: Story = {
  parameters: { route: '/help/26' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: 'Page title' })).toBeVisible()
    const back = canvasElement.querySelector<HTMLElement>('.adm-nav-bar-back')
    await expect(back).not.toBeNull()
    // No history to go back to: the arrow goes home.
    await userEvent.click(back!)
    await waitFor(() => expect(storyPathname()).toBe('/'))
  },
}

export const WithoutBack: Story = {
  args: { noBack: true },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { name: 'Page title' })
    await expect(canvasElement.querySelector('.adm-nav-bar-back-arrow')).toBeNull()
  },
}
