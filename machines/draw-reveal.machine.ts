// The draw of the round that just ended, revealed: its three digits one after another, then the sum; the
// view lights the winning options while it is `held`, a few seconds. The result then stays shown (`done`)
// until the next draw clears it, so the room's layout does not move while the user bets.
import { assign, setup } from 'xstate'
import type { ResultHistory } from '../src/api/types'

/** The three digits and the sum, shown one per step: the last one appears 3 steps (~1 s) after the first. */
export const REVEAL_PARTS = 4
export const REVEAL_STEP_MS = 350
/** How long the winning options stay lit once everything is shown. */
export const REVEAL_HOLD_MS = 4_000

export interface DrawRevealContext {
  result: ResultHistory | null
  /** how many of the digits and the sum are shown (0-4) */
  shown: number
}

export type DrawRevealEvent = { type: 'reveal.show'; result: ResultHistory } | { type: 'reveal.clear' }

export const drawRevealMachine = setup({
  types: { context: {} as DrawRevealContext, events: {} as DrawRevealEvent },
  delays: { step: REVEAL_STEP_MS, hold: REVEAL_HOLD_MS },
  guards: { lastPart: ({ context }) => context.shown + 1 >= REVEAL_PARTS },
}).createMachine({
  id: 'drawReveal',
  context: { result: null, shown: 0 },
  initial: 'idle',
  on: {
    'reveal.show': { target: '.revealing', reenter: true, actions: assign({ result: ({ event }) => event.result, shown: 1 }) },
    'reveal.clear': { target: '.idle', actions: assign({ result: null, shown: 0 }) },
  },
  states: {
    idle: {},
    revealing: {
      after: {
        step: [
          { guard: 'lastPart', target: 'held', actions: assign({ shown: REVEAL_PARTS }) },
          { target: 'revealing', reenter: true, actions: assign({ shown: ({ context }) => context.shown + 1 }) },
        ],
      },
    },
    held: {
      after: { hold: 'done' },
    },
    done: {},
  },
})

export type DrawRevealMachine = typeof drawRevealMachine
