/**
 * Other players' orders for the live list (demo only): a pure function of (room, round), each
 * with its moment inside the betting window, so the list grows as the clock moves.
 */
import { createRandom, hashSeed } from '../lib/random'
import { units } from '../lib/money'
import { optionCount, type SimRoom } from './catalog'
import { CLOSE_MS, type SimRound } from './rounds'

export interface SimLiveOrder {
  id: number
  username: string
  option: number
  cents: number
  at: number
}

const STAKES = [20, 50, 100, 200, 500, 1000]

export function simulatedOrders(seed: number, room: SimRoom, round: SimRound): SimLiveOrder[] {
  const random = createRandom(hashSeed(seed, 'live', room.id, round.seqno))
  const count = random.int(8, 16)
  const window = round.endsAt - CLOSE_MS - round.startsAt
  const minStake = Math.max(units(20), room.minbuyCents)
  return Array.from({ length: count }, (_, i) => {
    const phone = `${random.int(10, 99)}***${random.int(10, 99)}`
    const stake = Math.max(units(random.pick(STAKES)), minStake)
    return {
      id: Number(round.seqno) * 1000 + room.id * 20 + i,
      username: phone,
      option: random.int(0, optionCount(room) - 1),
      cents: stake,
      at: round.startsAt + Math.floor(random.next() * window),
    }
  }).sort((a, b) => a.at - b.at)
}

/** A user name as other players see it: first two and last two characters. */
export const maskName = (name: string) => (name.length <= 4 ? `${name.slice(0, 1)}***` : `${name.slice(0, 2)}***${name.slice(-2)}`)
