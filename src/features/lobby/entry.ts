/**
 * Game entry: which room route a tile or room card opens, or why it refuses. Pure, so the
 * rules are tested as a table; the screens perform the navigation and translate the codes.
 */
import type { Cents } from '../../lib/money'

export interface EntryTarget {
  /** the room id the route opens */
  roomid: number
  /** racing rooms open /bjsc/{id}, the others /activity/{id} */
  racing: boolean
  /** the room's or game's minjoin; undefined while unknown (the backend still checks on order) */
  minjoin?: Cents
  /** VIP level the room needs (our extension); undefined or 0: none */
  level?: number
}

export interface EntryUser {
  money: Cents
  level: number
}

export type EntryDecision =
  | { kind: 'go'; to: '/activity/$id' | '/bjsc/$id'; id: string }
  /** The balance is below the room's minjoin → toast 2004 with the amount */
  | { kind: 'refuse'; code: 2004; amount: Cents }
  /** Below the VIP level the room needs (`level`) */
  | { kind: 'refuse'; code: 2055; level: number }

/**
 * A guest (`user` null) goes to the room route, which bounces to login and comes back after it.
 * A logged-in user whose data has not arrived yet is let through as well.
 */
export function enterRoom(target: EntryTarget, user: EntryUser | null): EntryDecision {
  if (user) {
    if (target.minjoin !== undefined && user.money < target.minjoin) return { kind: 'refuse', code: 2004, amount: target.minjoin }
    if (target.level && user.level < target.level) return { kind: 'refuse', code: 2055, level: target.level }
  }
  return { kind: 'go', to: target.racing ? '/bjsc/$id' : '/activity/$id', id: String(target.roomid) }
}

export type VipDecision = { to: '/login'; redirect: string } | { to: '/room_list/$type'; type: '1' }

/** 'go_vip': without a token to login (and back here after it), otherwise to room_list type 1. */
export function goVip(hasToken: boolean): VipDecision {
  return hasToken ? { to: '/room_list/$type', type: '1' } : { to: '/login', redirect: '/room_list/1' }
}

/** Room-list tabs: USDT, BTC, ETH; the tab index plus 1 is the room type requested. */
export const ROOM_TABS = ['USDT', 'BTC', 'ETH'] as const
export const roomTypeOfTab = (index: number) => index + 1
/** The tab of a `/room_list/{type}` parameter; anything but 1-3 shows the first tab. */
export const tabOfRoomType = (type: string): number => (/^[123]$/.test(type) ? Number(type) - 1 : 0)
