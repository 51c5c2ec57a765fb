import { Trans, useLingui } from '@lingui/react/macro'
import List from 'antd-mobile/es/components/list'
import { LOCALE_NAMES, isLocale } from '../../i18n/locales'
import { ListLink } from '../../ui/list-row'
import { Page } from '../../ui/page'
import { LogoutButton } from './logout-button'

/** /my_set: language and logout, and the version page (otherwise unreachable). */
export function SettingsScreen() {
  const { t, i18n } = useLingui()
  return (
    <Page title={t`Settings`}>
      <List>
        <ListLink to="/languageSet" extra={isLocale(i18n.locale) ? LOCALE_NAMES[i18n.locale] : null}>
          <Trans>Language</Trans>
        </ListLink>
        <ListLink to="/my_update" testId="link-version">
          <Trans>Version</Trans>
        </ListLink>
      </List>
      <div className="section">
        <LogoutButton />
      </div>
    </Page>
  )
}
