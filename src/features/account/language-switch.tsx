import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import ActionSheet from 'antd-mobile/es/components/action-sheet'
import { useApp } from '../../app/app-context'
import { LOCALES, LOCALE_NAMES, isLocale } from '../../i18n/locales'
import { LanguageIcon } from '../../ui/icons'

/** A language menu in the navigation bar: switches in place, so a half-filled form keeps its values. */
export function LanguageSwitch() {
  const { t, i18n } = useLingui()
  const { setLocale } = useApp()
  const [open, setOpen] = useState(false)
  const current = isLocale(i18n.locale) ? i18n.locale : 'en-US'
  return (
    <>
      <button type="button" className="lang-switch" onClick={() => setOpen(true)} aria-label={t`Language`} data-testid="language-switch">
        <LanguageIcon size={18} /> <span lang={current}>{LOCALE_NAMES[current]}</span>
      </button>
      <ActionSheet
        visible={open}
        onClose={() => setOpen(false)}
        cancelText={t`Cancel`}
        actions={LOCALES.map((locale) => ({
          key: locale,
          text: (
            <span lang={locale} data-testid={`switch-${locale}`}>
              {LOCALE_NAMES[locale]}
            </span>
          ),
          bold: locale === current,
          onClick: () => {
            setOpen(false)
            void setLocale(locale)
          },
        }))}
      />
    </>
  )
}
