/**
 * Wallet area of the demo backend (pairs with src/api/wallet.ts): recharge, withdraw, left money,
 * saved accounts and the fund log. Every balance change goes through lib/ledger.ts post().
 */
import { authed } from '../lib/auth'
import type { MockContext } from '../lib/context'
import { envelope, fail, ok } from '../lib/envelope'
import { post } from '../lib/ledger'
import { centsToWire, wireToCents } from '../lib/money'
import { apiPost, textField, type Body } from '../lib/route'
import { langOf, t, textOf, textRef } from '../lib/texts'
import { DAY_MS, serverDay, serverTime } from '../lib/server-time'
import type { WithdrawalAccountFields } from '../../src/lib/wallet-rules'
import type { AppSchema, MockServer, User } from '../models'
import { DEMO_CONFIG } from './config'

/** A user may keep this many withdrawal accounts; one more is refused with 1047. */
export const MAX_BANK_CARDS = 5

function dayOfDate(text: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  if (!m) return null
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))
  const d = new Date(ms)
  if (d.getUTCDate() !== Number(m[3]) || d.getUTCMonth() !== Number(m[2]) - 1) return null
  return ms / DAY_MS
}

const mask = (account: string) => `****${account.slice(-4)}`

function cardsOf(schema: AppSchema, user: User) {
  return schema.where('bankCard', { userId: user.id! }).models.sort((a, b) => Number(a.id) - Number(b.id))
}

function serializeCard(card: WithdrawalAccountFields & { id?: string | null }) {
  return {
    id: Number(card.id),
    type: card.type,
    bank: card.bank,
    account: card.account,
    username: card.username,
    area: card.area,
    address: card.address,
  }
}

/** The withdraw password check shared by addbankcard (1033) and withdraw (1051). */
function payPwdProblem(user: User, body: Body, key: string, wrongCode: 1033 | 1051) {
  if (!user.payPwd) return fail(2057, 'no withdrawal password set')
  const given = typeof body[key] === 'string' ? (body[key] as string) : ''
  if (!given) return fail(2057, 'withdrawal password empty')
  if (given !== user.payPwd) return fail(wrongCode, 'wrong payment password')
  return null
}

const FLOW_TYPES = new Set(['all', 'today', 'yesterday', 'seven'])

