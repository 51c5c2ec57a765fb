import type { ReactNode } from 'react'
import { I18nProvider, useLingui } from '@lingui/react'
import ConfigProvider from 'antd-mobile/es/components/config-provider'
import { i18n } from '../i18n/i18n'
import { uiKitLocale } from '../i18n/ui-kit-locale'

/** The UI kit's own texts (dialog buttons, masks, empty states) follow the app language. */
function UiKitLocale({ children }: { children: ReactNode }) {
  // Re-renders on every language change through the Lingui context.
  useLingui()
  return <ConfigProvider locale={uiKitLocale()}>{children}</ConfigProvider>
}

/** Language for everything below; switching re-renders in place (no remount, no lost state). */
export function LocaleProviders({ children }: { children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <UiKitLocale>{children}</UiKitLocale>
    </I18nProvider>
  )
}
