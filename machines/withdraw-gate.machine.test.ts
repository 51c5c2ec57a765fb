import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { ApiError } from '../src/api/errors'
import type { BankAccount } from '../src/api/types'
import type { User } from '../src/api/session'
import type { Cents } from '../src/lib/money'
import type { WithdrawBody } from '../src/api/wallet'
import { withdrawGateMachine, type WithdrawGateEmitted } from './withdraw-gate.machine'

const ACCOUNT = { id: 7, type: 'Bank', bank: 'ACB', account: '6222021234567890', username: 'Ann', area: 'HN', address: '' } as BankAccount
const user = (noPassword2: 0 | 1) => ({ username: 'demo', money: 1_000_000, noPassword2 }) as unknown as User

function start(
  opts: {
    accounts?: () => Promise<BankAccount[]>
    noPassword2?: 0 | 1
    leftmoney?: () => Promise<{ leftmoney: Cents }>
    withdraw?: (body: WithdrawBody) => Promise<void>
  } = {},
) {
  const withdraw = vi.fn(opts.withdraw ?? (async () => {}))
  const getLeftMoney = vi.fn(opts.leftmoney ?? (async () => ({ leftmoney: 20_000 as Cents })))
  const actor = createActor(
    withdrawGateMachine.provide({
      actors: {
        getBankcardlist: fromPromise(opts.accounts ?? (async () => [ACCOUNT])),
        getuserinfo: fromPromise(async () => user(opts.noPassword2 ?? 0)),
        getLeftMoney: fromPromise(getLeftMoney),
        withdraw: fromPromise(({ input }) => withdraw(input)),
      },
    }),
  )
  const emitted: WithdrawGateEmitted[] = []
  actor.on('*', (e) => emitted.push(e))
  actor.start()
  return { actor, withdraw, getLeftMoney, emitted }
}

const ready = { ready: { leftMoney: 'loaded', form: 'idle' } } as const

describe('withdraw gate', () => {
  it('no saved accounts → noAccount (the dialog to the bank list)', async () => {
    const { actor } = start({ accounts: async () => [] })
    await waitFor(actor, (s) => s.matches('noAccount'))
  })

  it('accounts but noPassword2 = 1 → noPassword (the dialog to set one)', async () => {
    const { actor } = start({ noPassword2: 1 })
    await waitFor(actor, (s) => s.matches('noPassword'))
  })

  it('no accounts and no password: the account comes first', async () => {
    const { actor } = start({ accounts: async () => [], noPassword2: 1 })
    await waitFor(actor, (s) => s.matches('noAccount'))
  })

  it('accounts and a password → the form, with the left money', async () => {
    const { actor } = start()
    const s = await waitFor(actor, (s) => s.matches(ready))
    expect(s.context.accounts).toEqual([ACCOUNT])
    expect(s.context.leftmoney).toBe(20_000)
  })

  it('a failed check can be retried', async () => {
    let fail = true
    const { actor } = start({
      accounts: async () => {
        if (fail) throw new ApiError('timeout')
        return [ACCOUNT]
      },
    })
    const failed = await waitFor(actor, (s) => s.matches('failed'))
    expect(failed.context.error).toMatchObject({ kind: 'timeout' })
    fail = false
    actor.send({ type: 'gate.retry' })
    await waitFor(actor, (s) => s.matches(ready))
    expect(actor.getSnapshot().context.error).toBeNull()
  })
})

describe('a server without the left-money call', () => {
  it.each([
    ['404', new ApiError('http', { status: 404 })],
    ['a non-success code', new ApiError('info', { info: 'method not exists' })],
  ])('%s: not available, never asked again; an amount is checked against the balance instead', async (_, error) => {
    const { actor, withdraw, getLeftMoney } = start({
      leftmoney: async () => {
        throw error
      },
    })
    const s = await waitFor(actor, (s) => s.matches({ ready: { leftMoney: 'notAvailable' } }))
    expect(s.context.leftMoneyNotAvailable).toBe(true)
    actor.send({ type: 'gate.reloadLeftMoney' })
    expect(actor.getSnapshot().matches({ ready: { leftMoney: 'notAvailable' } })).toBe(true)
    expect(getLeftMoney).toHaveBeenCalledTimes(1)
    const input = { bankId: 7, amount: '100.01', pwd: 'x', locale: 'en-US' }
    actor.send({ type: 'gate.submit', input, balance: 10_000 as Cents })
    expect(actor.getSnapshot().context.problems).toEqual({ amount: 1025 })
    expect(withdraw).not.toHaveBeenCalled()
    actor.send({ type: 'gate.submit', input: { ...input, amount: '100' }, balance: 10_000 as Cents })
    expect(withdraw).toHaveBeenCalledTimes(1)
  })
})

