import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { OfflineBanner } from './offline-banner'

const meta = {
  component: OfflineBanner,
} satisfies Meta<typeof OfflineBanner>

export default meta
type Story = StoryObj<typeof meta>

function setOnline(online: boolean | null) {
  if (online === null) delete (navigator as { onLine?: boolean }).onLine
  else Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online })
  window.dispatchEvent(new Event(online === false ? 'offline' : 'online'))
}

/** The browser goes offline, then the network returns. */
export const OfflineThenBack: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByTestId('offline-banner')).toBeNull()
    setOnline(false)
    await expect(await canvas.findByRole('status')).toHaveTextContent('You are offline')
    setOnline(null)
    await waitFor(() => expect(canvas.queryByTestId('offline-banner')).toBeNull())
  },
}

/** Stays offline, so the banner can be looked at (and checked in each language). */
export const Offline: Story = {
  globals: { locale: 'zh-CN' },
  beforeEach: () => {
    setOnline(false)
    return () => setOnline(null)
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('offline-banner')).toHaveTextContent('您已离线')
  },
}
