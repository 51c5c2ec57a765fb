import type { Locale } from './locales'

// The UI kit's texts per language, each in a chunk of its own, loaded with the kit's config module
// (the one that holds the default config). Nothing of the kit is in the entry: the home screen uses
// no kit component, so a first load in English fetches none of this. English is the kit's default
// already (scripts/vite/kit-default-locale-plugin.ts), so it needs no call at start.
export const kitTexts: Record<Locale, () => Promise<{ default: unknown }>> = {
  'en-US': () => import('antd-mobile/es/locales/en-US'),
  'zh-CN': () => import('antd-mobile/es/locales/zh-CN'),
  'zh-TW': () => import('./kit-zh-tw'),
  vi: () => import('antd-mobile/es/locales/vi-VN'),
}

/** The language the kit's default config speaks, and the one the last call asked for. */
let applied: Locale = 'en-US'
let wanted: Locale = 'en-US'

/**
 * Makes a locale's texts the UI kit's default config: what a kit component reads with no provider
 * above it (outside any `Page`: the boot and route error screens), and what `KitTexts`
 * (src/ui/kit-texts.tsx) provides to the screens. When calls overlap, the last one wins.
 */
export async function applyUiKitLocale(locale: Locale): Promise<void> {
  wanted = locale
  if (locale === applied) return
  const [{ setDefaultConfig }, loaded] = await Promise.all([import('antd-mobile/es/components/config-provider'), kitTexts[locale]()])
  if (wanted !== locale) return
  setDefaultConfig({ locale: loaded.default as Parameters<typeof setDefaultConfig>[0]['locale'] })
  applied = locale
}
