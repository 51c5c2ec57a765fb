import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, waitFor, within } from 'storybook/test'
import { ApiError } from '../../api/errors'
import type { RoomCalls } from '../../api/game-orders'
import type { GameInfo, GameLogEntry, VorderRow } from '../../api/types'
import type { Cents } from '../../lib/money'
import { RoomScreen } from './room-screen'
import { settled } from '../../../.storybook/settled'
import { storyPathname } from '../../../.storybook/decorators/router'

const RATES = [1.98, 1.98, 1.98, 1.98, 4.2, 3.7, 3.7, 4.2, 15, 15, 50]
const room = (type: number) => {
  const rates = type === 16 ? RATES.slice(0, 4) : RATES
  return {
    id: 1,
    type,
    title: type === 16 ? 'Rise & Fall' : 'Standard',
    minjoin: 0 as Cents,
    minbuy: 2000 as Cents,
    rates,
    ...Object.fromEntries(rates.map((r, i) => [`rate${i}`, r])),
  }
}
const his = [
  { seqno: '202601150200', num1: 9, num2: 3, num3: 4, sum: 16, resultcn: 'Big Even Big-Even' },
  { seqno: '202601150199', num1: 1, num2: 0, num3: 2, sum: 3, resultcn: 'Small Odd Small-Odd Extreme Small' },
]
const info = (seconds: number, type = 1): GameInfo =>
  ({
    room: room(type),
    game: { id: 1, seqno: '202601150201', gametype: 1, initmoney: 0 },
    diff: { minute: Math.floor(seconds / 60), second: seconds % 60 },
    his,
  }) as unknown as GameInfo
const live: VorderRow[] = [
  { id: 3, username: '84***21', seqno: '202601150201', value: '8', valuecn: 'Extreme Big', money: 50000 as Cents },
  { id: 2, username: '90***07', seqno: '202601150201', value: '0', valuecn: 'Big', money: 10000 as Cents },
  // a backend that sends a name in clear: the row masks it
  { id: 1, username: 'nguyenvan', seqno: '202601150201', value: '3', valuecn: 'Even', money: 2000 as Cents },
] as VorderRow[]
const own: GameLogEntry[] = [{ id: 41, value: '2', valuecn: 'Odd', rate: 1.98, money: 10000 as Cents }] as GameLogEntry[]

/** Every call answered in the story, so each round state is shown as it is, whatever the time. */
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
  component: RoomScreen,
  parameters: { route: '/activity/1', session: 'authenticated', roomCalls: roomCalls(175) },
  args: { id: '1' },
} satisfies Meta<typeof RoomScreen>

export default meta
type Story = StoryObj<typeof meta>

const phaseOf = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-testid="round-header"]')?.getAttribute('data-phase')

export const Open: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByTestId('room')
    await waitFor(() => expect(phaseOf(canvasElement)).toBe('open'))
    await expect(canvas.getByTestId('countdown').textContent).toMatch(/^02:5\d$/)
    await expect(canvas.getByTestId('round-seqno')).toHaveTextContent('202601150201')
    await expect(canvas.getAllByRole('button', { pressed: false }).filter((b) => b.classList.contains('option'))).toHaveLength(11)
    const rows = await canvas.findAllByTestId('live-row')
    await expect(rows).toHaveLength(3)
    await expect(within(rows[0]!).getByTestId('live-user')).toHaveTextContent('84***21')
    // the header names the round: a row of this round does not repeat it
    await expect(within(rows[0]!).queryByTestId('live-seqno')).toBeNull()
    await expect(within(rows[2]!).getByTestId('live-user')).toHaveTextContent('ng***an')
    await expect(canvas.getByTestId('last-result')).toHaveTextContent('9 + 3 + 4 = 16')
  },
}

export const FourOptionRoom: Story = {
  parameters: { roomCalls: roomCalls(175, { getGameinfo: async () => info(175, 16) }) },
  play: async ({ canvas }) => {
    await canvas.findByTestId('room')
    await expect(canvas.getByTestId('option-0')).toHaveTextContent('Rise1.98')
    await expect(canvas.getByTestId('option-3')).toHaveTextContent('Short1.98')
    await expect(canvas.queryByTestId('option-4')).toBeNull()
  },
}

