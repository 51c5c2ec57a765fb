import type { Decorator, Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { storyServices } from '../../../.storybook/decorators/app'
import { storyMirage } from '../../../.storybook/story-mirage'
import { MockResponse as Response } from '../../../mocks/lib/mock-response'
import { AppProvider } from '../../app/app-context'
import type { PriceFeed, PriceFeedSnapshot } from '../../../machines/price-feed.source'
import { createPriceFeed } from '../../../machines/price-feed.source'
import { demoPriceFeedOptions } from '../../../mocks/price-feed-sim'
import { TrendScreen } from './trend-screen'
import { atWidth } from '../../../.storybook/decorators/frame'

/** A feed frozen in one state. */
const fixedFeed = (snapshot: PriceFeedSnapshot, demo = false): PriceFeed => ({
  demo,
  getSnapshot: () => snapshot,
  subscribe: () => () => undefined,
})

const withFeed =
  (feed: () => PriceFeed | undefined): Decorator =>
  (Story, context) => (
    <AppProvider value={{ ...storyServices(context), priceFeed: feed() }}>
      <Story />
    </AppProvider>
  )

const PRICES: PriceFeedSnapshot['prices'] = {
  BTC: { last: 66_012.5, sodUtc8: 64_000, ts: 1 },
  USDT: { last: 1.0002, sodUtc8: 1.0001, ts: 1 },
  ETH: { last: 3_010.2, sodUtc8: 3_200, ts: 1 },
  BNB: { last: 580, sodUtc8: 580, ts: 1 },
  SOL: { last: 151.33, sodUtc8: 149.1, ts: 1 },
  USDC: { last: 0.9999, sodUtc8: 1, ts: 1 },
  DOGE: { last: 0.15432, sodUtc8: 0.16, ts: 1 },
  TRX: { last: 0.1212, sodUtc8: 0.12, ts: 1 },
}

const meta = {
  component: TrendScreen,
  parameters: { route: '/lotteryprize' },
} satisfies Meta<typeof TrendScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Connecting: Story = {
  decorators: [withFeed(() => fixedFeed({ status: 'connecting', prices: {} }))],
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('price-connecting')).toHaveTextContent('Connecting to live prices…')
    await expect(canvas.getAllByTestId('price-last').map((c) => c.textContent)).toEqual(Array(8).fill('—'))
    await expect(canvas.getByTestId('winlost-guest')).toBeVisible()
  },
}

export const Live: Story = {
  decorators: [withFeed(() => fixedFeed({ status: 'live', prices: PRICES }))],
  play: async ({ canvas }) => {
    await expect(canvas.queryByTestId('price-connecting')).toBeNull()
    const btc = within(canvas.getByTestId('price-BTC'))
    await expect(btc.getByTestId('price-last')).toHaveTextContent('66,012.5')
    await expect(btc.getByText('+3.14%')).toHaveClass('price-up')
    await expect(within(canvas.getByTestId('price-ETH')).getByText('-5.93%')).toHaveClass('price-down')
    await expect(canvas.getByTestId('price-BNB')).toHaveAttribute('data-direction', 'flat')
  },
}

/** 150 % browser zoom on a 360 px phone (a 240 px page): the table keeps its columns and scrolls sideways; no ticker or price breaks. */
export const LiveZoomed: Story = {
  decorators: [withFeed(() => fixedFeed({ status: 'live', prices: PRICES })), atWidth(240)],
  play: async ({ canvas }) => {
    const lines = (el: Range) => new Set([...el.getClientRects()].map((r) => Math.round(r.top))).size
    for (const coin of ['BTC', 'USDT', 'DOGE']) {
      const row = canvas.getByTestId(`price-${coin}`)
      await expect(lines(textBox(row.querySelector('th')!))).toBe(1)
      await expect(lines(textBox(within(row).getByTestId('price-last')))).toBe(1)
    }
    const scroller = canvas.getByTestId('price-list').querySelector('.price-table-scroll')!
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth)
  },
}

