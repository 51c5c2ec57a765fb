import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import List from 'antd-mobile/es/components/list'
import { LOCALE_NAMES, isLocale } from '../../i18n/locales'
import { Page } from '../../ui/page'
import { LogoutButton } from './logout-button'

/** /my_set: language and logout, and the version page (otherwise unreachable). */
export function SettingsScreen() {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  return (
    <Page title={t`Settings`}>
      <List>
        <List.Item onClick={() => void navigate({ to: '/languageSet' })} extra={isLocale(i18n.locale) ? LOCALE_NAMES[i18n.locale] : null}>
          <Trans>Language</Trans>
        </List.Item>
        <List.Item onClick={() => void navigate({ to: '/my_update' })} data-testid="link-version">
          <Trans>Version</Trans>
        </List.Item>
      </List>
      <div className="section">
        <LogoutButton />
      </div>
    </Page>
  )
}
