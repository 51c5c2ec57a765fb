// @vitest-environment node
// Every place where the API's description leaves a shape open (docs/decisions.md, "Two readings of
// the wire"): the client accepts each reasonable reading and ignores fields it does not know.
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseServerTime } from '../lib/server-time'
import { getuserinfo } from './session'
import { createApiClient, type ApiClient } from './client'
import { getGameinfo } from './game'
import { getGamelog, getGamelog2, getVorder } from './game-orders'
import { list } from './schema'
import { GameLogEntry, Room, orderKey } from './types'
import { getfinanceflow } from './wallet'
import { startServer, type TestServer } from './test-server'

let server: TestServer
let api: ApiClient
beforeAll(async () => {
  server = await startServer()
  api = createApiClient({ baseUrl: server.url, getLang: () => 'en', getToken: () => 't', log: () => {} })
})
afterAll(() => server.close())

/** A Laravel-style page around `rows`, as a paginating backend sends a list. */
const page = (rows: unknown[]) => ({
  current_page: 1,
  data: rows,
  first_page_url: '/?page=1',
  last_page: 1,
  per_page: 15,
  total: rows.length,
})

describe('which id names an order', () => {
  it('a row with order_id is part of that order; a row with only id is its own order', () => {
    expect(orderKey({ id: 901, order_id: 55 })).toBe(55)
    expect(orderKey({ id: 55, order_id: 55 })).toBe(55)
    expect(orderKey({ id: 901 })).toBe(901)
  })

  it('own order rows keep their order_id, sent as a number or numeric text', async () => {
    server.handle(() => ({
      json: {
        code: '1',
        msg: 'ok',
        data: page([{ id: '901', order_id: '55', value: '0', valuecn: 'Big', rate: '1.98', money: '20.00', extra: { a: 1 } }]),
      },
    }))
    const rows = await getGamelog(api, { gameseq: 'S', gametype: 1 })
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ id: 901, order_id: 55, money: 2000, rate: 1.98 })
    expect(orderKey(rows[0]!)).toBe(55)
  })

  it('getVorder rows: bare list or page, order_id present or not', async () => {
    for (const data of [[{ id: 3, value: '1', money: 20 }], page([{ id: '3', order_id: '3', value: '1', money: '20.00' }])]) {
      server.handle(() => ({ json: { code: 1, data } }))
      const rows = await getVorder(api, { roomid: 1, gameseq: 'S' })
      expect(orderKey(rows[0]!)).toBe(3)
    }
  })
})

describe('room options', () => {
  const rates = (n: number, unused: unknown) =>
    Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`rate${i}`, i < n ? '1.98' : unused]))

  it.each([
    ['only the offered rates', { id: 16, type: 16, ...Object.fromEntries([0, 1, 2, 3].map((i) => [`rate${i}`, 1.98])) }, 4],
    ['all eleven, unused as "0.00"', { id: 16, type: '16', ...rates(4, '0.00') }, 4],
    ['all eleven, unused as null', { id: 4, type: 4, ...rates(4, null) }, 4],
    ['all eleven, unused as 0', { id: 4, type: 4, ...rates(4, 0) }, 4],
    ['a type 16 room sending eleven real rates still offers 4', { id: 16, type: 16, ...rates(11, 0) }, 4],
    ['an 11-option room', { id: 1, type: 1, ...rates(11, 0) }, 11],
  ])('%s', (_, wire, count) => {
    expect(v.parse(Room, wire).rates).toHaveLength(count)
  })
})

describe('room type', () => {
  it.each([
    ['a number', 4, 4],
    ['numeric text', '16', 16],
    ['left out', undefined, undefined],
    ['null', null, undefined],
    ['empty text', '', undefined],
    ['text', 'racing', undefined],
    ['a fraction', 2.5, undefined],
    ['an object', {}, undefined],
  ])('%s → %s: a type that is not a whole number is unknown (the room still reads)', (_, type, read) => {
    const room = v.parse(Room, { id: 7, ...(type === undefined ? {} : { type }), title: 'Standard', rate0: 1.98 })
    expect(room.type).toBe(read)
    expect(room.rates).toEqual([1.98])
  })
})

