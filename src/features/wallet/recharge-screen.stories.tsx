import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, waitFor } from 'storybook/test'
import { storyServices } from '../../../.storybook/decorators/app'
import { envelope } from '../../../mocks/lib/envelope'
import { units } from '../../lib/money'
import { RechargeScreen } from './recharge-screen'
import { storyMirage } from '../../../.storybook/story-mirage'

const meta = {
  component: RechargeScreen,
  parameters: { route: '/recharge', session: 'authenticated' },
} satisfies Meta<typeof RechargeScreen>

export default meta
type Story = StoryObj<typeof meta>

const submitButton = (root: HTMLElement) => root.querySelector<HTMLButtonElement>('form button[type="submit"]')!

export const Form: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Recharge' })).toBeVisible()
    await expect(canvasElement.querySelector('.adm-nav-bar-back')).toBeNull()
    const quick = canvas.getByRole('group', { name: 'Quick amounts' })
    await expect([...quick.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['100', '500', '2,000', '5,000'])
    await expect(canvas.getByText('Minimum')).toBeVisible()
  },
}

export const WithBackArrow: Story = {
  args: { back: 'user' },
  parameters: { route: '/recharge/user' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.adm-nav-bar-back')).not.toBeNull()
  },
}

export const Guest: Story = {
  parameters: { session: 'guest' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Log in to recharge' })).toBeVisible()
  },
}

export const ValidationErrors: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(submitButton(canvasElement))
    await expect(await canvas.findByText('Please enter an amount')).toBeVisible()
    await expect(canvas.getByText('Please enter the payer name')).toBeVisible()
  },
}

export const BelowMinimum: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.type(canvasElement.querySelector('input[name="amount"]')!, '9.5')
    await userEvent.type(canvasElement.querySelector('input[name="payName"]')!, 'Ann')
    await userEvent.click(submitButton(canvasElement))
    await expect(await canvas.findByText('Recharge amount must be at least 10.00 USD')).toBeVisible()
  },
}

/** An operator's minimum above the first quick amounts: those are disabled, described by the minimum. */
export const QuickAmountsUnderMinimum: Story = {
  beforeEach: ({ loaded }) => {
    storyServices({ loaded }).config.rechargeMin = units(1000)
  },
  play: async ({ canvas }) => {
    const hint = canvas.getByText('Minimum', { exact: false })
    await expect(hint).toHaveTextContent('1,000.00')
    for (const name of ['100', '500']) {
      await expect(canvas.getByRole('button', { name })).toBeDisabled()
      await expect(canvas.getByRole('button', { name })).toHaveAccessibleDescription(/^Minimum 1,000\.00/)
    }
    await expect(canvas.getByRole('button', { name: '2,000' })).toBeEnabled()
  },
}

export const Submitting: Story = {
  // Slow answers from here on (the session has loaded): the button shows the request in flight.
  beforeEach: () => {
    storyMirage().timing = 3000
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '500' }))
    await userEvent.type(canvasElement.querySelector('input[name="payName"]')!, 'Ann')
    await userEvent.click(submitButton(canvasElement))
    await waitFor(() => expect(submitButton(canvasElement)).toBeDisabled())
    // The answer (3 s): the button stays disabled until it comes. The story ends with nothing in flight, so
    // no answer reaches a session the next story has already stopped.
    await expect(await canvas.findByTestId('recharge-done', {}, { timeout: 8000 })).toHaveTextContent('500.00')
  },
}

export const Confirmation: Story = {
  play: async ({ canvas, canvasElement, userEvent, loaded }) => {
    await userEvent.type(canvasElement.querySelector('input[name="amount"]')!, '1,000')
    await expect(canvasElement.querySelector<HTMLInputElement>('input[name="amount"]')!.value).toBe('1,000')
    await userEvent.type(canvasElement.querySelector('input[name="payName"]')!, 'Ann Lee')
    await userEvent.click(submitButton(canvasElement))
    const done = await canvas.findByTestId('recharge-done')
    await expect(done).toHaveTextContent('1,000.00')
    await expect(done).toHaveTextContent('Demo: the amount was credited to your balance at once.')
    const { session } = storyServices({ loaded })
    await waitFor(() => expect(session.getSnapshot().context.user?.money).toBe(1_100_000))
  },
}

export const ServerRefuses: Story = {
  beforeEach: () => {
    storyMirage().post('/api/Game/recharge', () => envelope(0, null, 'Channel under maintenance'))
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '100' }))
    await userEvent.type(canvasElement.querySelector('input[name="payName"]')!, 'Ann')
    await userEvent.click(submitButton(canvasElement))
    await expect(await screen.findByText('Channel under maintenance')).toBeVisible()
  },
}
