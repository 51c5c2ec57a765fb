import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, waitFor } from 'storybook/test'
import { storyServices } from '../../../.storybook/decorators/app'
import { storyPathname } from '../../../.storybook/decorators/router'
import { goOffline } from '../../../.storybook/offline'
import { settled } from '../../../.storybook/settled'
import { LoginScreen } from './login-screen'

const meta = {
  component: LoginScreen,
  parameters: { route: '/login' },
} satisfies Meta<typeof LoginScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByPlaceholderText('Account')).toHaveValue('')
    await expect(canvas.getByPlaceholderText('Password')).toHaveValue('')
    await expect(canvas.queryAllByRole('alert')).toHaveLength(0)
    // the fields and the button in the page's font, not the browser's own for form controls
    const font = getComputedStyle(document.body).fontFamily
    for (const control of [
      canvas.getByPlaceholderText('Account'),
      canvas.getByPlaceholderText('Password'),
      canvas.getByRole('button', { name: 'Log in' }),
    ])
      await expect(getComputedStyle(control).fontFamily).toBe(font)
  },
}

export const ValidationErrors: Story = {
  play: async ({ canvas, userEvent, loaded }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Log in' }))
    await expect(await canvas.findByText('Please enter your account')).toBeVisible()
    await expect(canvas.getByText('Login password must be at least 6 characters')).toBeVisible()
    // Nothing was sent.
    await expect(storyServices({ loaded }).session.getSnapshot().value).toBe('guest')
  },
}

export const WrongPassword: Story = {
  play: async ({ canvas, userEvent, loaded }) => {
    await userEvent.type(await canvas.findByPlaceholderText('Account'), 'demo')
    await userEvent.type(canvas.getByPlaceholderText('Password'), 'wrong12')
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }))
    // The toast renders outside the story root. Catalogue code 1003.
    await expect(await screen.findByText('Wrong login password')).toBeVisible()
    await expect(storyServices({ loaded }).session.getSnapshot().value).toBe('guest')
  },
}

export const Success: Story = {
  play: async ({ canvas, userEvent, loaded }) => {
    const { session } = storyServices({ loaded })
    await userEvent.type(await canvas.findByPlaceholderText('Account'), 'demo')
    await userEvent.type(canvas.getByPlaceholderText('Password'), 'demo123')
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }))
    await waitFor(() => expect(session.getSnapshot().matches('authenticated')).toBe(true))
    await expect(session.getSnapshot().context.user?.username).toBe('demo')
    await expect(await screen.findByText('Logged in')).toBeVisible()
    await waitFor(() => expect(storyPathname()).toBe('/user'))
    // /user shows under the finger that tapped Log in: the page takes taps again a moment later
    await settled(document.body)
  },
}

/** Back onto /login once logged in (after registering): it says so, with the way to the account, as /register does. */
export const AlreadyLoggedIn: Story = {
  parameters: { session: 'authenticated' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(await canvas.findByTestId('already-logged-in')).toHaveTextContent('You are already logged in.')
    await expect(canvas.getByRole('heading', { name: 'Log in' })).toBeVisible()
    await expect(canvasElement.querySelector('form')).toBeNull()
    await userEvent.click(canvas.getByRole('link', { name: 'Go to my account' }))
    await waitFor(() => expect(storyPathname()).toBe('/user'))
  },
}

export const AlreadyLoggedInVietnamese: Story = {
  parameters: { session: 'authenticated' },
  globals: { locale: 'vi' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('already-logged-in')).toBeVisible()
    await expect(canvas.queryByRole('textbox')).toBeNull()
  },
}

/** The submit button is disabled and spinning while the login request is in flight. */
export const Busy: Story = {
  parameters: { mirage: { timing: 600 } },
  play: async ({ canvas, userEvent, loaded }) => {
    const { session } = storyServices({ loaded })
    await userEvent.type(await canvas.findByPlaceholderText('Account'), 'demo')
    await userEvent.type(canvas.getByPlaceholderText('Password'), 'demo123')
    const submit = canvas.getByRole('button', { name: 'Log in' })
    await userEvent.click(submit)
    await waitFor(() => expect(submit).toBeDisabled())
    await expect(submit).toHaveClass('adm-button-loading')
    await expect(submit.closest('form')).toHaveAttribute('aria-busy', 'true')
    // Let the request finish inside this story: it must not land in the next one.
    await waitFor(() => expect(session.getSnapshot().matches('authenticated')).toBe(true), { timeout: 6000 })
    // …and the next screen settle (it takes no taps for a moment): the next story taps at once.
    await waitFor(() => expect(storyPathname()).toBe('/user'))
    await settled(document.body)
  },
}

export const SimplifiedChinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: '登录' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: '登录' }))
    await expect(await canvas.findByText('请输入账号')).toBeVisible()
    await expect(canvas.getByText('登录密码不能少于6位')).toBeVisible()
  },
}

/** Offline in a production build: Log in is disabled and says why, beside it and to a screen reader. */
const offline = (locale: string, reason: string): Story => ({
  globals: { locale },
  parameters: { production: true },
  beforeEach: goOffline,
  play: async ({ canvas }) => {
    const button = await canvas.findByRole('button', { name: /./, description: reason })
    await expect(button).toBeDisabled()
    await expect(canvas.getByTestId('offline-reason')).toHaveTextContent(reason)
    await expect(canvas.getByTestId('offline-reason')).toBeVisible()
  },
})

export const Offline = offline('en-US', 'Offline — needs a connection')
export const OfflineSimplifiedChinese = offline('zh-CN', '离线 — 需要网络连接')
export const OfflineTraditionalChinese = offline('zh-TW', '離線 — 需要網路連線')
export const OfflineVietnamese = offline('vi', 'Ngoại tuyến — cần kết nối mạng')

/** Offline in the demo build: its backend runs in the page, so logging in still works. */
export const OfflineDemo: Story = {
  beforeEach: goOffline,
  play: async ({ canvas, userEvent, loaded }) => {
    await userEvent.type(await canvas.findByPlaceholderText('Account'), 'demo')
    await userEvent.type(canvas.getByPlaceholderText('Password'), 'demo123')
    await expect(canvas.queryByTestId('offline-reason')).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }))
    await waitFor(() => expect(storyServices({ loaded }).session.getSnapshot().matches('authenticated')).toBe(true))
  },
}
