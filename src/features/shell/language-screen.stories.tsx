import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { LanguageScreen } from './language-screen'

const meta = {
  component: LanguageScreen,
  parameters: { route: '/languageSet' },
} satisfies Meta<typeof LanguageScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Language' })).toBeVisible()
    for (const name of ['English', '简体中文', '繁體中文', 'Tiếng Việt']) await expect(canvas.getByText(name)).toBeVisible()
    await expect(canvas.getByTestId('language-en-US')).toHaveAttribute('aria-current', 'true')
  },
}

/** Choosing a language re-renders the page in place, in that language. */
export const SwitchToSimplifiedChinese: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByText('简体中文'))
    await waitFor(() => expect(canvas.getByRole('heading', { name: '语言' })).toBeVisible())
    await expect(canvas.getByTestId('language-zh-CN')).toHaveAttribute('aria-current', 'true')
  },
}
