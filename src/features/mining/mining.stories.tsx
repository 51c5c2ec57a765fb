import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { MockResponse as Response } from '../../../mocks/lib/mock-response'
import { ok } from '../../../mocks/lib/envelope'
import { storyMirage } from '../../../.storybook/story-mirage'
import { storyPathname } from '../../../.storybook/decorators/router'
import { settled } from '../../../.storybook/settled'
import { PRODUCT_TIERS } from '../../lib/mining'
import { FinanceScreen } from './finance-screen'
import { ProductDetailScreen } from './product-detail-screen'
import { ProductOrderScreen } from './product-order-screen'
import { ProductRuleScreen } from './product-rule-screen'
import ProjectionChart from './projection-chart'
import { TransferInScreen } from './transfer-in-screen'

const DAY = 86_400_000

/** The question a valid transfer asks before it is sent: a modal dialog, settled for taps. */
async function transferQuestion() {
  const dialog = await screen.findByRole('alertdialog', { name: 'Confirm the transfer' })
  await waitFor(() => expect(dialog.matches(':modal')).toBe(true))
  return settled(dialog)
}

const meta = { title: 'mining/Screens', parameters: { route: '/finance' } } satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

export const Tiers: Story = {
  render: () => <FinanceScreen />,
  play: async ({ canvas }) => {
    const cards = canvas.getAllByRole('link', { name: /^Plan \d/ })
    await expect(cards).toHaveLength(4)
    await expect(cards[3]).toHaveTextContent('+78%')
    await expect(cards[0]).toHaveTextContent('100,000.00 USD')
    await userEvent.click(canvas.getByTestId('to-rules'))
    await waitFor(() => expect(storyPathname()).toBe('/productrule'))
  },
}

export const TiersWithoutBackendList: Story = {
  render: () => <FinanceScreen />,
  beforeEach: () => {
    storyMirage().post('/api/Game/getMinerList', () => new Response(404, {}, { code: 404 }))
  },
  play: async ({ canvas }) => {
    await new Promise((r) => setTimeout(r, 100))
    await expect(canvas.getAllByRole('link', { name: /^Plan \d/ })).toHaveLength(4)
    await expect(canvas.getByTestId('tier-2')).toHaveTextContent('+9%')
  },
}

/** getMinerList failed (HTTP 500): the standard plans show under the reason and a retry. */
export const TiersLoadFailed: Story = {
  render: () => <FinanceScreen />,
  beforeEach: () => {
    storyMirage().post('/api/Game/getMinerList', () => new Response(500, {}, 'Internal Server Error'))
  },
  play: async ({ canvas }) => {
    const error = await canvas.findByTestId('load-error')
    await expect(error).toHaveTextContent('The server could not handle the request, please try again later')
    await expect(within(error).getByRole('button', { name: 'Try again' })).toBeVisible()
    await expect(canvas.getAllByRole('link', { name: /^Plan \d/ })).toHaveLength(4)
  },
}

export const Rules: Story = {
  render: () => <ProductRuleScreen />,
  parameters: { route: '/productrule' },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('rule-1')).toHaveTextContent('100,000.00 USD to 300,000.00 USD: 0.15% per day for 15 days')
    await expect(canvas.getByTestId('rule-4')).toHaveTextContent('1,500,000.00 USD and above: 1.3% per day for 60 days')
    await expect(canvas.getByTestId('rules')).toHaveTextContent('smart contract')
  },
}

export const Detail: Story = {
  render: () => <ProductDetailScreen tier={1} />,
  parameters: { route: '/productdetail?tier=1' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByTestId('detail-days')).toHaveTextContent('15 days')
    await expect(canvas.getByTestId('detail-annual')).toHaveTextContent('54.75%')
    await expect(canvas.getByTestId('projection-note')).toHaveTextContent('A projection')
    const chart = await canvas.findByRole('img', { name: 'Projected cumulative yield (%) by day' })
    await expect(chart).toHaveAttribute('data-testid', 'projection-chart')
    await expect(chart.querySelector('svg')).toBeVisible()
    // The top tick is the period's gain (15 days × 0.15 %).
    await expect(within(chart).getAllByTestId('projection-y').at(-1)).toHaveTextContent('2.25%')
    await expect(chart.getBoundingClientRect().right).toBeLessThanOrEqual(canvasElement.getBoundingClientRect().right)
  },
}

