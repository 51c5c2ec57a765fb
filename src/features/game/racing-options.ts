/**
 * Racing options (game type 4): ten places 1st-10th, each with big (car 6-10), small (1-5),
 * odd and even at the room's rate0..rate3. Option index = place x 4 + kind (src/lib/racing.ts).
 */
import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { CARS, RACE_KINDS, raceKind, raceOption, raceRank } from '../../lib/racing'
import type { Room } from '../../api/types'
import type { RoomOption } from './options'

const KINDS: ReadonlyArray<{ name: MessageDescriptor; rule: MessageDescriptor }> = [
  { name: msg`Big`, rule: msg`The car in that place is 6 to 10` },
  { name: msg`Small`, rule: msg`The car in that place is 1 to 5` },
  { name: msg`Odd`, rule: msg`The car in that place has an odd number` },
  { name: msg`Even`, rule: msg`The car in that place has an even number` },
]

const PLACES: readonly MessageDescriptor[] = [
  msg`1st`,
  msg`2nd`,
  msg`3rd`,
  msg`4th`,
  msg`5th`,
  msg`6th`,
  msg`7th`,
  msg`8th`,
  msg`9th`,
  msg`10th`,
]

const optionLabel = msg({ message: '{place} {kind}', comment: 'a racing option: place (1st…10th) and kind (Big, Small, Odd, Even)' })

export const placeName = (i18n: I18n, rank: number) => i18n._(PLACES[rank]!)

const rateOf = (room: Room, kind: number) => room[`rate${kind}` as keyof Room] as number | undefined

/** The four kinds with their rules and the room's odds (the rules sheet). */
export function raceKinds(i18n: I18n, room: Room): RoomOption[] {
  return KINDS.map((k, kind) => ({ index: kind, name: i18n._(k.name), rule: i18n._(k.rule), odds: rateOf(room, kind) }))
}

/** All 40 options, in index order. */
export function racingOptions(i18n: I18n, room: Room): RoomOption[] {
  return Array.from({ length: CARS * RACE_KINDS }, (_, index) => {
    const kind = raceKind(index)
    const label: MessageDescriptor = {
      ...optionLabel,
      values: { place: placeName(i18n, raceRank(index)), kind: i18n._(KINDS[kind]!.name) },
    }
    return {
      index,
      name: i18n._(label),
      rule: i18n._(KINDS[kind]!.rule),
      odds: rateOf(room, kind),
    }
  })
}

export { raceOption }
