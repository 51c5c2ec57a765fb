import type { ReactNode } from 'react'
import { I18nProvider, useLingui } from '@lingui/react'
import ConfigProvider from 'antd-mobile/es/components/config-provider'
import enUS from 'antd-mobile/es/locales/en-US'
import zhCN from 'antd-mobile/es/locales/zh-CN'
import zhTW from 'antd-mobile/es/locales/zh-TW'
import viVN from 'antd-mobile/es/locales/vi-VN'
import { i18n } from '../i18n/i18n'
import type { Locale } from '../i18n/locales'

const UI_KIT_LOCALES: Record<Locale, typeof enUS> = { 'en-US': enUS, 'zh-CN': zhCN, 'zh-TW': zhTW, vi: viVN }

/** The UI kit's own texts (dialog buttons, empty states) follow the app language. */
function UiKitLocale({ children }: { children: ReactNode }) {
  const { i18n: active } = useLingui()
  return <ConfigProvider locale={UI_KIT_LOCALES[active.locale as Locale] ?? enUS}>{children}</ConfigProvider>
}

/** Language for everything below; switching re-renders in place (no remount, no lost state). */
export function LocaleProviders({ children }: { children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <UiKitLocale>{children}</UiKitLocale>
    </I18nProvider>
  )
}
