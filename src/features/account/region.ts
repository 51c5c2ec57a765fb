/** Region helpers that need no phone metadata (the picker's closed state uses them). */

/** Default area code +84. */
export const DEFAULT_REGION = 'VN'
export const DEFAULT_DIAL_CODE = '+84'

export function flagOf(region: string): string {
  return String.fromCodePoint(...[...region.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65))
}

/** A region's name in `locale`; the code itself when the browser has no name for it. */
export function regionName(region: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' }).of(region) ?? region
  } catch {
    return region
  }
}
