/**
 * Wallet calls. Amounts go out as the wire's decimal text
 * ("100.00", via toWire) and come back as integer cents.
 */
import * as v from 'valibot'
import { toWire, type Cents } from '../lib/money'
import type { ApiClient } from './client'
import { ApiError } from './errors'
import { pagedList, type PagedRows } from './paging'
import { ignored, isRecord, list, moneyFloor } from './schema'
import { BankAccount, FundLogEntry } from './types'

/** Recharge request: `{ money: "500.00", pay_name }`; code 1 is success. */
export async function recharge(client: ApiClient, body: { money: Cents; pay_name: string }): Promise<void> {
  await client.call('/api/Game/recharge', { money: toWire(body.money), pay_name: body.pay_name }, ignored)
}

const WITHDRAW_PATH = '/api/Game/withdraw'

/**
 * A withdraw answer with envelope code 1 that still says "no": `data` 0 / "0" / false. Servers read
 * "data equal to 1 is success" two ways: some send `data: 1`, others code 1 with `data` null, `[]`
 * or the created request as an object. All of those are success; only an explicit 0 is not.
 */
export const withdrawRefused = (data: unknown): boolean => data === 0 || data === '0' || data === false

/** A withdrawal: the saved account, the amount, and the withdraw password (`pwd`). */
export interface WithdrawBody {
  bank_id: number
  money: Cents
  pwd: string
}

/** `{ bank_id, money: "100.00", pwd }`; a refusal carries the server's `info`, the text the user is shown. */
export async function withdraw(client: ApiClient, body: WithdrawBody): Promise<void> {
  let info: string | undefined
  const data = await client.call(WITHDRAW_PATH, { bank_id: body.bank_id, money: toWire(body.money), pwd: body.pwd }, v.unknown(), {
    onInfo: (text) => (info = text),
  })
  if (withdrawRefused(data)) throw new ApiError('info', { path: WITHDRAW_PATH, info })
}

/**
 * `/api/Game/getLeftMoney` (our name): the amount that may be withdrawn now, rounded down to the cent. A
 * bare number is accepted.
 */
export const LeftMoney = v.pipe(
  v.unknown(),
  v.transform((x) => (isRecord(x) ? x : { leftmoney: x })),
  v.looseObject({ leftmoney: moneyFloor }),
)
export type LeftMoney = v.InferOutput<typeof LeftMoney>

export function getLeftMoney(client: ApiClient): Promise<LeftMoney> {
  return client.call('/api/Game/getLeftMoney', undefined, LeftMoney)
}

export function getBankcardlist(client: ApiClient): Promise<BankAccount[]> {
  return client.call('/api/Game/getBankcardlist', {}, list(BankAccount))
}

/** The withdraw password travels as `payPwd` on creation. */
export type AddBankcardBody =
  | { type: 'Bank'; bank: string; account: string; username: string; area: string; payPwd: string }
  /** crypto types ("USDT-TRC20", …) carry a wallet address instead */
  | { type: string; address: string; payPwd: string }

export async function addbankcard(client: ApiClient, body: AddBankcardBody): Promise<void> {
  await client.call('/api/Game/addbankcard', { ...body }, ignored)
}

export async function delbankcard(client: ApiClient, body: { id: number }): Promise<void> {
  await client.call('/api/Game/delbankcard', { id: body.id }, ignored)
}

/** Income-list tabs, sent as `type`. */
export const FINANCE_FLOW_TYPES = ['all', 'today', 'yesterday', 'seven'] as const
export type FinanceFlowType = (typeof FINANCE_FLOW_TYPES)[number]

export interface FinanceFlowQuery {
  type: FinanceFlowType
  /** date-range drawer, 'YYYY-MM-DD', both inclusive; sent only when set */
  start?: string
  end?: string
  /**
   * Page from 1 and rows per page (our extension, sent only when set). A backend that
   * ignores them answers the whole list; the income list copes with both.
   */
  page?: number
  pagesize?: number
}

/** `{ type, start?, end?, page?, pagesize? }` → fund log rows, newest first as the server orders them. */
export async function getfinanceflow(client: ApiClient, query: FinanceFlowQuery): Promise<FundLogEntry[]> {
  return (await getfinanceflowPage(client, query)).rows
}

/** `getfinanceflow` with what the answer says about paging (`current_page`, `last_page`, `total`, …) when it says it. */
export function getfinanceflowPage(client: ApiClient, query: FinanceFlowQuery): Promise<PagedRows<FundLogEntry>> {
  const body: Record<string, unknown> = { type: query.type }
  if (query.start) body.start = query.start
  if (query.end) body.end = query.end
  if (query.page) body.page = query.page
  if (query.pagesize) body.pagesize = query.pagesize
  return client.call('/api/Game/getfinanceflow', body, pagedList(FundLogEntry))
}