export const Closing: Story = {
  parameters: { roomCalls: roomCalls(30) },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await canvas.findByTestId('room')
    await waitFor(() => expect(phaseOf(canvasElement)).toBe('closed'))
    await expect(canvas.getByTestId('bet-buy')).toHaveTextContent('Closed')
    await userEvent.click(canvas.getByTestId('option-1'))
    await userEvent.type(canvas.getByTestId('bet-amount'), '50')
    await userEvent.click(canvas.getByTestId('bet-buy'))
    await expect(await screen.findByText('Trading has stopped for this round')).toBeVisible()
    await expect(screen.queryByTestId('confirm-popup')).toBeNull()
  },
}

export const Drawing: Story = {
  parameters: { roomCalls: roomCalls(0) },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByTestId('room')
    await waitFor(() => expect(phaseOf(canvasElement)).toBe('drawing'))
    await expect(canvas.getByTestId('drawing')).toBeVisible()
    // the bet area stays mounted through the draw, hidden
    await expect(canvas.getByTestId('bet-buy')).not.toBeVisible()
    await expect(canvas.getByTestId('countdown')).toHaveTextContent('00:00')
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
    const error = await canvas.findByTestId('room-error')
    await expect(error).toHaveTextContent('Network unavailable, please check your connection and try again')
    await expect(within(error).getByRole('button', { name: 'Try again' })).toBeVisible()
    // said once: the screen says it, no toast repeats it
    await new Promise((resolve) => setTimeout(resolve, 300))
    await expect(screen.queryByTestId('toast')).toBeNull()
  },
}

export const RoomDoesNotExist: Story = {
  parameters: {
    roomCalls: roomCalls(175, {
      getGameinfo: async () => {
        throw new ApiError('code', { errCode: 1057 })
      },
    }),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('room-missing')).toHaveTextContent('Room does not exist')
  },
}

/** A racing room's link on this page (a bookmark, a deep link): it goes to the racing page in place of this one. */
export const RacingRoomGoesToItsPage: Story = {
  parameters: { route: '/activity/4', roomCalls: roomCalls(175, { getGameinfo: async () => info(175, 4) }) },
  args: { id: '4' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(storyPathname()).toBe('/bjsc/4'))
    // the story stays on this screen: it still shows the loading state, never the racing room as three digits
    await expect(canvas.getByTestId('room-loading')).toBeVisible()
    await expect(canvas.queryByTestId('room')).toBeNull()
  },
}

/** A room whose `type` the server left out: which game it is is unknown, so it is not opened as this one. */
export const UnknownKind: Story = {
  parameters: {
    roomCalls: roomCalls(175, {
      getGameinfo: async () => {
        const { room, ...rest } = info(175)
        return { ...rest, room: { ...room, type: undefined } } as GameInfo
      },
    }),
  },
  play: async ({ canvas }) => {
    const message = await canvas.findByTestId('room-unavailable')
    await expect(message).toHaveTextContent("This room can't be opened in this version of the app.")
    await expect(canvas.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/')
    await expect(canvas.queryByTestId('room')).toBeNull()
    await expect(storyPathname()).toBe('/activity/1')
  },
}

export const ConfirmPopup: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByTestId('room')
    await userEvent.click(canvas.getByTestId('option-0'))
    await userEvent.click(canvas.getByTestId('option-3'))
    await userEvent.type(canvas.getByTestId('bet-amount'), '100')
    await userEvent.click(canvas.getByTestId('bet-buy'))
    const popup = await screen.findByTestId('confirm-popup')
    await waitFor(() => expect(within(popup).getAllByTestId('confirm-row')).toHaveLength(2))
    await expect(within(popup).getAllByTestId('confirm-row')[0]).toHaveTextContent('Big1.98100.00')
    await expect(within(popup).getByTestId('confirm-total')).toHaveTextContent('200.00')
  },
}

/** The server refuses the order with 1025: for an order only its "insufficient balance" half applies. */
export const OrderRefusedBalance: Story = {
  parameters: {
    roomCalls: roomCalls(175, {
      order: async () => {
        throw new ApiError('code', { errCode: 1025 })
      },
    }),
  },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByTestId('room')
    await userEvent.click(canvas.getByTestId('option-0'))
    await userEvent.type(canvas.getByTestId('bet-amount'), '100')
    await userEvent.click(canvas.getByTestId('bet-buy'))
    const popup = await settled(await screen.findByTestId('confirm-popup'))
    await waitFor(() => expect(within(popup).getByTestId('confirm-ok')).toBeEnabled())
    await userEvent.click(within(popup).getByTestId('confirm-ok'))
    await expect(await screen.findByText('Insufficient balance')).toBeVisible()
    await expect(screen.queryByText(/exceeds what you can withdraw/)).toBeNull()
    // the slip is kept for another try
    await expect(canvas.getByTestId('bet-amount')).toHaveValue('100')
  },
}

