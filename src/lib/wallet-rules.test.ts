import { describe, expect, it } from 'vitest'
import { units, type Cents } from './money'
import {
  DEFAULT_RECHARGE_MIN,
  bankAddFieldOf,
  RECHARGE_QUICK_AMOUNTS,
  maskAccount,
  parseAmount,
  rechargeMinimum,
  validateBankAdd,
  validateDateRange,
  validateRecharge,
  validateWithdraw,
  type BankAddInput,
} from './wallet-rules'

const c = (n: number) => n as Cents

describe('recharge minimum', () => {
  it.each([
    [{}, units(10)],
    [{ rechargeMin: undefined }, units(10)],
    [{ rechargeMin: c(50_000) }, units(500)],
    [{ rechargeMin: c(0) }, units(10)],
  ])('config %o → %i cents', (config, expected) => {
    expect(rechargeMinimum(config)).toBe(expected)
  })
  it('quick amounts are 100, 500, 2000, 5000 and the default minimum is 10', () => {
    expect(RECHARGE_QUICK_AMOUNTS).toEqual([10_000, 50_000, 200_000, 500_000])
    expect(DEFAULT_RECHARGE_MIN).toBe(1_000)
  })
})

describe('amount inputs (the marks themselves: amount-input.test.ts)', () => {
  it.each([
    ['1,234.5', 'en-US', { cents: 123_450 }],
    ['0.01', 'en-US', { cents: 1 }],
    ['1.234,5', 'vi', { cents: 123_450 }],
    ['50,25', 'vi', { cents: 5_025 }],
    ['', 'en-US', { problem: 'amountRequired' }],
    ['0', 'en-US', { problem: 'amountInvalid' }],
    ['1e3', 'en-US', { problem: 'amountInvalid' }],
    ['-5', 'en-US', { problem: 'amountInvalid' }],
    ['.', 'en-US', { problem: 'amountInvalid' }],
    // one separator and two digits: the decimal mark from the phone's keypad, in any locale
    ['50,25', 'en-US', { cents: 5_025 }],
    ['50.25', 'vi', { cents: 5_025 }],
    // a mark that neither marks decimals nor groups thousands: refused, never read as another amount
    ['12.345,67', 'en-US', { problem: 'amountInvalid' }],
    ['1,234.56', 'vi', { problem: 'amountInvalid' }],
    ['-100000', 'en-US', { problem: 'amountInvalid' }],
    ['9.999', 'en-US', { problem: 'amountInvalid' }],
  ])('parseAmount(%j, %s) = %o', (input, locale, expected) => expect(parseAmount(input, locale)).toEqual(expected))
})

describe('validateRecharge', () => {
  const min = units(10)
  it.each([
    [{ amount: '500', payName: 'Ann', locale: 'en-US' }, {}, { money: 50_000, pay_name: 'Ann' }],
    [{ amount: '1,000', payName: '  Ann Lee ', locale: 'en-US' }, {}, { money: 100_000, pay_name: 'Ann Lee' }],
    [{ amount: '10', payName: 'A', locale: 'en-US' }, {}, { money: 1_000, pay_name: 'A' }],
    [{ amount: '9.99', payName: 'A', locale: 'en-US' }, { amount: 'belowMin' }, null],
    [{ amount: '', payName: 'A', locale: 'en-US' }, { amount: 'amountRequired' }, null],
    [{ amount: 'x', payName: 'A', locale: 'en-US' }, { amount: 'amountInvalid' }, null],
    [{ amount: '100', payName: '   ', locale: 'en-US' }, { payName: 'payNameRequired' }, null],
    [{ amount: '', payName: '', locale: 'en-US' }, { amount: 'amountRequired', payName: 'payNameRequired' }, null],
  ])('%o → problems %o', (input, problems, value) => {
    const result = validateRecharge(input, min)
    expect(result.problems).toEqual(problems)
    expect(result.value).toEqual(value)
  })
  it('uses the minimum it is given', () => {
    expect(validateRecharge({ amount: '499.99', payName: 'A', locale: 'en-US' }, units(500)).problems).toEqual({ amount: 'belowMin' })
    expect(validateRecharge({ amount: '500', payName: 'A', locale: 'en-US' }, units(500)).problems).toEqual({})
  })
})