describe('lists: bare, in a page, or keyed', () => {
  it.each([
    ['bare', (rows: unknown[]) => rows],
    ['Laravel page', page],
    ['{ data, total }', (rows: unknown[]) => ({ data: rows, total: rows.length })],
    ['{ list }', (rows: unknown[]) => ({ list: rows, count: rows.length })],
    ['keyed "0", "1"', (rows: unknown[]) => Object.fromEntries(rows.map((r, i) => [String(i), r]))],
  ])('%s', async (_, wrap) => {
    const rows = [
      { id: 1, time: '2026-01-15 10:00:00', type: 1, money: '5.00', reason: 'x' },
      { id: 2, time: '1768442400', type: 2, money: 3, reason: 'y' },
    ]
    server.handle(() => ({ json: { code: 1, data: wrap(rows) } }))
    await expect(getfinanceflow(api, { type: 'all' })).resolves.toHaveLength(2)
    server.handle(() => ({
      json: { code: 1, data: wrap([{ seqno: 'S', ordersn: 'O', money: '20', isaward: '-1', createtime: '2026-01-15T02:00:00.000000Z' }]) },
    }))
    await expect(getGamelog2(api, { type: 'all' })).resolves.toMatchObject([{ isaward: -1, money: 2000 }])
  })

  it('a row that does not fit rejects the list as malformed, never a crash', async () => {
    server.handle(() => ({ json: { code: 1, data: page([{ id: 'x', value: '0', money: '20' }]) } }))
    await expect(getGamelog(api, { gameseq: 'S', gametype: 1 })).rejects.toMatchObject({ kind: 'malformed' })
    expect(() => v.parse(list(GameLogEntry), [{ id: 1, money: 'lots' }])).toThrow()
  })
})

describe('numbers, flags, optional fields, unknown fields', () => {
  it('a user sent entirely as text, with fields we do not know and optional ones left out', async () => {
    server.handle(() => ({
      json: {
        code: '1',
        msg: 'success',
        time: 1768442400,
        data: { id: '9', username: 'demo', level: '3', money: '1234.50', created_at: '2026-01-01T00:00:00Z', wallet: { usdt: '1' } },
      },
    }))
    const user = await getuserinfo(api)
    expect(user).toMatchObject({ id: 9, username: 'demo', name: 'demo', nickname: 'demo', level: 3, money: 123450, noPassword2: 0 })
    expect(user.totalwin).toBeUndefined()
  })

  it('diff in whole seconds as text; his without sum (computed)', async () => {
    server.handle(() => ({
      json: {
        code: 1,
        data: {
          room: { id: '1', type: '1', title: 'Standard', rate0: '1.98' },
          game: { id: '7', seqno: '202601150001', gametype: '1' },
          diff: { minute: '2', second: '5' },
          his: page([{ seqno: '202601140480', num1: '1', num2: '2', num3: '3' }]),
        },
      },
    }))
    const info = await getGameinfo(api, { roomid: 1 })
    expect(info.diff).toEqual({ minute: 2, second: 5 })
    expect(info.his[0]).toMatchObject({ sum: 6 })
  })
})

describe('times', () => {
  const instant = Date.UTC(2026, 0, 15, 2, 0, 5)
  it.each([
    ["zone-less text, the backend's UTC+8 wall clock", '2026-01-15 10:00:05'],
    ['ISO with Z and microseconds (Laravel)', '2026-01-15T02:00:05.000000Z'],
    ['ISO with an offset', '2026-01-15T10:00:05+08:00'],
    ['ISO with a compact offset', '2026-01-15T10:00:05+0800'],
    ['epoch seconds', '1768442405'],
    ['epoch milliseconds', '1768442405000'],
  ])('%s', (_, text) => {
    expect(parseServerTime(text, 8 * 60)).toBe(instant)
  })

  it('fractions of a second are kept to the millisecond', () => {
    expect(parseServerTime('2026-01-15T02:00:05.123456Z', 480)).toBe(instant + 123)
  })

  it.each(['2026-01-15T02:00:05', '12345', '2026-13-01T00:00:00Z'])(
    '%j without a zone marker or out of range is not an ISO instant',
    (text) => {
      const ms = parseServerTime(text, 480)
      // zone-less ISO text is the backend's wall clock like the space form; the others are not times
      if (text === '2026-01-15T02:00:05') expect(ms).toBe(Date.UTC(2026, 0, 14, 18, 0, 5))
      else expect(ms).toBeNull()
    },
  )
})
