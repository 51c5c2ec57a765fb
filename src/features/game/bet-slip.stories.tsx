import axe from 'axe-core'
import { useEffect, useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useLingui } from '@lingui/react'
import { expect, fn, screen, waitFor, within } from 'storybook/test'
import { createActor, fromPromise, SimulatedClock, type ActorRefFrom } from 'xstate'
import { betMachine, ORDER_CHECK_PAUSES_MS, type BetMachine } from '../../../machines/bet.machine'
import { ApiError } from '../../api/errors'
import type { OrderBody, OrderPlaced, VorderQuery } from '../../api/game-orders'
import type { Room, VorderRow } from '../../api/types'
import type { Cents } from '../../lib/money'
import { goOffline } from '../../../.storybook/offline'
import { codeMessage } from '../../i18n/error-message'
import { Toast } from '../../ui/toast'
import { BetSlip, ConfirmPopup } from './bet-slip'
import { roomOptions } from './options'
import { settled } from '../../../.storybook/settled'
// the rooms' stylesheet, which the slip is shown with
import './game.css'

/**
 * The slip and its confirmation when an order's answer is lost: the server never answers `order`
 * and its own-orders list never shows the order. The bet machine runs on a simulated clock that
 * the story advances, so the checks over ~20 s happen at once.
 */
const RATES = [1.98, 1.98, 1.98, 1.98, 4.2, 3.7, 3.7, 4.2, 15, 15, 50]
const ROOM = { id: 1, type: 1, title: 'Standard', minjoin: 0, minbuy: 2000, rates: RATES } as unknown as Room
const clock = new SimulatedClock()

function LostOrderSlip({ onShowOrders }: { onShowOrders: () => void }) {
  const { i18n } = useLingui()
  const [bet] = useState(() => {
    const actor = createActor(
      betMachine.provide({
        actors: {
          order: fromPromise<OrderPlaced, OrderBody>(async () => {
            throw new ApiError('timeout')
          }),
          getVorder: fromPromise<VorderRow[], VorderQuery>(async () => []),
        },
      }),
      { clock },
    ).start()
    actor.send({ type: 'bet.round', round: { roomid: 1, gameid: 77, seqno: '202601150201', rates: RATES, minbuy: 2000 as Cents } })
    actor.send({ type: 'bet.balance', balance: 1_000_000 as Cents })
    for (const index of [0, 3]) actor.send({ type: 'bet.toggle', index })
    actor.send({ type: 'bet.amount', text: '100', locale: 'en-US' })
    return actor
  })
  return (
    <div style={{ padding: 12 }}>
      <BetSlip bet={bet} onShowOrders={onShowOrders} />
      <ConfirmPopup bet={bet} options={roomOptions(i18n, ROOM)} />
    </div>
  )
}

/** A slip whose round closes while its confirmation is on screen; the story holds the snapshot's answer. */
const closing = { bet: null as ActorRefFrom<BetMachine> | null, answer: (_rows: VorderRow[]) => {} }

function ClosingSlip() {
  const { i18n } = useLingui()
  const [bet] = useState(() => {
    const actor = createActor(
      betMachine.provide({
        actors: {
          order: fromPromise<OrderPlaced, OrderBody>(async () => ({}) as OrderPlaced),
          getVorder: fromPromise<VorderRow[], VorderQuery>(() => new Promise((resolve) => (closing.answer = resolve))),
        },
      }),
    ).start()
    actor.send({ type: 'bet.round', round: { roomid: 1, gameid: 77, seqno: '202601150201', rates: RATES, minbuy: 2000 as Cents } })
    actor.send({ type: 'bet.balance', balance: 1_000_000 as Cents })
    actor.send({ type: 'bet.toggle', index: 4 })
    actor.send({ type: 'bet.amount', text: '100', locale: 'en-US' })
    closing.bet = actor
    return actor
  })
  // as the room shows a refusal (room-feedback.ts)
  useEffect(() => {
    const sub = bet.on('bet.problem', () => Toast.show({ content: codeMessage(i18n, 1020) }))
    return () => sub.unsubscribe()
  }, [bet, i18n])
  return (
    <div style={{ padding: 12 }}>
      <BetSlip bet={bet} onShowOrders={() => {}} />
      <ConfirmPopup bet={bet} options={roomOptions(i18n, ROOM)} />
    </div>
  )
}

