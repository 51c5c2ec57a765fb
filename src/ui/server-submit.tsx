import type { ReactNode } from 'react'
import Button from 'antd-mobile/es/components/button'
import type { OfflineAction } from './needs-server'

/**
 * A form's main submit when it needs the server: busy (and not pressable again) while its request is in
 * flight, disabled offline with the reason tied to it (`useOfflineAction`; render `offline.reason` beside it).
 */
export function ServerSubmit({
  busy,
  offline,
  testId,
  children,
}: {
  busy: boolean
  offline: OfflineAction
  testId?: string
  children: ReactNode
}) {
  return (
    <Button
      block
      color="primary"
      size="large"
      type="submit"
      loading={busy}
      disabled={busy || offline.offline}
      aria-describedby={offline.describedBy}
      data-testid={testId}
    >
      {children}
    </Button>
  )
}
