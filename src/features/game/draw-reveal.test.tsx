import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, render, screen } from '@testing-library/react'
import { useLingui } from '@lingui/react/macro'
import { assign, createActor, setup, type AnyActorRef } from 'xstate'
import { AppProvider } from '../../app/app-context'
import { LocaleProviders } from '../../app/providers'
import type { ResultHistory, Room } from '../../api/types'
import { activateLocale } from '../../i18n/i18n'
import type { Cents } from '../../lib/money'
import { drawRevealMachine, REVEAL_HOLD_MS, REVEAL_STEP_MS } from '../../../machines/draw-reveal.machine'
import { makeServices } from '../../../tests/render'
import { DrawReveal, DrawRevealView, useRevealedWinners, type RevealOutcome } from './draw-reveal'
import { OptionGrid } from './option-grid'
import { roomOptions } from './options'
import type { RoomActors } from './use-room'

const drawn = (seqno: string, num1: number, num2: number, num3: number): ResultHistory =>
  ({ seqno, num1, num2, num3, sum: num1 + num2 + num3, resultcn: '' }) as ResultHistory

let reducedMotion = false
beforeAll(async () => {
  await activateLocale('en-US')
  vi.stubGlobal('matchMedia', (query: string) => ({
    media: query,
    get matches() {
      return reducedMotion
    },
    addEventListener: () => {},
    removeEventListener: () => {},
  }))
})
beforeEach(() => {
  reducedMotion = false
})
afterEach(() => vi.useRealTimers())

const digits = () => screen.getAllByTestId('draw-digit').map((d) => d.textContent)
const announcement = () => screen.getByTestId('draw-announcement').textContent

function View(props: { result: ResultHistory | null; shown: number; still?: boolean; outcome?: RevealOutcome; winners?: string[] }) {
  return (
    <DrawRevealView
      result={props.result}
      shown={props.shown}
      still={props.still ?? false}
      winners={props.winners ?? ['Big', 'Odd', 'Big-Odd']}
      outcome={props.outcome ?? null}
      currency="USD"
    />
  )
}
const renderView = (props: Parameters<typeof View>[0]) => {
  const view = render(
    <LocaleProviders>
      <View {...props} />
    </LocaleProviders>,
  )
  return {
    ...view,
    update: (next: Parameters<typeof View>[0]) =>
      view.rerender(
        <LocaleProviders>
          <View {...next} />
        </LocaleProviders>,
      ),
  }
}

