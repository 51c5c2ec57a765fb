import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useApp } from '../../app/app-context'
import { useHasToken, useUser } from '../../app/session-hooks'
import { getMinerOrders, type MinerOrder } from '../../api/mining'
import { percentToPpm } from '../../lib/mining'
import { EmptyState, LoadingState } from '../../ui/load-states'
import { LoadError } from '../../app/load-error'
import { Page } from '../../ui/page'
import { ServerTime } from '../../ui/server-time'
import { ServerClockNote } from '../../ui/server-clock-note'
import { useLoad } from '../../ui/use-load'
import { Percent, UsdAmount } from './usd-amount'
import { isNotAvailable } from '../../api/errors'
import './mining.css'

/**
 * /productorder (mining honesty): the real balance and the user's staking orders, never made-up figures.
 * Start and maturity are the backend's times, on its clock (UTC+8), and the list says so: a maturity is a
 * moment the user holds against their own clock.
 */
export function ProductOrderScreen() {
  const { t } = useLingui()
  const hasToken = useHasToken()
  return (
    <Page title={t`Mining orders`}>
      {hasToken ? (
        <Orders />
      ) : (
        <EmptyState
          action={
            <Link to="/login" search={{ redirect: '/productorder' }} className="link">
              <Trans>Log in</Trans>
            </Link>
          }
        >
          <Trans>Log in to see your mining orders.</Trans>
        </EmptyState>
      )}
    </Page>
  )
}

function Orders() {
  const { api } = useApp()
  const user = useUser()
  const load = useLoad(() => getMinerOrders(api))
  return (
    <>
      <section className="card balance-row" data-testid="mining-balance">
        <span className="muted">
          <Trans>Balance</Trans>
        </span>
        {user ? <UsdAmount cents={user.money} /> : <span className="muted">—</span>}
      </section>
      {load.status === 'error' && isNotAvailable(load.error) ? (
        <EmptyState>
          <span data-testid="not-available">
            <Trans>Mining orders are not available on this server.</Trans>
          </span>
        </EmptyState>
      ) : load.status === 'error' ? (
        <LoadError error={load.error} onRetry={() => void load.reload()} />
      ) : !load.data ? (
        <LoadingState />
      ) : load.data.length === 0 ? (
        <EmptyState
          action={
            <Link to="/finance" className="link">
              <Trans>See the plans</Trans>
            </Link>
          }
        >
          <Trans>You have no mining orders yet.</Trans>
        </EmptyState>
      ) : (
        <>
          <ServerClockNote />
          <ul className="card-list" data-testid="order-list">
            {load.data.map((order, i) => (
              <OrderCard key={order.id ?? i} order={order} />
            ))}
          </ul>
        </>
      )}
    </>
  )
}

function OrderCard({ order }: { order: MinerOrder }) {
  const ppm = order.rate === undefined ? null : percentToPpm(order.rate)
  // 1 matured, 0 running; a status the server did not send (or gave no meaning) is not shown
  const finished = order.status === 1 ? true : order.status === 0 ? false : null
  return (
    <li className="card order-card" data-testid="order">
      <div className="order-head">
        <span>{order.tier === undefined ? <Trans>Mining order</Trans> : <Trans>Plan {order.tier}</Trans>}</span>
        {finished !== null && (
          <span className={finished ? 'order-status-finished' : 'order-status-running'}>
            {finished ? <Trans>Matured</Trans> : <Trans>Running</Trans>}
          </span>
        )}
      </div>
      <dl>
        <dt>
          <Trans>Principal</Trans>
        </dt>
        <dd data-testid="order-money">
          <UsdAmount cents={order.money} />
        </dd>
        {ppm !== null && (
          <>
            <dt>
              <Trans>Daily rate</Trans>
            </dt>
            <dd>
              <Percent ppm={ppm} />
            </dd>
          </>
        )}
        {order.income !== undefined && (
          <>
            <dt>
              <Trans>Accrued to date</Trans>
            </dt>
            <dd data-testid="order-income">
              <UsdAmount cents={order.income} />
            </dd>
          </>
        )}
        {order.createtime && (
          <>
            <dt>
              <Trans>Started</Trans>
            </dt>
            <dd>
              <ServerTime text={order.createtime} />
            </dd>
          </>
        )}
        {order.endtime && (
          <>
            <dt>
              <Trans>Maturity</Trans>
            </dt>
            <dd data-testid="order-end">
              <ServerTime text={order.endtime} />
            </dd>
          </>
        )}
      </dl>
    </li>
  )
}
