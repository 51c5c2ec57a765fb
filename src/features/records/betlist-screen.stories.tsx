import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, waitFor, within } from 'storybook/test'
import { fail, ok } from '../../../mocks/lib/envelope'
import { roundAt } from '../../../mocks/simulation/rounds'
import { BetlistScreen } from './betlist-screen'
import { storyMirage } from '../../../.storybook/story-mirage'
import { pullDown } from '../../../.storybook/pull-down'

const meta = {
  component: BetlistScreen,
  parameters: { route: '/betlist', session: 'authenticated' },
} satisfies Meta<typeof BetlistScreen>

export default meta
type Story = StoryObj<typeof meta>

/** Three records of the demo user: a won racing bet, a lost Lucky Time bet, one awaiting its draw. */
function seedRecords() {
  const server = storyMirage()
  const demo = server.schema.findBy('user', { username: 'demo' })!
  const now = Date.now()
  const future = roundAt(2, now + 86_400_000).seqno
  const base = { userId: demo.id!, rate: 1.98, createdAt: now - 60_000 }
  server.schema.create('bet', {
    ...base,
    roomId: 4,
    gametype: 4,
    seqno: '202601150200',
    ordersn: '20260115020000001',
    option: 0,
    cents: 5000,
    status: 'won',
    awardCents: 9900,
    createdAt: now - 30_000,
  })
  server.schema.create('bet', {
    ...base,
    roomId: 1,
    gametype: 1,
    seqno: '202601150199',
    ordersn: '20260115019900002',
    option: 1,
    cents: 2000,
    status: 'lost',
    awardCents: 0,
  })
  server.schema.create('bet', {
    ...base,
    roomId: 16,
    gametype: 2,
    seqno: future,
    ordersn: `${future}00003`,
    option: 2,
    cents: 2000,
    status: 'open',
    awardCents: 0,
    createdAt: now,
  })
}

export const AllRecords: Story = {
  beforeEach: seedRecords,
  play: async ({ canvas }) => {
    const records = await canvas.findAllByTestId('record')
    await expect(records).toHaveLength(3)
    await expect(records.map((r) => within(r).getByTestId('record-status').textContent)).toEqual(['Awaiting draw', 'Won', 'Lost'])
    await expect(records[0]).toHaveTextContent('Lucky Airship')
    await expect(records[1]).toHaveTextContent('Racing')
    await expect(records[1]).toHaveTextContent('1st Big')
    await expect(within(records[1]!).getByTestId('record-prize')).toHaveTextContent('+99.00 USD')
    await expect(records[2]).toHaveTextContent('Lucky Time lottery')
  },
}

export const WonTab: Story = {
  beforeEach: seedRecords,
  play: async ({ canvas, userEvent }) => {
    await canvas.findAllByTestId('record')
    await userEvent.click(canvas.getByRole('tab', { name: 'Won' }))
    await waitFor(() => expect(canvas.getByTestId('records')).toHaveAttribute('data-type', 'won'))
    await expect(canvas.getAllByTestId('record')).toHaveLength(1)
  },
}

export const AwaitingTab: Story = {
  beforeEach: seedRecords,
  play: async ({ canvas, userEvent }) => {
    await canvas.findAllByTestId('record')
    await userEvent.click(canvas.getByRole('tab', { name: 'Awaiting draw' }))
    await waitFor(() => expect(canvas.getByTestId('records')).toHaveAttribute('data-type', 'awaiting'))
    await expect(within(canvas.getByTestId('record')).getByTestId('record-prize')).toHaveTextContent('—')
  },
}

