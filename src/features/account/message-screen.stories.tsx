import type { Meta, StoryObj } from '@storybook/react-vite'
import { MockResponse as Response } from '../../../mocks/lib/mock-response'
import { expect, waitFor, within } from 'storybook/test'
import { MessageScreen } from './message-screen'
import { storyMirage } from '../../../.storybook/story-mirage'

const meta = {
  component: MessageScreen,
  parameters: { route: '/message', session: 'authenticated' },
} satisfies Meta<typeof MessageScreen>

export default meta
type Story = StoryObj<typeof meta>

export const News: Story = {
  play: async ({ canvas, userEvent }) => {
    const item = await canvas.findByTestId('article-101')
    await expect(item).toHaveTextContent('Racing rooms are open')
    await userEvent.click(item)
    await expect(await canvas.findByText(/same rounds, countdown and bet records/)).toBeVisible()
  },
}

export const Announcements: Story = {
  args: { initialTab: 'announcements' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('article-201')).toHaveTextContent('Withdrawals arrive within 24 hours')
    await expect(canvas.getByTestId('article-202')).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: { mirage: { timing: 800 } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('messages-loading')).toBeVisible()
    await expect(await canvas.findByTestId('article-101')).toBeVisible()
  },
}

export const Empty: Story = {
  parameters: { mirage: { scenario: 'empty' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('messages-empty')).toHaveTextContent('No messages yet.')
  },
}

export const ErrorWithRetry: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByTestId('article-101')
    storyMirage().post('/api/Game/getOneclassArticle', () => new Response(500, {}, {}))
    await userEvent.click(canvas.getByText('Announcements'))
    const error = await canvas.findByTestId('messages-error')
    await expect(error).toHaveTextContent('The server could not handle the request, please try again later')
    storyMirage().post('/api/Game/getOneclassArticle', () => ({ code: 1, data: [{ id: 5, title_yw: 'Back online' }], info: '' }))
    await userEvent.click(within(error).getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(canvas.getByTestId('article-5')).toHaveTextContent('Back online'))
  },
}

export const TraditionalChinese: Story = {
  globals: { locale: 'zh-TW' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('article-101')).toHaveTextContent('賽車房間已開放')
  },
}

export const Vietnamese: Story = {
  globals: { locale: 'vi' },
  args: { initialTab: 'announcements' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('article-201')).toHaveTextContent('Rút tiền về trong 24 giờ')
  },
}
