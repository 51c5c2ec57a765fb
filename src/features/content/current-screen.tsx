import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useCanGoBack, useRouter } from '@tanstack/react-router'
import Button from 'antd-mobile/es/components/button'
import { Page } from '../../ui/page'
import './content.css'

/** /current/{id}: a placeholder page with a way back. */
export function CurrentScreen({ id }: { id: string }) {
  const { t } = useLingui()
  const router = useRouter()
  const canGoBack = useCanGoBack()
  return (
    <Page title={t`Current round`}>
      <div className="card placeholder-card" data-testid="placeholder">
        <p>
          <Trans>Nothing to show for round {id} here yet.</Trans>
        </p>
        {canGoBack ? (
          <Button color="primary" onClick={() => router.history.back()} data-testid="go-back">
            <Trans>Go back</Trans>
          </Button>
        ) : (
          <Link to="/" className="link" data-testid="go-home">
            <Trans>Back to home</Trans>
          </Link>
        )}
      </div>
    </Page>
  )
}