describe('DrawRevealView', () => {
  it('digits in progress: only those shown, no sum, the banner line kept but hidden, nothing announced yet', () => {
    renderView({ result: drawn('1234', 3, 5, 7), shown: 2, outcome: { award: 9750 as Cents } })
    expect(digits()).toEqual(['3', '5', ''])
    expect(screen.getByTestId('draw-sum').textContent).toBe('')
    expect(screen.getByTestId('draw-banner').style.visibility).toBe('hidden')
    expect(announcement()).toBe('')
  })

  it('complete: the sum, the won banner with the amount, one announcement of the whole result', () => {
    renderView({ result: drawn('1234', 3, 5, 7), shown: 4, outcome: { award: 9750 as Cents } })
    expect(digits()).toEqual(['3', '5', '7'])
    expect(screen.getByTestId('draw-sum').textContent).toBe('15')
    expect(screen.getByTestId('draw-banner').textContent).toBe('Prize 97.50 USD')
    expect(screen.getByTestId('draw-banner').className).toContain('draw-won')
    expect(screen.getByTestId('draw-banner').style.visibility).toBe('')
    expect(announcement()).toBe('Round 1234: 3 5 7, sum 15. Big, Odd, Big-Odd. Prize 97.50 USD')
    expect(screen.getByTestId('draw-announcement').getAttribute('aria-live')).toBe('polite')
  })

  it('no win: says so; no orders in the round: no banner at all', () => {
    const { update } = renderView({ result: drawn('1234', 3, 5, 7), shown: 4, outcome: { award: 0 as Cents } })
    expect(screen.getByTestId('draw-banner').textContent).toBe('No win this round')
    expect(announcement()).toMatch(/No win this round$/)
    update({ result: drawn('1235', 1, 1, 1), shown: 4, outcome: null, winners: ['Small', 'Odd'] })
    expect(screen.queryByTestId('draw-banner')).toBeNull()
    expect(announcement()).toBe('Round 1235: 1 1 1, sum 3. Small, Odd.')
  })

  it('award not known yet: "pending", never a loss; a late answer changes the banner but is not announced again', () => {
    const { update } = renderView({ result: drawn('1234', 3, 5, 7), shown: 4, outcome: 'pending' })
    expect(screen.getByTestId('draw-banner').textContent).toBe('Result pending — see Bet records')
    const said = announcement()
    expect(said).toMatch(/Result pending — see Bet records$/)
    update({ result: drawn('1234', 3, 5, 7), shown: 4, outcome: { award: 19_800 as Cents } })
    expect(screen.getByTestId('draw-banner').textContent).toBe('Prize 198.00 USD')
    expect(announcement()).toBe(said)
  })

  it('reduced motion: everything at once and still, whatever the step', () => {
    renderView({ result: drawn('1234', 9, 9, 9), shown: 1, still: true, outcome: { award: 0 as Cents } })
    expect(digits()).toEqual(['9', '9', '9'])
    expect(screen.getByTestId('draw-sum').textContent).toBe('27')
    expect(screen.getByTestId('draw-reveal').className).toContain('draw-still')
    expect(screen.getByTestId('draw-banner')).toBeTruthy()
  })

  it('nothing to reveal: only the (empty) live region', () => {
    renderView({ result: null, shown: 0 })
    expect(screen.queryByTestId('draw-reveal')).toBeNull()
    expect(announcement()).toBe('')
  })

  it('in Vietnamese', async () => {
    await activateLocale('vi')
    try {
      renderView({ result: drawn('1234', 3, 5, 7), shown: 4, outcome: { award: 9750 as Cents } })
      expect(screen.getByTestId('draw-banner').textContent).toBe('Tiền thưởng 97,50 USD')
    } finally {
      await activateLocale('en-US')
    }
  })
})

/** A round and own orders that hold only what the reveal reads; the reveal is the real machine. */
function fakeRoom(type: number) {
  const room = { id: 1, type, rates: type === 16 ? [1.98, 1.98, 1.98, 1.98] : [1.98, 1.98, 1.98, 1.98, 4.2, 3.7, 3.7, 4.2, 15, 15, 50] }
  const round = createActor(setup({}).createMachine({ context: { info: { room } } })).start()
  const orders = createActor(
    setup({
      types: {
        context: {} as { award: { seqno: string; award: Cents | null; failed?: boolean } | null },
        events: {} as { type: 'award'; award: { seqno: string; award: Cents | null; failed?: boolean } | null },
      },
    }).createMachine({ context: { award: null }, on: { award: { actions: assign({ award: ({ event }) => event.award }) } } }),
  ).start()
  const reveal = createActor(drawRevealMachine).start()
  const actors = { round, orders, reveal } as unknown as RoomActors
  const stop = () => [round, orders, reveal].forEach((a: AnyActorRef) => a.stop())
  return {
    actors,
    orders,
    reveal,
    room: { ...room, ...Object.fromEntries(room.rates.map((r, i) => [`rate${i}`, r])) } as unknown as Room,
    stop,
  }
}

function RoomHarness({ actors, room }: { actors: RoomActors; room: Room }) {
  const { i18n } = useLingui()
  const options = roomOptions(i18n, room)
  const won = useRevealedWinners(actors)
  return (
    <>
      <DrawReveal actors={actors} options={options} />
      <OptionGrid options={options} selected={[0]} won={won} onToggle={() => {}} />
    </>
  )
}

function renderRoom(type: number) {
  const fake = fakeRoom(type)
  const view = render(
    <LocaleProviders>
      <AppProvider value={makeServices()}>
        <RoomHarness actors={fake.actors} room={fake.room} />
      </AppProvider>
    </LocaleProviders>,
  )
  return { ...fake, view }
}
const lit = () => [...document.querySelectorAll('.option-won')].map((b) => b.getAttribute('data-testid'))

