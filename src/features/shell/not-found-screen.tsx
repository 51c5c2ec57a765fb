import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { ErrorBlock } from '../../ui/error-block'
import { Page } from '../../ui/page'

export function NotFoundScreen() {
  const { t } = useLingui()
  return (
    <Page title={t`Page not found`}>
      <ErrorBlock
        status="empty"
        title={<Trans>This page does not exist</Trans>}
        description={
          <Link to="/">
            <Trans>Back to home</Trans>
          </Link>
        }
      />
    </Page>
  )
}
