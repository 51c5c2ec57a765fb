import { describe, expect, it } from 'vitest'
import { units, type Cents } from './money'
import {
  DEFAULT_RECHARGE_MIN,
  RECHARGE_QUICK_AMOUNTS,
  keepAmountChars,
  maskAccount,
  parseAmount,
  rechargeMinimum,
  stripThousands,
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

describe('amount inputs', () => {
  it.each([
    ['1,234.5', '1234.5'],
    ['1,000,000', '1000000'],
    [' 12 ', '12'],
    ['', ''],
  ])('stripThousands(%j) = %j', (input, expected) => expect(stripThousands(input)).toBe(expected))

  it.each([
    ['12a3', '123'],
    ['1.2.3', '1.23'],
    ['..5', '.5'],
    ['-100', '100'],
    ['1,000.50', '1000.50'],
    ['10.999', '10.99'],
    ['abc', ''],
    ['0.', '0.'],
  ])('keepAmountChars(%j) = %j', (input, expected) => expect(keepAmountChars(input)).toBe(expected))

  it.each([
    ['1,234.5', { cents: 123_450 }],
    ['0.01', { cents: 1 }],
    ['', { problem: 'amountRequired' }],
    ['0', { problem: 'amountInvalid' }],
    ['1e3', { problem: 'amountInvalid' }],
    ['-5', { problem: 'amountInvalid' }],
    ['.', { problem: 'amountInvalid' }],
  ])('parseAmount(%j) = %o', (input, expected) => expect(parseAmount(input)).toEqual(expected))
})

describe('validateRecharge', () => {
  const min = units(10)
  it.each([
    [{ amount: '500', payName: 'Ann' }, {}, { money: 50_000, pay_name: 'Ann' }],
    [{ amount: '1,000', payName: '  Ann Lee ' }, {}, { money: 100_000, pay_name: 'Ann Lee' }],
    [{ amount: '10', payName: 'A' }, {}, { money: 1_000, pay_name: 'A' }],
    [{ amount: '9.99', payName: 'A' }, { amount: 'belowMin' }, null],
    [{ amount: '', payName: 'A' }, { amount: 'amountRequired' }, null],
    [{ amount: 'x', payName: 'A' }, { amount: 'amountInvalid' }, null],
    [{ amount: '100', payName: '   ' }, { payName: 'payNameRequired' }, null],
    [{ amount: '', payName: '' }, { amount: 'amountRequired', payName: 'payNameRequired' }, null],
  ])('%o → problems %o', (input, problems, value) => {
    const result = validateRecharge(input, min)
    expect(result.problems).toEqual(problems)
    expect(result.value).toEqual(value)
  })
  it('uses the minimum it is given', () => {
    expect(validateRecharge({ amount: '499.99', payName: 'A' }, units(500)).problems).toEqual({ amount: 'belowMin' })
    expect(validateRecharge({ amount: '500', payName: 'A' }, units(500)).problems).toEqual({})
  })
})

describe('validateWithdraw', () => {
  const left = units(200)
  it.each([
    [{ bankId: 3, amount: '100', pwd: 'pay123' }, left, {}, { bank_id: 3, money: 10_000, pwd: 'pay123' }],
    [{ bankId: 3, amount: '200', pwd: 'p' }, left, {}, { bank_id: 3, money: 20_000, pwd: 'p' }],
    [{ bankId: 3, amount: '200.01', pwd: 'p' }, left, { amount: 1025 }, null],
    [{ bankId: 3, amount: '5000', pwd: 'p' }, undefined, {}, { bank_id: 3, money: 500_000, pwd: 'p' }],
    [{ bankId: null, amount: '100', pwd: 'p' }, left, { bankId: 2058 }, null],
    [{ bankId: 3, amount: '100', pwd: '' }, left, { pwd: 2057 }, null],
    [{ bankId: 3, amount: '', pwd: 'p' }, left, { amount: 'amountRequired' }, null],
    [{ bankId: 3, amount: '0', pwd: 'p' }, left, { amount: 'amountInvalid' }, null],
    [{ bankId: null, amount: '', pwd: '' }, left, { bankId: 2058, amount: 'amountRequired', pwd: 2057 }, null],
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
