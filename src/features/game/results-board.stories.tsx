import type { Meta, StoryObj } from '@storybook/react-vite'
import axe from 'axe-core'
import { expect, fn, userEvent, within } from 'storybook/test'
import { ApiError } from '../../api/errors'
import { ResultsBoardView } from './results-board'
import { boardRoom, digitRows, mixedRows, raceRows } from './test-board-rows'

/** axe-core's WCAG 2 A/AA and best-practice rules on the story, as the e2e accessibility scan runs them. */
async function expectAxeClean(element: HTMLElement) {
  const { violations } = await axe.run(element, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'best-practice'] } })
  await expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

const digits = { room: boardRoom(1), gametype: 1, racing: false }

const meta = {
  component: ResultsBoardView,
  decorators: [
    (Story) => (
      <div className="card" style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
  args: { target: digits, rows: mixedRows(7) },
} satisfies Meta<typeof ResultsBoardView>

export default meta
type Story = StoryObj<typeof meta>

/** Seven rounds: fewer than 20, so the board says how many it counts and offers no windows. */
export const FewRounds: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByTestId('board-window')).toHaveTextContent('The last 7 rounds')
    await expect(canvas.queryByRole('group', { name: 'Rounds counted' })).toBeNull()
    await expect(canvas.getByRole('img', { name: /^The last 7 rounds: 4 Big, 3 Small/ })).toBeVisible()
    await expect(canvas.getByTestId('board-row-10')).toHaveTextContent('Triple50.001')
    await expectAxeClean(canvasElement)
  },
}

/** Big eleven times in a row, in 60 rounds: the streak, a full column and the next, the 20 / 50 / 60 windows. */
export const LongStreak: Story = {
  globals: { locale: 'zh-CN' },
  args: {
    rows: digitRows([
      ...Array.from({ length: 11 }, () => [9, 4, 2] as const),
      ...mixedRows(50)
        .slice(1)
        .map((r) => [r.num1, r.num2, r.num3] as const),
    ]),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByTestId('streak-0')).toHaveTextContent('大 ×11')
    const windows = within(canvas.getByRole('group', { name: '统计期数' })).getAllByRole('button')
    await expect(windows.map((b) => b.textContent)).toEqual(['20', '50', '60'])
    await userEvent.click(windows[2]!)
    await expect(canvas.getByTestId('board-window')).toHaveTextContent('最近 60 期')
    await expectAxeClean(canvasElement)
  },
}

/** Two triples and an extreme among the last rounds: marked beads and their legend. */
export const Triple: Story = {
  globals: { locale: 'zh-TW' },
  args: {
    rows: digitRows([
      [6, 6, 6],
      [1, 2, 0],
      [0, 0, 0],
      [4, 5, 2],
    ]),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelectorAll('.bead-road .bead-triple')).toHaveLength(2)
    await expect(canvas.getByRole('img', { name: /標記：2 極小和2 豹子。$/ })).toBeVisible()
    await expect(canvas.getByText('極大或極小')).toBeVisible()
    await expectAxeClean(canvasElement)
  },
}

/** The four-option room: Rise/Fall and Long/Short, no marks. */
export const FourOptionRoom: Story = {
  args: { target: { room: boardRoom(16), gametype: 2, racing: false }, rows: mixedRows(25) },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByTestId('streak-0')).toHaveTextContent('Rise ×1')
    await expect(canvas.getAllByRole('row')).toHaveLength(5)
    await expectAxeClean(canvasElement)
  },
}

/** Racing: per place, Big/Small and Odd/Even as split bars with the current streaks. */
export const Racing: Story = {
  globals: { locale: 'vi' },
  args: { target: { room: boardRoom(4), gametype: 4, racing: true }, rows: raceRows(24) },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByTestId('race-board-row')).toHaveLength(10)
    await expect(canvas.getByTestId('board-window')).toHaveTextContent('20 kỳ gần nhất')
    await expectAxeClean(canvasElement)
  },
}

/** A room whose game has not drawn yet. */
export const NoData: Story = {
  globals: { locale: 'zh-CN' },
  args: { rows: [] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByTestId('empty')).toHaveTextContent('暂无开奖记录。')
    await expectAxeClean(canvasElement)
  },
}

/** No answer from the server: the reason and a retry. */
export const Failed: Story = {
  globals: { locale: 'vi' },
  args: { rows: undefined, error: new ApiError('network'), onRetry: fn() },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(within(canvas.getByTestId('load-error')).getByRole('button'))
    await expect(args.onRetry).toHaveBeenCalledOnce()
    await expectAxeClean(canvasElement)
  },
}

/** A first load without an answer, tried again by itself every 10 s: the reason, Try again, and the retry said. */
export const FailedTryingAgain: Story = {
  args: { rows: undefined, error: new ApiError('timeout'), onRetry: fn(), retrying: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByTestId('load-error')).toHaveTextContent('The request timed out, please try again')
    await expect(canvas.getByTestId('board-retrying')).toHaveTextContent('The board tries again by itself every 10 seconds.')
    await expectAxeClean(canvasElement)
  },
}

export const Loading: Story = {
  args: { rows: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('loading')).toBeVisible()
  },
}

/** A re-read failed and is being tried again: the rounds shown stay, under a line that says they may be out of date. */
export const OutOfDate: Story = {
  args: { stale: true },
  play: async ({ canvas, canvasElement }) => {
    const line = canvas.getByTestId('board-stale')
    await expect(line).toHaveTextContent('Results could not be updated: the board may be out of date. Trying again…')
    await expect(line).toBeVisible()
    await expect(canvas.getByTestId('board-window')).toHaveTextContent('The last 7 rounds')
    await expectAxeClean(canvasElement)
  },
}

/**
 * The trend's re-reads failed for longer than the room's history holds: the newest rounds join older ones with
 * rounds missing between them. The board says so, marks the join in the bead roads, and stops the streaks there.
 */
export const RoundsMissing: Story = {
  args: {
    rows: [
      ...mixedRows(4),
      ...mixedRows(30)
        .slice(4)
        .map((r, i) => ({ ...r, seqno: String(202601150180 - i) })),
    ],
    gapAt: 4,
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByTestId('board-gap')).toHaveTextContent(
      'Some rounds may be missing between round 202601150180 and round 202601150197: the board could not load them.',
    )
    await expect(canvas.getAllByTestId('bead-gap')).toHaveLength(2)
    await expect(canvas.getByTestId('streak-0')).toHaveTextContent('Big ×1')
    await expectAxeClean(canvasElement)
  },
}
