/**
 * Orders (pairs with src/api/game-orders.ts): place, list, cancel, the live list of a round and the
 * user's records. An order's bets are settled when their round has been drawn (mocks/simulation/settle.ts).
 */
import { Response, type Instantiate } from 'miragejs'
import { authed } from '../lib/auth'
import type { MockContext } from '../lib/context'
import { ALT_ENTRY_ID_BASE, type Dialect } from '../lib/dialect'
import { fail, ok } from '../lib/envelope'
import { post } from '../lib/ledger'
import { centsToWire, wireToCents } from '../lib/money'
import { apiPost, intField, textField, type Body } from '../lib/route'
import { serverTime } from '../lib/server-time'
import { textRef } from '../lib/texts'
import type { AppRegistry, AppSchema, BetAttrs, MockServer } from '../models'
import { optionCount, optionName, rateOf, roomById } from '../simulation/catalog'
import { maskName, simulatedOrders } from '../simulation/live'
import { isBettingOpen, roundAt, roundBySeqno } from '../simulation/rounds'
import { bodyRoom } from './game'

/** Orders: at least 20 per option, at most 9 options (the catalogue codes 1024 and 1044). */
export const MIN_BET_CENTS = 2_000
export const MAX_OPTIONS = 9
const LIVE_COUNT = 20

type BetModel = Instantiate<AppRegistry, 'bet'>

/** The order a bet belongs to: in the alt dialect the first bet of its `order` call, else the bet itself. */
const orderOf = (bet: BetModel): number => bet.orderNo ?? Number(bet.id)

function betRow(bet: BetModel, lang: unknown, dialect: Dialect) {
  const room = roomById(bet.roomId)
  return {
    // ours: a row is an order (id = order_id); alt: a row is an entry of an order
    id: dialect === 'alt' ? ALT_ENTRY_ID_BASE + Number(bet.id) : Number(bet.id),
    order_id: dialect === 'alt' ? orderOf(bet) : Number(bet.id),
    roomid: bet.roomId,
    seqno: bet.seqno,
    ordersn: bet.ordersn,
    gametype: bet.gametype,
    value: String(bet.option),
    valuecn: room ? optionName(room, bet.option, lang) : String(bet.option),
    rate: bet.rate.toFixed(2),
    money: centsToWire(bet.cents),
    isaward: bet.status === 'won' ? 1 : bet.status === 'lost' ? 0 : -1,
    award: centsToWire(bet.awardCents),
    createtime: serverTime(bet.createdAt),
  }
}

const betsOf = (schema: AppSchema, where: Partial<BetAttrs>) => schema.where('bet', where).models.filter((b) => b.status !== 'cancelled')

/**
 * The round of `current` / `getGamelog`: `{ gameseq, gametype }` and, our extension, `roomid`:
 * many rooms play one game type's rounds, and a room lists and awards only its own orders.
 */
function roundOrdersWhere(body: Body): Partial<BetAttrs> | null {
  const seqno = textField(body, 'gameseq')
  const gametype = intField(body, 'gametype')
  if (!seqno || gametype === null) return null
  const roomId = intField(body, 'roomid')
  return roomId === null ? { seqno, gametype } : { seqno, gametype, roomId }
}

/** The bets an `order_id` names: ours, the bet with that id; alt, every entry of that order. */
function ordersById(schema: AppSchema, orderId: number, dialect: Dialect): BetModel[] {
  if (dialect !== 'alt') {
    const bet = schema.find('bet', String(orderId))
    return bet ? [bet] : []
  }
  return schema.all('bet').models.filter((b) => orderOf(b) === orderId)
}

