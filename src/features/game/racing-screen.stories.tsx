import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, waitFor, within } from 'storybook/test'
import { ApiError } from '../../api/errors'
import type { RoomCalls } from '../../api/game-orders'
import type { GameInfo, GameLogEntry, VorderRow } from '../../api/types'
import type { Cents } from '../../lib/money'
import { RacingScreen } from './racing-screen'
import { storyPathname } from '../../../.storybook/decorators/router'

const room = {
  id: 4,
  type: 4,
  title: 'Racing',
  minjoin: 0 as Cents,
  minbuy: 2000 as Cents,
  rates: [1.98, 1.98, 1.98, 1.98],
  rate0: 1.98,
  rate1: 1.98,
  rate2: 1.98,
  rate3: 1.98,
}
const race = (seqno: string, cars: number[]) => ({
  seqno,
  num1: cars[0],
  num2: cars[1],
  num3: cars[2],
  sum: 0,
  resultcn: cars.join(','),
  ...Object.fromEntries(cars.map((c, i) => [`num${i + 1}`, c])),
})
const his = [race('202601150200', [3, 7, 1, 10, 2, 9, 4, 8, 6, 5]), race('202601150199', [8, 1, 2, 3, 4, 5, 6, 7, 9, 10])]
const info = (seconds: number): GameInfo =>
  ({
    room,
    game: { id: 4, seqno: '202601150201', gametype: 4, initmoney: 0 },
    diff: { minute: Math.floor(seconds / 60), second: seconds % 60 },
    his,
  }) as unknown as GameInfo
const live: VorderRow[] = [
  { id: 2, username: '90***07', seqno: '202601150201', value: '0', valuecn: '1st Big', money: 10000 as Cents },
  { id: 1, username: '35***64', seqno: '202601150201', value: '39', valuecn: '10th Even', money: 2000 as Cents },
] as VorderRow[]
const own: GameLogEntry[] = [{ id: 41, value: '6', valuecn: '2nd Odd', rate: 1.98, money: 5000 as Cents }] as GameLogEntry[]

const roomCalls = (seconds: number, overrides: Partial<RoomCalls> = {}): RoomCalls => ({
  getGameinfo: async () => info(seconds),
  getVorder: async (q) => ('isfirst' in q && q.isfirst !== undefined ? live : []),
  getGamelog: async () => own,
  current: async () => ({ award: 0 as Cents }),
  order: async () => ({ order_id: 42 }),
  getGamecancel: async () => undefined,
  ...overrides,
})

const meta = {
  component: RacingScreen,
  parameters: { route: '/bjsc/4', session: 'authenticated', roomCalls: roomCalls(175) },
  args: { id: '4' },
} satisfies Meta<typeof RacingScreen>

export default meta
type Story = StoryObj<typeof meta>

const phaseOf = (el: HTMLElement) => el.querySelector('[data-testid="round-header"]')?.getAttribute('data-phase')

export const Open: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByTestId('room')
    await waitFor(() => expect(phaseOf(canvasElement)).toBe('open'))
    await expect(canvas.getAllByTestId('rank-row')).toHaveLength(10)
    await expect(canvas.getAllByTestId('rank-row')[1]).toHaveTextContent('2ndBig1.98Small1.98Odd1.98Even1.98')
    const cars = [...canvas.getByTestId('last-result').querySelectorAll('[data-car]')].map((e) => e.textContent)
    await expect(cars).toEqual(['3', '7', '1', '10', '2', '9', '4', '8', '6', '5'])
    await expect(await canvas.findAllByTestId('live-row')).toHaveLength(2)
    await expect(canvas.getAllByTestId('live-row')[1]).toHaveTextContent('10th Even')
  },
}

export const QuickAmountsAndConfirm: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByTestId('room')
    await userEvent.click(canvas.getByTestId('option-0'))
    await userEvent.click(canvas.getByTestId('option-11'))
    await userEvent.click(canvas.getByTestId('quick-1000'))
    await expect(canvas.getByTestId('bet-amount')).toHaveValue('1000')
    await userEvent.click(canvas.getByTestId('quick-all'))
    // demo: 10,000.00 over two options
    await expect(canvas.getByTestId('bet-amount')).toHaveValue('5000')
    await userEvent.click(canvas.getByTestId('quick-100'))
    await userEvent.click(canvas.getByTestId('bet-buy'))
    const popup = await screen.findByTestId('confirm-popup')
    await waitFor(() => expect(within(popup).getAllByTestId('confirm-row')).toHaveLength(2))
    await expect(
      within(popup)
        .getAllByTestId('confirm-row')
        .map((r) => r.textContent),
    ).toEqual(['1st Big1.98100.00', '3rd Even1.98100.00'])
    await expect(within(popup).getByTestId('confirm-total')).toHaveTextContent('200.00')
  },
}

/** The text of what describes `el` (aria-describedby). */
const reasonOf = (el: HTMLElement) => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent

/**
 * A room whose orders total at least 100: a quick amount below what each option must take is disabled, the
 * minimum named as its reason; more options share the minimum, so less per option is enough.
 */
