import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { MockResponse as Response } from '../../../mocks/lib/mock-response'
import { storyPathname } from '../../../.storybook/decorators/router'
import type { MockServer } from '../../../mocks/models'
import { FinanceScreen } from './finance-screen'
import { ProductDetailScreen } from './product-detail-screen'
import { ProductOrderScreen } from './product-order-screen'
import { ProductRuleScreen } from './product-rule-screen'
import { TransferInScreen } from './transfer-in-screen'

/** The story's Mirage server (the story decorator publishes it as window.server). */
const mirage = () => (globalThis as unknown as { server: MockServer }).server
const DAY = 86_400_000

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
    mirage().post('/api/Game/getMinerList', () => new Response(404, {}, { code: 404 }))
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
    mirage().post('/api/Game/getMinerList', () => new Response(500, {}, 'Internal Server Error'))
  },
  play: async ({ canvas }) => {
    const error = await canvas.findByTestId('load-error')
    await expect(error).toHaveTextContent('The server is not responding, please try again later')
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
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('detail-days')).toHaveTextContent('15 days')
    await expect(canvas.getByTestId('detail-annual')).toHaveTextContent('54.75%')
    await expect(canvas.getByTestId('projection-note')).toHaveTextContent('A projection')
    const chart = await canvas.findByTestId('projection-chart', {}, { timeout: 5000 })
    await waitFor(() => expect(chart.querySelector('canvas')).not.toBeNull())
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
    await userEvent.click(canvas.getByTestId('transfer-submit'))
    await expect(canvas.getByTestId('amount-problem')).toHaveTextContent('Please enter an amount')
    await userEvent.type(canvasElement.querySelector('input[name="amount"]')!, '50')
    await userEvent.click(canvas.getByTestId('transfer-submit'))
    await expect(canvas.getByTestId('amount-problem')).toHaveTextContent('The minimum transfer is 100,000.00 USD')
    await userEvent.click(canvas.getByTestId('all-in'))
    await expect(canvasElement.querySelector('input[name="amount"]')).toHaveValue('10000.00')
  },
}

export const TransferSubmitting: Story = {
  render: () => <TransferInScreen tier={1} />,
  parameters: { route: '/producttransferin?tier=1', session: 'authenticated', mirage: { scenario: 'vip' } },
  beforeEach: () => {
    mirage().timing = 3000
  },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvas.getByTestId('mining-balance')).toHaveTextContent('2,000,000.00 USD'))
    await userEvent.type(canvasElement.querySelector('input[name="amount"]')!, '100000')
    await expect(canvas.getByTestId('transfer-tier')).toHaveTextContent('Plan 1')
    await userEvent.click(canvas.getByTestId('transfer-submit'))
    await waitFor(() => expect(canvas.getByTestId('transfer-submit')).toBeDisabled())
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
    const server = mirage()
    const demo = server.schema.findBy('user', { username: 'demo' })!
    server.schema.create('minerOrder', { userId: demo.id!, tier: 2, cents: 30_000_000, ratePpm: 3_000, days: 30, createdAt: Date.now() - 4 * DAY - 1000, status: 'running' })
  },
  play: async ({ canvas }) => {
    const order = await canvas.findByTestId('order')
    await expect(within(order).getByTestId('order-money')).toHaveTextContent('300,000.00 USD')
    await expect(within(order).getByTestId('order-income')).toHaveTextContent('3,600.00 USD') // 300,000 × 0.3 % × 4 days
    await expect(within(order).getByText('Running')).toBeVisible()
  },
}

export const OrdersLoading: Story = {
  render: () => <ProductOrderScreen />,
  parameters: { route: '/productorder', session: 'authenticated' },
  beforeEach: () => {
    mirage().timing = 60_000
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('loading')).toBeVisible()
  },
}

export const OrdersNotAvailable: Story = {
  render: () => <ProductOrderScreen />,
  parameters: { route: '/productorder', session: 'authenticated' },
  beforeEach: () => {
    mirage().post('/api/Game/getMinerOrders', () => new Response(404, {}, { code: 404 }))
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
    mirage().post('/api/Game/minerTransferIn', () => new Response(404, {}, { code: 404 }))
  },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvas.getByTestId('mining-balance')).toHaveTextContent('2,000,000.00 USD'))
    await userEvent.type(canvasElement.querySelector('input[name="amount"]')!, '100000')
    await userEvent.click(canvas.getByTestId('transfer-submit'))
    await expect(await canvas.findByTestId('not-available')).toHaveTextContent('Mining transfers are not available on this server.')
    await expect(canvas.queryByTestId('transfer-submit')).toBeNull()
  },
}

/** getMinerOrders failed (HTTP 500): the reason and a retry, which loads the orders. */
export const OrdersLoadFailed: Story = {
  render: () => <ProductOrderScreen />,
  parameters: { route: '/productorder', session: 'authenticated' },
  beforeEach: () => {
    mirage().post('/api/Game/getMinerOrders', () => new Response(500, {}, 'Internal Server Error'))
  },
  play: async ({ canvas }) => {
    const error = await canvas.findByTestId('load-error')
    await expect(error).toHaveTextContent('The server is not responding, please try again later')
    await expect(canvas.getByTestId('mining-balance')).toHaveTextContent('10,000.00 USD')
    mirage().post('/api/Game/getMinerOrders', () => ({ code: 1, data: [], info: 'ok' }))
    await userEvent.click(within(error).getByRole('button', { name: 'Try again' }))
    await expect(await canvas.findByTestId('empty')).toHaveTextContent('You have no mining orders yet.')
    await expect(canvas.queryByTestId('load-error')).toBeNull()
  },
}
