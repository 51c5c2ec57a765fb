import { Trans } from '@lingui/react/macro'
import Button from 'antd-mobile/es/components/button'
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll'
import { useState, type ReactNode } from 'react'
import { EmptyState } from './load-states'
import { PullRefresh } from './pull-refresh'

/**
 * The end of a paged list: loads the next page when it scrolls into view; says when there is no
 * more, or that a page failed with a retry, or that one is loading.
 */
export function MoreRows({ hasMore, loadMore, className }: { hasMore: boolean; loadMore: () => Promise<void>; className?: string }) {
  return (
    <InfiniteScroll hasMore={hasMore} loadMore={loadMore}>
      {(more, failed, retry) =>
        !more ? (
          <span className={className ? `muted ${className}` : 'muted'}>
            <Trans>No more records</Trans>
          </span>
        ) : failed ? (
          <span role="alert">
            <Trans>Could not load more.</Trans>{' '}
            <Button size="mini" fill="none" color="primary" onClick={() => void retry()}>
              <Trans>Try again</Trans>
            </Button>
          </span>
        ) : (
          <span aria-busy="true">
            <Trans>Loading…</Trans>
          </span>
        )
      }
    </InfiniteScroll>
  )
}

/**
 * A paged list with no rows: the empty text, pull to refresh as on the list, and a Refresh button for
 * those who cannot pull. A failed refresh rejects to `onRefresh`'s caller (the screen's toast).
 */
export function EmptyList({ children, onRefresh }: { children: ReactNode; onRefresh: () => Promise<void> }) {
  const [busy, setBusy] = useState(false)
  const refresh = async () => {
    setBusy(true)
    try {
      await onRefresh()
    } finally {
      setBusy(false)
    }
  }
  return (
    <PullRefresh onRefresh={onRefresh}>
      <EmptyState
        action={
          <Button size="small" fill="outline" color="primary" loading={busy} onClick={() => void refresh()} data-testid="empty-refresh">
            <Trans>Refresh</Trans>
          </Button>
        }
      >
        {children}
      </EmptyState>
    </PullRefresh>
  )
}
