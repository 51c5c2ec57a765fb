import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useApp } from '../../app/app-context'
import { LOCALES, LOCALE_NAMES, isLocale } from '../../i18n/locales'
import { CheckIcon, LanguageIcon } from '../../ui/icons'
import { Sheet } from '../../ui/sheet'
import { Toast } from '../../ui/toast'

/**
 * A language menu in the navigation bar: switches in place, so a half-filled form keeps its values.
 * Each language is a button that applies it at once (a radio group would switch on every arrow key);
 * the current one is marked with aria-current and a check.
 */
export function LanguageSwitch() {
  const { t, i18n } = useLingui()
  const { setLocale } = useApp()
  const [open, setOpen] = useState(false)
  const current = isLocale(i18n.locale) ? i18n.locale : 'en-US'
  return (
    <>
      <button
        type="button"
        className="lang-switch"
        onClick={() => setOpen(true)}
        aria-label={t`Language`}
        aria-haspopup="dialog"
        data-testid="language-switch"
      >
        <LanguageIcon size={18} /> <span lang={current}>{LOCALE_NAMES[current]}</span>
      </button>
      <Sheet open={open} title={t`Language`} hideTitle onClose={() => setOpen(false)} closeOnBackdrop testId="language-sheet">
        <ul className="lang-choices">
          {LOCALES.map((locale) => (
            <li key={locale}>
              <button
                type="button"
                lang={locale}
                aria-current={locale === current ? 'true' : undefined}
                data-testid={`switch-${locale}`}
                onClick={() => {
                  setOpen(false)
                  // Its catalogs could not load (offline): the language stays as it was.
                  setLocale(locale).catch(() => Toast.show({ icon: 'fail', content: t`Check your connection and try again.` }))
                }}
              >
                {LOCALE_NAMES[locale]}
                {locale === current && <CheckIcon />}
              </button>
            </li>
          ))}
        </ul>
        <button type="button" className="lang-cancel" onClick={() => setOpen(false)}>
          <Trans>Cancel</Trans>
        </button>
      </Sheet>
    </>
  )
}
