import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react'
import ConfigProvider, { getDefaultConfig } from 'antd-mobile/es/components/config-provider'

/**
 * The UI kit's own texts (a search bar's Cancel, an input's clear button) in the app language, for
 * the kit components below, which re-render in place when the language changes. The language's
 * texts are the kit's default config by then (src/i18n/ui-kit-locale.ts, awaited before Lingui
 * switches). Kept out of the entry with the kit: every screen that uses the kit is a `Page`, but
 * for the error screens, whose kit parts read the default config when they mount.
 */
export function KitTexts({ children }: { children: ReactNode }) {
  useLingui() // re-renders on every language change through the Lingui context
  return <ConfigProvider locale={getDefaultConfig().locale}>{children}</ConfigProvider>
}
