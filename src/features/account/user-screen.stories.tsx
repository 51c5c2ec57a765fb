import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, waitFor, within } from 'storybook/test'
import { MockResponse as Response } from '../../../mocks/lib/mock-response'
import { DEMO_CREDENTIALS, storyServices } from '../../../.storybook/decorators/app'
import { storyPathname } from '../../../.storybook/decorators/router'
import { UserScreen } from './user-screen'
import { openedDialog } from './story-helpers'
import { storyMirage } from '../../../.storybook/story-mirage'
import { pullDown } from '../../../.storybook/pull-down'

const meta = {
  component: UserScreen,
  parameters: { route: '/user', session: 'authenticated' },
} satisfies Meta<typeof UserScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Authenticated: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByTestId('user-nickname')).toHaveTextContent('Demo Trader')
    await expect(canvas.getByTestId('user-level')).toHaveTextContent('VIP3 · Gold')
    await expect(canvas.getByRole('img', { name: 'VIP 3 · Gold' })).toBeVisible()
    await expect(canvasElement.querySelector('.user-balance .amount')).toHaveAttribute('data-cents', '1000000')
    await expect(within(canvas.getByTestId('user-withdrawable')).getByText('2,000.00')).toBeVisible()
    for (const item of ['Income', 'Bet records', 'Mining', 'Messages', 'Articles', 'Passwords', 'Language', 'Settings']) {
      await expect(canvas.getByText(item)).toBeVisible()
    }
  },
}

export const EmptyScenario: Story = {
  parameters: { mirage: { scenario: 'empty' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByTestId('user-nickname')).toHaveTextContent('Demo Trader')
    await expect(canvasElement.querySelector('.user-balance .amount')).toHaveAttribute('data-cents', '0')
  },
}

export const SupremeLevel: Story = {
  parameters: { mirage: { scenario: 'vip' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('user-level')).toHaveTextContent('VIP8 · Supreme')
    await expect(canvas.getByRole('img', { name: 'VIP 8 · Supreme' })).toHaveAttribute('data-level', '8')
  },
}

export const SimplifiedChinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('user-level')).toHaveTextContent('VIP3 · 黄金')
    await expect(canvas.getByText('可提现')).toBeVisible()
  },
}

/** The server sends no total-win value: the withdrawable amount says "—", never an invented 0.00. */
export const NoWithdrawableValue: Story = {
  play: async ({ canvas, loaded }) => {
    const { session } = storyServices({ loaded })
    storyMirage().post('/api/Game/getuserinfo', () => ({
      code: 1,
      data: { username: 'demo', nickname: 'Demo Trader', level: 3, money: '10.00' },
      info: '',
    }))
    session.send({ type: 'session.refresh' })
    await waitFor(() => expect(canvas.getByTestId('user-withdrawable')).toHaveTextContent(/—$/))
  },
}

/** Pull to refresh: a touch drag down from the top reloads user info and shows the new balance. */
export const PullToRefresh: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByTestId('user-nickname')
    const server = storyMirage()
    const demo = server.schema.findBy('user', { username: 'demo' })!
    demo.update({ moneyCents: 1_250_000 })
    await pullDown(canvasElement)
    await waitFor(() => expect(canvasElement.querySelector('.user-balance .amount')).toHaveAttribute('data-cents', '1250000'))
  },
}

/** User info fails right after login: the screen keeps the session, says why and offers a retry. */
export const UserInfoFailed: Story = {
  parameters: { session: 'guest' },
  play: async ({ canvas, userEvent, loaded }) => {
    const { session } = storyServices({ loaded })
    storyMirage().post('/api/Game/getuserinfo', () => new Response(500, {}, {}))
    session.send({ type: 'session.login', credentials: DEMO_CREDENTIALS })
    const card = await canvas.findByTestId('user-info-error')
    await expect(card).toHaveTextContent('The server could not handle the request, please try again later')
    await expect(canvas.getByTestId('user-nickname')).toHaveTextContent('—')
    storyMirage().post('/api/Game/getuserinfo', () => ({
      code: 1,
      data: { username: 'demo', nickname: 'Demo Trader', level: 3, money: '1.00' },
      info: '',
    }))
    await userEvent.click(within(card).getByRole('button', { name: 'Try again' }))
    await expect(await canvas.findByText('Demo Trader')).toBeVisible()
  },
}

export const LogoutCancelled: Story = {
  play: async ({ canvas, userEvent, loaded }) => {
    const { session } = storyServices({ loaded })
    await userEvent.click(await canvas.findByTestId('logout'))
    const dialog = await openedDialog()
    await expect(within(dialog).getByText('Log out of this account?')).toBeVisible()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    await expect(session.getSnapshot().matches('authenticated')).toBe(true)
  },
}

export const LogoutConfirmed: Story = {
  play: async ({ canvas, userEvent, loaded }) => {
    const { session } = storyServices({ loaded })
    await userEvent.click(await canvas.findByTestId('logout'))
    const dialog = await openedDialog()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log out' }))
    await waitFor(() => expect(session.getSnapshot().value).toBe('guest'))
    await expect(session.getSnapshot().context.endedBy).toBe('logout')
  },
}

export const WithdrawButton: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByTestId('withdraw'))
    await waitFor(() => expect(storyPathname()).toBe('/withdraw'))
  },
}
