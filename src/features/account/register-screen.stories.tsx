import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, waitFor, within } from 'storybook/test'
import { storyServices } from '../../../.storybook/decorators/app'
import { storyPathname } from '../../../.storybook/decorators/router'
import { RegisterScreen } from './register-screen'
import { field } from './story-helpers'
import { storyMirage } from '../../../.storybook/story-mirage'
import { settled } from '../../../.storybook/settled'

const meta = {
  component: RegisterScreen,
  parameters: { route: '/register' },
} satisfies Meta<typeof RegisterScreen>

export default meta
type Story = StoryObj<typeof meta>

type Ctx = Parameters<NonNullable<Story['play']>>[0]

async function fillForm({ canvas, canvasElement, userEvent }: Ctx, username = 'alice01') {
  await userEvent.type(field(canvasElement, 'username'), username)
  await userEvent.type(field(canvasElement, 'phone'), '912345678')
  await userEvent.click(canvas.getByTestId('captcha-send'))
  const code = /(\d{6})/.exec((await canvas.findByTestId('demo-captcha')).textContent ?? '')![1]!
  await userEvent.type(field(canvasElement, 'captcha'), code)
  await userEvent.type(field(canvasElement, 'password'), 'abc123')
  await userEvent.type(field(canvasElement, 'spassword'), 'abc123')
  await userEvent.type(field(canvasElement, 'payPwd'), '123456')
  await userEvent.click(canvas.getByRole('button', { name: 'Use it' }))
  await userEvent.click(canvas.getByTestId('agreement'))
}

export const Empty: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { name: 'Register' })).toBeVisible()
    await expect(canvas.getByTestId('quhao')).toHaveTextContent('+84')
    await expect(canvas.getByTestId('demo-invitation')).toHaveTextContent('DEMO88')
    await expect(field(canvasElement, 'username')).toHaveValue('')
    await expect(canvas.getByTestId('captcha-send')).toHaveTextContent('Send code')
    await expect(canvas.queryAllByRole('alert')).toHaveLength(0)
  },
}

export const ValidationErrors: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.type(field(canvasElement, 'username'), 'alice')
    await userEvent.type(field(canvasElement, 'password'), 'abcdef')
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }))
    const byField = (name: string) => canvasElement.querySelector(`[role="alert"][data-field="${name}"]`)
    await waitFor(() => expect(byField('username')).toHaveTextContent('Username must contain letters and digits'))
    await expect(byField('password')).toHaveTextContent('Password must contain both letters and digits')
    await expect(byField('spassword')).toHaveTextContent('The two passwords do not match')
    await expect(byField('payPwd')).toHaveTextContent('Withdrawal password must be 6-16 letters or digits')
    await expect(byField('visitcode')).toHaveTextContent('Please enter the invitation code')
    await expect(byField('agreement')).toHaveTextContent('Please read and agree to the user agreement')
  },
}

export const InvalidPhoneForCaptcha: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.type(field(canvasElement, 'phone'), '12345')
    await userEvent.click(canvas.getByTestId('captcha-send'))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please enter a correct phone number')
    await expect(canvas.getByTestId('captcha-send')).toBeEnabled()
  },
}

export const CaptchaCountdown: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.type(field(canvasElement, 'phone'), '912345678')
    const sent = Date.now()
    await userEvent.click(canvas.getByTestId('captcha-send'))
    await expect(await screen.findByText(/^Demo code: \d{6}$/, { selector: '[data-testid="toast"] *' })).toBeVisible()
    // The 60 s lock runs on the real clock here (its timing is tested on a simulated one in
    // machines/captcha-lock.machine.test.ts): it shows at most 60 s, less what has passed since the click.
    const countdown = await canvas.findByTestId('captcha-countdown')
    const shown = Number(/^Resend in (\d+)s$/.exec(countdown.textContent ?? '')?.[1])
    await expect(shown).toBeLessThanOrEqual(60)
    await expect(shown).toBeGreaterThanOrEqual(60 - Math.ceil((Date.now() - sent) / 1000))
    await expect(canvas.getByTestId('captcha-send')).toBeDisabled()
    await expect(canvas.getByTestId('demo-captcha')).toHaveTextContent(/Demo code: \d{6}/)
  },
}

