import { i18n, type I18n, type Messages } from '@lingui/core'
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales'
import { applyUiKitLocale } from './ui-kit-locale'

/** lingui.config.ts `sourceLocale`: the language the messages are written in. */
const SOURCE_LOCALE = 'en-US'

type Catalog = Promise<{ messages: Messages }>

/**
 * The catalogs of the translated locales, one chunk per locale and catalog: the UI strings and the
 * error catalogue. en-US, the source locale, has none at run time: every message carries
 * its compiled English in the code (scripts/lingui-source-messages.ts), which Lingui shows when the
 * active catalog lacks it — so the default language loads no catalog at all.
 */
const CATALOGS: Record<Exclude<Locale, typeof SOURCE_LOCALE>, () => [Catalog, Catalog]> = {
  'zh-CN': () => [import('./locales/zh-CN/messages.po'), import('./locales/zh-CN/errors.po')],
  'zh-TW': () => [import('./locales/zh-TW/messages.po'), import('./locales/zh-TW/errors.po')],
  vi: () => [import('./locales/vi/messages.po'), import('./locales/vi/errors.po')],
}

async function fetchMessages(locale: Locale): Promise<Messages> {
  if (locale === SOURCE_LOCALE) return {}
  const [ui, errors] = await Promise.all(CATALOGS[locale]())
  return { ...ui.messages, ...errors.messages }
}

/** One download per locale, shared by preloadLocale and activateLocale; a failed one is retried. */
const pending = new Map<Locale, ReturnType<typeof fetchMessages>>()
function loadMessages(locale: Locale) {
  let messages = pending.get(locale)
  if (!messages) {
    messages = fetchMessages(locale)
    pending.set(locale, messages)
    messages.catch(() => pending.delete(locale))
  }
  return messages
}

/** Start downloading a locale's catalogs (first load: in parallel with the demo backend and config). */
export function preloadLocale(value: unknown): void {
  loadMessages(isLocale(value) ? value : DEFAULT_LOCALE).catch(() => undefined)
}

const loaded = new Set<Locale>()

/**
 * Load (once) and activate a locale; an unknown value falls back to the default. `superseded`, asked once
 * the catalogs are in: a later choice was made meanwhile, so this one is loaded but not activated (the
 * active locale is returned).
 */
export async function activateLocale(value: unknown, target: I18n = i18n, superseded?: () => boolean): Promise<Locale> {
  const locale = isLocale(value) ? value : DEFAULT_LOCALE
  if (!loaded.has(locale) || target !== i18n) {
    const [messages] = await Promise.all([loadMessages(locale), applyUiKitLocale(locale)])
    target.load(locale, messages)
    if (target === i18n) loaded.add(locale)
  } else {
    await applyUiKitLocale(locale)
  }
  if (superseded?.()) return activeLocale(target)
  target.activate(locale)
  if (typeof document !== 'undefined') document.documentElement.lang = locale
  return locale
}

export function activeLocale(target: I18n = i18n): Locale {
  return isLocale(target.locale) ? target.locale : DEFAULT_LOCALE
}

export { i18n }
