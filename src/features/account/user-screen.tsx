import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import Button from 'antd-mobile/es/components/button'
import List from 'antd-mobile/es/components/list'
import { Toast } from '../../ui/toast'
import { useApp } from '../../app/app-context'
import { useUser } from '../../app/session-hooks'
import { errorMessage } from '../../i18n/error-message'
import { Amount } from '../../ui/amount'
import { BillIcon, CoinsIcon, FileIcon, LanguageIcon, LockIcon, MessageIcon, QuestionIcon, SettingsIcon } from '../../ui/icons'
import { ListLink } from '../../ui/list-row'
import { Page } from '../../ui/page'
import { PullRefresh } from '../../ui/pull-refresh'
import { LogoutButton } from './logout-button'
import { refreshUser } from './refresh-user'
import { UserInfoError } from './user-info-error'
import { useLevelName, VipBadge } from './vip-level'
import './account.css'

/** /user: who, level, balance, withdrawable, money actions, menu, logout; pull to refresh. */
export function UserScreen() {
  const { t, i18n } = useLingui()
  const { config, session } = useApp()
  const user = useUser()
  const refreshing = useSelector(session, (s) => s.matches({ authenticated: 'refreshing' }))
  const navigate = useNavigate()
  const levelName = useLevelName(user?.level ?? 1)

  const refresh = async () => {
    const error = await refreshUser(session)
    // A user already on screen stays; the failure is said in a toast (no user at all: UserInfoError says it).
    if (error && session.getSnapshot().context.user) Toast.show({ icon: 'fail', content: errorMessage(i18n, error) })
  }

  const go = (to: '/withdraw') => () => void navigate({ to })

  return (
    <Page title={t`My account`} noBack>
      <PullRefresh onRefresh={refresh}>
        {!user && <UserInfoError />}
        <section className="card user-card" aria-label={t`Account`} aria-busy={refreshing}>
          <div className="user-head">
            {user ? <VipBadge level={user.level} size={48} /> : null}
            <div>
              <div className="user-name" data-testid="user-nickname">
                {user?.nickname || user?.username || '—'}
              </div>
              {user && (
                <div className="user-level" data-testid="user-level">
                  VIP{user.level} · {levelName}
                </div>
              )}
              {user && user.username !== user.nickname && <div className="user-account muted">{user.username}</div>}
            </div>
          </div>
          <div className="user-money">
            <div className="user-balance">
              <span className="muted">
                <Trans>Balance</Trans>
              </span>
              {user ? <Amount cents={user.money} currency={config.currency} /> : <span className="amount">—</span>}
            </div>
            <div className="user-withdrawable" data-testid="user-withdrawable">
              <span className="muted">
                <Trans>Withdrawable</Trans>
              </span>
              {user?.totalwin !== undefined ? (
                <Amount cents={user.totalwin} currency={config.currency} />
              ) : (
                <span className="amount">—</span>
              )}
            </div>
          </div>
          <div className="user-actions">
            <Button
              color="primary"
              onClick={() => void navigate({ to: '/recharge/{-$back}', params: { back: 'user' } })}
              data-testid="recharge"
            >
              <Trans>Recharge</Trans>
            </Button>
            <Button color="primary" fill="outline" onClick={go('/withdraw')} data-testid="withdraw">
              <Trans>Withdraw</Trans>
            </Button>
          </div>
        </section>
        <List>
          <ListLink prefix={<BillIcon />} to="/my_income">
            <Trans>Income</Trans>
          </ListLink>
          <ListLink prefix={<FileIcon />} to="/betlist">
            <Trans>Bet records</Trans>
          </ListLink>
          {/* the staking section and the help articles: no other screen of the app's menus leads to them */}
          <ListLink prefix={<CoinsIcon />} to="/finance">
            <Trans>Mining</Trans>
          </ListLink>
          <ListLink prefix={<MessageIcon />} to="/message">
            <Trans>Messages</Trans>
          </ListLink>
          <ListLink prefix={<QuestionIcon />} to="/help/list">
            <Trans>Articles</Trans>
          </ListLink>
          <ListLink prefix={<LockIcon />} to="/my_password">
            <Trans>Passwords</Trans>
          </ListLink>
          <ListLink prefix={<LanguageIcon />} to="/languageSet">
            <Trans>Language</Trans>
          </ListLink>
          <ListLink prefix={<SettingsIcon />} to="/my_set">
            <Trans>Settings</Trans>
          </ListLink>
        </List>
        <div className="section">
          <LogoutButton />
        </div>
      </PullRefresh>
    </Page>
  )
}
