export const LOCALES = ['en-US', 'zh-CN', 'zh-TW', 'vi'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en-US'

/** The `lang` value the API expects for each interface locale. */
export const API_LANG: Record<Locale, 'en' | 'chs' | 'cht' | 'vi'> = {
  'en-US': 'en',
  'zh-CN': 'chs',
  'zh-TW': 'cht',
  vi: 'vi',
}

/** Each language's own name, shown on the language page whatever the active locale is. */
export const LOCALE_NAMES: Record<Locale, string> = {
  'en-US': 'English',
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
  vi: 'Tiếng Việt',
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}
