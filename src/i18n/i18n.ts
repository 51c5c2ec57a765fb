import { i18n, type I18n } from '@lingui/core'
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales'
import { applyUiKitLocale } from './ui-kit-locale'

// One chunk per locale and catalog: the UI strings and the error catalogue (SPEC §8).
async function fetchMessages(locale: Locale) {
  const [ui, errors] = await Promise.all([
    import(`./locales/${locale}/messages.po`),
    import(`./locales/${locale}/errors.po`),
  ])
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

/** Load (once) and activate a locale; an unknown value falls back to the default. */
export async function activateLocale(value: unknown, target: I18n = i18n): Promise<Locale> {
  const locale = isLocale(value) ? value : DEFAULT_LOCALE
  if (!loaded.has(locale) || target !== i18n) {
    const [messages] = await Promise.all([loadMessages(locale), applyUiKitLocale(locale)])
    target.load(locale, messages)
    if (target === i18n) loaded.add(locale)
  } else {
    await applyUiKitLocale(locale)
  }
  target.activate(locale)
  if (typeof document !== 'undefined') document.documentElement.lang = locale
  return locale
}

export function activeLocale(target: I18n = i18n): Locale {
  return isLocale(target.locale) ? target.locale : DEFAULT_LOCALE
}

export { i18n }