const meta = {
  component: LostOrderSlip,
  args: { onShowOrders: fn() },
  parameters: { session: 'authenticated' },
} satisfies Meta<typeof LostOrderSlip>

export default meta
type Story = StoryObj<typeof meta>

/** Confirmed, the answer timed out: the popup stays, says it is checking, and nothing can be sent again. */
export const CheckingAfterTimeout: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByTestId('bet-buy'))
    const popup = await settled(await screen.findByTestId('confirm-popup'))
    await userEvent.click(within(popup).getByTestId('confirm-ok'))
    await waitFor(() => expect(within(popup).getByTestId('order-checking')).toHaveTextContent('Checking whether your order was placed'))
    await expect(within(popup).getByTestId('confirm-ok')).toBeDisabled()
  },
}

/** No check could prove it either way: the slip keeps the selection and points to My orders. */
export const Unconfirmed: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByTestId('bet-buy'))
    await userEvent.click(within(await settled(await screen.findByTestId('confirm-popup'))).getByTestId('confirm-ok'))
    await waitFor(() => expect(screen.getByTestId('order-checking')).toHaveTextContent('Checking'))
    for (const pause of ORDER_CHECK_PAUSES_MS) {
      clock.increment(pause)
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    const notice = await canvas.findByTestId('bet-unconfirmed')
    await expect(notice).toHaveTextContent('We could not confirm whether your last order was placed.')
    // a line that must be read, its link too: they stand out from its background (WCAG AA)
    const { violations } = await axe.run(notice, { runOnly: ['color-contrast'] })
    await expect(violations.flatMap((v) => v.nodes.map((n) => n.failureSummary))).toEqual([])
    await expect(canvas.getByTestId('bet-total')).toHaveTextContent('2 selected')
    await userEvent.click(within(notice).getByTestId('bet-see-orders'))
    await expect(args.onShowOrders).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(screen.queryByTestId('confirm-popup')).not.toBeVisible())
  },
}

/**
 * Confirm was pressed, and the round closed before the order could go: the popup says it was not sent,
 * Confirm turns to Closed, and the toast shows over the popup (inside it: the page beneath is inert).
 */
export const RoundClosedBeforeSending: Story = {
  render: () => <ClosingSlip />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByTestId('bet-buy'))
    const popup = await settled(await screen.findByTestId('confirm-popup'))
    const confirm = within(popup).getByTestId('confirm-ok')
    await userEvent.click(confirm)
    closing.bet!.send({ type: 'bet.closed' })
    closing.answer([])
    const status = within(popup).getByTestId('order-checking')
    await waitFor(() => expect(status).toHaveTextContent('Trading has stopped for this round. This order was not sent.'))
    await expect(confirm).toBeDisabled()
    await expect(confirm).toHaveTextContent('Closed')
    await expect(confirm).toHaveAccessibleDescription('Trading has stopped for this round. This order was not sent.')
    const toast = await screen.findByTestId('toast')
    await expect(toast).toHaveTextContent('Trading has stopped for this round')
    await expect(popup.contains(toast)).toBe(true)
    // drawn above the popup: the point at its centre is the toast's (hit-tested as if it took taps)
    const box = toast.getBoundingClientRect()
    toast.style.pointerEvents = 'auto'
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)
    toast.style.pointerEvents = ''
    await expect(toast.contains(hit)).toBe(true)
    await userEvent.click(within(popup).getByTestId('confirm-cancel'))
    await waitFor(() => expect(popup).not.toBeVisible())
    await expect(canvas.getByTestId('bet-total')).toHaveTextContent('1 selected')
  },
}

/** Offline in a production build: Buy is disabled and says why (in Vietnamese here). */
export const Offline: Story = {
  globals: { locale: 'vi' },
  parameters: { production: true },
  beforeEach: goOffline,
  play: async ({ canvas }) => {
    const buy = canvas.getByTestId('bet-buy')
    await expect(buy).toBeDisabled()
    await expect(buy).toHaveAccessibleDescription('Ngoại tuyến — cần kết nối mạng')
    await expect(canvas.getByTestId('offline-reason')).toBeVisible()
  },
}
