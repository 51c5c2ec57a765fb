import { useId, type ReactNode } from 'react'
import Button from 'antd-mobile/es/components/button'
import { Trans } from '@lingui/react/macro'
import { useApp } from '../app/app-context'
import { useOnline } from './use-online'

/**
 * Whether calls to the API can be made now. Offline they cannot, except in the demo: its backend
 * runs in the page, so the demo's actions keep working without a network and stay enabled.
 */
export function useServerReachable(): boolean {
  const online = useOnline()
  return useApp().demo || online
}

export interface OfflineAction {
  /** The action needs the server and cannot reach it: render it disabled. */
  offline: boolean
  /** For the action's `aria-describedby`: the id of `reason` while offline. */
  describedBy: string | undefined
  /** The visible reason, to render beside the action (null while the server is reachable). */
  reason: ReactNode
}

/**
 * For an action that needs the server (a submit, a buy, a cancel): offline it is disabled, and a
 * visible line says why, tied to the action with `aria-describedby` so a screen reader says it too.
 * `visible: false` for a small action beside a form's main one, which shows the same line: its reason
 * is then only for the screen reader.
 */
export function useOfflineAction({ visible = true }: { visible?: boolean } = {}): OfflineAction {
  const reachable = useServerReachable()
  const id = useId()
  if (reachable) return { offline: false, describedBy: undefined, reason: null }
  return { offline: true, describedBy: id, reason: <OfflineReason id={id} hidden={!visible} /> }
}

/** "Offline — needs a connection", the reason shown beside an action disabled for being offline. */
export function OfflineReason({ id, hidden }: { id?: string; hidden?: boolean }) {
  return (
    <p className="offline-reason" id={id} hidden={hidden} data-testid="offline-reason">
      <Trans>Offline — needs a connection</Trans>
    </p>
  )
}

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
