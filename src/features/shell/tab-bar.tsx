import { useLingui } from '@lingui/react/macro'
import { useLocation, useNavigate } from '@tanstack/react-router'
import AntTabBar from 'antd-mobile/es/components/tab-bar'
import AppOutline from 'antd-mobile-icons/es/AppOutline'
import PayCircleOutline from 'antd-mobile-icons/es/PayCircleOutline'
import MessageOutline from 'antd-mobile-icons/es/MessageOutline'
import UserOutline from 'antd-mobile-icons/es/UserOutline'

export type TabKey = 'home' | 'recharge' | 'support' | 'user'

const PATHS: Record<Exclude<TabKey, 'support'>, string> = { home: '/', recharge: '/recharge', user: '/user' }

export function activeTab(pathname: string): TabKey | null {
  if (pathname === '/') return 'home'
  if (pathname.startsWith('/recharge')) return 'recharge'
  if (pathname === '/user') return 'user'
  return null
}

/** SPEC §2: home, recharge, support (the config's external URL, new tab) and my account. */
export function TabBar({ supportUrl }: { supportUrl: string | null }) {
  const { t } = useLingui()
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const onChange = (key: string) => {
    if (key === 'support') {
      if (supportUrl) window.open(supportUrl, '_blank', 'noopener,noreferrer')
      else void navigate({ to: '/ServicePage' })
      return
    }
    void navigate({ to: PATHS[key as keyof typeof PATHS] })
  }
  return (
    <nav className="tab-bar" aria-label={t`Main`}>
      <AntTabBar activeKey={activeTab(pathname)} onChange={onChange} safeArea>
        <AntTabBar.Item key="home" icon={<AppOutline />} title={t`Home`} />
        <AntTabBar.Item key="recharge" icon={<PayCircleOutline />} title={t`Recharge`} />
        <AntTabBar.Item key="support" icon={<MessageOutline />} title={t`Support`} />
        <AntTabBar.Item key="user" icon={<UserOutline />} title={t`My account`} />
      </AntTabBar>
    </nav>
  )
}
