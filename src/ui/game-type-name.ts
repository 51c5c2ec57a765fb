/** Game type names (bet records, winners list): 1 Lucky Time lottery, 2 Lucky Airship, 3 Lucky Quick-3, 4 Racing. */
import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

export const GAME_TYPE_NAMES: Readonly<Record<number, MessageDescriptor>> = {
  1: msg`Lucky Time lottery`,
  2: msg`Lucky Airship`,
  3: msg`Lucky Quick-3`,
  4: msg`Racing`,
}

const unknownType = msg({ message: 'Game {type}', comment: 'type: a game type number the app does not know' })

export function gameTypeName(i18n: I18n, type: number): string {
  const name = GAME_TYPE_NAMES[type]
  if (name) return i18n._(name)
  const descriptor: MessageDescriptor = { ...unknownType, values: { type } }
  return i18n._(descriptor)
}
