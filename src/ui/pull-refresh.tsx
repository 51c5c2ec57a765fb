import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh'

/** Pull down to reload a list, with the app's own texts for each stage. */
export function PullRefresh({ onRefresh, children }: { onRefresh: () => Promise<unknown>; children: ReactNode }) {
  const { t } = useLingui()
  return (
    <PullToRefresh
      onRefresh={async () => void (await onRefresh())}
      pullingText={t`Pull to refresh`}
      canReleaseText={t`Release to refresh`}
      refreshingText={t`Refreshing…`}
      completeText={t`Refreshed`}
    >
      {children}
    </PullToRefresh>
  )
}
