// Stories for the small account pages: security center, version, settings.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { storyServices } from '../../../.storybook/decorators/app'
import { AppProvider } from '../../app/app-context'
import { storyPathname } from '../../../.storybook/decorators/router'
import { SecurityScreen } from './security-screen'
import { SettingsScreen } from './settings-screen'
import { VersionScreen } from './version-screen'
import { storyMirage } from '../../../.storybook/story-mirage'

const meta = {
  component: SecurityScreen,
  parameters: { route: '/my_password', session: 'authenticated' },
} satisfies Meta<typeof SecurityScreen>

export default meta
type Story = StoryObj<typeof meta>

export const SecurityCenter: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByTestId('link-login-password')).toHaveTextContent('Login password')
    await expect(canvas.getByTestId('link-withdraw-password')).not.toHaveTextContent('Not set')
    await userEvent.click(canvas.getByTestId('link-banklist'))
    await waitFor(() => expect(storyPathname()).toBe('/banklist'))
  },
}

export const SecurityCenterNoWithdrawPassword: Story = {
  play: async ({ canvas, loaded }) => {
    storyMirage().schema.findBy('user', { username: 'demo' })!.update({ payPwd: null })
    storyServices({ loaded }).session.send({ type: 'session.refresh' })
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Withdrawal password' })).toHaveAccessibleDescription('Not set'))
  },
}

export const Version: Story = {
  render: () => <VersionScreen />,
  parameters: { route: '/my_update', session: 'guest' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('android-version')).toHaveTextContent('v1.0.0 (demo)')
    await expect(canvas.getByTestId('ios-version')).toHaveTextContent('v1.0.0 (demo)')
  },
}

/** A config without android_version / ios_version (docs/decisions.md): both labels read "—". */
export const VersionWithoutLabels: Story = {
  render: (_args, context) => {
    const services = storyServices(context)
    const config = { ...services.config, android_version: undefined, ios_version: undefined }
    return (
      <AppProvider value={{ ...services, config }}>
        <VersionScreen />
      </AppProvider>
    )
  },
  parameters: { route: '/my_update', session: 'guest' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Version' })).toBeVisible()
    await expect(canvas.getByTestId('android-version')).toHaveTextContent(/^—$/)
    await expect(canvas.getByTestId('ios-version')).toHaveTextContent(/^—$/)
  },
}

export const Settings: Story = {
  render: () => <SettingsScreen />,
  parameters: { route: '/my_set' },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByTestId('logout')).toBeVisible()
    await userEvent.click(canvas.getByTestId('link-version'))
    await waitFor(() => expect(storyPathname()).toBe('/my_update'))
  },
}
