import { Trans, useLingui } from '@lingui/react/macro'
import Button from 'antd-mobile/es/components/button'
import { Dialog } from '../../ui/dialog'
import { useApp } from '../../app/app-context'

/** Logout asks for confirmation, then clears the session and goes to /login. */
export function LogoutButton() {
  const { t } = useLingui()
  const { session } = useApp()
  const confirm = async () => {
    const ok = await Dialog.confirm({
      content: t`Log out of this account?`,
      'aria-label': t`Log out of this account?`,
      confirmText: t`Log out`,
      cancelText: t`Cancel`,
    })
    if (ok) session.send({ type: 'session.logout' })
  }
  return (
    <Button block color="danger" fill="outline" onClick={confirm} data-testid="logout">
      <Trans>Log out</Trans>
    </Button>
  )
}