export const CaptchaTooFrequent: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    storyMirage().post('/api/index/sms_send', () => ({ code: 0, data: { errCode: 2051 }, info: 'too frequent' }))
    await userEvent.type(field(canvasElement, 'phone'), '912345678')
    await userEvent.click(canvas.getByTestId('captcha-send'))
    await expect(await screen.findByText('Sending too frequently, please try again later')).toBeVisible()
    // the server sent a code too recently: locked as after a send, with its countdown
    await expect(canvas.getByTestId('captcha-send')).toBeDisabled()
    await expect(canvas.getByTestId('captcha-countdown')).toBeVisible()
  },
}

export const AreaCodePicker: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByTestId('quhao'))
    const search = await screen.findByPlaceholderText('Search country or code')
    await expect(await screen.findByTestId('country-VN', {}, { timeout: 8000 })).toHaveTextContent('Vietnam')
    await waitFor(() => expect(getComputedStyle(search).pointerEvents).not.toBe('none'))
    await userEvent.type(search, 'japan')
    await userEvent.click(await screen.findByTestId('country-JP'))
    await waitFor(() => expect(canvas.getByTestId('quhao')).toHaveTextContent('+81'))
  },
}

export const WrongCaptcha: Story = {
  play: async (ctx) => {
    const { canvas, canvasElement, userEvent } = ctx
    await fillForm(ctx)
    await userEvent.clear(field(canvasElement, 'captcha'))
    await userEvent.type(field(canvasElement, 'captcha'), '000000')
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }))
    // under the code field, where focus goes (the pressed button was disabled while the request was in flight)
    await expect(await screen.findByText('Wrong verification code', { selector: '[data-field="captcha"]' })).toBeVisible()
    await waitFor(() => expect(document.activeElement).toBe(field(canvasElement, 'captcha')))
    await expect(canvas.getByRole('button', { name: 'Register' })).toBeEnabled()
    await expect(storyPathname()).toBe('/register')
  },
}

/** 1014, about no one field: a toast, and focus goes back to the form's first field. */
export const SystemBusy: Story = {
  play: async (ctx) => {
    const { canvas, canvasElement, userEvent } = ctx
    await fillForm(ctx)
    storyMirage().post('/api/index/register', () => ({ code: 0, data: { errCode: 1014 }, info: 'busy' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }))
    await expect(await screen.findByText('System busy, registration failed', { selector: '[data-testid="toast"] *' })).toBeVisible()
    await waitFor(() => expect(document.activeElement).toBe(field(canvasElement, 'username')))
    await expect(canvas.queryAllByRole('alert')).toHaveLength(0)
  },
}

/** 1013: the server refuses a taken account name, said under it; the form stays filled and usable. */
export const AlreadyRegistered: Story = {
  beforeEach: () => {
    storyMirage().schema.create('user', {
      username: 'alice01',
      password: 'abc123',
      payPwd: '123456',
      quhao: '+84',
      nickname: 'alice01',
      level: 1,
      moneyCents: 0,
      totalWinCents: 0,
      token: null,
    })
  },
  play: async (ctx) => {
    const { canvas, canvasElement, userEvent, loaded } = ctx
    await fillForm(ctx, 'alice01')
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }))
    await expect(await screen.findByText('This account is already registered', { selector: '[data-field="username"]' })).toBeVisible()
    await waitFor(() => expect(document.activeElement).toBe(field(canvasElement, 'username')))
    await expect(canvas.getByRole('button', { name: 'Register' })).toBeEnabled()
    await expect(field(canvasElement, 'username')).toHaveValue('alice01')
    await expect(storyPathname()).toBe('/register')
    await expect(storyServices({ loaded }).session.getSnapshot().matches('guest')).toBe(true)
  },
}

/** 1063: an invitation code the server does not know. */
export const WrongReferralCode: Story = {
  play: async (ctx) => {
    const { canvas, canvasElement, userEvent, loaded } = ctx
    await fillForm(ctx)
    await userEvent.clear(field(canvasElement, 'visitcode'))
    await userEvent.type(field(canvasElement, 'visitcode'), 'NOPE42')
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }))
    await expect(await screen.findByText('Invalid referral code', { selector: '[data-field="visitcode"]' })).toBeVisible()
    await waitFor(() => expect(document.activeElement).toBe(field(canvasElement, 'visitcode')))
    await expect(canvas.getByRole('button', { name: 'Register' })).toBeEnabled()
    await expect(field(canvasElement, 'visitcode')).toHaveValue('NOPE42')
    await expect(storyPathname()).toBe('/register')
    await expect(storyMirage().schema.findBy('user', { username: 'alice01' })).toBeNull()
    await expect(storyServices({ loaded }).session.getSnapshot().matches('guest')).toBe(true)
  },
}

