/**
 * The option tables (docs/decisions.md): names and when each option wins, localized. Rooms of type 16
 * offer 4 options, every other room 11 (indices 0-10); odds come from the room's rateN.
 */
import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Room } from '../../api/types'

export interface OptionDef {
  name: MessageDescriptor
  rule: MessageDescriptor
}

const BIG = msg`Sum of the three digits is 14 or more`
const SMALL = msg`Sum of the three digits is 13 or less`
const ODD = msg`Sum of the three digits is odd`
const EVEN = msg`Sum of the three digits is even`

export const OPTIONS_11: readonly OptionDef[] = [
  { name: msg`Big`, rule: BIG },
  { name: msg`Small`, rule: SMALL },
  { name: msg`Odd`, rule: ODD },
  { name: msg`Even`, rule: EVEN },
  { name: msg`Big-Odd`, rule: msg`Sum is 14 or more and odd` },
  { name: msg`Small-Odd`, rule: msg`Sum is 13 or less and odd` },
  { name: msg`Big-Even`, rule: msg`Sum is 14 or more and even` },
  { name: msg`Small-Even`, rule: msg`Sum is 13 or less and even` },
  { name: msg`Extreme Big`, rule: msg`Sum is 22 or more` },
  { name: msg`Extreme Small`, rule: msg`Sum is 5 or less` },
  { name: msg`Triple`, rule: msg`All three digits are the same` },
]

export const OPTIONS_4: readonly OptionDef[] = [
  { name: msg`Rise`, rule: BIG },
  { name: msg`Fall`, rule: SMALL },
  { name: msg`Long`, rule: ODD },
  { name: msg`Short`, rule: EVEN },
]

export const optionTable = (room: Pick<Room, 'type'>): readonly OptionDef[] => (room.type === 16 ? OPTIONS_4 : OPTIONS_11)

export interface RoomOption {
  index: number
  name: string
  rule: string
  /** the room's rateN; undefined when the room does not send it (the option is then not offered) */
  odds: number | undefined
}

export function roomOptions(i18n: I18n, room: Room): RoomOption[] {
  return optionTable(room).map((def, index) => ({
    index,
    name: i18n._(def.name),
    rule: i18n._(def.rule),
    odds: room[`rate${index}` as keyof Room] as number | undefined,
  }))
}

/** An option's localized name by index (a wire `value`), or null when the room has no such option. */
export function optionName(i18n: I18n, room: Pick<Room, 'type'>, value: string): string | null {
  if (!/^\d+$/.test(value)) return null
  const def = optionTable(room)[Number(value)]
  return def ? i18n._(def.name) : null
}

const big = (sum: number) => sum >= 14
/** Which options a drawn result wins (the same table as the rules sheet). */
export function winningIndices(room: Pick<Room, 'type'>, d: { num1: number; num2: number; num3: number; sum: number }): number[] {
  const odd = d.sum % 2 === 1
  const all = [
    big(d.sum),
    !big(d.sum),
    odd,
    !odd,
    big(d.sum) && odd,
    !big(d.sum) && odd,
    big(d.sum) && !odd,
    !big(d.sum) && !odd,
    d.sum >= 22,
    d.sum <= 5,
    d.num1 === d.num2 && d.num2 === d.num3,
  ]
  return all.slice(0, optionTable(room).length).flatMap((won, i) => (won ? [i] : []))
}
