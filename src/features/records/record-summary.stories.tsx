import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { serverTime } from '../../../mocks/lib/server-time'
import { ApiError } from '../../api/errors'
import type { BetRecord } from '../../api/types'
import type { Cents } from '../../lib/money'
import type { Period } from '../../lib/record-summary'
import { RecordSummary } from './record-summary'
import type { SummaryRecordsState } from './use-bet-records'
import './records.css'

const retry = fn()

/** The summary as the screen shows it, with the period choice working. */
function Summary({ records }: { records: SummaryRecordsState }) {
  const [period, setPeriod] = useState<Period>('all')
  return (
    <div style={{ padding: 12 }}>
      <RecordSummary records={records} period={period} onPeriod={setPeriod} onRetry={retry} />
    </div>
  )
}

const meta = {
  component: Summary,
  beforeEach: () => retry.mockClear(),
} satisfies Meta<typeof Summary>

export default meta
type Story = StoryObj<typeof meta>

const DAY = 86_400_000
let n = 0
/** A record placed `daysAgo` days before now; amounts in the wire's text. */
function record(daysAgo: number, money: string, isaward: -1 | 0 | 1, award = '0.00'): BetRecord {
  n++
  const cents = (x: string) => Math.round(Number(x) * 100) as Cents
  return {
    id: n,
    seqno: `2026011501${n}`,
    ordersn: `S${n}`,
    gametype: 1,
    valuecn: 'Big',
    money: cents(money),
    rate: 1.98,
    isaward,
    award: cents(award),
    createtime: serverTime(Date.now() - daysAgo * DAY - 60_000),
  }
}

const ready = (rows: BetRecord[]): SummaryRecordsState => ({ status: 'ready', rows, complete: true, error: null })

/** All time: staked 130.30, prizes 118.80, net of the settled +8.50; 20.00 awaiting. */
const typical = ready([
  record(0, '20.00', -1),
  record(0, '50.00', 1, '99.00'),
  record(0, '20.00', 0),
  record(1, '30.00', 0),
  record(3, '10.00', 1, '19.80'),
  record(12, '0.10', 0),
  record(12, '0.20', 0),
])
const allAwaiting = ready([record(0, '20.00', -1), record(0, '20.00', -1), record(1, '20.00', -1)])
const lossOnly = ready([record(0, '20.00', 0), record(2, '30.00', 0)])
const noData = ready([])
const failed: SummaryRecordsState = { status: 'error', rows: [], complete: false, error: new ApiError('network') }

const text = (canvas: HTMLElement, id: string) => within(canvas).getByTestId(id).textContent

export const Typical: Story = {
  args: { records: typical },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByRole('heading')).toHaveTextContent('Your record at a glance')
    await expect(text(canvasElement, 'summary-staked')).toBe('130.30 USD')
    await expect(text(canvasElement, 'summary-won')).toBe('118.80 USD')
    await expect(text(canvasElement, 'summary-net')).toBe('+8.50 USD')
    await expect(canvasElement.querySelector('[data-testid="summary-net"] .amount')).toHaveClass('summary-gain')
    await expect(text(canvasElement, 'summary-awaiting')).toBe('Awaiting draw: 1 (20.00 USD staked), not counted in net.')
    await expect(text(canvasElement, 'summary-scope')).toBe('Records read: 7 (all the server has).')
    const chart = canvas.getByRole('img')
    await expect(chart.getAttribute('aria-label')).toMatch(
      /^Net per day: .+ -0\.30 USD, .+ \+9\.80 USD, .+ -30\.00 USD, and .+ \+29.00 USD$/,
    )
    await expect(chart.querySelectorAll('rect')).toHaveLength(4)

    await userEvent.click(canvas.getByRole('button', { name: '7 days' }))
    await expect(canvas.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true')
    await expect(text(canvasElement, 'summary-staked')).toBe('130.00 USD')
    await expect(text(canvasElement, 'summary-net')).toBe('+8.80 USD')
    await expect(canvas.getByRole('img').querySelectorAll('rect')).toHaveLength(3)

    await userEvent.click(canvas.getByRole('button', { name: 'Today' }))
    await expect(text(canvasElement, 'summary-staked')).toBe('90.00 USD')
    await expect(text(canvasElement, 'summary-won')).toBe('99.00 USD')
    await expect(text(canvasElement, 'summary-net')).toBe('+29.00 USD')
  },
}

export const AllAwaiting: Story = {
  args: { records: allAwaiting },
  play: async ({ canvas, canvasElement }) => {
    await expect(text(canvasElement, 'summary-staked')).toBe('60.00 USD')
    await expect(text(canvasElement, 'summary-won')).toBe('0.00 USD')
    await expect(text(canvasElement, 'summary-net')).toBe('0.00 USD')
    await expect(text(canvasElement, 'summary-awaiting')).toBe('Awaiting draw: 3 (60.00 USD staked), not counted in net.')
    await expect(canvas.getByRole('img')).toHaveAttribute('aria-label', 'No settled bets in this period.')
  },
}