export const Busy: Story = {
  play: async (ctx) => {
    const { canvasElement, userEvent, loaded } = ctx
    await fillForm(ctx)
    storyMirage().timing = 600
    const submit = canvasElement.querySelector<HTMLButtonElement>('button[type="submit"]')!
    await userEvent.click(submit)
    await waitFor(() => expect(submit).toBeDisabled())
    await expect(submit.closest('form')).toHaveAttribute('aria-busy', 'true')
    // Let the request finish inside this story.
    await waitFor(() => expect(storyServices({ loaded }).session.getSnapshot().matches('authenticated')).toBe(true), { timeout: 6000 })
    // …and the next screen settle (it takes no taps for a moment): the next story taps at once.
    await waitFor(() => expect(storyPathname()).toBe('/user'))
    await settled(document.body)
  },
}

export const Success: Story = {
  play: async (ctx) => {
    const { canvas, userEvent, loaded } = ctx
    await fillForm(ctx)
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }))
    await expect(await screen.findByText('Registration successful')).toBeVisible()
    await waitFor(() => expect(storyPathname()).toBe('/user'))
    await expect(storyServices({ loaded }).session.getSnapshot().context.user?.username).toBe('alice01')
    // /user shows under the finger that tapped Register: the page takes taps again a moment later
    await settled(document.body)
  },
}

/** The account is made, and the server refuses its token at once (the user-info read answers body code 409). */
export const TokenRefusedAtOnce: Story = {
  play: async (ctx) => {
    const { canvas, userEvent, loaded } = ctx
    await fillForm(ctx)
    storyMirage().post('/api/Game/getuserinfo', () => ({ code: 409, data: null, info: 'login invalid' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }))
    const notice = await canvas.findByTestId('register-unconfirmed')
    await expect(notice).toHaveTextContent(
      'Your account was created, but the server did not accept its first login. Please log in with it.',
    )
    await expect(within(notice).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login')
    await waitFor(() => expect(document.activeElement).toBe(notice))
    await expect(screen.queryByText(/expired|log in again/i)).toBeNull()
    await expect(storyPathname()).toBe('/register')
    await expect(storyServices({ loaded }).session.getSnapshot().matches('guest')).toBe(true)
  },
}

/** A language switch re-renders in place: typed values and the countdown stay. */
export const LanguageSwitchKeepsForm: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.type(field(canvasElement, 'username'), 'alice01')
    await userEvent.type(field(canvasElement, 'phone'), '912345678')
    await userEvent.click(canvas.getByTestId('captcha-send'))
    await canvas.findByTestId('captcha-countdown')
    await userEvent.click(canvas.getByTestId('language-switch'))
    const sheet = await screen.findByRole('dialog', { name: 'Language' })
    await expect(within(sheet).getByRole('button', { name: 'English' })).toHaveAttribute('aria-current', 'true')
    const choice = within(sheet).getByRole('button', { name: '繁體中文' })
    await expect(choice).not.toHaveAttribute('aria-current')
    await settled(sheet)
    await userEvent.click(choice)
    await waitFor(() => expect(sheet).not.toBeVisible())
    await expect(await canvas.findByRole('heading', { name: '註冊' })).toBeVisible()
    await expect(field(canvasElement, 'username')).toHaveValue('alice01')
    await expect(field(canvasElement, 'phone')).toHaveValue('912345678')
    await expect(canvas.getByTestId('captcha-countdown')).toHaveTextContent(/^\d+秒後重發$/)
    await expect(canvas.getByTestId('captcha-send')).toBeDisabled()
  },
}

export const Vietnamese: Story = {
  globals: { locale: 'vi' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Đăng ký' })).toBeVisible()
    await expect(canvas.getByTestId('captcha-send')).toHaveTextContent('Gửi mã')
  },
}

export const AlreadyLoggedIn: Story = {
  parameters: { session: 'authenticated' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('already-logged-in')).toHaveTextContent('You are already logged in.')
  },
}

/** Country names come from Intl.DisplayNames in the active language. */
export const AreaCodePickerChinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByTestId('quhao'))
    await expect(await screen.findByTestId('country-VN', {}, { timeout: 8000 })).toHaveTextContent('越南')
    const search = await screen.findByPlaceholderText('搜索国家或区号')
    await waitFor(() => expect(getComputedStyle(search).pointerEvents).not.toBe('none'))
    await userEvent.type(search, '+44')
    await expect(await screen.findByTestId('country-GB')).toHaveTextContent('英国')
  },
}
