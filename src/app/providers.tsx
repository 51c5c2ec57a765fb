import type { ReactNode } from 'react'
import { I18nProvider } from '@lingui/react'
import { i18n } from '../i18n/i18n'

/**
 * Language for everything below; switching re-renders in place (no remount, no lost state). The UI
 * kit's texts follow it in each `Page` (src/ui/kit-texts.tsx), so the kit stays out of the entry.
 */
export function LocaleProviders({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>
}