export const Empty: Story = {
  play: async ({ canvas }) => {
    const empty = await canvas.findByTestId('empty')
    await expect(empty).toHaveTextContent('You have not placed any bets yet.')
    // an empty list still refreshes, by its button as by a pull
    await expect(within(empty).getByRole('button', { name: 'Refresh' })).toBeVisible()
    await expect(canvas.getByTestId('server-clock-note')).toHaveTextContent('Days and times are server time (UTC+8).')
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
    storyMirage().post('/api/Game/getGamelog2', () => fail(1004))
  },
  play: async ({ canvas }) => {
    const error = await canvas.findByTestId('load-error')
    await expect(error).toHaveTextContent('Network error, please refresh and try again')
    await expect(within(error).getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

export const LostTab: Story = {
  beforeEach: seedRecords,
  play: async ({ canvas, userEvent }) => {
    await canvas.findAllByTestId('record')
    await userEvent.click(canvas.getByRole('tab', { name: 'Lost' }))
    await waitFor(() => expect(canvas.getByTestId('records')).toHaveAttribute('data-type', 'lost'))
    const record = canvas.getByTestId('record')
    await expect(within(record).getByTestId('record-status')).toHaveTextContent('Lost')
    await expect(record).toHaveTextContent('Lucky Time lottery')
    await expect(within(record).getByTestId('record-prize')).toHaveTextContent('0.00 USD')
  },
}

/** A tab other than All with nothing in it says so in its own words. */
export const EmptyTab: Story = {
  beforeEach: seedRecords,
  play: async ({ canvas, userEvent }) => {
    await canvas.findAllByTestId('record')
    storyMirage().post('/api/Game/getGamelog2', () => ok({ data: [], total: 0 }))
    await userEvent.click(canvas.getByRole('tab', { name: 'Won' }))
    await expect(await canvas.findByTestId('empty')).toHaveTextContent('No records in this tab.')
  },
}

/** Fewer records than a page: the list ends with its footer. */
export const ListEnd: Story = {
  beforeEach: seedRecords,
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByTestId('record')).toHaveLength(3)
    await expect(canvas.getByText('No more records')).toBeVisible()
  },
}

const wireRecord = (i: number) => ({
  id: i,
  seqno: '202601150100',
  ordersn: `2026011501000${String(i).padStart(4, '0')}`,
  gametype: 1,
  valuecn: 'Big',
  money: '20.00',
  rate: '1.98',
  isaward: 0,
  award: '0.00',
  createtime: '2026-01-15 10:00:00',
})

/** The second page fails: the footer says so and offers a retry, which loads the rest and ends the list. */
export const LoadMoreFailed: Story = {
  beforeEach: () => {
    let secondPageFails = true
    storyMirage().post('/api/Game/getGamelog2', (_schema, request) => {
      const page = Number((JSON.parse(request.requestBody) as { page?: number }).page ?? 1)
      if (page === 1) return ok({ data: Array.from({ length: 20 }, (_, i) => wireRecord(30 - i)) })
      if (secondPageFails) {
        secondPageFails = false
        return fail(1004)
      }
      return ok({ data: Array.from({ length: 5 }, (_, i) => wireRecord(10 - i)) })
    })
  },
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(canvas.getAllByTestId('record')).toHaveLength(20))
    canvas.getAllByTestId('record').at(-1)!.scrollIntoView()
    const failed = await canvas.findByRole('alert')
    await expect(failed).toHaveTextContent('Could not load more.')
    await userEvent.click(within(failed).getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(canvas.getAllByTestId('record')).toHaveLength(25))
    await expect(await canvas.findByText('No more records')).toBeVisible()
  },
}

/** Pull to refresh whose request fails: the records stay and a toast says why. */
export const RefreshFailed: Story = {
  beforeEach: seedRecords,
  play: async ({ canvas, canvasElement }) => {
    await canvas.findAllByTestId('record')
    let calls = 0
    storyMirage().post('/api/Game/getGamelog2', () => (calls++, fail(1004)))
    await pullDown(canvasElement)
    await waitFor(() => expect(calls).toBeGreaterThan(0))
    await expect(
      await screen.findByText('Network error, please refresh and try again', { selector: '[data-testid="toast"] *' }),
    ).toBeVisible()
    await expect(canvas.getAllByTestId('record')).toHaveLength(3)
  },
}