/** The chart's box on a 320 px phone (page and card padding taken off), its text at 24 px as 200 % text makes it. */
const NARROW = 264
const rectOf = (el: Element) => el.getBoundingClientRect()

export const ChartNarrowLargeText: Story = {
  render: () => (
    <div className="chart-big-text" style={{ width: NARROW }}>
      <style>{'.chart-big-text .projection-chart { font-size: 24px; }'}</style>
      <ProjectionChart tier={PRODUCT_TIERS[3]!} label="Projected cumulative yield (%) by day" dayTitle="Ngày" locale="vi" />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const chart = canvas.getByRole('img', { name: 'Projected cumulative yield (%) by day' })
    const box = rectOf(canvasElement.querySelector('.chart-big-text')!)
    const ys = within(chart).getAllByTestId('projection-y')
    const xs = within(chart).getAllByTestId('projection-x')
    await expect(ys.map((t) => t.textContent)).toEqual(['0%', '26%', '52%', '78%'])
    await expect(xs.map((t) => t.textContent)).toEqual(['0', '20', '40', '60'])
    // Every label inside the box, the plot still wider than half of it, x labels side by side without overlap.
    for (const label of [...ys, ...xs]) {
      await expect(rectOf(label).left).toBeGreaterThanOrEqual(box.left)
      await expect(rectOf(label).right).toBeLessThanOrEqual(box.right)
    }
    await expect(rectOf(chart.querySelector('svg')!).width).toBeGreaterThan(NARROW / 2)
    for (let i = 1; i < xs.length; i++) await expect(rectOf(xs[i]!).left).toBeGreaterThan(rectOf(xs[i - 1]!).right)
    // Each y label centred on its grid line: the top one on the top of the plot.
    const plot = rectOf(chart.querySelector('svg')!)
    const top = rectOf(ys.at(-1)!)
    await expect(Math.abs((top.top + top.bottom) / 2 - plot.top)).toBeLessThan(1)
  },
}

export const DetailUnknownPlan: Story = {
  render: () => <ProductDetailScreen tier={9} />,
  parameters: { route: '/productdetail?tier=9' },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('empty')).toHaveTextContent('This plan does not exist.')
  },
}

export const TransferGuest: Story = {
  render: () => <TransferInScreen />,
  parameters: { route: '/producttransferin' },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('empty')).toHaveTextContent('Log in to transfer into mining.')
  },
}

export const TransferValidation: Story = {
  render: () => <TransferInScreen tier={1} />,
  parameters: { route: '/producttransferin?tier=1', session: 'authenticated' },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvas.getByTestId('mining-balance')).toHaveTextContent('10,000.00 USD'))
    await waitFor(() => expect(canvas.getByTestId('transfer-range')).toHaveTextContent('From 100,000.00 USD to 1,500,000.00 USD'))
    await userEvent.click(canvas.getByTestId('transfer-submit'))
    await expect(canvas.getByTestId('amount-problem')).toHaveTextContent('Please enter an amount')
    await userEvent.type(canvasElement.querySelector('input[name="amount"]')!, '50')
    await userEvent.click(canvas.getByTestId('transfer-submit'))
    await expect(canvas.getByTestId('amount-problem')).toHaveTextContent('The minimum transfer is 100,000.00 USD')
    await userEvent.click(canvas.getByTestId('all-in'))
    await expect(canvasElement.querySelector('input[name="amount"]')).toHaveValue('10000.00')
  },
}

