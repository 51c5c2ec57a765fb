import { Suspense, lazy } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import Button from 'antd-mobile/es/components/button'
import { annualizedPpm, periodYieldPpm } from '../../lib/mining'
import { EmptyState, LoadingState } from '../../ui/load-states'
import { Page } from '../../ui/page'
import { TiersLoadError } from './tiers-load-error'
import { Percent, UsdAmount } from './usd-amount'
import { findTier, useMiningTiers } from './use-tiers'
import './mining.css'

const ProjectionChart = lazy(() => import('./projection-chart'))

/**
 * /productdetail?tier=N (mining honesty): the chosen tier's period, daily and annualized
 * rate (daily × 365) and a chart of its projected cumulative yield, labelled as a projection.
 */
export function ProductDetailScreen({ tier: tierNumber }: { tier: number }) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const mining = useMiningTiers()
  const { tiers } = mining
  const tier = findTier(tiers, tierNumber)
  if (!tier) {
    return (
      <Page title={t`Mining details`}>
        <TiersLoadError tiers={mining} />
        <EmptyState
          action={
            <Link to="/finance" className="link">
              <Trans>See all plans</Trans>
            </Link>
          }
        >
          <Trans>This plan does not exist.</Trans>
        </EmptyState>
      </Page>
    )
  }
  const chartLabel = t`Projected cumulative yield (%) by day`
  return (
    <Page title={t`Mining details`}>
      <TiersLoadError tiers={mining} />
      <section className="card" data-testid="tier-detail">
        <h2 className="tier-name">
          <Trans>Plan {tier.tier}</Trans>
        </h2>
        <dl className="mining-facts">
          <div>
            <dt>
              <Trans>Period</Trans>
            </dt>
            <dd data-testid="detail-days">
              <Trans>{tier.days} days</Trans>
            </dd>
          </div>
          <div>
            <dt>
              <Trans>Daily rate</Trans>
            </dt>
            <dd data-testid="detail-daily">
              <Percent ppm={tier.ratePpm} />
            </dd>
          </div>
          <div>
            <dt>
              <Trans>Annualized rate</Trans>
            </dt>
            <dd data-testid="detail-annual">
              <Percent ppm={annualizedPpm(tier)} />
            </dd>
          </div>
          <div>
            <dt>
              <Trans>Gain over the period</Trans>
            </dt>
            <dd data-testid="detail-gain">
              <Percent ppm={periodYieldPpm(tier)} signed />
            </dd>
          </div>
          <div>
            <dt>
              <Trans>Minimum</Trans>
            </dt>
            <dd>
              <UsdAmount cents={tier.min} />
            </dd>
          </div>
          {tier.max !== undefined && (
            <div>
              <dt>
                <Trans>Below</Trans>
              </dt>
              <dd>
                <UsdAmount cents={tier.max} />
              </dd>
            </div>
          )}
        </dl>
      </section>
      <section className="card projection" aria-label={chartLabel}>
        <h2>
          <Trans>Projected cumulative yield</Trans>
        </h2>
        <p className="projection-note" data-testid="projection-note">
          <Trans>A projection computed from the plan's daily rate and period, not a record of past results or a guarantee.</Trans>
        </p>
        <Suspense fallback={<LoadingState />}>
          <ProjectionChart tier={tier} label={chartLabel} dayTitle={t`Day`} locale={i18n.locale} />
        </Suspense>
      </section>
      <Button
        block
        color="primary"
        size="large"
        data-testid="to-transfer"
        onClick={() => void navigate({ to: '/producttransferin', search: { tier: tier.tier } })}
      >
        <Trans>Transfer in</Trans>
      </Button>
    </Page>
  )
}