export const Stale: Story = {
  decorators: [withFeed(() => fixedFeed({ status: 'stale', prices: PRICES }))],
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('price-stale')).toHaveTextContent('Connection lost: prices may be out of date. Reconnecting…')
    await expect(within(canvas.getByTestId('price-TRX')).getByTestId('price-last')).toHaveTextContent('0.1212')
  },
}

/** No price yet and a connection failed: it says so while it retries, rather than "Connecting…" for ever. */
export const Unavailable: Story = {
  decorators: [withFeed(() => fixedFeed({ status: 'unavailable', prices: {} }))],
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('price-unavailable')).toHaveTextContent('Live prices are unavailable right now. Retrying…')
    await expect(canvas.queryByTestId('price-connecting')).toBeNull()
    await expect(canvas.getAllByTestId('price-last').map((c) => c.textContent)).toEqual(Array(8).fill('—'))
  },
}

export const NoFeed: Story = {
  decorators: [withFeed(() => undefined)],
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('load-error')).toHaveTextContent('Live prices are not available.')
  },
}

/** The demo: the app's own feed machine over the simulated exchange, and the user's totals. */
export const DemoLoggedIn: Story = {
  parameters: { session: 'authenticated' },
  decorators: [withFeed(() => createPriceFeed(demoPriceFeedOptions()))],
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('winlost')).toHaveTextContent('0.00')
    // today and yesterday are the backend's days
    await expect(canvas.getByTestId('server-clock-note')).toHaveTextContent('Days and times are server time (UTC+8).')
    await expect(canvas.getByTestId('price-demo')).toHaveTextContent('Simulated (demo)')
    await waitFor(() => expect(canvas.getByTestId('price-list')).toHaveAttribute('data-status', 'live'))
    // One push per instrument, one redraw per 3 s at most: all eight by the next redraw.
    await waitFor(() => expect(canvas.getAllByTestId('price-last').filter((c) => /\d/.test(c.textContent ?? ''))).toHaveLength(8))
  },
}

/** Logged in, todayWinLost still on its way: the totals card loads while prices show. */
export const TotalsLoading: Story = {
  parameters: { session: 'authenticated' },
  decorators: [withFeed(() => fixedFeed({ status: 'live', prices: PRICES }))],
  beforeEach: () => {
    storyMirage().timing = 60_000
  },
  play: async ({ canvas }) => {
    // the card itself, its figures grey shapes of their size: nothing below moves when they come
    const card = canvas.getByTestId('winlost-loading')
    await expect(card).toBeVisible()
    await expect(card).toHaveAttribute('aria-busy', 'true')
    await expect(card).toHaveTextContent('Loading…')
    await expect(canvas.queryByTestId('winlost')).toBeNull()
    await expect(within(canvas.getByTestId('price-BTC')).getByTestId('price-last')).toHaveTextContent('66,012.5')
  },
}

/** Logged in, todayWinLost failed: the reason and a retry, which shows the totals. */
export const TotalsError: Story = {
  parameters: { session: 'authenticated' },
  decorators: [withFeed(() => fixedFeed({ status: 'live', prices: PRICES }))],
  beforeEach: () => {
    storyMirage().post('/api/Game/todayWinLost', () => new Response(500, {}, 'Internal Server Error'))
  },
  play: async ({ canvas, userEvent }) => {
    const error = await canvas.findByTestId('load-error')
    await expect(error).toHaveTextContent('The server could not handle the request, please try again later')
    storyMirage().post('/api/Game/todayWinLost', () => ({
      code: 1,
      data: { yeswin: '12.50', yestotal: '40.00', todaywin: '0', todaytotal: '20.00' },
      info: 'ok',
    }))
    await userEvent.click(within(error).getByRole('button', { name: 'Try again' }))
    await expect(await canvas.findByTestId('yeswin')).toHaveTextContent('12.50')
    await expect(canvas.getByTestId('todaytotal')).toHaveTextContent('20.00')
    await expect(canvas.queryByTestId('load-error')).toBeNull()
  },
}

/** A range over an element's text: its client rects are the text's line boxes. */
function textBox(el: Element): Range {
  const range = document.createRange()
  range.selectNodeContents(el)
  return range
}