/** The backend's tiers set the range: tier 1 at 1,000-5,000 USD; a refused amount takes focus with its message. */
export const TransferBackendRange: Story = {
  render: () => <TransferInScreen />,
  parameters: { route: '/producttransferin', session: 'authenticated' },
  beforeEach: () => {
    storyMirage().post('/api/Game/getMinerList', () => ok([{ tier: 1, min: '1000', max: '5000', rate: 0.5, days: 10 }]))
  },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvas.getByTestId('transfer-range')).toHaveTextContent('From 1,000.00 USD to 5,000.00 USD'))
    const amount = canvasElement.querySelector<HTMLInputElement>('input[name="amount"]')!
    await expect(canvas.getByRole('textbox', { name: 'Amount (USD)' })).toBe(amount)
    await userEvent.type(amount, '6000')
    await userEvent.click(canvas.getByTestId('transfer-submit'))
    await expect(canvas.getByTestId('amount-problem')).toHaveTextContent('The maximum transfer is 5,000.00 USD')
    await waitFor(() => expect(amount).toHaveFocus())
  },
}

/** A backend whose top tier is open upwards from above 1,500,000: only where the range starts is said. */
export const TransferNoMaximum: Story = {
  render: () => <TransferInScreen />,
  parameters: { route: '/producttransferin', session: 'authenticated' },
  beforeEach: () => {
    storyMirage().post('/api/Game/getMinerList', () => ok([{ tier: 1, min: '1600000', rate: 1.3, days: 60 }]))
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByTestId('transfer-range')).toHaveTextContent('From 1,600,000.00 USD'))
  },
}

/** getMinerList not answered yet: the range is not known, so it says it loads; no plan is named and nothing can be sent. */
export const TransferRangeLoading: Story = {
  render: () => <TransferInScreen tier={1} />,
  parameters: { route: '/producttransferin?tier=1', session: 'authenticated' },
  beforeEach: () => {
    storyMirage().post('/api/Game/getMinerList', () => new Promise(() => {}))
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByTestId('mining-balance')).toHaveTextContent('10,000.00 USD'))
    await expect(canvas.getByTestId('transfer-range')).toHaveTextContent('Loading the allowed range…')
    await expect(canvas.queryByTestId('transfer-tier')).toBeNull()
    await expect(canvas.getByTestId('transfer-submit')).toBeDisabled()
  },
}

/** getMinerList failed: the range is not known; the form says why, with a retry, and sends nothing meanwhile. */
export const TransferRangeFailed: Story = {
  render: () => <TransferInScreen />,
  parameters: { route: '/producttransferin', session: 'authenticated' },
  beforeEach: () => {
    storyMirage().post('/api/Game/getMinerList', () => new Response(500, {}, 'Internal Server Error'))
  },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByTestId('tiers-load-error')).toHaveTextContent('Transfers wait until the server’s plans are loaded.'),
    )
    await expect(canvas.getByTestId('transfer-range')).toHaveTextContent('The allowed range could not be loaded.')
    await expect(canvas.getByTestId('transfer-submit')).toBeDisabled()
  },
}

export const TransferSubmitting: Story = {
  render: () => <TransferInScreen tier={1} />,
  parameters: { route: '/producttransferin?tier=1', session: 'authenticated', mirage: { scenario: 'vip' } },
  beforeEach: () => {
    storyMirage().timing = 3000
  },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvas.getByTestId('mining-balance')).toHaveTextContent('2,000,000.00 USD'))
    await waitFor(() => expect(canvas.getByTestId('transfer-range')).toHaveTextContent(/^From /), { timeout: 5000 })
    await userEvent.type(canvasElement.querySelector('input[name="amount"]')!, '100000')
    await expect(canvas.getByTestId('transfer-tier')).toHaveTextContent('Plan 1')
    await userEvent.click(canvas.getByTestId('transfer-submit'))
    await userEvent.click(within(await transferQuestion()).getByRole('button', { name: 'Transfer in' }))
    await waitFor(() => expect(canvas.getByTestId('transfer-submit')).toBeDisabled())
    // The answer (3 s): the form stays locked until the orders replace it. The story ends with nothing in flight,
    // so no answer reaches a session the next story has already stopped.
    await waitFor(() => expect(storyPathname()).toBe('/productorder'), { timeout: 8000 })
    await expect(canvas.getByTestId('transfer-submit')).toBeDisabled()
  },
}

