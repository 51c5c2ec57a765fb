import { i18n, type I18n } from '@lingui/core'
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales'
import { applyUiKitLocale } from './ui-kit-locale'

// One chunk per locale and catalog: the UI strings and the error catalogue (SPEC §8).
async function loadMessages(locale: Locale) {
  const [ui, errors] = await Promise.all([
    import(`./locales/${locale}/messages.po`),
    import(`./locales/${locale}/errors.po`),
  ])
  return { ...ui.messages, ...errors.messages }
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
