/**
 * The wallet rules (recharge, withdraw, add account, date ranges) as pure functions.
 * Problems are keys or catalogue codes; views turn them into localized text.
 */
import { readAmount } from './amount-input'
import { toCents, units, type Cents } from './money'

/** Quick amounts, in cents. */
export const RECHARGE_QUICK_AMOUNTS: readonly Cents[] = [units(100), units(500), units(2000), units(5000)]

/** App config `rechargeMin` when present, else 10. */
export const DEFAULT_RECHARGE_MIN: Cents = units(10)

export function rechargeMinimum(config: { rechargeMin?: Cents | undefined }): Cents {
  const min = config.rechargeMin
  return min !== undefined && min > 0 ? min : DEFAULT_RECHARGE_MIN
}

export type AmountProblem = 'amountRequired' | 'amountInvalid'

/** A typed amount (in the locale's marks: src/lib/amount-input.ts) to positive cents, or the reason it is not one. */
export function parseAmount(text: string, locale: string): { cents: Cents } | { problem: AmountProblem } {
  const raw = readAmount(text, locale)
  if (raw === '') return { problem: 'amountRequired' }
  if (raw === null) return { problem: 'amountInvalid' }
  const cents = toCents(raw)
  if (cents === null || cents <= 0) return { problem: 'amountInvalid' }
  return { cents }
}

export interface RechargeInput {
  amount: string
  payName: string
  /** the locale the amount was typed in */
  locale: string
}
export type RechargeProblems = Partial<{ amount: AmountProblem | 'belowMin'; payName: 'payNameRequired' }>

/** Recharge: amount at least `min` (commas stripped), payer name required (trimmed). */
export function validateRecharge(
  input: RechargeInput,
  min: Cents,
): { value: { money: Cents; pay_name: string } | null; problems: RechargeProblems } {
  const problems: RechargeProblems = {}
  const amount = parseAmount(input.amount, input.locale)
  const payName = input.payName.trim()
  if ('problem' in amount) problems.amount = amount.problem
  else if (amount.cents < min) problems.amount = 'belowMin'
  if (!payName) problems.payName = 'payNameRequired'
  const valid = Object.keys(problems).length === 0 && 'cents' in amount
  return { value: valid ? { money: amount.cents, pay_name: payName } : null, problems }
}

export interface WithdrawInput {
  bankId: number | null
  amount: string
  pwd: string
  /** the locale the amount was typed in */
  locale: string
}
/** Catalogue codes: 2058 no account chosen, 1025 above left money, 2057 no password. */
export type WithdrawProblems = Partial<{ bankId: 2058; amount: AmountProblem | 1025; pwd: 2057 }>

/** Withdraw: an account, an amount within `leftmoney` (when known) and the withdraw password. */
export function validateWithdraw(
  input: WithdrawInput,
  leftmoney: Cents | undefined,
): { value: { bank_id: number; money: Cents; pwd: string } | null; problems: WithdrawProblems } {
  const problems: WithdrawProblems = {}
  if (input.bankId === null) problems.bankId = 2058
  const amount = parseAmount(input.amount, input.locale)
  if ('problem' in amount) problems.amount = amount.problem
  else if (leftmoney !== undefined && amount.cents > leftmoney) problems.amount = 1025
  if (input.pwd === '') problems.pwd = 2057
  if (Object.keys(problems).length > 0 || input.bankId === null || !('cents' in amount)) return { value: null, problems }
  return { value: { bank_id: input.bankId, money: amount.cents, pwd: input.pwd }, problems }
}

/** The account types the add-account picker offers (only Bank). */
export const ACCOUNT_TYPES = ['Bank'] as const
export const isBankType = (type: string): boolean => type === 'Bank'

/** A withdrawal account's fields: a Bank account uses bank, account, username and area; another type `address`. */
export interface WithdrawalAccountFields {
  type: string
  bank: string
  account: string
  username: string
  area: string
  address: string
}

export interface BankAddInput extends WithdrawalAccountFields {
  payPwd: string
}
export type BankAddField = keyof Omit<BankAddInput, 'type'>
export type BankAddProblem = 'bankRequired' | 'accountRequired' | 'usernameRequired' | 'areaRequired' | 1065 | 2057

/**
 * The field of the add-account form (of `type`) a server's refusal is about, if the form has it: the
 * withdrawal password is wrong (1033, 1051), the account or address is already saved (1046, 1048: the two
 * codes share their meaning), the address is missing (1065).
 */
export function bankAddFieldOf(errCode: number | undefined, type: string): BankAddField | null {
  const bank = isBankType(type)
  switch (errCode) {
    case 1033:
    case 1051:
      return 'payPwd'
    case 1046:
    case 1048:
      return bank ? 'account' : 'address'
    case 1065:
      return bank ? null : 'address'
    default:
      return null
  }
}

export type BankAddBody =
  | { type: 'Bank'; bank: string; account: string; username: string; area: string; payPwd: string }
  | { type: string; address: string; payPwd: string }

/** Add account: Bank needs bank, account, real name and branch; other types an address (1065); both the withdraw password. */
export function validateBankAdd(input: BankAddInput): {
  value: BankAddBody | null
  problems: Partial<Record<BankAddField, BankAddProblem>>
} {
  const v = {
    bank: input.bank.trim(),
    account: input.account.replace(/\s+/g, ''),
    username: input.username.trim(),
    area: input.area.trim(),
    address: input.address.trim(),
  }
  const problems: Partial<Record<BankAddField, BankAddProblem>> = {}
  if (isBankType(input.type)) {
    if (!v.bank) problems.bank = 'bankRequired'
    if (!v.account) problems.account = 'accountRequired'
    if (!v.username) problems.username = 'usernameRequired'
    if (!v.area) problems.area = 'areaRequired'
  } else if (!v.address) problems.address = 1065
  if (input.payPwd === '') problems.payPwd = 2057
  if (Object.keys(problems).length > 0) return { value: null, problems }
  const value: BankAddBody = isBankType(input.type)
    ? { type: 'Bank', bank: v.bank, account: v.account, username: v.username, area: v.area, payPwd: input.payPwd }
    : { type: input.type, address: v.address, payPwd: input.payPwd }
  return { value, problems }
}

/** Every character but the last 4 hidden: "6222021234567890" → "•••• 7890". */
export function maskAccount(account: string): string {
  const compact = account.replace(/\s+/g, '')
  if (compact.length <= 4) return compact
  return `•••• ${compact.slice(-4)}`
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/

export function isDate(text: string): boolean {
  const m = DATE.exec(text)
  if (!m) return false
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])))
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3])
}

export type DateRangeProblem = 'startRequired' | 'endRequired' | 'startAfterEnd'

/** A date range's start cannot be after its end ('YYYY-MM-DD', both inclusive). */
export function validateDateRange(start: string, end: string): DateRangeProblem | null {
  if (!isDate(start)) return 'startRequired'
  if (!isDate(end)) return 'endRequired'
  return start > end ? 'startAfterEnd' : null
}