export function gameOrderRoutes(server: MockServer, ctx: MockContext): void {
  apiPost(
    server,
    '/api/Game/order',
    authed(({ schema, body, user }) => {
      const room = bodyRoom(body)
      if (room instanceof Response) return room
      const gameid = intField(body, 'gameid')
      if (gameid === null) return fail(1027, 'period empty')
      const now = ctx.now()
      const round = roundAt(room.gametype, now)
      if (gameid !== round.id) return fail(1029, 'outside betting time')
      if (!isBettingOpen(round, now)) return fail(1020, 'closed offer')

      const info = body.order_info
      if (!Array.isArray(info) || info.length === 0) return fail(1030, 'bet info empty')
      if (info.length > MAX_OPTIONS) return fail(1031, 'order failed: too many options')
      const entries: Array<{ option: number; rate: number; cents: number }> = []
      for (const raw of info) {
        if (!Array.isArray(raw) || raw.length < 3) return fail(1030, 'bet info empty')
        const option = Number(raw[0])
        const rate = Number(raw[1])
        const cents = wireToCents(raw[2])
        if (!Number.isInteger(option) || option < 0 || option >= optionCount(room) || cents === null) return fail(1030, 'bet info empty')
        if (entries.some((e) => e.option === option)) return fail(1030, 'bet info empty')
        entries.push({ option, rate, cents })
      }
      if (entries.some((e) => e.cents < MIN_BET_CENTS)) return fail(1024, 'at least 20')
      if (entries.some((e) => e.rate !== rateOf(room, e.option))) return fail(1031, 'order failed: odds changed')
      const total = entries.reduce((sum, e) => sum + e.cents, 0)
      if (total < room.minbuyCents) return fail(1031, `order failed: minimum ${centsToWire(room.minbuyCents)}`)
      user.reload()
      if (user.moneyCents < room.minjoinCents) return fail(2004, `balance cannot be less than ${centsToWire(room.minjoinCents)}`)
      if (room.minLevel && user.level < room.minLevel) return fail(2055, 'not a VIP member')
      if (total > user.moneyCents) return fail(1025, 'insufficient balance')

      const ordersn = `${round.seqno}${String(schema.all('bet').length + 1).padStart(5, '0')}`
      const bets = entries.map((e) =>
        schema.create('bet', {
          userId: user.id!,
          roomId: room.id,
          gametype: room.gametype,
          seqno: round.seqno,
          ordersn,
          option: e.option,
          rate: e.rate,
          cents: e.cents,
          status: 'open',
          awardCents: 0,
          createdAt: now,
        }),
      )
      const orderId = Number(bets[0]!.id)
      if (ctx.dialect === 'alt') for (const bet of bets) bet.update({ orderNo: orderId })
      post(schema, user, { type: 2, cents: total, reason: textRef('fund.bet', { seqno: round.seqno }), time: now })
      return ok({ order_id: orderId, ordersn }, 'order placed')
    }),
  )

  apiPost(
    server,
    '/api/Game/getVorder',
    authed(({ schema, body, user }) => {
      const orderId = intField(body, 'order_id')
      if (orderId !== null) {
        const bets = ordersById(schema, orderId, ctx.dialect).filter((b) => b.userId === user.id)
        if (bets.length === 0) return fail(1041, 'order not found')
        return ok(bets.map((b) => betRow(b, body.lang, ctx.dialect)))
      }
      const room = bodyRoom(body)
      if (room instanceof Response) return room
      const seqno = textField(body, 'gameseq')
      const round = roundBySeqno(room.gametype, seqno)
      if (!round) return fail(1027, 'period empty')

      // Without `isfirst` this is the reconciliation form: the user's own orders of the round in this room.
      if (body.isfirst === undefined) {
        return ok(betsOf(schema, { userId: user.id!, roomId: room.id, seqno }).map((b) => betRow(b, body.lang, ctx.dialect)))
      }
      const now = ctx.now()
      const players = new Map(schema.all('user').models.map((u) => [u.id, u.username]))
      const real = betsOf(schema, { roomId: room.id, seqno }).map((b) => ({
        id: Number(b.id),
        username: maskName(players.get(b.userId) ?? '?'),
        option: b.option,
        cents: b.cents,
        at: b.createdAt,
      }))
      const rows = [...simulatedOrders(ctx.seed, room, round).filter((o) => o.at <= now), ...real]
        .sort((a, b) => b.at - a.at || b.id - a.id)
        .slice(0, LIVE_COUNT)
      return ok(
        rows.map((o) => ({
          id: o.id,
          username: o.username,
          seqno,
          value: String(o.option),
          valuecn: optionName(room, o.option, body.lang),
          money: centsToWire(o.cents),
        })),
      )
    }),
  )

  apiPost(
    server,
    '/api/Game/getGamecancel',
    authed(({ schema, body, user }) => {
      const roomid = intField(body, 'roomid')
      if (roomid === null) return fail(1026, 'room number empty')
      const orderId = intField(body, 'order_id')
      if (orderId === null) return fail(1001)
      const bets = ordersById(schema, orderId, ctx.dialect).filter((b) => b.userId === user.id)
      // the alt reading knows orders only by their order id: an entry id names no order
      if (bets.length === 0 && ctx.dialect === 'alt') return fail(1041, 'order not found')
      if (bets.length === 0 || bets.some((b) => b.roomId !== roomid || b.status !== 'open')) return fail(2003, 'cancel failed')
      const round = roundBySeqno(bets[0]!.gametype, bets[0]!.seqno)
      if (!round || !isBettingOpen(round, ctx.now())) return fail(1020, 'closed offer')
      for (const bet of bets) bet.update({ status: 'cancelled' })
      const refund = bets.reduce((sum, b) => sum + b.cents, 0)
      post(schema, user, { type: 1, cents: refund, reason: textRef('fund.cancel', { seqno: bets[0]!.seqno }), time: ctx.now() })
      return ok(null, 'cancelled')
    }),
  )

  apiPost(
    server,
    '/api/Game/current',
    authed(({ schema, body, user }) => {
      const where = roundOrdersWhere(body)
      if (!where) return fail(1027, 'period empty')
      const award = betsOf(schema, { userId: user.id!, ...where }).reduce((sum, b) => sum + b.awardCents, 0)
      return ok({ award: centsToWire(award) })
    }),
  )

  apiPost(
    server,
    '/api/Game/getGamelog',
    authed(({ schema, body, user }) => {
      const where = roundOrdersWhere(body)
      if (!where) return fail(1027, 'period empty')
      return ok(betsOf(schema, { userId: user.id!, ...where }).map((b) => betRow(b, body.lang, ctx.dialect)))
    }),
  )

  /** Bet records: `type` is the Chinese tab label (全部 all, 已中奖 won, 未中奖 lost, 待开奖 awaiting); optional page/limit. */
  apiPost(
    server,
    '/api/Game/getGamelog2',
    authed(({ schema, body, user }) => {
      const filters: Record<string, (b: BetModel) => boolean> = {
        全部: () => true,
        已中奖: (b) => b.status === 'won',
        未中奖: (b) => b.status === 'lost',
        待开奖: (b) => b.status === 'open',
      }
      const filter = filters[textField(body, 'type') || '全部']
      if (!filter) return fail(1001)
      const limit = Math.min(100, intField(body, 'limit') ?? 20)
      const page = Math.max(1, intField(body, 'page') ?? 1)
      const rows = betsOf(schema, { userId: user.id! })
        .filter(filter)
        .sort((a, b) => b.createdAt - a.createdAt || Number(b.id) - Number(a.id))
      return ok({ data: rows.slice((page - 1) * limit, page * limit).map((b) => betRow(b, body.lang, ctx.dialect)), total: rows.length })
    }),
  )
}