export const QuickAmountsBelowMinimum: Story = {
  parameters: {
    roomCalls: roomCalls(175, { getGameinfo: async () => ({ ...info(175), room: { ...info(175).room, minbuy: 10000 as Cents } }) }),
  },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByTestId('room')
    await waitFor(() => expect(canvas.getByTestId('quick-50')).toBeDisabled())
    await expect(canvas.getByTestId('quick-10')).toBeDisabled()
    await expect(reasonOf(canvas.getByTestId('quick-50'))).toBe('Minimum per option: 100.00 USD')
    await expect(canvas.getByTestId('quick-100')).toBeEnabled()
    await expect(canvas.getByTestId('quick-minimum')).toBeVisible()
    await userEvent.click(canvas.getByTestId('option-0'))
    await userEvent.click(canvas.getByTestId('option-1'))
    await expect(canvas.getByTestId('quick-50')).toBeEnabled()
    await expect(reasonOf(canvas.getByTestId('quick-10'))).toBe('Minimum per option: 50.00 USD')
  },
}

export const Closing: Story = {
  parameters: { roomCalls: roomCalls(30) },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await canvas.findByTestId('room')
    await waitFor(() => expect(phaseOf(canvasElement)).toBe('closed'))
    await userEvent.click(canvas.getByTestId('option-2'))
    await userEvent.click(canvas.getByTestId('quick-50'))
    await userEvent.click(canvas.getByTestId('bet-buy'))
    await expect(await screen.findByText('Trading has stopped for this round')).toBeVisible()
  },
}

export const Racing: Story = {
  parameters: { roomCalls: roomCalls(0) },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByTestId('room')
    await waitFor(() => expect(phaseOf(canvasElement)).toBe('drawing'))
    await expect(canvas.getByTestId('drawing')).toHaveTextContent('The race is on')
    // the bet area stays mounted through the draw, hidden
    for (const row of canvas.getAllByTestId('rank-row')) await expect(row).not.toBeVisible()
  },
}

export const LoadError: Story = {
  parameters: {
    roomCalls: roomCalls(175, {
      getGameinfo: async () => {
        throw new ApiError('network')
      },
    }),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('room-error')).toHaveTextContent(
      'Network unavailable, please check your connection and try again',
    )
  },
}

export const RoomDoesNotExist: Story = {
  args: { id: 'abc' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('room-missing')).toHaveTextContent('Room does not exist')
  },
}

/** A three-digit room's link on this page (a bookmark, a deep link): it goes to its own page in place of this one. */
export const ThreeDigitRoomGoesToItsPage: Story = {
  parameters: {
    route: '/bjsc/1',
    roomCalls: roomCalls(175, { getGameinfo: async () => ({ ...info(175), room: { ...info(175).room, id: 1, type: 1 } }) }),
  },
  args: { id: '1' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(storyPathname()).toBe('/activity/1'))
    // the story stays on this screen: it still shows the loading state, never the room as a race
    await expect(canvas.getByTestId('room-loading')).toBeVisible()
    await expect(canvas.queryByTestId('room')).toBeNull()
  },
}

export const ResultsAndMyOrders: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByTestId('room')
    await userEvent.click(canvas.getByRole('tab', { name: 'Results' }))
    await expect(await canvas.findAllByTestId('result-row')).toHaveLength(2)
    await userEvent.click(canvas.getByRole('tab', { name: 'My orders' }))
    await expect(await canvas.findByTestId('own-row')).toHaveTextContent('2nd Odd')
  },
}

export const HowItWorks: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByTestId('room')
    await userEvent.click(canvas.getByTestId('rules-open'))
    const sheet = await screen.findByTestId('rules-sheet')
    await expect(within(sheet).getAllByRole('row')).toHaveLength(5)
    await expect(within(sheet).getByText('The car in that place is 6 to 10')).toBeVisible()
  },
}

/** Calls that fail until the story's play lets them through. */
const failing = { live: false }

/** The racing room's live orders and own orders failed on load: each tab says why, with a retry. */
export const OrdersError: Story = {
  parameters: {
    roomCalls: roomCalls(175, {
      getVorder: async (q) => {
        const first = 'isfirst' in q && q.isfirst !== undefined
        if (first && failing.live) throw new ApiError('malformed')
        return first ? live : []
      },
      getGamelog: async () => {
        throw new ApiError('timeout')
      },
    }),
  },
  beforeEach: () => {
    failing.live = true
  },
  play: async ({ canvas, userEvent }) => {
    const error = await canvas.findByTestId('load-error')
    await expect(error).toHaveTextContent('Live orders are not available right now. Unexpected answer from the server, please try again')
    failing.live = false
    await userEvent.click(within(error).getByRole('button', { name: 'Try again' }))
    await expect(await canvas.findAllByTestId('live-row')).toHaveLength(2)
    await userEvent.click(canvas.getByRole('tab', { name: 'My orders' }))
    await expect(await canvas.findByTestId('load-error')).toHaveTextContent(
      'Your orders could not be loaded. The request timed out, please try again',
    )
  },
}