describe('validateWithdraw', () => {
  const left = units(200)
  it.each([
    [{ bankId: 3, amount: '100', pwd: 'pay123', locale: 'en-US' }, left, {}, { bank_id: 3, money: 10_000, pwd: 'pay123' }],
    [{ bankId: 3, amount: '200', pwd: 'p', locale: 'en-US' }, left, {}, { bank_id: 3, money: 20_000, pwd: 'p' }],
    [{ bankId: 3, amount: '200.01', pwd: 'p', locale: 'en-US' }, left, { amount: 1025 }, null],
    [{ bankId: 3, amount: '5000', pwd: 'p', locale: 'en-US' }, undefined, {}, { bank_id: 3, money: 500_000, pwd: 'p' }],
    [{ bankId: null, amount: '100', pwd: 'p', locale: 'en-US' }, left, { bankId: 2058 }, null],
    [{ bankId: 3, amount: '100', pwd: '', locale: 'en-US' }, left, { pwd: 2057 }, null],
    [{ bankId: 3, amount: '', pwd: 'p', locale: 'en-US' }, left, { amount: 'amountRequired' }, null],
    [{ bankId: 3, amount: '0', pwd: 'p', locale: 'en-US' }, left, { amount: 'amountInvalid' }, null],
    [{ bankId: null, amount: '', pwd: '', locale: 'en-US' }, left, { bankId: 2058, amount: 'amountRequired', pwd: 2057 }, null],
  ])('%o with left %s → %o', (input, leftmoney, problems, value) => {
    const result = validateWithdraw(input, leftmoney as Cents | undefined)
    expect(result.problems).toEqual(problems)
    expect(result.value).toEqual(value)
  })
})

describe('validateBankAdd', () => {
  const bank: BankAddInput = {
    type: 'Bank',
    bank: 'ACB',
    account: '6222 0212 3456 7890',
    username: 'Ann Lee',
    area: 'Hanoi',
    address: '',
    payPwd: 'pay123',
  }
  it.each([
    [{}, {}],
    [{ bank: ' ' }, { bank: 'bankRequired' }],
    [{ account: '' }, { account: 'accountRequired' }],
    [{ username: '' }, { username: 'usernameRequired' }],
    [{ area: '' }, { area: 'areaRequired' }],
    [{ payPwd: '' }, { payPwd: 2057 }],
    [
      { bank: '', account: '', username: '', area: '', payPwd: '' },
      { bank: 'bankRequired', account: 'accountRequired', username: 'usernameRequired', area: 'areaRequired', payPwd: 2057 },
    ],
    [{ type: 'USDT-TRC20', bank: '', address: '' }, { address: 1065 }],
    [{ type: 'USDT-TRC20', bank: '', address: 'T9yD' }, {}],
  ])('Bank form with %o → %o', (change, problems) => {
    expect(validateBankAdd({ ...bank, ...change }).problems).toEqual(problems)
  })
  it('sends the fields of its type, trimmed, the account without spaces', () => {
    expect(validateBankAdd(bank).value).toEqual({
      type: 'Bank',
      bank: 'ACB',
      account: '6222021234567890',
      username: 'Ann Lee',
      area: 'Hanoi',
      payPwd: 'pay123',
    })
    expect(validateBankAdd({ ...bank, type: 'USDT-TRC20', address: ' T9yD ' }).value).toEqual({
      type: 'USDT-TRC20',
      address: 'T9yD',
      payPwd: 'pay123',
    })
  })
})

describe('maskAccount', () => {
  it.each([
    ['6222021234567890', '•••• 7890'],
    ['6222 0212 3456 7890', '•••• 7890'],
    ['12345', '•••• 2345'],
    ['1234', '1234'],
    ['', ''],
  ])('%j → %j', (input, expected) => expect(maskAccount(input)).toBe(expected))
})

describe('validateDateRange', () => {
  it.each([
    ['2024-06-01', '2024-06-07', null],
    ['2024-06-07', '2024-06-07', null],
    ['2024-06-08', '2024-06-07', 'startAfterEnd'],
    ['2024-12-31', '2024-01-01', 'startAfterEnd'],
    ['', '2024-06-07', 'startRequired'],
    ['2024-06-01', '', 'endRequired'],
    ['2024-02-30', '2024-03-01', 'startRequired'],
  ])('%s .. %s → %s', (start, end, expected) => expect(validateDateRange(start, end)).toBe(expected))
})

describe('bankAddFieldOf (the field of the form a server refusal is about)', () => {
  it.each<[number | undefined, string, string | null]>([
    [1033, 'Bank', 'payPwd'],
    [1051, 'USDT-TRC20', 'payPwd'],
    [1046, 'Bank', 'account'],
    [1048, 'Bank', 'account'],
    [1046, 'USDT-TRC20', 'address'],
    [1048, 'USDT-TRC20', 'address'],
    [1065, 'USDT-TRC20', 'address'],
    // the Bank form has no address field
    [1065, 'Bank', null],
    [1047, 'Bank', null],
    [1049, 'Bank', null],
    [2057, 'Bank', null],
    [undefined, 'Bank', null],
  ])('%s in a %s form → %s', (code, type, field) => {
    expect(bankAddFieldOf(code, type)).toBe(field)
  })
})
