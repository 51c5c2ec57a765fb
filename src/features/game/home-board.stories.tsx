import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { storyMirage } from '../../../.storybook/story-mirage'
import { MockResponse as Response } from '../../../mocks/lib/mock-response'
import { HomeBoard } from './home-board'

const meta = {
  component: HomeBoard,
  parameters: { route: '/lotteryprize', session: 'authenticated' },
} satisfies Meta<typeof HomeBoard>

export default meta
type Story = StoryObj<typeof meta>

/** The trend page's board for a logged-in user: the home game's room, its title and its last 100 rounds. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    const board = await canvas.findByTestId('board')
    await waitFor(() => expect(board).toHaveAttribute('data-rounds', '100'))
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Results board: Standard')
  },
}

/** The room still on its way (its code may be too): the frame, titled, keeps the board's place. */
export const Loading: Story = {
  beforeEach: () => {
    storyMirage().timing = 60_000
  },
  play: async ({ canvas }) => {
    const frame = canvas.getByTestId('home-board')
    await expect(within(frame).getByRole('heading', { level: 2 })).toHaveTextContent('Results board')
    await expect(within(frame).getByTestId('loading')).toBeVisible()
    // the place of an eleven-option room's board, so the prices below do not move when it comes
    await expect(frame.getBoundingClientRect().height).toBeGreaterThan(600)
  },
}

/** The room's read failed: the reason, Try again, and the retry every 10 s said. */
export const Failed: Story = {
  beforeEach: () => {
    storyMirage().post('/api/Game/getGameinfo', () => new Response(500, {}, 'Internal Server Error'))
  },
  play: async ({ canvas }) => {
    const error = await canvas.findByTestId('load-error')
    await expect(error).toHaveTextContent('The server could not handle the request, please try again later')
    await expect(within(error).getByRole('button', { name: 'Try again' })).toBeVisible()
    await expect(canvas.getByTestId('board-retrying')).toHaveTextContent('The board tries again by itself every 10 seconds.')
  },
}
