import type { ReactNode } from 'react'
import { useCanGoBack, useRouter } from '@tanstack/react-router'
import NavBar from 'antd-mobile/es/components/nav-bar'
import { useLingui } from '@lingui/react/macro'

interface PageProps {
  title: ReactNode
  /** Hide the back arrow (tab pages, the home page). */
  noBack?: boolean
  right?: ReactNode
  children: ReactNode
}

/** A screen: navigation bar with a back arrow that goes back, or home when there is no history. */
export function Page({ title, noBack, right, children }: PageProps) {
  const router = useRouter()
  const canGoBack = useCanGoBack()
  const { t } = useLingui()
  const back = () => (canGoBack ? router.history.back() : router.navigate({ to: '/' }))
  return (
    <div className="page">
      <NavBar className="page-nav" back={noBack ? null : ''} backIcon={!noBack} onBack={back} right={right}
        aria-label={t`Navigation`}>
        <h1 className="page-title">{title}</h1>
      </NavBar>
      <main className="page-body">{children}</main>
    </div>
  )
}
