import { useMemo, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import Button from 'antd-mobile/es/components/button'
import DotLoading from 'antd-mobile/es/components/dot-loading'
import List from 'antd-mobile/es/components/list'
import SearchBar from 'antd-mobile/es/components/search-bar'
import { CheckIcon } from '../../ui/icons'
import { Sheet } from '../../ui/sheet'
import { useLazyModule } from '../../ui/use-lazy-module'
import type { Country } from './country-list'
import { flagOf } from './region'

export interface AreaCode {
  region: string
  dialCode: string
}

/** The area code (`quhao`) button and its searchable country sheet; the list loads when first opened. */
export function AreaCodePicker({ value, onChange, disabled }: { value: AreaCode; onChange: (next: AreaCode) => void; disabled?: boolean }) {
  const { t, i18n } = useLingui()
  const [open, setOpen] = useState(false)
  const [query, setQuery] = useState('')
  const { module: mod, failed, retry } = useLazyModule(() => import('./country-list'), open)

  // Rebuilt when the language changes, so names follow it while the sheet is open.
  const countries = useMemo<Country[]>(() => (mod ? mod.buildCountries(i18n.locale) : []), [mod, i18n.locale])
  const shown = useMemo(() => (mod ? mod.searchCountries(countries, query) : []), [mod, countries, query])

  const choose = (c: Country) => {
    onChange({ region: c.region, dialCode: c.dialCode })
    setOpen(false)
    setQuery('')
  }

  return (
    <>
      <button
        type="button"
        className="quhao-button"
        onClick={() => setOpen(true)}
        disabled={disabled}
        aria-label={t`Area code`}
        aria-haspopup="dialog"
        data-testid="quhao"
        data-region={value.region}
      >
        <span className="quhao-flag" aria-hidden="true">
          {flagOf(value.region)}
        </span>
        <span>{value.dialCode}</span>
      </button>
      <Sheet
        open={open}
        title={t`Choose your country or region`}
        hideTitle
        onClose={() => setOpen(false)}
        closeOnBackdrop
        testId="country-sheet"
        bodyClassName="country-popup"
      >
        <div className="country-popup-head">
          <SearchBar
            style={{ flex: 1 }}
            value={query}
            onChange={setQuery}
            placeholder={t`Search country or code`}
            aria-label={t`Search country or code`}
          />
          <Button size="small" fill="none" onClick={() => setOpen(false)}>
            <Trans>Close</Trans>
          </Button>
        </div>
        <div className="country-popup-list">
          {failed ? (
            <div className="state" role="alert">
              <p>
                <Trans>The country list could not be loaded.</Trans>
              </p>
              <Button size="small" color="primary" onClick={retry}>
                <Trans>Try again</Trans>
              </Button>
            </div>
          ) : !mod ? (
            <div className="state" role="status">
              <DotLoading /> <Trans>Loading…</Trans>
            </div>
          ) : shown.length === 0 ? (
            <div className="state" role="status">
              <Trans>No country matches.</Trans>
            </div>
          ) : (
            <List>
              {shown.map((c) => (
                <List.Item key={c.region} arrowIcon={false}>
                  {/* a real button per country, so a keyboard reaches and picks it */}
                  <button type="button" className="country-choice" onClick={() => choose(c)} data-testid={`country-${c.region}`}>
                    <span className="quhao-flag" aria-hidden="true">
                      {c.flag}
                    </span>
                    <span className="country-name">{c.name}</span>
                    <span className="country-dial">
                      {c.dialCode}
                      {c.region === value.region ? <CheckIcon label={t`Selected`} /> : null}
                    </span>
                  </button>
                </List.Item>
              ))}
            </List>
          )}
        </div>
      </Sheet>
    </>
  )
}
