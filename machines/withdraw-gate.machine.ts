// The withdraw entry: saved accounts and the withdraw password decide between a dialog and the form; then the form's submit.
import { assign, emit, fromPromise, raise, setup } from 'xstate'
import type { BankAccount } from '../src/api/types'
import type { User } from '../src/api/session'
import { isNotAvailable } from '../src/api/errors'
import type { LeftMoney, WithdrawBody } from '../src/api/wallet'
import type { Cents } from '../src/lib/money'
import { validateWithdraw, type WithdrawInput, type WithdrawProblems } from '../src/lib/wallet-rules'

export interface WithdrawGateContext {
  accounts: BankAccount[]
  noPassword2: 0 | 1
  /** What may be withdrawn now (getLeftMoney); undefined until loaded or when it failed. */
  leftmoney: Cents | undefined
  /** Why the check (accounts, user) failed, for the view to translate. */
  error: unknown
  leftMoneyError: unknown
  /** The server has no left-money call (404 or a non-success answer): the balance is the limit. */
  leftMoneyNotAvailable: boolean
  problems: WithdrawProblems
  /** The validated body being sent. */
  pending: WithdrawBody | null
}

export type WithdrawGateEvent =
  | { type: 'gate.retry' }
  | { type: 'gate.reloadLeftMoney' }
  /**
   * The form's raw input; the machine validates it before sending. `balance`: the user's balance now, the
   * upper limit when the server does not tell the left money.
   */
  | { type: 'gate.submit'; input: WithdrawInput; balance?: Cents }
  /** A field was edited: the problem it showed at the last submit goes; the next submit checks it again. */
  | { type: 'gate.edit'; field: keyof WithdrawProblems }

export type WithdrawGateEmitted =
  | { type: 'gate.withdrawn'; body: WithdrawBody }
  /** `body`: what was sent (a lost answer leaves its outcome unknown; the view follows it up) */
  | { type: 'gate.withdrawFailed'; error: unknown; body: WithdrawBody }

/** What an amount is checked against: the left money; the balance when the server has no left-money call. */
const limitOf = (context: WithdrawGateContext, event: { balance?: Cents }): Cents | undefined =>
  context.leftmoney ?? (context.leftMoneyNotAvailable ? event.balance : undefined)

export const withdrawGateMachine = setup({
  types: {
    context: {} as WithdrawGateContext,
    events: {} as WithdrawGateEvent,
    emitted: {} as WithdrawGateEmitted,
  },
  actors: {
    getBankcardlist: fromPromise<BankAccount[]>(async () => {
      throw new Error('withdraw-gate: provide getBankcardlist')
    }),
    getuserinfo: fromPromise<User>(async () => {
      throw new Error('withdraw-gate: provide getuserinfo')
    }),
    getLeftMoney: fromPromise<LeftMoney>(async () => {
      throw new Error('withdraw-gate: provide getLeftMoney')
    }),
    withdraw: fromPromise<void, WithdrawBody>(async () => {
      throw new Error('withdraw-gate: provide withdraw')
    }),
  },
  guards: {
    isLeftMoneyNotAvailable: ({ event }) => isNotAvailable((event as { error?: unknown }).error),
    hasNoAccount: ({ context }) => context.accounts.length === 0,
    hasNoPassword: ({ context }) => context.noPassword2 === 1,
  },
  actions: {
    assignError: assign({ error: (_, params: { error: unknown }) => params.error }),
  },
}).createMachine({
  id: 'withdrawGate',
  context: {
    accounts: [],
    noPassword2: 0,
    leftmoney: undefined,
    error: null,
    leftMoneyError: null,
    leftMoneyNotAvailable: false,
    problems: {},
    pending: null,
  },
  initial: 'checking',
  states: {
    // Both answers are needed: the two requests run side by side.
    checking: {
      type: 'parallel',
      entry: assign({ error: null }),
      states: {
        accounts: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                src: 'getBankcardlist',
                onDone: { target: 'done', actions: assign({ accounts: ({ event }) => event.output }) },
                onError: {
                  target: '#withdrawGate.failed',
                  actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
            done: { type: 'final' },
          },
        },
        user: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                src: 'getuserinfo',
                onDone: { target: 'done', actions: assign({ noPassword2: ({ event }) => event.output.noPassword2 }) },
                onError: {
                  target: '#withdrawGate.failed',
                  actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
            done: { type: 'final' },
          },
        },
      },
      onDone: [{ guard: 'hasNoAccount', target: 'noAccount' }, { guard: 'hasNoPassword', target: 'noPassword' }, { target: 'ready' }],
    },
    failed: { on: { 'gate.retry': 'checking' } },
    /** The view asks the user to add an account (/banklist). */
    noAccount: { on: { 'gate.retry': 'checking' } },
    /** The view asks the user to set a withdraw password (/usercipherpassword). */
    noPassword: { on: { 'gate.retry': 'checking' } },
    ready: {
      type: 'parallel',
      states: {
        leftMoney: {
          initial: 'loading',
          states: {
            loading: {
              entry: assign({ leftMoneyError: null }),
              invoke: {
                src: 'getLeftMoney',
                onDone: { target: 'loaded', actions: assign({ leftmoney: ({ event }) => event.output.leftmoney }) },
                onError: [
                  // a server without the call: nothing to retry, the balance is the limit instead
                  { guard: 'isLeftMoneyNotAvailable', target: 'notAvailable', actions: assign({ leftmoney: undefined }) },
                  { target: 'failed', actions: assign({ leftmoney: undefined, leftMoneyError: ({ event }) => event.error }) },
                ],
              },
            },
            loaded: { on: { 'gate.reloadLeftMoney': 'loading' } },
            failed: { on: { 'gate.reloadLeftMoney': 'loading' } },
            notAvailable: { entry: assign({ leftMoneyNotAvailable: true }) },
          },
        },
        form: {
          initial: 'idle',
          on: {
            'gate.edit': {
              guard: ({ context, event }) => context.problems[event.field] !== undefined,
              actions: assign({ problems: ({ context, event }) => ({ ...context.problems, [event.field]: undefined }) }),
            },
          },
          states: {
            idle: {
              on: {
                'gate.submit': [
                  {
                    guard: ({ context, event }) => validateWithdraw(event.input, limitOf(context, event)).value !== null,
                    target: 'submitting',
                    actions: assign({
                      problems: {},
                      pending: ({ context, event }) => validateWithdraw(event.input, limitOf(context, event)).value,
                    }),
                  },
                  {
                    actions: assign({ problems: ({ context, event }) => validateWithdraw(event.input, limitOf(context, event)).problems }),
                  },
                ],
              },
            },
            // A second submit while one is in flight is ignored: no double withdrawal.
            submitting: {
              invoke: {
                src: 'withdraw',
                input: ({ context }) => context.pending!,
                onDone: {
                  target: 'idle',
                  actions: [
                    emit(({ context }) => ({ type: 'gate.withdrawn' as const, body: context.pending! })),
                    assign({ pending: null }),
                    raise({ type: 'gate.reloadLeftMoney' }),
                  ],
                },
                onError: {
                  target: 'idle',
                  actions: [
                    emit(({ context, event }) => ({ type: 'gate.withdrawFailed' as const, error: event.error, body: context.pending! })),
                    assign({ pending: null }),
                    raise({ type: 'gate.reloadLeftMoney' }),
                  ],
                },
              },
            },
          },
        },
      },
    },
  },
})

export type WithdrawGateMachine = typeof withdrawGateMachine