export function walletRoutes(server: MockServer, ctx: MockContext): void {
  const rechargeMin = wireToCents(DEMO_CONFIG.rechargeMin) ?? 1_000

  apiPost(
    server,
    '/api/Game/recharge',
    authed(({ schema, body, user }) => {
      const cents = wireToCents(body.money)
      if (cents === null || cents <= 0) return fail(1050, 'wrong amount')
      // Failures without a catalogue code: the app shows the backend's info text.
      const lang = langOf(body.lang)
      if (cents < rechargeMin) return envelope(0, null, t(lang, 'info.rechargeMin', { min: centsToWire(rechargeMin) }))
      if (!textField(body, 'pay_name')) return envelope(0, null, t(lang, 'info.payerName'))
      post(schema, user, { type: 1, cents, reason: textRef('fund.rechargeDemo'), time: ctx.now() })
      return ok(null, 'Demo: the recharge was credited at once')
    }),
  )

  apiPost(
    server,
    '/api/Game/getLeftMoney',
    authed(({ user }) => ok({ leftmoney: centsToWire(user.moneyCents) })),
  )

  apiPost(
    server,
    '/api/Game/withdraw',
    authed(({ schema, body, user }) => {
      const bankId = textField(body, 'bank_id')
      if (!bankId || bankId === '0') return fail(2058, 'choose a withdrawal method')
      const card = schema.findBy('bankCard', { id: bankId, userId: user.id! })
      if (!card) return fail(1049, 'bank card does not exist')
      const pwd = payPwdProblem(user, body, 'pwd', 1051)
      if (pwd) return pwd
      const cents = wireToCents(body.money)
      if (cents === null || cents <= 0) return fail(1050, 'wrong amount')
      if (cents > user.moneyCents) return fail(1025, 'withdraw amount exceeds the allowed amount')
      const to = card.type === 'Bank' ? `${card.bank} ${mask(card.account)}` : `${card.type} ${mask(card.address)}`
      post(schema, user, { type: 2, cents, reason: textRef('fund.withdrawTo', { to }), time: ctx.now() })
      return ok(1, 'withdrawal submitted, it arrives within 24 hours')
    }),
  )

  apiPost(
    server,
    '/api/Game/getBankcardlist',
    authed(({ schema, user }) => ok(cardsOf(schema, user).map(serializeCard))),
  )

  apiPost(
    server,
    '/api/Game/addbankcard',
    authed(({ schema, body, user }) => {
      const type = textField(body, 'type')
      if (!type) return fail(1001)
      const isBank = type === 'Bank'
      const fields = {
        bank: textField(body, 'bank'),
        account: textField(body, 'account').replace(/\s+/g, ''),
        username: textField(body, 'username'),
        area: textField(body, 'area'),
        address: textField(body, 'address'),
      }
      if (isBank && (!fields.bank || !fields.account || !fields.username || !fields.area)) return fail(1001)
      if (!isBank && !fields.address) return fail(1065, 'please enter the address')
      const pwd = payPwdProblem(user, body, 'payPwd', 1033)
      if (pwd) return pwd
      const cards = cardsOf(schema, user)
      if (isBank && cards.some((c) => c.type === 'Bank' && c.account === fields.account)) return fail(1046, 'can only be added once')
      if (!isBank && cards.some((c) => c.type === type && c.address === fields.address)) return fail(1048, 'can only be added once')
      if (cards.length >= MAX_BANK_CARDS) return fail(1047, 'bank card add failed')
      const saved = isBank ? { ...fields, address: '' } : { bank: '', account: '', username: '', area: '', address: fields.address }
      schema.create('bankCard', { userId: user.id!, type, ...saved, createdAt: ctx.now() })
      return ok(null, 'added')
    }),
  )

  apiPost(
    server,
    '/api/Game/delbankcard',
    authed(({ schema, body, user }) => {
      const id = textField(body, 'id')
      const card = id ? schema.findBy('bankCard', { id, userId: user.id! }) : null
      if (!card) return fail(1049, 'bank card does not exist')
      card.destroy()
      return ok(null, 'deleted')
    }),
  )

  apiPost(
    server,
    '/api/Game/getfinanceflow',
    authed(({ schema, body, user }) => {
      const type = textField(body, 'type') || 'all'
      if (!FLOW_TYPES.has(type)) return fail(1001)
      const today = serverDay(ctx.now())
      let from = -Infinity
      let to = Infinity
      if (type === 'today') from = today
      else if (type === 'yesterday') [from, to] = [today - 1, today - 1]
      else if (type === 'seven') from = today - 6
      const start = textField(body, 'start')
      const end = textField(body, 'end')
      if (start || end) {
        const s = start ? dayOfDate(start) : -Infinity
        const e = end ? dayOfDate(end) : Infinity
        if (s === null || e === null || s > e) return fail(1001, 'invalid date range')
        from = Math.max(from, s)
        to = Math.min(to, e)
      }
      const lang = langOf(body.lang)
      const rows = schema
        .where('fundLog', { userId: user.id! })
        .models.filter((log) => serverDay(log.time) >= from && serverDay(log.time) <= to)
        .sort((a, b) => b.time - a.time || Number(b.id) - Number(a.id))
        .map((log) => ({
          id: Number(log.id),
          time: serverTime(log.time),
          type: log.type,
          money: centsToWire(log.cents),
          before: centsToWire(log.beforeCents),
          reason: textOf(lang, log.reason),
        }))
      // Pages only when asked (our extension): `page` from 1, `pagesize` rows (default 20, at most 100).
      const page = Number(body.page)
      if (!Number.isInteger(page) || page < 1) return ok(rows)
      const size = Math.min(100, Math.max(1, Number(body.pagesize) || 20))
      return ok(rows.slice((page - 1) * size, page * size))
    }),
  )
}