describe('withdraw form', () => {
  it('rejects invalid input with codes and does not call the API', async () => {
    const { actor, withdraw } = start()
    await waitFor(actor, (s) => s.matches(ready))
    actor.send({ type: 'gate.submit', input: { bankId: null, amount: '', pwd: '', locale: 'en-US' } })
    expect(actor.getSnapshot().context.problems).toEqual({ bankId: 2058, amount: 'amountRequired', pwd: 2057 })
    actor.send({ type: 'gate.submit', input: { bankId: 7, amount: '200.01', pwd: 'pay123', locale: 'en-US' } })
    expect(actor.getSnapshot().context.problems).toEqual({ amount: 1025 })
    expect(withdraw).not.toHaveBeenCalled()
  })

  it('a field edited drops the problem it showed; the others stay until the next submit, which checks all again', async () => {
    const { actor } = start()
    await waitFor(actor, (s) => s.matches(ready))
    const empty = { bankId: null, amount: '', pwd: '', locale: 'en-US' }
    actor.send({ type: 'gate.submit', input: empty })
    actor.send({ type: 'gate.edit', field: 'amount' })
    expect(actor.getSnapshot().context.problems).toEqual({ bankId: 2058, pwd: 2057 })
    actor.send({ type: 'gate.edit', field: 'bankId' })
    actor.send({ type: 'gate.edit', field: 'pwd' })
    expect(Object.values(actor.getSnapshot().context.problems).filter((p) => p !== undefined)).toEqual([])
    // an edit without a problem changes nothing
    const before = actor.getSnapshot().context
    actor.send({ type: 'gate.edit', field: 'amount' })
    expect(actor.getSnapshot().context).toBe(before)
    actor.send({ type: 'gate.submit', input: empty })
    expect(actor.getSnapshot().context.problems).toEqual({ bankId: 2058, amount: 'amountRequired', pwd: 2057 })
  })

  it('sends once, however often submit is pressed, then emits done and reloads the left money', async () => {
    let resolve!: () => void
    const { actor, withdraw, getLeftMoney, emitted } = start({ withdraw: () => new Promise<void>((r) => (resolve = r)) })
    await waitFor(actor, (s) => s.matches(ready))
    const input = { bankId: 7, amount: '100', pwd: 'pay123', locale: 'en-US' }
    actor.send({ type: 'gate.submit', input })
    actor.send({ type: 'gate.submit', input })
    actor.send({ type: 'gate.submit', input })
    expect(actor.getSnapshot().matches({ ready: { form: 'submitting' } })).toBe(true)
    expect(withdraw).toHaveBeenCalledTimes(1)
    expect(withdraw).toHaveBeenCalledWith({ bank_id: 7, money: 10_000, pwd: 'pay123' })
    resolve()
    await waitFor(actor, (s) => s.matches(ready) && getLeftMoney.mock.calls.length === 2)
    expect(emitted).toEqual([{ type: 'gate.withdrawn', body: { bank_id: 7, money: 10_000, pwd: 'pay123' } }])
    expect(actor.getSnapshot().context.pending).toBeNull()
  })

  it.each([1025, 1051, 2057, 2058])('a server code %i is emitted for the view and the form is usable again', async (errCode) => {
    const { actor, emitted, withdraw } = start({
      withdraw: async () => {
        throw new ApiError('code', { errCode })
      },
    })
    await waitFor(actor, (s) => s.matches(ready))
    actor.send({ type: 'gate.submit', input: { bankId: 7, amount: '1', pwd: 'x', locale: 'en-US' } })
    await waitFor(actor, (s) => s.matches({ ready: { form: 'idle' } }) && emitted.length > 0)
    expect(emitted[0]).toMatchObject({ type: 'gate.withdrawFailed', error: { errCode } })
    actor.send({ type: 'gate.submit', input: { bankId: 7, amount: '1', pwd: 'x', locale: 'en-US' } })
    expect(withdraw).toHaveBeenCalledTimes(2)
  })

  it('an unknown left money does not block the form (the server still checks 1025)', async () => {
    const { actor, withdraw } = start({
      leftmoney: async () => {
        throw new ApiError('http', { status: 500 })
      },
    })
    const s = await waitFor(actor, (s) => s.matches({ ready: { leftMoney: 'failed' } }))
    expect(s.context.leftMoneyError).toMatchObject({ kind: 'http' })
    actor.send({ type: 'gate.submit', input: { bankId: 7, amount: '99999', pwd: 'x', locale: 'en-US' } })
    expect(withdraw).toHaveBeenCalledTimes(1)
  })
})
