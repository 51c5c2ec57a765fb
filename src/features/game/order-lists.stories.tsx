import axe from 'axe-core'
import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { createActor, fromPromise, SimulatedClock } from 'xstate'
import { LIVE_POLL_MS, liveOrdersMachine } from '../../../machines/live-orders.machine'
import { CANCEL_CHECK_PAUSES_MS, ownOrdersMachine } from '../../../machines/own-orders.machine'
import { ApiError } from '../../api/errors'
import type { Award, RoomRound, VorderQuery } from '../../api/game-orders'
import { orderKey, type GameLogEntry, type Room, type VorderRow } from '../../api/types'
import type { Cents } from '../../lib/money'
import { LiveOrdersList, OwnOrdersList } from './order-lists'
// the rooms' stylesheet, which the lists are shown with
import './game.css'

/**
 * The room's order lists on machines that run on a simulated clock the story advances, so what
 * happens over seconds (a cancel checked for ~10 s) is shown at once.
 */
const RATES = [1.98, 1.98, 1.98, 1.98, 4.2, 3.7, 3.7, 4.2, 15, 15, 50]
const ROOM = { id: 1, type: 1, title: 'Standard', minjoin: 0, minbuy: 2000, rates: RATES } as unknown as Room
const SEQNO = '202601150201'
const OWN = [
  { id: 41, value: '2', valuecn: 'Odd', rate: 1.98, money: 10000 as Cents },
  { id: 42, value: '0', valuecn: 'Big', rate: 1.98, money: 2000 as Cents },
] as GameLogEntry[]

/** The clock of the story on screen. */
let clock = new SimulatedClock()
/** The own-orders machine of the story on screen, for a play that moves its round on. */
let ownOrders: ReturnType<typeof createActor<typeof ownOrdersMachine>> | null = null

/** Whether the own orders' reads fail (HTTP 500), set by the story's play. */
const reads = { failing: false }

/** My orders of a server that answers every cancel with HTTP 500 and never cancels. */
function OwnOrdersWithLostCancels({ closed = false }: { closed?: boolean }) {
  const [orders] = useState(() => {
    clock = new SimulatedClock()
    reads.failing = false
    const actor = createActor(
      ownOrdersMachine.provide({
        actors: {
          getGamelog: fromPromise<GameLogEntry[], Required<RoomRound>>(async ({ input }) => {
            if (reads.failing) throw new ApiError('http', { status: 500 })
            // the round after SEQNO has none of the user's orders yet
            return input.gameseq === SEQNO ? OWN : []
          }),
          getGamecancel: fromPromise<void, { roomid: number; order_id: number }>(async () => {
            throw new ApiError('http', { status: 500 })
          }),
          current: fromPromise<Award, Required<RoomRound>>(async () => ({ award: 0 as Cents })),
        },
      }),
      { input: { roomid: 1 }, clock },
    ).start()
    actor.send({ type: 'orders.round', gameseq: SEQNO, gametype: 1 })
    ownOrders = actor
    return actor
  })
  return (
    <div style={{ padding: 12 }}>
      <OwnOrdersList
        orders={orders}
        room={ROOM}
        closed={closed}
        onCancel={(row) => orders.send({ type: 'orders.cancel', id: orderKey(row)! })}
      />
    </div>
  )
}

const LIVE = [
  { id: 3, username: '84***21', seqno: SEQNO, value: '8', valuecn: 'Extreme Big', money: 50000 as Cents },
  { id: 2, username: '90***07', seqno: SEQNO, value: '0', valuecn: 'Big', money: 10000 as Cents },
] as VorderRow[]
/** Whether the live orders' polls fail (HTTP 500), set by the story's play. */
const polls = { failing: false }

/** Live orders whose first answer came (`rows`) and whose polls fail while `polls.failing`; `width`: the list's. */
function LiveOrdersWithFailingPolls({ rows = LIVE, width, closed = false }: { rows?: VorderRow[]; width?: number; closed?: boolean }) {
  const [live] = useState(() => {
    clock = new SimulatedClock()
    polls.failing = false
    const actor = createActor(
      liveOrdersMachine.provide({
        actors: {
          getVorder: fromPromise<VorderRow[], VorderQuery>(async () => {
            if (polls.failing) throw new ApiError('http', { status: 500 })
            return rows
          }),
        },
      }),
      { input: { roomid: 1 }, clock },
    ).start()
    actor.send({ type: 'live.round', gameseq: SEQNO, gametype: 1 })
    return actor
  })
  return (
    <div style={{ padding: 12 }}>
      <div style={{ width }}>
        <LiveOrdersList live={live} room={ROOM} closed={closed} onFollow={() => {}} />
      </div>
    </div>
  )
}

