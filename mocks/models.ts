import { Model, belongsTo, type Instantiate, type Registry } from 'miragejs'
import type Schema from 'miragejs/orm/schema'
import type { Server } from 'miragejs/server'
import type { BelongsTo } from 'miragejs/-types'
import type { WithdrawalAccountFields } from '../src/lib/wallet-rules'
import type { TextRef } from './lib/texts'

export interface UserAttrs {
  username: string
  password: string
  /** The withdraw password; null means none set (the wire's noPassword2 = 1). */
  payPwd: string | null
  quhao: string
  nickname: string
  level: number
  /** Changed only by lib/ledger.ts. */
  moneyCents: number
  totalWinCents: number
  token: string | null
}

/** One line of the income list, written by lib/ledger.ts only. */
export interface FundLogAttrs {
  userId: string
  /** epoch ms */
  time: number
  /** 1 gain, 2 loss */
  type: 1 | 2
  cents: number
  beforeCents: number
  /** a text key and params, rendered in the request's language when listed (lib/texts.ts textOf) */
  reason: TextRef | string
}

/** A saved withdrawal account; crypto types carry `address` instead of bank fields. */
export interface BankCardAttrs extends WithdrawalAccountFields {
  userId: string
  /** epoch ms */
  createdAt: number
}

/**
 * One entry of a game order: an `order` call with several
 * options creates one bet per option, sharing `ordersn`; each bet is cancelled on its own (in the alt
 * dialect, the bets of one order together).
 */
export interface BetAttrs {
  userId: string
  roomId: number
  gametype: number
  seqno: string
  ordersn: string
  /** option index */
  option: number
  /** the room's rate for the option at order time */
  rate: number
  cents: number
  status: 'open' | 'won' | 'lost' | 'cancelled'
  /** stake x rate when won, else 0 */
  awardCents: number
  /** epoch ms */
  createdAt: number
  /**
   * The order this bet belongs to, in the alt dialect (lib/dialect.ts), where one order groups the
   * entries of one `order` call; absent: the bet is an order of its own (its id).
   */
  orderNo?: number
}

/** A staking ("mining") contract from minerTransferIn. */
export interface MinerOrderAttrs {
  userId: string
  tier: number
  cents: number
  /** daily yield in millionths of the principal (0.15 % = 1500) */
  ratePpm: number
  days: number
  /** epoch ms */
  createdAt: number
  /** 'finished' once principal and income were paid back at maturity */
  status: 'running' | 'finished'
}

export const models = {
  user: Model.extend({} as UserAttrs),
  // One-way: a hasMany on user would copy every log id into the user record (and the saved dump).
  fundLog: Model.extend({ ...({} as FundLogAttrs), user: belongsTo('user', { inverse: null }) as BelongsTo<'user'> }),
  bet: Model.extend({ ...({} as BetAttrs), user: belongsTo('user', { inverse: null }) as BelongsTo<'user'> }),
  bankCard: Model.extend({ ...({} as BankCardAttrs), user: belongsTo('user', { inverse: null }) as BelongsTo<'user'> }),
  minerOrder: Model.extend({ ...({} as MinerOrderAttrs), user: belongsTo('user', { inverse: null }) as BelongsTo<'user'> }),
}

// Factories stay out of the registry type: their traits would show up as model attributes.
export type AppRegistry = Registry<typeof models, Record<never, never>>
export type AppSchema = Schema<AppRegistry>
export type MockServer = Server<AppRegistry>
export type User = Instantiate<AppRegistry, 'user'>

/** `server.create('user', ...)` with traits, which miragejs's types do not know. */
export function createUser(server: MockServer, ...traitsAndAttrs: Array<string | Partial<UserAttrs>>): User {
  return (server.create as unknown as (type: 'user', ...rest: unknown[]) => User)('user', ...traitsAndAttrs)
}
