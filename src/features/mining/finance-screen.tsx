import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { periodYieldPpm } from '../../lib/mining'
import { Page } from '../../ui/page'
import { TiersLoadError } from './tiers-load-error'
import { Percent, UsdAmount } from './usd-amount'
import { useMiningTiers } from './use-tiers'
import './mining.css'

/** /finance: the four tiers, with the order and rule pages one tap away. */
export function FinanceScreen() {
  const { t } = useLingui()
  const mining = useMiningTiers()
  const { tiers } = mining
  return (
    <Page title={t`Mining`}>
      <div className="mining-actions">
        <Link to="/productorder" className="adm-button adm-button-default adm-button-shape-default" data-testid="to-orders">
          <Trans>My orders</Trans>
        </Link>
        <Link to="/productrule" className="adm-button adm-button-default adm-button-shape-default" data-testid="to-rules">
          <Trans>Rules</Trans>
        </Link>
      </div>
      <TiersLoadError tiers={mining} />
      <ul className="card-list" data-testid="tier-list">
        {tiers.map((tier) => (
          <li key={tier.tier}>
            <Link to="/productdetail" search={{ tier: tier.tier }} className="tier-card" data-testid={`tier-${tier.tier}`}>
              <span className="tier-name">
                <Trans>Plan {tier.tier}</Trans>
              </span>
              <span className="tier-gain">
                <strong>
                  <Percent ppm={periodYieldPpm(tier)} signed />
                </strong>
                <span className="muted">
                  <Trans>total gain</Trans>
                </span>
              </span>
              <span className="tier-facts">
                <span>
                  <Trans>From</Trans> <UsdAmount cents={tier.min} />
                </span>
                <span>
                  <Trans>Daily</Trans> <Percent ppm={tier.ratePpm} />
                </span>
                <span>
                  <Trans>{tier.days} days</Trans>
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Page>
  )
}
