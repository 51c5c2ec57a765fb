/**
 * The area-code list: regions and dial codes from libphonenumber-js's maintained
 * metadata, taken at build time (`virtual:calling-codes`, vite.config.ts), names localized by
 * Intl.DisplayNames, flags from the regional-indicator letters. Loaded when the picker opens.
 */
import table from 'virtual:calling-codes'
import { flagOf } from './region'

export interface Country {
  /** ISO 3166-1 alpha-2, e.g. "VN" */
  region: string
  /** localized name, e.g. "Vietnam" / "越南" */
  name: string
  /** the area code as the API takes it (`quhao`), e.g. "+84" */
  dialCode: string
  /** the flag emoji */
  flag: string
}

/** Every region, sorted by its localized name. */
export function buildCountries(locale: string): Country[] {
  let names: Intl.DisplayNames | null = null
  try {
    names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' })
  } catch {
    names = null
  }
  const collator = new Intl.Collator(locale)
  return table
    .split(' ')
    .map((entry) => {
      const region = entry.slice(0, 2)
      return { region, name: names?.of(region) ?? region, dialCode: `+${entry.slice(2)}`, flag: flagOf(region) }
    })
    .sort((a, b) => collator.compare(a.name, b.name))
}

/** Matches the localized name, the region code or the dial code ("viet", "VN", "84", "+84"). */
export function searchCountries(countries: readonly Country[], query: string): Country[] {
  const q = query.trim().toLocaleLowerCase()
  if (!q) return [...countries]
  const digits = q.replace(/^\+/, '')
  return countries.filter(
    (c) =>
      c.name.toLocaleLowerCase().includes(q) ||
      c.region.toLowerCase() === q ||
      (/^\d+$/.test(digits) && c.dialCode.slice(1).startsWith(digits)),
  )
}
