import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, waitFor, within } from 'storybook/test'
import { fail, ok } from '../../../mocks/lib/envelope'
import { storyPathname } from '../../../.storybook/decorators/router'
import { RoomListScreen } from './room-list-screen'
import { storyMirage } from '../../../.storybook/story-mirage'
import { atWidth } from '../../../.storybook/decorators/frame'

const meta = {
  component: RoomListScreen,
  parameters: { route: '/room_list/1', session: 'authenticated' },
  args: { type: '1' },
} satisfies Meta<typeof RoomListScreen>

export default meta
type Story = StoryObj<typeof meta>

export const UsdtRooms: Story = {
  play: async ({ canvas }) => {
    const cards = await canvas.findAllByTestId('room-card')
    await expect(cards.map((c) => c.querySelector('.room-card-title span')!.textContent)).toEqual([
      'Standard',
      'VIP',
      'Superior',
      'Premier',
    ])
    await expect(within(cards[3]!).getByTestId('room-minjoin')).toHaveTextContent('20,000.00 USD')
    await expect(within(cards[3]!).getByTestId('room-level')).toHaveTextContent('VIP 5+')
    await expect(canvas.getByRole('tab', { name: 'USDT', selected: true })).toBeVisible()
    // the cards take the list's whole width (no list indent)
    const list = canvas.getByTestId('room-cards').getBoundingClientRect()
    await expect(cards[0]!.getBoundingClientRect().left).toBe(list.left)
    await expect(cards[0]!.getBoundingClientRect().right).toBe(list.right)
  },
}

/** 200 % browser zoom on a 390 px phone: a 195 px page. The Enter button goes under the room's facts. */
export const Zoomed: Story = {
  decorators: [atWidth(195)],
  play: async ({ canvas }) => {
    const [card] = await canvas.findAllByTestId('room-card')
    const facts = card!.querySelector('.room-facts')!.getBoundingClientRect()
    const enter = within(card!).getByTestId('room-enter').getBoundingClientRect()
    await expect(enter.top).toBeGreaterThanOrEqual(facts.bottom)
    // the facts take the card's width, not a column beside the button
    await expect(facts.width).toBeGreaterThan(enter.width * 1.5)
  },
}

/** At 320 px the button stays beside the facts. */
export const Narrow: Story = {
  decorators: [atWidth(320)],
  play: async ({ canvas }) => {
    const [card] = await canvas.findAllByTestId('room-card')
    const facts = card!.querySelector('.room-facts')!.getBoundingClientRect()
    const enter = within(card!).getByTestId('room-enter').getBoundingClientRect()
    await expect(enter.left).toBeGreaterThanOrEqual(facts.right)
    await expect(enter.top).toBeLessThan(facts.bottom)
  },
}

export const EthTab: Story = {
  args: { type: '3' },
  parameters: { route: '/room_list/3' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('room-cards')).toHaveAttribute('data-type', '3')
    await expect(canvas.getByRole('tab', { name: 'ETH', selected: true })).toBeVisible()
  },
}

export const Loading: Story = {
  beforeEach: () => {
    storyMirage().timing = 3000
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('loading')).toBeVisible()
  },
}

export const LoadFailed: Story = {
  beforeEach: () => {
    storyMirage().post('/api/Game/getRoomList', () => fail(1004))
  },
  play: async ({ canvas }) => {
    const error = await canvas.findByTestId('load-error')
    await expect(error).toHaveTextContent('Network error, please refresh and try again')
    await expect(within(error).getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

export const NoRooms: Story = {
  beforeEach: () => {
    storyMirage().post('/api/Game/getRoomList', () => ok([]))
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('empty')).toHaveTextContent('There are no rooms of this kind yet.')
  },
}

/** A room whose `type` the server left out is listed, as the server has it, but cannot be entered: it says so. */
export const UnknownKindRoom: Story = {
  beforeEach: () => {
    storyMirage().post('/api/Game/getRoomList', () =>
      ok([
        { id: 1, type: 1, title: 'Standard', minjoin: '0.00', minbuy: '20.00', rate0: '1.98' },
        { id: 31, title: 'Jackpot', minjoin: '100.00', minbuy: '20.00', rate0: '1.98' },
      ]),
    )
  },
  decorators: [atWidth(320)],
  play: async ({ canvas }) => {
    const [known, unknown] = await canvas.findAllByTestId('room-card')
    await expect(within(known!).getByTestId('room-enter')).toBeVisible()
    await expect(within(unknown!).queryByTestId('room-enter')).toBeNull()
    await expect(within(unknown!).getByTestId('room-unavailable')).toHaveTextContent(
      "This room can't be opened in this version of the app.",
    )
    await expect(within(unknown!).getByTestId('room-minjoin')).toHaveTextContent('100.00 USD')
  },
}

export const NotVipEnough: Story = {
  play: async ({ canvas, userEvent }) => {
    const cards = await canvas.findAllByTestId('room-card')
    await userEvent.click(within(cards[2]!).getByTestId('room-enter'))
    await expect(await screen.findByText('This room needs VIP level 4 (Platinum) or higher')).toBeVisible()
    await expect(storyPathname()).toBe('/room_list/1')
  },
}

export const BelowMinjoin: Story = {
  play: async ({ canvas, userEvent }) => {
    const cards = await canvas.findAllByTestId('room-card')
    await userEvent.click(within(cards[3]!).getByTestId('room-enter'))
    await expect(await screen.findByText('Your balance cannot be less than 20,000.00 USD')).toBeVisible()
  },
}

export const EntersRoom: Story = {
  play: async ({ canvas, userEvent }) => {
    const cards = await canvas.findAllByTestId('room-card')
    await userEvent.click(within(cards[0]!).getByTestId('room-enter'))
    await waitFor(() => expect(storyPathname()).toBe('/activity/1'))
  },
}
