import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Link, useLocation } from '@tanstack/react-router'
import { webUrl } from '../../lib/web-url'

export type TabKey = 'home' | 'recharge' | 'support' | 'user'

export function activeTab(pathname: string): TabKey | null {
  if (pathname === '/') return 'home'
  if (pathname.startsWith('/recharge')) return 'recharge'
  if (pathname === '/user') return 'user'
  return null
}

// Plain links and small inline icons: the tab bar is on the first screen, so it stays light
// (the UI kit's tab bar and icon set cost ~4 kB gzip of first load).
const icon = (d: string) => (
  <svg
    viewBox="0 0 24 24"
    width="22"
    height="22"
    aria-hidden="true"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <path d={d} />
  </svg>
)
const ICONS: Record<TabKey, ReactNode> = {
  home: icon('M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z'),
  recharge: icon(
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 4v10m-3-7.5c0-1.1 1.3-2 3-2s3 .9 3 2-1.3 1.8-3 2.2-3 1.1-3 2.3 1.3 2 3 2 3-.9 3-2',
  ),
  support: icon('M4 5h16v11H9l-5 4z M8 10h8 M8 13h5'),
  user: icon('M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 9a7 7 0 0 1 14 0'),
}

/** Home, recharge, support (the config's external URL, new tab) and my account. */
export function TabBar({ supportUrl }: { supportUrl: string | null }) {
  const { t } = useLingui()
  // Only a web address opens as a link; anything else leaves support to /ServicePage, which says so.
  const support = webUrl(supportUrl)
  const { pathname } = useLocation()
  const active = activeTab(pathname)
  const item = (key: TabKey, title: string) => (
    <>
      {ICONS[key]}
      <span className="tab-bar-title">{title}</span>
    </>
  )
  const cls = (key: TabKey) => (active === key ? 'tab-bar-item tab-bar-item-active' : 'tab-bar-item')
  const current = (key: TabKey) => (active === key ? ('page' as const) : undefined)
  return (
    <nav className="tab-bar" aria-label={t`Main`}>
      <Link to="/" className={cls('home')} aria-current={current('home')}>
        {item('home', t`Home`)}
      </Link>
      <Link to="/recharge/{-$back}" params={{}} className={cls('recharge')} aria-current={current('recharge')}>
        {item('recharge', t`Recharge`)}
      </Link>
      {support ? (
        <a href={support} target="_blank" rel="noopener noreferrer" className={cls('support')}>
          {item('support', t`Support`)}
        </a>
      ) : (
        <Link to="/ServicePage" className={cls('support')}>
          {item('support', t`Support`)}
        </Link>
      )}
      <Link to="/user" className={cls('user')} aria-current={current('user')}>
        {item('user', t`My account`)}
      </Link>
    </nav>
  )
}
