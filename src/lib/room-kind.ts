/** Which game a room plays, from its `type`: the page that opens it and the option table its bets mean. */
import { RACING_ROOM_TYPE } from '../api/types'

/** Racing (/bjsc/{id}, ten ranks) or the three-digit game (/activity/{id}, four or eleven options). */
export type RoomKind = 'racing' | 'threeDigit'

/**
 * Type 4 is racing; any other positive whole type is the three-digit game (type 16 with four options, the
 * others with eleven). A type left out, or sent as anything else (0, a negative or fractional number), names
 * no game: null, and such a room is never opened as one game or the other, for its bets' option indices
 * would be read with another game's meaning.
 */
export function roomKind(type: number | undefined): RoomKind | null {
  if (type === undefined || !Number.isInteger(type) || type <= 0) return null
  return type === RACING_ROOM_TYPE ? 'racing' : 'threeDigit'
}
