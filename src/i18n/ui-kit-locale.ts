import { setDefaultConfig } from 'antd-mobile/es/components/config-provider'
import enUS from 'antd-mobile/es/locales/en-US'
import type { Locale } from './locales'

type KitLocale = typeof enUS

// English ships in the entry (the default); the others load with their catalogs.
const loaders: Record<Locale, () => Promise<{ default: KitLocale }>> = {
  'en-US': async () => ({ default: enUS }),
  'zh-CN': () => import('antd-mobile/es/locales/zh-CN'),
  'zh-TW': () => import('antd-mobile/es/locales/zh-TW'),
  vi: () => import('antd-mobile/es/locales/vi-VN'),
}

let current: KitLocale = enUS
setDefaultConfig({ locale: enUS })

/**
 * Loads the UI kit's texts for a locale and makes them the default too, so a kit component rendered
 * outside the React tree speaks the app language.
 */
export async function applyUiKitLocale(locale: Locale): Promise<void> {
  current = (await loaders[locale]()).default
  setDefaultConfig({ locale: current })
}

export const uiKitLocale = (): KitLocale => current
