import type { Meta, StoryObj } from '@storybook/react-vite'
import { useLingui } from '@lingui/react'
import { expect, screen } from 'storybook/test'
import type { ResultHistory, Room } from '../../api/types'
import type { Locale } from '../../i18n/locales'
import type { Cents } from '../../lib/money'
import { REVEAL_PARTS } from '../../../machines/draw-reveal.machine'
import { DrawRevealView, type RevealOutcome } from './draw-reveal'
import { OptionGrid } from './option-grid'
import { roomOptions, winningIndices } from './options'
import './game.css'

/**
 * The draw of the ended round revealed above the room's options: each step of the reveal machine as a
 * state of its own (`shown` digits, then the sum with the options it won lit), with the outcome banner.
 */
const RATES = [1.98, 1.98, 1.98, 1.98, 4.2, 3.7, 3.7, 4.2, 15, 15, 50]
const roomOf = (type: number) => {
  const rates = type === 16 ? RATES.slice(0, 4) : RATES
  return { id: 1, type, rates, ...Object.fromEntries(rates.map((r, i) => [`rate${i}`, r])) } as unknown as Room
}
/** 6 + 5 + 4 = 15: Big, Odd, Big-Odd (Rise, Long in a four-option room). */
const RESULT = { seqno: '202601150201', num1: 6, num2: 5, num3: 4, sum: 15, resultcn: '' } as ResultHistory

function DrawRevealInRoom({ type, shown, still, outcome }: { type: number; shown: number; still: boolean; outcome: RevealOutcome }) {
  const { i18n } = useLingui()
  const room = roomOf(type)
  const options = roomOptions(i18n, room)
  const won = still || shown >= REVEAL_PARTS ? winningIndices(room, RESULT) : []
  return (
    <div className="room" style={{ padding: 12 }}>
      <DrawRevealView
        result={RESULT}
        shown={shown}
        still={still}
        winners={won.map((i) => options[i]!.name)}
        outcome={outcome}
        currency="USD"
      />
      <OptionGrid options={options} selected={[]} won={won} onToggle={() => {}} />
    </div>
  )
}

const meta = {
  component: DrawRevealInRoom,
  args: { type: 1, shown: REVEAL_PARTS, still: false, outcome: null },
} satisfies Meta<typeof DrawRevealInRoom>

export default meta
type Story = StoryObj<typeof meta>

const BANNER: Record<Locale, { won: string; lost: string; pending: string }> = {
  'en-US': { won: 'Prize 97.50 USD', lost: 'No win this round', pending: 'Result pending — see Bet records' },
  'zh-CN': { won: '奖金 97.50 USD', lost: '本期未中奖', pending: '结果待定 — 请查看投注记录' },
  'zh-TW': { won: '獎金 97.50 USD', lost: '本期未中獎', pending: '結果待定 — 請查看投注記錄' },
  vi: { won: 'Tiền thưởng 97,50 USD', lost: 'Kỳ này không trúng', pending: 'Chưa có kết quả — xem Lịch sử đặt lệnh' },
}
const SAID: Record<Locale, string> = {
  'en-US': 'Round 202601150201: 6 5 4, sum 15. Big, Odd, Big-Odd.',
  'zh-CN': '第 202601150201 期：6 5 4，和值 15。',
  'zh-TW': '第 202601150201 期：6 5 4，和值 15。',
  vi: 'Kỳ 202601150201: 6 5 4, tổng 15.',
}

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas']
const digits = (canvas: Canvas) => canvas.getAllByTestId('draw-digit').map((d) => d.textContent)
const lit = (el: HTMLElement) => [...el.querySelectorAll('.option-won')].map((b) => b.getAttribute('data-testid'))

