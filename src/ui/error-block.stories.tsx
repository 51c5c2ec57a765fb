import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { ErrorBlock } from './error-block'

const meta = {
  component: ErrorBlock,
  args: { title: 'Something went wrong', description: 'Please try again.' },
  decorators: [
    (Story) => (
      <div style={{ padding: '48px 16px' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ErrorBlock>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Something went wrong')).toBeVisible()
    await expect(canvas.getByText('Please try again.')).toBeVisible()
    const svg = canvasElement.querySelector('.error-block svg')!
    await expect(svg).toHaveAttribute('aria-hidden', 'true')
    // Drawn at its own size, not stretched by the column.
    await expect(svg.getBoundingClientRect().height).toBe(100)
  },
}

export const Disconnected: Story = {
  args: { status: 'disconnected', title: 'Cannot reach the server', description: 'Check your connection and try again.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Cannot reach the server')).toBeVisible()
  },
}

export const Empty: Story = {
  args: { status: 'empty', title: 'This page does not exist', description: <a href="#home">Back to home</a> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Back to home' })).toBeVisible()
  },
}

/** Actions under the texts, as the UI kit's `children`. */
export const WithActions: Story = {
  args: { children: <button type="button">Try again</button> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}