const meta = {
  component: OwnOrdersWithLostCancels,
  parameters: { session: 'authenticated' },
} satisfies Meta<typeof OwnOrdersWithLostCancels>

export default meta
type Story = StoryObj<typeof meta>

const settle = () => new Promise((resolve) => setTimeout(resolve, 20))

/**
 * Cancel on #41, answered with HTTP 500: while the list is checked (~10 s) it says so and no Cancel takes
 * a tap; after the last check every Cancel does again.
 */
export const CancelBeingChecked: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const cancels = await canvas.findAllByTestId('cancel-order')
    await expect(cancels).toHaveLength(2)
    await userEvent.click(cancels[0]!)
    const line = canvas.getByTestId('own-busy')
    await waitFor(() => expect(line).toHaveTextContent('No clear answer from the server yet. Checking whether order #41 was cancelled…'))
    for (const button of canvas.getAllByTestId('cancel-order')) {
      await expect(button).toBeDisabled()
      await expect(button).toHaveAccessibleDescription(line.textContent!)
    }
    const { violations } = await axe.run(canvasElement, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] } })
    await expect(violations.map((v) => v.id)).toEqual([])
    for (const pause of CANCEL_CHECK_PAUSES_MS) {
      clock.increment(pause)
      await settle()
    }
    await waitFor(() => expect(line).toHaveTextContent(''))
    for (const button of canvas.getAllByTestId('cancel-order')) await expect(button).toBeEnabled()
  },
}

/**
 * Cancel on #41, answered with HTTP 500, and the next round begins while it is checked (a page hidden across
 * the draw): the list is the new round's, still empty, and the line above it still names the cancel being checked.
 */
export const CancelCheckedIntoNextRound: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const cancels = await canvas.findAllByTestId('cancel-order')
    await userEvent.click(cancels[0]!)
    const line = canvas.getByTestId('own-busy')
    await waitFor(() => expect(line).toHaveTextContent('Checking whether order #41 was cancelled…'))
    ownOrders!.send({ type: 'orders.round', gameseq: '202601150202', gametype: 1 })
    await expect(await canvas.findByTestId('own-empty')).toHaveTextContent('You have no orders in this round.')
    await expect(canvas.getByTestId('own-busy')).toHaveTextContent('Checking whether order #41 was cancelled…')
    const { violations } = await axe.run(canvasElement, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] } })
    await expect(violations.map((v) => v.id)).toEqual([])
  },
}

/** The polls answer HTTP 500: the rows stay, and the list says they may be out of date until a poll answers. */
export const LiveOrdersOutOfDate: Story = {
  render: () => <LiveOrdersWithFailingPolls />,
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findAllByTestId('live-row')).toHaveLength(2)
    await expect(canvas.queryByTestId('live-stale')).toBeNull()
    polls.failing = true
    clock.increment(LIVE_POLL_MS)
    const line = await canvas.findByTestId('live-stale')
    await expect(line).toHaveTextContent('Live orders could not be updated: they may be out of date. Trying again…')
    await expect(line).toBeVisible()
    await expect(canvas.getAllByTestId('live-row')).toHaveLength(2)
    const { violations } = await axe.run(canvasElement, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] } })
    await expect(violations.map((v) => v.id)).toEqual([])
    polls.failing = false
    clock.increment(LIVE_POLL_MS)
    await waitFor(() => expect(canvas.queryByTestId('live-stale')).toBeNull())
  },
}

/** A read of the list fails (HTTP 500) after it was shown: the rows stay, and the list says so with Try again. */
export const OwnOrdersOutOfDate: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(await canvas.findAllByTestId('own-row')).toHaveLength(2)
    reads.failing = true
    ownOrders!.send({ type: 'orders.reload' })
    const note = await canvas.findByTestId('own-stale')
    await expect(note).toHaveTextContent('Your orders could not be updated: this list may be out of date.')
    await expect(canvas.getAllByTestId('own-row')).toHaveLength(2)
    const { violations } = await axe.run(canvasElement, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] } })
    await expect(violations.map((v) => v.id)).toEqual([])
    reads.failing = false
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(canvas.queryByTestId('own-stale')).toBeNull())
    await expect(canvas.getAllByTestId('own-row')).toHaveLength(2)
  },
}

/**
 * My orders at a phone's width, options and amounts of different lengths: the option, the odds and the
 * amount each line up from row to row, and Cancel stays on its row.
 */
