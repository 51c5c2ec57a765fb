import { Trans, useLingui } from '@lingui/react/macro'
import List from 'antd-mobile/es/components/list'
import { useUser } from '../../app/session-hooks'
import { ListLink } from '../../ui/list-row'
import { Page } from '../../ui/page'

/** /my_password: login password, withdraw password, withdrawal accounts. */
export function SecurityScreen() {
  const { t } = useLingui()
  const user = useUser()
  return (
    <Page title={t`Security center`}>
      <List>
        <ListLink to="/userloginpassword" testId="link-login-password">
          <Trans>Login password</Trans>
        </ListLink>
        <ListLink
          to="/usercipherpassword"
          testId="link-withdraw-password"
          extra={
            user?.noPassword2 === 1 ? (
              <span className="field-error">
                <Trans>Not set</Trans>
              </span>
            ) : null
          }
        >
          <Trans>Withdrawal password</Trans>
        </ListLink>
        <ListLink to="/banklist" testId="link-banklist">
          <Trans>Withdrawal accounts</Trans>
        </ListLink>
      </List>
    </Page>
  )
}