/** A status the app knows no meaning for is shown neutrally, never as awaiting the draw. */
export const UnknownStatus: Story = {
  beforeEach: () => {
    storyMirage().post('/api/Game/getGamelog2', () => ok({ data: [{ ...wireRecord(1), isaward: 2 }] }))
  },
  play: async ({ canvas }) => {
    const record = await canvas.findByTestId('record')
    await expect(within(record).getByTestId('record-status')).toHaveTextContent('Status unknown')
    await expect(within(record).getByTestId('record-prize')).toHaveTextContent('—')
  },
}

/** Pull to refresh reloads the summary too: a bet placed meanwhile is in its totals. */
export const RefreshUpdatesSummary: Story = {
  beforeEach: seedRecords,
  play: async ({ canvas, canvasElement }) => {
    await canvas.findAllByTestId('record')
    await waitFor(() => expect(canvas.getByTestId('summary-staked')).toHaveTextContent('90.00 USD'))
    const server = storyMirage()
    const demo = server.schema.findBy('user', { username: 'demo' })!
    const future = roundAt(2, Date.now() + 86_400_000).seqno
    server.schema.create('bet', {
      userId: demo.id!,
      roomId: 16,
      gametype: 2,
      seqno: future,
      ordersn: `${future}00004`,
      option: 1,
      rate: 1.98,
      cents: 1234,
      status: 'open',
      awardCents: 0,
      createdAt: Date.now(),
    })
    await pullDown(canvasElement)
    await waitFor(() => expect(canvas.getByTestId('summary-staked')).toHaveTextContent('102.34 USD'))
    await expect(canvas.getByTestId('summary-awaiting')).toHaveTextContent('Awaiting draw: 2 (32.34 USD staked), not counted in net.')
    await expect(canvas.getAllByTestId('record')).toHaveLength(4)
  },
}

/**
 * The summary's answer held until `arrive()`: `rows` (or a refusal) for the summary's pages of 100; the list's
 * own requests are answered at once, with no records.
 */
function holdSummary(answer: 'records' | 'empty' | 'failed') {
  let arrive = () => {}
  const arrived = new Promise<void>((resolve) => (arrive = resolve))
  storyMirage().post('/api/Game/getGamelog2', async (_schema, request) => {
    const { limit } = JSON.parse(request.requestBody) as { limit?: number }
    if (limit !== 100) return ok({ data: [] })
    await arrived
    if (answer === 'failed') return fail(1004)
    if (answer === 'empty') return ok({ data: [] })
    // Won, lost and awaiting records over two days: totals, the awaiting note, a chart of two days.
    return ok({
      data: [
        { ...wireRecord(3), isaward: -1, createtime: '2026-01-15 10:00:00' },
        { ...wireRecord(2), isaward: 1, award: '39.60', createtime: '2026-01-15 09:00:00' },
        { ...wireRecord(1), isaward: 0, createtime: '2026-01-14 09:00:00' },
      ],
    })
  })
  return () => arrive()
}

/** The tabs stay where they are when the summary above them arrives (a tap aimed at one must not land on the summary). */
const tabsStay = (answer: 'records' | 'empty' | 'failed', status: 'ready' | 'error'): Story => {
  let arrive = () => {}
  return {
    decorators: [
      (Story) => (
        <div style={{ width: 390 }}>
          <Story />
        </div>
      ),
    ],
    beforeEach: () => void (arrive = holdSummary(answer)),
    play: async ({ canvas }) => {
      const summary = await canvas.findByTestId('summary')
      await expect(summary).toHaveAttribute('data-status', 'loading')
      await expect(canvas.getByTestId('summary-loading')).toHaveAttribute('aria-busy', 'true')
      const tabs = canvas.getByRole('tablist')
      const before = tabs.getBoundingClientRect().top
      arrive()
      await waitFor(() => expect(summary).toHaveAttribute('data-status', status))
      if (answer === 'records') await expect(canvas.getByTestId('summary-awaiting')).toBeVisible()
      await expect(tabs.getBoundingClientRect().top).toBe(before)
    },
  }
}

export const TabsStayWhenSummaryArrives = tabsStay('records', 'ready')
export const TabsStayWhenSummaryIsEmpty = tabsStay('empty', 'ready')
export const TabsStayWhenSummaryFails = tabsStay('failed', 'error')
