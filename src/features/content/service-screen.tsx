import { Trans, useLingui } from '@lingui/react/macro'
import { useApp } from '../../app/app-context'
import { webUrl } from '../../lib/web-url'
import { MessageIcon } from '../../ui/icons'
import { EmptyState } from '../../ui/load-states'
import { Page } from '../../ui/page'
import './content.css'

/** /ServicePage: a customer service card with the support link from app config. */
export function ServiceScreen() {
  const { t } = useLingui()
  const { config } = useApp()
  const url = webUrl(config.serviceUrl)
  return (
    <Page title={t`Customer service`}>
      {url ? (
        <section className="card service-card" data-testid="service-card">
          <MessageIcon size={32} />
          <h2>
            <Trans>Online customer service</Trans>
          </h2>
          <p className="muted">
            <Trans>Questions about your account, deposits or withdrawals? Our support team will help you.</Trans>
          </p>
          <a className="service-link" href={url} target="_blank" rel="noopener noreferrer" data-testid="service-link">
            <Trans>Contact customer service</Trans>
          </a>
        </section>
      ) : (
        <EmptyState>
          <Trans>Customer service is not available right now. Please try again later.</Trans>
        </EmptyState>
      )}
    </Page>
  )
}
