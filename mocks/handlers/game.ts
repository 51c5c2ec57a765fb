/**
 * Games, rooms and rounds (pairs with src/api/game.ts): the game and room lists, a room's round with its
 * countdown and history, the winners list and the day totals. Everything is a function of ctx.now():
 * rounds and draws come from mocks/simulation, and the rounds that have ended are settled before every
 * request (mocks/simulation/due.ts), so no timer is ever needed.
 */
import { Response } from 'miragejs'
import { authed } from '../lib/auth'
import type { MockContext } from '../lib/context'
import { fail, ok } from '../lib/envelope'
import { centsToWire } from '../lib/money'
import { apiPost, intField, type Body } from '../lib/route'
import { serverDay, serverTime } from '../lib/server-time'
import { langOf, t } from '../lib/texts'
import type { MockServer } from '../models'
import { GAMES, ROOMS, isRacing, optionName, roomById, type SimRoom } from '../simulation/catalog'
import { winningOptions } from '../simulation/outcome'
import { raceOf } from '../simulation/racing'
import { history, roundAt } from '../simulation/rounds'
import { recentWinners } from '../simulation/winners'

const HISTORY_COUNT = 10
const WINNERS_LISTED = 20
const TREND_COUNT = 100
/** The home grid's first game: its room answers a trend request that names no room. */
const HOME_ROOM = 1

export function serializeRoom(room: SimRoom, lang: unknown) {
  return {
    id: room.id,
    type: room.type,
    title: t(langOf(lang), room.title),
    minjoin: centsToWire(room.minjoinCents),
    minbuy: centsToWire(room.minbuyCents),
    ...Object.fromEntries(room.rates.map((rate, i) => [`rate${i}`, rate.toFixed(2)])),
    ...(room.minLevel ? { level: room.minLevel } : {}),
  }
}

/** Racing history rows: `num1`..`num10` are the cars in finishing order (1st..10th). */
function raceHistoryRow(seed: number, seqno: string) {
  const order = raceOf(seed, seqno)
  return { seqno, ...Object.fromEntries(order.map((car, i) => [`num${i + 1}`, car])), resultcn: order.join(',') }
}

/** The room a body's `roomid` names, or the backend's failure: 1026 without a number, 1057 for no such room. */
export function bodyRoom(body: Body): SimRoom | Response {
  const roomid = intField(body, 'roomid')
  if (roomid === null) return fail(1026, 'room number empty')
  return roomById(roomid) ?? fail(1057, 'room does not exist')
}

/** The room's last `count` drawn rounds as `his` rows, newest first. */
function historyRows(seed: number, room: SimRoom, now: number, count: number, lang: unknown) {
  return history(seed, room.gametype, now, count).map((h) =>
    isRacing(room)
      ? raceHistoryRow(seed, h.seqno)
      : {
          seqno: h.seqno,
          num1: h.draw.num1,
          num2: h.draw.num2,
          num3: h.draw.num3,
          sum: h.draw.sum,
          resultcn: winningOptions(room.rates.length, h.draw)
            .map((i) => optionName(room, i, lang))
            .join(' '),
        },
  )
}

export function gameRoutes(server: MockServer, ctx: MockContext): void {
  apiPost(server, '/api/Game/getGameList', ({ body }) =>
    ok(GAMES.map((g) => ({ id: g.id, type: g.gametype, title: t(langOf(body.lang), g.title), minjoin: centsToWire(g.minjoinCents) }))),
  )

  apiPost(server, '/api/Game/getRoomList', ({ body }) => {
    const type = intField(body, 'type')
    if (type === null) return fail(1001)
    return ok(ROOMS.filter((r) => r.type === type).map((room) => serializeRoom(room, body.lang)))
  })

  apiPost(server, '/api/Game/getGameinfo', ({ body }) => {
    const room = bodyRoom(body)
    if (room instanceof Response) return room
    const now = ctx.now()
    const round = roundAt(room.gametype, now)
    // to the millisecond (a fractional `second`, src/api/types.ts Diff), so the countdown can be exact
    const leftMs = Math.max(0, round.endsAt - now)
    return ok({
      room: serializeRoom(room, body.lang),
      game: { id: round.id, seqno: round.seqno, gametype: round.gametype, initmoney: '0.00' },
      diff: { minute: Math.floor(leftMs / 60_000), second: (leftMs % 60_000) / 1000 },
      his: historyRows(ctx.seed, room, now, HISTORY_COUNT, body.lang),
    })
  })

  /**
   * The API description gives this call no body and no reply shape. Ours: the drawn rounds of a room's
   * game (`roomid`, else the game of `gametype`, else the home game's room 1), newest first, TREND_COUNT
   * of them, each row as in `his` with its `gametype`; the same seeded draws as the rooms.
   */
  apiPost(server, '/api/Game/getTrendData', ({ body }) => {
    let room: SimRoom | Response | undefined
    if (body.roomid !== undefined) room = bodyRoom(body)
    else {
      const gametype = intField(body, 'gametype')
      room = gametype === null ? roomById(HOME_ROOM) : ROOMS.find((r) => r.gametype === gametype)
    }
    if (room instanceof Response) return room
    if (!room) return fail(1053, 'game does not exist')
    const { gametype } = room
    return ok(historyRows(ctx.seed, room, ctx.now(), TREND_COUNT, body.lang).map((row) => ({ ...row, gametype })))
  })

  /** Masked user, game type, payout and the time of the draw, newest first. */
  apiPost(server, '/api/Game/getWinList', ({ schema }) => {
    const now = ctx.now()
    return ok(
      recentWinners(schema, ctx.seed, now, WINNERS_LISTED).map((w) => ({
        username: w.username,
        gametype: w.gametype,
        money: centsToWire(w.cents),
        time: serverTime(w.at),
      })),
    )
  })

  /**
   * Trend totals, from the game simulation's settled bets: per day of the
   * backend's calendar (UTC+8), `total` = stakes of the user's bets placed that day (cancelled ones
   * excluded), `win` = what the won ones paid. Rounds that have ended are settled before every request.
   */
  apiPost(
    server,
    '/api/Game/todayWinLost',
    authed(({ schema, user }) => {
      const now = ctx.now()
      const today = serverDay(now)
      const sums = { [today]: { win: 0, total: 0 }, [today - 1]: { win: 0, total: 0 } }
      for (const bet of schema.where('bet', { userId: user.id! }).models) {
        const day = sums[serverDay(bet.createdAt)]
        if (!day || bet.status === 'cancelled') continue
        day.total += bet.cents
        day.win += bet.status === 'won' ? bet.awardCents : 0
      }
      return ok({
        yeswin: centsToWire(sums[today - 1]!.win),
        yestotal: centsToWire(sums[today - 1]!.total),
        todaywin: centsToWire(sums[today]!.win),
        todaytotal: centsToWire(sums[today]!.total),
      })
    }),
  )
}