describe('DrawReveal in a room, on the reveal machine (fake timers)', () => {
  it('11 options: digit by digit, then the sum and the lit winners, which go after the hold; the selection is untouched', () => {
    vi.useFakeTimers()
    const { reveal, orders, stop } = renderRoom(1)
    act(() => {
      orders.send({ type: 'award', award: { seqno: '1234', award: 9750 as Cents } })
      reveal.send({ type: 'reveal.show', result: drawn('1234', 6, 5, 4) })
    })
    expect(digits()).toEqual(['6', '', ''])
    expect(lit()).toEqual([])
    act(() => void vi.advanceTimersByTime(REVEAL_STEP_MS))
    expect(digits()).toEqual(['6', '5', ''])
    act(() => void vi.advanceTimersByTime(REVEAL_STEP_MS))
    expect(digits()).toEqual(['6', '5', '4'])
    expect(screen.getByTestId('draw-banner').style.visibility).toBe('hidden')
    act(() => void vi.advanceTimersByTime(REVEAL_STEP_MS))
    expect(screen.getByTestId('draw-sum').textContent).toBe('15')
    // 15: Big, Odd, Big-Odd; the option the user selected stays selected
    expect(lit()).toEqual(['option-0', 'option-2', 'option-4'])
    expect(screen.getByTestId('option-0').getAttribute('aria-pressed')).toBe('true')
    expect(screen.getByTestId('draw-banner').textContent).toBe('Prize 97.50 USD')
    expect(announcement()).toBe('Round 1234: 6 5 4, sum 15. Big, Odd, Big-Odd. Prize 97.50 USD')
    // the lit options go after the hold; the card stays (the layout does not move while the user bets)
    act(() => void vi.advanceTimersByTime(REVEAL_HOLD_MS))
    expect(lit()).toEqual([])
    expect(screen.getByTestId('draw-sum').textContent).toBe('15')
    expect(announcement()).toBe('Round 1234: 6 5 4, sum 15. Big, Odd, Big-Odd. Prize 97.50 USD')
    expect(vi.getTimerCount()).toBe(0)
    // the next draw clears it
    act(() => void reveal.send({ type: 'reveal.clear' }))
    expect(screen.queryByTestId('draw-reveal')).toBeNull()
    expect(announcement()).toBe('')
    stop()
  })

  it('type 16: four options, Rise/Fall/Long/Short lit by the same rules; reduced motion shows it all at once', () => {
    reducedMotion = true
    vi.useFakeTimers()
    const { reveal, stop } = renderRoom(16)
    act(() => void reveal.send({ type: 'reveal.show', result: drawn('1234', 0, 2, 2) }))
    expect(digits()).toEqual(['0', '2', '2'])
    expect(screen.getByTestId('draw-sum').textContent).toBe('4')
    // 4: Fall (small), Short (even)
    expect(lit()).toEqual(['option-1', 'option-3'])
    expect(screen.queryByTestId('draw-banner')).toBeNull()
    expect(announcement()).toBe('Round 1234: 0 2 2, sum 4. Fall, Short.')
    stop()
  })

  it('own orders in the round with `current` unanswered or failed: pending; orders of another round: no banner', () => {
    reducedMotion = true
    const { reveal, orders, stop } = renderRoom(1)
    act(() => {
      orders.send({ type: 'award', award: { seqno: '1234', award: null, failed: true } })
      reveal.send({ type: 'reveal.show', result: drawn('1234', 1, 2, 3) })
    })
    expect(screen.getByTestId('draw-banner').textContent).toBe('Result pending — see Bet records')
    act(() => {
      orders.send({ type: 'award', award: { seqno: '1230', award: 5000 as Cents } })
      reveal.send({ type: 'reveal.show', result: drawn('1235', 1, 2, 3) })
    })
    expect(screen.queryByTestId('draw-banner')).toBeNull()
    stop()
  })
})
