import { Trans, useLingui } from '@lingui/react/macro'
import { Page } from '../../ui/page'
import { TiersLoadError } from './tiers-load-error'
import { Percent, UsdAmount } from './usd-amount'
import { useMiningTiers } from './use-tiers'
import './mining.css'

/** /productrule: each tier's daily rate and USD range, and how a transfer becomes a contract. */
export function ProductRuleScreen() {
  const { t } = useLingui()
  const mining = useMiningTiers()
  const { tiers } = mining
  return (
    <Page title={t`Mining rules`}>
      <TiersLoadError tiers={mining} />
      <section className="card" data-testid="rules">
        <p>
          <Trans>
            Transferring USD into mining creates a smart contract for the plan your amount falls in. The contract accrues income every day
            at the plan's daily rate until the end of its period; then the principal and the income are returned to your balance.
          </Trans>
        </p>
        <ul className="rule-list">
          {tiers.map((tier) => (
            <li key={tier.tier} data-testid={`rule-${tier.tier}`}>
              {tier.max !== undefined ? (
                <Trans>
                  <UsdAmount cents={tier.min} /> to <UsdAmount cents={tier.max} />: <Percent ppm={tier.ratePpm} /> per day for {tier.days}{' '}
                  days
                </Trans>
              ) : (
                <Trans>
                  <UsdAmount cents={tier.min} /> and above: <Percent ppm={tier.ratePpm} /> per day for {tier.days} days
                </Trans>
              )}
            </li>
          ))}
        </ul>
        <p className="muted">
          <Trans>Income is simple daily accrual on the principal: principal × daily rate × whole days elapsed.</Trans>
        </p>
      </section>
    </Page>
  )
}
