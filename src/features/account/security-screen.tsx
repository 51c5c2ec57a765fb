import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import List from 'antd-mobile/es/components/list'
import { useUser } from '../../app/session-hooks'
import { Page } from '../../ui/page'

/** /my_password: login password, withdraw password, withdrawal accounts. */
export function SecurityScreen() {
  const { t } = useLingui()
  const user = useUser()
  const navigate = useNavigate()
  return (
    <Page title={t`Security center`}>
      <List>
        <List.Item onClick={() => void navigate({ to: '/userloginpassword' })} data-testid="link-login-password">
          <Trans>Login password</Trans>
        </List.Item>
        <List.Item
          onClick={() => void navigate({ to: '/usercipherpassword' })}
          data-testid="link-withdraw-password"
          extra={
            user?.noPassword2 === 1 ? (
              <span className="field-error">
                <Trans>Not set</Trans>
              </span>
            ) : null
          }
        >
          <Trans>Withdraw password</Trans>
        </List.Item>
        <List.Item onClick={() => void navigate({ to: '/banklist' })} data-testid="link-banklist">
          <Trans>Withdrawal accounts</Trans>
        </List.Item>
      </List>
    </Page>
  )
}
