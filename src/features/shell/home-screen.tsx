import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import GlobalOutline from 'antd-mobile-icons/es/GlobalOutline'
import { useApp } from '../../app/app-context'
import { useUser } from '../../app/session-hooks'
import { Amount } from '../../ui/amount'

/** /: top bar with logo and language selector, and the welcome line. The lobby issue adds banners and tiles. */
export function HomeScreen() {
  const { t } = useLingui()
  const { config } = useApp()
  const user = useUser()
  const name = user ? user.nickname || user.username : ''
  return (
    <div className="page home">
      <header className="home-bar">
        <span className="logo" aria-label={t`Home`}>LuckyTrade</span>
        <Link to="/languageSet" className="icon-link" aria-label={t`Language`} data-testid="home-language">
          <GlobalOutline fontSize={22} />
        </Link>
      </header>
      <main className="page-body">
        <section className="card welcome" data-testid="welcome">
          {user ? (
            <>
              <div><Trans>Welcome, {name}</Trans></div>
              <div className="muted"><Trans>Balance</Trans> <Amount cents={user.money} currency={config.currency} /></div>
            </>
          ) : (
            <div>
              <Trans>Welcome! <Link to="/login" search={{}}>Log in</Link> or <Link to="/register">register</Link> to start.</Trans>
            </div>
          )}
        </section>
      </main>
    </div>
  )
}
