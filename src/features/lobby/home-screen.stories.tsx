import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, waitFor, within } from 'storybook/test'
import { notFound, ok } from '../../../mocks/lib/envelope'
import { storyPathname } from '../../../.storybook/decorators/router'
import { HomeScreen } from './home-screen'
import { storyMirage } from './story-mirage'

const meta = {
  component: HomeScreen,
  parameters: { route: '/' },
} satisfies Meta<typeof HomeScreen>

export default meta
type Story = StoryObj<typeof meta>

const tilesReady = async (canvasElement: HTMLElement) =>
  waitFor(() => expect(canvasElement.querySelector('[data-testid="game-tiles"]')?.getAttribute('aria-busy')).toBe('false'))

export const Guest: Story = {
  play: async ({ canvas, canvasElement }) => {
    const banners = await canvas.findAllByTestId('banner')
    await expect(decodeURIComponent(banners[0]!.getAttribute('src')!)).toContain('data-lang="en-US"')
    await expect(canvas.getByTestId('welcome')).toHaveTextContent('Log in or register to start.')
    await expect(within(canvas.getByTestId('game-tiles')).getAllByRole('button')).toHaveLength(16)
    await tilesReady(canvasElement)
    await expect((await canvas.findAllByTestId('win-row')).length).toBeGreaterThan(3)
  },
}

export const LoggedIn: Story = {
  parameters: { session: 'authenticated' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('welcome')).toHaveTextContent('Welcome, Demo Trader')
    await expect(canvas.getByTestId('home-balance')).toHaveTextContent('10,000.00 USD')
  },
}

export const TraditionalChinese: Story = {
  globals: { locale: 'zh-TW' },
  play: async ({ canvas }) => {
    const banners = await canvas.findAllByTestId('banner')
    await expect(decodeURIComponent(banners[0]!.getAttribute('src')!)).toContain('data-lang="zh-TW"')
    await expect(canvas.getByTestId('tile-3')).toHaveTextContent('賽車')
  },
}

export const BannersLoading: Story = {
  beforeEach: () => {
    storyMirage().timing = 3000
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('banners-loading')).toBeInTheDocument()
    await expect(canvas.queryByTestId('win-list')).toBeNull()
    await expect(canvas.getAllByRole('button', { name: /Lucky|Racing/ }).length).toBe(16)
  },
}

let winListAsked = false
export const WinListNotProvided: Story = {
  beforeEach: () => {
    winListAsked = false
    storyMirage().post('/api/Game/getWinList', () => {
      winListAsked = true
      return notFound('/api/Game/getWinList')
    })
  },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findAllByTestId('banner')
    await tilesReady(canvasElement)
    await waitFor(() => expect(winListAsked).toBe(true))
    await expect(canvas.queryByTestId('win-list')).toBeNull()
    await expect(canvas.getByTestId('welcome')).toBeVisible()
  },
}

export const BalanceBelowMinjoin: Story = {
  parameters: { session: 'authenticated', mirage: { scenario: 'empty' } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await tilesReady(canvasElement)
    // tile 2 opens game 15, whose rooms need 100.00; the empty scenario's demo user has 0.00
    await userEvent.click(canvas.getByTestId('tile-2'))
    await expect(await screen.findByText('Your balance cannot be less than 100.00')).toBeVisible()
    await expect(storyPathname()).toBe('/')
  },
}

export const TileOpensRoom: Story = {
  parameters: { session: 'authenticated' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await tilesReady(canvasElement)
    await userEvent.click(canvas.getByTestId('tile-3'))
    await waitFor(() => expect(storyPathname()).toBe('/bjsc/4'))
  },
}

export const NoWinsYet: Story = {
  beforeEach: () => {
    storyMirage().post('/api/Game/getWinList', () => ok([]))
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('win-empty')).toHaveTextContent('No wins to show yet.')
    await expect(canvas.queryByTestId('win-row')).toBeNull()
  },
}
