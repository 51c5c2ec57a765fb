import { describe, expect, it } from 'vitest'
import type { Cents } from '../../lib/money'
import { enterRoom, goVip, roomTypeOfTab, tabOfRoomType, type EntryDecision, type EntryTarget, type EntryUser } from './entry'

const c = (n: number) => n as Cents
const rich: EntryUser = { money: c(1_000_000), level: 3 }
const poor: EntryUser = { money: c(5_000), level: 3 }

describe('game entry rules', () => {
  it.each<[string, EntryTarget, EntryUser | null, EntryDecision]>([
    [
      'guest → the room route (bounced to login there)',
      { roomid: 1, racing: false, minjoin: c(10_000) },
      null,
      { kind: 'go', to: '/activity/$id', id: '1' },
    ],
    ['guest on racing → /bjsc', { roomid: 4, racing: true }, null, { kind: 'go', to: '/bjsc/$id', id: '4' }],
    [
      'balance above minjoin → room',
      { roomid: 15, racing: false, minjoin: c(10_000) },
      rich,
      { kind: 'go', to: '/activity/$id', id: '15' },
    ],
    [
      'balance equal to minjoin → room',
      { roomid: 15, racing: false, minjoin: c(5_000) },
      poor,
      { kind: 'go', to: '/activity/$id', id: '15' },
    ],
    [
      'balance below minjoin → 2004 with the amount',
      { roomid: 15, racing: false, minjoin: c(10_000) },
      poor,
      { kind: 'refuse', code: 2004, amount: c(10_000) },
    ],
    [
      'racing below minjoin → 2004',
      { roomid: 4, racing: true, minjoin: c(10_000) },
      poor,
      { kind: 'refuse', code: 2004, amount: c(10_000) },
    ],
    ['racing → /bjsc/{id}', { roomid: 4, racing: true, minjoin: c(0) }, rich, { kind: 'go', to: '/bjsc/$id', id: '4' }],
    [
      'minjoin unknown (game list not loaded) → room; the backend checks on order',
      { roomid: 1, racing: false },
      poor,
      { kind: 'go', to: '/activity/$id', id: '1' },
    ],
    [
      'VIP level below the room → 2055',
      { roomid: 3, racing: false, minjoin: c(0), level: 4 },
      rich,
      { kind: 'refuse', code: 2055, level: 4 },
    ],
    ['VIP level reached → room', { roomid: 2, racing: false, minjoin: c(0), level: 3 }, rich, { kind: 'go', to: '/activity/$id', id: '2' }],
    [
      'balance is checked before the level',
      { roomid: 5, racing: false, minjoin: c(2_000_000), level: 5 },
      rich,
      { kind: 'refuse', code: 2004, amount: c(2_000_000) },
    ],
  ])('%s', (_, target, user, expected) => {
    expect(enterRoom(target, user)).toEqual(expected)
  })

  it.each([
    [false, { to: '/login', redirect: '/room_list/1' }],
    [true, { to: '/room_list/$type', type: '1' }],
  ])('go_vip with token %s', (hasToken, expected) => {
    expect(goVip(hasToken)).toEqual(expected)
  })
})

describe('room list tabs', () => {
  it('tab index + 1 is the room type; the route parameter picks the tab', () => {
    expect([0, 1, 2].map(roomTypeOfTab)).toEqual([1, 2, 3])
    expect(['1', '2', '3', '4', 'x', ''].map(tabOfRoomType)).toEqual([0, 1, 2, 0, 0, 0])
  })
})