export const OwnOrdersColumns: Story = {
  play: async ({ canvas }) => {
    const rows = await canvas.findAllByTestId('own-row')
    await expect(rows).toHaveLength(2)
    const box = (row: Element, selector: string) => row.querySelector(selector)!.getBoundingClientRect()
    const same = (xs: number[]) => new Set(xs.map(Math.round)).size === 1
    await expect(same(rows.map((r) => box(r, '.order-option').left))).toBe(true)
    await expect(same(rows.map((r) => box(r, '.num').right))).toBe(true)
    await expect(same(rows.map((r) => box(r, '.amount').right))).toBe(true)
    for (const row of rows) await expect(box(row, '[data-testid="cancel-order"]').top).toBeLessThan(box(row, '.amount').bottom)
  },
}

/** The longest option names of a room, amounts from 40.00 to 10,000.00, and one order of another round. */
const LIVE_VARIED = [
  { id: 13, username: '35***42', seqno: SEQNO, value: '8', valuecn: 'Extreme Small', money: 1000000 as Cents },
  { id: 12, username: '49***38', seqno: SEQNO, value: '0', valuecn: 'Big', money: 4000 as Cents },
  { id: 11, username: '11***59', seqno: SEQNO, value: '6', valuecn: 'Small-Even', money: 50000 as Cents },
  { id: 10, username: '78***20', seqno: '202601150200', value: '1', valuecn: 'Small', money: 20000 as Cents },
] as VorderRow[]

/**
 * Live orders as wide as on a 320 px phone (272 px): the option starts and the amount ends at the same
 * place in every row, and Follow stays on its row's line. Only the order of another round names its
 * round, on a line under it (the room's header names this one).
 */
export const LiveOrdersColumns: Story = {
  render: () => <LiveOrdersWithFailingPolls rows={LIVE_VARIED} width={272} />,
  play: async ({ canvas, canvasElement }) => {
    const rows = await canvas.findAllByTestId('live-row')
    await expect(rows).toHaveLength(4)
    const box = (row: Element, selector: string) => row.querySelector(selector)!.getBoundingClientRect()
    const same = (xs: number[]) => new Set(xs.map(Math.round)).size === 1
    // the orders of this round: no round number in the row
    for (const row of rows.slice(0, 3)) await expect(row.querySelector('[data-testid="live-seqno"]')).toBeNull()
    await expect(rows[3]!.querySelector('[data-testid="live-seqno"]')).toHaveTextContent('Round 202601150200')
    await expect(same(rows.map((r) => box(r, '.order-option').left))).toBe(true)
    await expect(same(rows.map((r) => box(r, '.amount').right))).toBe(true)
    for (const row of rows) await expect(box(row, '[data-testid="follow"]').top).toBeLessThan(box(row, '.amount').bottom)
    const { violations } = await axe.run(canvasElement, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] } })
    await expect(violations.map((v) => v.id)).toEqual([])
  },
}

/** The text colour the stylesheet gives an element, as the browser computed it. */
const colorOf = (el: Element) => getComputedStyle(el).color
/** The muted text colour (--app-muted), as the browser computes it. */
function mutedColor(): string {
  const probe = document.createElement('span')
  probe.style.color = 'var(--app-muted)'
  document.body.append(probe)
  const color = getComputedStyle(probe).color
  probe.remove()
  return color
}

/**
 * The round is closed (its last 60 s): Cancel and Follow look closed, as Buy does, muted but readable, and
 * still take a tap, which the room answers with why nothing happens.
 */
export const ClosedRound: Story = {
  render: () => (
    <>
      <OwnOrdersWithLostCancels closed />
      <LiveOrdersWithFailingPolls closed />
    </>
  ),
  play: async ({ canvas, canvasElement }) => {
    const cancels = await canvas.findAllByTestId('cancel-order')
    const follows = await canvas.findAllByTestId('follow')
    const muted = mutedColor()
    for (const button of [...cancels, ...follows]) {
      await expect(button).toBeEnabled()
      await expect(colorOf(button)).toBe(muted)
    }
    const { violations } = await axe.run(canvasElement, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] } })
    await expect(violations.map((v) => v.id)).toEqual([])
  },
}

/** An open round: Cancel in the danger colour, Follow in the kit's own, neither muted. */
export const OpenRound: Story = {
  render: () => (
    <>
      <OwnOrdersWithLostCancels />
      <LiveOrdersWithFailingPolls />
    </>
  ),
  play: async ({ canvas }) => {
    const muted = mutedColor()
    for (const button of [...(await canvas.findAllByTestId('cancel-order')), ...(await canvas.findAllByTestId('follow'))])
      await expect(colorOf(button)).not.toBe(muted)
  },
}
