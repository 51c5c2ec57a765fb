import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import List from 'antd-mobile/es/components/list'
import { useApp } from '../../app/app-context'
import { LOCALES, LOCALE_NAMES, type Locale } from '../../i18n/locales'
import { CheckIcon } from '../../ui/icons'
import { ListButton } from '../../ui/list-row'
import { Page } from '../../ui/page'
import { Toast } from '../../ui/toast'

/** /languageSet: all four languages; the choice applies in place and persists. */
export function LanguageScreen() {
  const { t, i18n } = useLingui()
  const { setLocale } = useApp()
  const [pending, setPending] = useState<Locale | null>(null)
  const choose = async (locale: Locale) => {
    setPending(locale)
    try {
      await setLocale(locale)
    } catch {
      // Its catalogs could not load (offline): the language stays as it was.
      Toast.show({ icon: 'fail', content: t`Check your connection and try again.` })
    } finally {
      setPending(null)
    }
  }
  return (
    <Page title={t`Language`}>
      <List>
        {LOCALES.map((locale) => (
          <ListButton
            key={locale}
            onClick={() => void choose(locale)}
            disabled={pending !== null}
            current={i18n.locale === locale}
            extra={i18n.locale === locale ? <CheckIcon label={t`Selected`} /> : null}
            testId={`language-${locale}`}
          >
            <span lang={locale}>{LOCALE_NAMES[locale]}</span>
          </ListButton>
        ))}
      </List>
    </Page>
  )
}
