/**
 * A banner's image address, and the kept copy of the banners (src/lib/last-known.ts). Apart from the
 * API client and its schemas: the pre-entry script paints a return visit's kept banner with these
 * before the app's code has downloaded (src/app/first-load.ts).
 */
import type { Locale } from '../i18n/locales'
import { arrayOf } from '../lib/last-known'
import type { Banner } from './lobby'
import { underApi } from './wire'

const BANNER_VARIANT: Record<Locale, 'path' | 'path_yw' | 'path_tw' | 'path_vi'> = {
  'zh-CN': 'path',
  'en-US': 'path_yw',
  'zh-TW': 'path_tw',
  vi: 'path_vi',
}

/** The banner image for the locale, else the English one, else `path` (a relative one resolved against `apiBase`). */
export function bannerPath(banner: Banner, locale: Locale, apiBase?: string): string {
  return safeImageUrl(banner[BANNER_VARIANT[locale]] || banner.path_yw || banner.path, apiBase)
}

/**
 * An image address from the API, or '' when it is not one an <img> should load: only http(s),
 * data:image and paths (never `javascript:` and other schemes). A path is the API's: resolved against
 * `apiBase` (the API's base URL) when given, so that it loads from the API's address, not the app's.
 */
export function safeImageUrl(url: string | null | undefined, apiBase?: string): string {
  const u = (url ?? '').trim()
  if (!(/^(https?:\/\/|data:image\/|\/|\.{0,2}\/)/i.test(u) || /^[^:]*$/.test(u))) return ''
  return u && apiBase ? underApi(u, apiBase) : u
}

const str = (x: unknown) => x === undefined || typeof x === 'string'

/** The home screen's banners as last known: their storage name and the guard of their shape. */
export const KEPT_BANNERS = {
  name: 'banners',
  guard: arrayOf<Banner>((b) => ['path', 'path_tw', 'path_vi', 'path_yw', 'url'].every((k) => str(b[k]))),
}