/** The second digit has just appeared: no sum, no lit option, the banner's line kept but hidden, nothing said yet. */
const digitsInProgress: Story = {
  args: { shown: 2, outcome: { award: 9750 as Cents } },
  play: async ({ canvas, canvasElement }) => {
    await expect(digits(canvas)).toEqual(['6', '5', ''])
    await expect(canvas.getByTestId('draw-sum')).toHaveTextContent('')
    await expect(lit(canvasElement)).toEqual([])
    await expect(canvas.getByTestId('draw-banner')).not.toBeVisible()
    await expect(screen.getByTestId('draw-announcement')).toHaveTextContent('')
  },
}

/** The sum shows and the options it won are lit; the user had no orders in the round: no banner. */
const sumWithHighlights: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    await expect(digits(canvas)).toEqual(['6', '5', '4'])
    await expect(canvas.getByTestId('draw-sum')).toHaveTextContent('15')
    await expect(lit(canvasElement)).toEqual(['option-0', 'option-2', 'option-4'])
    await expect(canvas.queryByTestId('draw-banner')).toBeNull()
    await expect(screen.getByTestId('draw-announcement').textContent).toContain(SAID[globals.locale as Locale])
  },
}

const banner = (kind: 'won' | 'lost' | 'pending', outcome: RevealOutcome): Story => ({
  args: { outcome },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByTestId('draw-banner')).toHaveTextContent(BANNER[globals.locale as Locale][kind])
    await expect(canvas.getByTestId('draw-banner')).toHaveClass(`draw-${kind}`)
    await expect(canvas.getByTestId('draw-banner')).toBeVisible()
    await expect(screen.getByTestId('draw-announcement').textContent).toContain(BANNER[globals.locale as Locale][kind])
  },
})
const won = banner('won', { award: 9750 as Cents })
const noWin = banner('lost', { award: 0 as Cents })
/** `current` has not answered (or failed): the outcome is not known, never shown as a loss. */
const pending = banner('pending', 'pending')

/** Reduced motion, a four-option room: everything at once (the machine is at its first step), nothing moves. */
const reducedMotion: Story = {
  args: { type: 16, shown: 1, still: true, outcome: { award: 0 as Cents } },
  play: async ({ canvas, canvasElement }) => {
    await expect(digits(canvas)).toEqual(['6', '5', '4'])
    await expect(canvas.getByTestId('draw-sum')).toHaveTextContent('15')
    await expect(lit(canvasElement)).toEqual(['option-0', 'option-2'])
    for (const ball of canvasElement.querySelectorAll('.draw-on')) await expect(getComputedStyle(ball).animationName).toBe('none')
  },
}

const zhCN = { globals: { locale: 'zh-CN' } }
const zhTW = { globals: { locale: 'zh-TW' } }
const vi = { globals: { locale: 'vi' } }

export const DigitsInProgress = digitsInProgress
export const DigitsInProgressZhCN = { ...digitsInProgress, ...zhCN }
export const DigitsInProgressZhTW = { ...digitsInProgress, ...zhTW }
export const DigitsInProgressVi = { ...digitsInProgress, ...vi }
export const SumWithHighlights = sumWithHighlights
export const SumWithHighlightsZhCN = { ...sumWithHighlights, ...zhCN }
export const SumWithHighlightsZhTW = { ...sumWithHighlights, ...zhTW }
export const SumWithHighlightsVi = { ...sumWithHighlights, ...vi }
export const Won = won
export const WonZhCN = { ...won, ...zhCN }
export const WonZhTW = { ...won, ...zhTW }
export const WonVi = { ...won, ...vi }
export const NoWin = noWin
export const NoWinZhCN = { ...noWin, ...zhCN }
export const NoWinZhTW = { ...noWin, ...zhTW }
export const NoWinVi = { ...noWin, ...vi }
export const ResultPending = pending
export const ResultPendingZhCN = { ...pending, ...zhCN }
export const ResultPendingZhTW = { ...pending, ...zhTW }
export const ResultPendingVi = { ...pending, ...vi }
export const ReducedMotion = reducedMotion
export const ReducedMotionZhCN = { ...reducedMotion, ...zhCN }
export const ReducedMotionZhTW = { ...reducedMotion, ...zhTW }
export const ReducedMotionVi = { ...reducedMotion, ...vi }