export const HowItWorksSheet: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByTestId('room')
    await userEvent.click(canvas.getByTestId('rules-open'))
    const sheet = await screen.findByTestId('rules-sheet')
    await expect(within(sheet).getAllByRole('row')).toHaveLength(12)
    await expect(within(sheet).getByText('All three digits are the same')).toBeVisible()
  },
}

export const MyOrdersTab: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByTestId('room')
    await userEvent.click(canvas.getByRole('tab', { name: 'My orders' }))
    const row = await canvas.findByTestId('own-row')
    await expect(row).toHaveTextContent('#41')
    await expect(row).toHaveTextContent('Odd')
    await expect(within(row).getByTestId('cancel-order')).toBeVisible()
  },
}

/**
 * A server whose rows are entries of one order (`order_id` shared): cancelling one row cancels the
 * order, so the dialog names every option and the total before anything is sent.
 */
export const CancelWholeOrder: Story = {
  parameters: {
    roomCalls: roomCalls(175, {
      getGamelog: async () =>
        [
          { id: 41, order_id: 40, value: '0', valuecn: 'Big', rate: 1.98, money: 10000 as Cents },
          { id: 42, order_id: 40, value: '3', valuecn: 'Even', rate: 1.98, money: 5000 as Cents },
        ] as GameLogEntry[],
    }),
  },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByTestId('room')
    await userEvent.click(canvas.getByRole('tab', { name: 'My orders' }))
    const rows = await canvas.findAllByTestId('own-row')
    await expect(rows).toHaveLength(2)
    await userEvent.click(within(rows[1]!).getByTestId('cancel-order'))
    const dialog = await screen.findByRole('alertdialog', { name: 'This order has 2 options (150.00 in all). Cancel all of them?' })
    await waitFor(() => expect(dialog.matches(':modal')).toBe(true))
    await expect(within(dialog).getByText('This order has 2 options (150.00 in all). Cancel all of them?')).toBeVisible()
    await expect(within(dialog).getByRole('button', { name: 'Cancel order' })).toBeVisible()
  },
}

/** Calls that fail until the story's play lets them through (set per story in beforeEach). */
const failing = { live: false, own: false }
const isFirst = (q: Parameters<RoomCalls['getVorder']>[0]) => 'isfirst' in q && q.isfirst !== undefined

/** The round's first live-orders answer failed: its reason and a retry, which shows the rows. */
export const LiveOrdersError: Story = {
  parameters: {
    roomCalls: roomCalls(175, {
      getVorder: async (q) => {
        if (isFirst(q) && failing.live) throw new ApiError('timeout')
        return isFirst(q) ? live : []
      },
    }),
  },
  beforeEach: () => {
    failing.live = true
  },
  play: async ({ canvas, userEvent }) => {
    const error = await canvas.findByTestId('load-error')
    await expect(error).toHaveTextContent('Live orders are not available right now. The request timed out, please try again')
    failing.live = false
    await userEvent.click(within(error).getByRole('button', { name: 'Try again' }))
    await expect(await canvas.findAllByTestId('live-row')).toHaveLength(3)
    await expect(canvas.queryByTestId('load-error')).toBeNull()
  },
}

/** The user's own orders could not be loaded: the My orders tab says why and offers a retry. */
export const MyOrdersError: Story = {
  parameters: {
    roomCalls: roomCalls(175, {
      getGamelog: async () => {
        if (failing.own) throw new ApiError('http', { status: 500 })
        return own
      },
    }),
  },
  beforeEach: () => {
    failing.own = true
  },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByTestId('room')
    await userEvent.click(canvas.getByRole('tab', { name: 'My orders' }))
    const error = await canvas.findByTestId('load-error')
    await expect(error).toHaveTextContent(
      'Your orders could not be loaded. The server could not handle the request, please try again later',
    )
    failing.own = false
    await userEvent.click(within(error).getByRole('button', { name: 'Try again' }))
    await expect(await canvas.findByTestId('own-row')).toHaveTextContent('#41')
  },
}
