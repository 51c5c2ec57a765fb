import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { fail } from '../../../mocks/lib/envelope'
import { roundAt } from '../../../mocks/simulation/rounds'
import { BetlistScreen } from './betlist-screen'
import { storyMirage } from './story-mirage'

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
  server.schema.create('bet', { ...base, roomId: 4, gametype: 4, seqno: '202601150200', ordersn: '20260115020000001', option: 0, cents: 5000, status: 'won', awardCents: 9900, createdAt: now - 30_000 })
  server.schema.create('bet', { ...base, roomId: 1, gametype: 1, seqno: '202601150199', ordersn: '20260115019900002', option: 1, cents: 2000, status: 'lost', awardCents: 0 })
  server.schema.create('bet', { ...base, roomId: 16, gametype: 2, seqno: future, ordersn: `${future}00003`, option: 2, cents: 2000, status: 'open', awardCents: 0, createdAt: now })
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
    await expect(await canvas.findByTestId('empty')).toHaveTextContent('You have not placed any bets yet.')
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