/**
 * A valid amount asks first: the amount, the plan with its rate and period, and what becomes of the money.
 * Nothing is sent until Transfer in is tapped in the dialog; Cancel leaves the form as typed.
 */
export const TransferConfirm: Story = {
  render: () => <TransferInScreen tier={2} />,
  parameters: { route: '/producttransferin?tier=2', session: 'authenticated', mirage: { scenario: 'vip' } },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvas.getByTestId('mining-balance')).toHaveTextContent('2,000,000.00 USD'))
    await waitFor(() => expect(canvas.getByTestId('transfer-range')).toHaveTextContent(/^From /))
    await userEvent.type(canvasElement.querySelector('input[name="amount"]')!, '300000')
    await userEvent.click(canvas.getByTestId('transfer-submit'))
    const dialog = await transferQuestion()
    await expect(dialog).toHaveTextContent(
      'Transfer 300,000.00 USD into plan 2? The amount leaves your balance now and earns 0.3% a day for 30 days; then the principal and the income return to your balance.',
    )
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible()
    await expect(within(dialog).getByRole('button', { name: 'Transfer in' })).toBeVisible()
  },
}

/** Cancel: the dialog goes, nothing is sent, the amount stays as typed. */
export const TransferConfirmCancelled: Story = {
  ...TransferConfirm,
  play: async (context) => {
    await TransferConfirm.play!(context)
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    await expect(context.canvasElement.querySelector('input[name="amount"]')).toHaveValue('300000')
    await expect(context.canvas.getByTestId('mining-balance')).toHaveTextContent('2,000,000.00 USD')
    await expect(context.canvas.getByTestId('transfer-submit')).toBeEnabled()
  },
}

export const OrdersGuest: Story = {
  render: () => <ProductOrderScreen />,
  parameters: { route: '/productorder' },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('empty')).toHaveTextContent('Log in to see your mining orders.')
  },
}

export const OrdersEmpty: Story = {
  render: () => <ProductOrderScreen />,
  parameters: { route: '/productorder', session: 'authenticated' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('empty')).toHaveTextContent('You have no mining orders yet.')
    await expect(canvas.getByTestId('mining-balance')).toHaveTextContent('10,000.00 USD')
  },
}

export const OrdersListed: Story = {
  render: () => <ProductOrderScreen />,
  parameters: { route: '/productorder', session: 'authenticated' },
  beforeEach: () => {
    const server = storyMirage()
    const demo = server.schema.findBy('user', { username: 'demo' })!
    server.schema.create('minerOrder', {
      userId: demo.id!,
      tier: 2,
      cents: 30_000_000,
      ratePpm: 3_000,
      days: 30,
      createdAt: Date.now() - 4 * DAY - 1000,
      status: 'running',
    })
    server.schema.create('minerOrder', {
      userId: demo.id!,
      tier: 1,
      cents: 10_000_000,
      ratePpm: 1_500,
      days: 15,
      createdAt: Date.now() - 20 * DAY,
      status: 'running',
    })
  },
  play: async ({ canvas }) => {
    const cards = await canvas.findAllByTestId('order')
    // the list's gap alone between two cards
    await expect(Math.round(cards[1]!.getBoundingClientRect().top - cards[0]!.getBoundingClientRect().bottom)).toBe(12)
    const order = cards.find((card) => within(card).getByTestId('order-money').textContent === '300,000.00 USD')!
    await expect(within(order).getByTestId('order-money')).toHaveTextContent('300,000.00 USD')
    await expect(within(order).getByTestId('order-income')).toHaveTextContent('3,600.00 USD') // 300,000 × 0.3 % × 4 days
    await expect(within(order).getByText('Running')).toBeVisible()
    await expect(canvas.getByTestId('server-clock-note')).toHaveTextContent('Days and times are server time (UTC+8).')
  },
}

