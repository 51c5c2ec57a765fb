import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import List from 'antd-mobile/es/components/list'
import { useApp } from '../../app/app-context'
import { useUser } from '../../app/session-hooks'
import { Amount } from '../../ui/amount'
import { Page } from '../../ui/page'
import { LogoutButton } from './logout-button'
import { UserInfoError } from './user-info-error'

/** /user: the account summary. The account issue adds level icons, withdrawable amount and pull to refresh. */
export function UserScreen() {
  const { t } = useLingui()
  const { config } = useApp()
  const user = useUser()
  const navigate = useNavigate()
  return (
    <Page title={t`My account`} noBack>
      {!user && <UserInfoError />}
      <section className="card user-card" aria-label={t`Account`}>
        <div className="user-name" data-testid="user-nickname">{user?.nickname || user?.username || '—'}</div>
        <div className="user-balance">
          <span className="muted"><Trans>Balance</Trans></span>{' '}
          {user ? <Amount cents={user.money} currency={config.currency} /> : '—'}
        </div>
      </section>
      <List>
        <List.Item onClick={() => void navigate({ to: '/my_set' })}><Trans>Settings</Trans></List.Item>
        <List.Item onClick={() => void navigate({ to: '/languageSet' })}><Trans>Language</Trans></List.Item>
      </List>
      <div className="section"><LogoutButton /></div>
    </Page>
  )
}
