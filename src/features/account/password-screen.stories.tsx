import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, waitFor } from 'storybook/test'
import { storyServices } from '../../../.storybook/decorators/app'
import { storyPathname } from '../../../.storybook/decorators/router'
import { PasswordScreen } from './password-screen'
import { field } from './story-helpers'
import { storyMirage } from '../../../.storybook/story-mirage'
import { MockResponse } from '../../../mocks/lib/mock-response'

const meta = {
  component: PasswordScreen,
  args: { kind: 'login' },
  parameters: { route: '/userloginpassword', session: 'authenticated' },
} satisfies Meta<typeof PasswordScreen>

export default meta
type Story = StoryObj<typeof meta>

export const LoginPasswordEmpty: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { name: 'Login password' })).toBeVisible()
    for (const name of ['original', 'next', 'repeat']) await expect(field(canvasElement, name)).toHaveValue('')
  },
}

export const LoginPasswordRules: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Save' }))
    const alert = (name: string) => canvasElement.querySelector(`[role="alert"][data-field="${name}"]`)
    await waitFor(() => expect(alert('original')).toHaveTextContent('Please enter the original password'))
    await expect(alert('next')).toHaveTextContent('Please enter the new password')
    await userEvent.type(field(canvasElement, 'original'), 'demo123')
    await userEvent.type(field(canvasElement, 'next'), 'new123')
    await userEvent.type(field(canvasElement, 'repeat'), 'new124')
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(alert('repeat')).toHaveTextContent('The two passwords do not match'))
  },
}

export const LoginPasswordWrongOriginal: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.type(await waitFor(() => field(canvasElement, 'original')), 'nope123')
    await userEvent.type(field(canvasElement, 'next'), 'new123')
    await userEvent.type(field(canvasElement, 'repeat'), 'new123')
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await expect(await screen.findByText('The old password is wrong')).toBeVisible()
  },
}

export const LoginPasswordSaving: Story = {
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.type(await waitFor(() => field(canvasElement, 'original')), 'demo123')
    await userEvent.type(field(canvasElement, 'next'), 'new123')
    await userEvent.type(field(canvasElement, 'repeat'), 'new123')
    storyMirage().timing = 500
    const save = canvasElement.querySelector<HTMLButtonElement>('button[type="submit"]')!
    await userEvent.click(save)
    await waitFor(() => expect(save).toBeDisabled())
    await expect(await screen.findByText('Login password changed')).toBeVisible()
    await waitFor(() => expect(storyPathname()).toBe('/my_password'))
  },
}

export const WithdrawPassword: Story = {
  args: { kind: 'withdraw' },
  parameters: { route: '/usercipherpassword' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: 'Withdrawal password' })).toBeVisible()
    await userEvent.type(field(canvasElement, 'original'), 'pay123')
    await userEvent.type(field(canvasElement, 'next'), 'bad-1!')
    await userEvent.type(field(canvasElement, 'repeat'), 'bad-1!')
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await expect(await screen.findByText('Withdrawal password must be 6-16 letters or digits')).toBeVisible()
    // Refused (1058): nothing changed, the form stays and can be sent again.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled())
    await expect(field(canvasElement, 'next')).toHaveValue('bad-1!')
    await expect(storyPathname()).toBe('/usercipherpassword')
    await expect(storyMirage().schema.findBy('user', { username: 'demo' })!.payPwd).toBe('pay123')
  },
}

/** noPassword2 = 1: the user sets a first withdraw password, without an original one. */
export const WithdrawPasswordFirstTime: Story = {
  args: { kind: 'withdraw' },
  parameters: { route: '/usercipherpassword' },
  play: async ({ canvas, canvasElement, userEvent, loaded }) => {
    const { session } = storyServices({ loaded })
    storyMirage().schema.findBy('user', { username: 'demo' })!.update({ payPwd: null })
    session.send({ type: 'session.refresh' })
    await expect(await canvas.findByRole('heading', { name: 'Set withdrawal password' })).toBeVisible()
    await expect(canvasElement.querySelector('input[name="original"]')).toBeNull()
    await userEvent.type(field(canvasElement, 'next'), 'pay456')
    await userEvent.type(field(canvasElement, 'repeat'), 'pay456')
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await expect(await screen.findByText('Withdrawal password saved')).toBeVisible()
    await waitFor(() => expect(session.getSnapshot().context.user?.noPassword2).toBe(0))
  },
}

/** The answer is lost (HTTP 500): the form says the change cannot be confirmed, and stays. */
export const LoginPasswordLostAnswer: Story = {
  beforeEach: () => {
    storyMirage().post('/api/Index/repasswd', () => new MockResponse(500, {}, {}))
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.type(await waitFor(() => field(canvasElement, 'original')), 'demo123')
    await userEvent.type(field(canvasElement, 'next'), 'new123')
    await userEvent.type(field(canvasElement, 'repeat'), 'new123')
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await expect(await canvas.findByTestId('password-unconfirmed')).toHaveTextContent(
      'We got no clear answer from the server, so we cannot tell whether your password was changed.',
    )
  },
}