/** A server that leaves out an order's plan, income and status: those are not shown, nothing is made up. */
export const OrderWithUnknowns: Story = {
  render: () => <ProductOrderScreen />,
  parameters: { route: '/productorder', session: 'authenticated' },
  beforeEach: () => {
    storyMirage().post('/api/Game/getMinerOrders', () => ok([{ id: 7, money: '100000.00', createtime: '2026-01-08 10:00:00' }]))
  },
  play: async ({ canvas }) => {
    const order = await canvas.findByTestId('order')
    await expect(order).toHaveTextContent('Mining order')
    await expect(within(order).getByTestId('order-money')).toHaveTextContent('100,000.00 USD')
    await expect(within(order).queryByTestId('order-income')).toBeNull()
    await expect(order).not.toHaveTextContent(/Plan|Running|Matured/)
    // the backend's time on its own clock (UTC+8), whatever the browser's zone
    await expect(order.querySelector('time')).toHaveTextContent('1/8/26, 10:00 AM')
  },
}

export const OrdersLoading: Story = {
  render: () => <ProductOrderScreen />,
  parameters: { route: '/productorder', session: 'authenticated' },
  beforeEach: () => {
    storyMirage().timing = 60_000
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('loading')).toBeVisible()
  },
}

export const OrdersNotAvailable: Story = {
  render: () => <ProductOrderScreen />,
  parameters: { route: '/productorder', session: 'authenticated' },
  beforeEach: () => {
    storyMirage().post('/api/Game/getMinerOrders', () => new Response(404, {}, { code: 404 }))
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('not-available')).toHaveTextContent('Mining orders are not available on this server.')
  },
}

/** A backend without minerTransferIn (404): the form gives way to a plain "not available". */
export const TransferNotAvailable: Story = {
  render: () => <TransferInScreen tier={1} />,
  parameters: { route: '/producttransferin?tier=1', session: 'authenticated', mirage: { scenario: 'vip' } },
  beforeEach: () => {
    storyMirage().post('/api/Game/minerTransferIn', () => new Response(404, {}, { code: 404 }))
  },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvas.getByTestId('mining-balance')).toHaveTextContent('2,000,000.00 USD'))
    await waitFor(() => expect(canvas.getByTestId('transfer-range')).toHaveTextContent(/^From /))
    await userEvent.type(canvasElement.querySelector('input[name="amount"]')!, '100000')
    await userEvent.click(canvas.getByTestId('transfer-submit'))
    await userEvent.click(within(await transferQuestion()).getByRole('button', { name: 'Transfer in' }))
    await expect(await canvas.findByTestId('not-available')).toHaveTextContent('Mining transfers are not available on this server.')
    await expect(canvas.queryByTestId('transfer-submit')).toBeNull()
  },
}

/** getMinerOrders failed (HTTP 500): the reason and a retry, which loads the orders. */
export const OrdersLoadFailed: Story = {
  render: () => <ProductOrderScreen />,
  parameters: { route: '/productorder', session: 'authenticated' },
  beforeEach: () => {
    storyMirage().post('/api/Game/getMinerOrders', () => new Response(500, {}, 'Internal Server Error'))
  },
  play: async ({ canvas }) => {
    const error = await canvas.findByTestId('load-error')
    await expect(error).toHaveTextContent('The server could not handle the request, please try again later')
    await expect(canvas.getByTestId('mining-balance')).toHaveTextContent('10,000.00 USD')
    storyMirage().post('/api/Game/getMinerOrders', () => ({ code: 1, data: [], info: 'ok' }))
    await userEvent.click(within(error).getByRole('button', { name: 'Try again' }))
    await expect(await canvas.findByTestId('empty')).toHaveTextContent('You have no mining orders yet.')
    await expect(canvas.queryByTestId('load-error')).toBeNull()
  },
}
