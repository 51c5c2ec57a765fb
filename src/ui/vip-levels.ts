import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/** VIP levels 1-8, each with a localized name. */
const LEVEL_NAMES: Readonly<Record<number, MessageDescriptor>> = {
  1: msg`Bronze`,
  2: msg`Silver`,
  3: msg`Gold`,
  4: msg`Platinum`,
  5: msg`Diamond`,
  6: msg`Master`,
  7: msg`King`,
  8: msg`Supreme`,
}

/** A level as shown: a whole number from 1 to 8 (anything else reads as the nearest of them, 1 if none). */
export const clampLevel = (level: number): number => Math.min(8, Math.max(1, Math.trunc(level) || 1))

/** "Gold" etc. in the active language. */
export const levelName = (i18n: I18n, level: number): string => i18n._(LEVEL_NAMES[clampLevel(level)]!)