export const LossOnly: Story = {
  args: { records: lossOnly },
  play: async ({ canvas, canvasElement }) => {
    await expect(text(canvasElement, 'summary-net')).toBe('-50.00 USD')
    await expect(canvasElement.querySelector('[data-testid="summary-net"] .amount')).toHaveClass('summary-loss')
    await expect(canvas.queryByTestId('summary-awaiting')).toBeNull()
    const bars = [...canvas.getByRole('img').querySelectorAll('rect')]
    await expect(bars.map((b) => b.getAttribute('class'))).toEqual(['summary-loss', 'summary-loss'])
  },
}

export const NoData: Story = {
  args: { records: noData },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('summary-empty')).toHaveTextContent('No records in this period')
    await expect(canvas.queryByRole('img')).toBeNull()
  },
}

export const LoadFailed: Story = {
  args: { records: failed },
  play: async ({ canvas, userEvent }) => {
    const error = canvas.getByTestId('summary-error')
    await expect(error).toHaveTextContent('Network unavailable, please check your connection and try again')
    await userEvent.click(within(error).getByRole('button', { name: 'Try again' }))
    await expect(retry).toHaveBeenCalledOnce()
  },
}

export const Loading: Story = {
  args: { records: { status: 'loading', rows: [], complete: false, error: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('summary-loading')).toHaveAttribute('aria-busy', 'true')
  },
}

/** The same states in 简体中文, 繁體中文 and Tiếng Việt: titles, labels and number formats of the locale. */
const LOCALE_TEXTS = {
  'zh-CN': { title: '战绩一览', net: '净额', empty: '此时间段内暂无记录', typicalNet: '+8.50 USD', lossNet: '-50.00 USD' },
  'zh-TW': { title: '戰績一覽', net: '淨額', empty: '此時間段內暫無記錄', typicalNet: '+8.50 USD', lossNet: '-50.00 USD' },
  vi: {
    title: 'Tổng quan kết quả của bạn',
    net: 'Lãi/lỗ ròng',
    empty: 'Không có bản ghi trong khoảng thời gian này',
    typicalNet: '+8,50 USD',
    lossNet: '-50,00 USD',
  },
} as const
type Locale = keyof typeof LOCALE_TEXTS

const inLocale = (locale: Locale, records: SummaryRecordsState, check: (canvas: HTMLElement) => Promise<void>): Story => ({
  args: { records },
  globals: { locale },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading')).toHaveTextContent(LOCALE_TEXTS[locale].title)
    await check(canvasElement)
  },
})

const typicalIn = (l: Locale) =>
  inLocale(l, typical, async (c) => {
    await expect(c.querySelector('.summary-totals')).toHaveTextContent(LOCALE_TEXTS[l].net)
    await expect(text(c, 'summary-net')).toBe(LOCALE_TEXTS[l].typicalNet)
    await expect(text(c, 'summary-awaiting')).not.toContain('Awaiting')
  })
const allAwaitingIn = (l: Locale) => inLocale(l, allAwaiting, async (c) => expect(text(c, 'summary-awaiting')).toContain('3'))
const lossOnlyIn = (l: Locale) => inLocale(l, lossOnly, async (c) => expect(text(c, 'summary-net')).toBe(LOCALE_TEXTS[l].lossNet))
const noDataIn = (l: Locale) => inLocale(l, noData, async (c) => expect(text(c, 'summary-empty')).toBe(LOCALE_TEXTS[l].empty))
const failedIn = (l: Locale) =>
  inLocale(l, failed, async (c) => expect(within(c).getByTestId('summary-error')).not.toHaveTextContent('Network unavailable'))

export const TypicalZhCN = typicalIn('zh-CN')
export const TypicalZhTW = typicalIn('zh-TW')
export const TypicalVi = typicalIn('vi')
export const AllAwaitingZhCN = allAwaitingIn('zh-CN')
export const AllAwaitingZhTW = allAwaitingIn('zh-TW')
export const AllAwaitingVi = allAwaitingIn('vi')
export const LossOnlyZhCN = lossOnlyIn('zh-CN')
export const LossOnlyZhTW = lossOnlyIn('zh-TW')
export const LossOnlyVi = lossOnlyIn('vi')
export const NoDataZhCN = noDataIn('zh-CN')
export const NoDataZhTW = noDataIn('zh-TW')
export const NoDataVi = noDataIn('vi')
export const LoadFailedZhCN = failedIn('zh-CN')
export const LoadFailedZhTW = failedIn('zh-TW')
export const LoadFailedVi = failedIn('vi')
