import type { ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useApp } from '../../app/app-context'
import { useHasToken } from '../../app/session-hooks'
import { todayWinLost } from '../../api/game'
import type { WinLost } from '../../api/types'
import type { Cents } from '../../lib/money'
import { Amount } from '../../ui/amount'
import { ErrorState } from '../../ui/load-states'
import { LoadError } from '../../app/load-error'
import { Page } from '../../ui/page'
import { ServerClockNote } from '../../ui/server-clock-note'
import { useLoad } from '../../ui/use-load'
import { PriceList } from './price-list'
import { appPriceFeed } from './app-price-feed'
import { usePriceFeed } from './use-price-feed'
import './market.css'

/**
 * /lotteryprize: the user's win and total amounts of yesterday and today, the home game's results
 * board (`board`, shown to a logged-in user: the room's calls need a session), and live coin prices.
 */
export function TrendScreen({ board }: { board?: ReactNode }) {
  const { t } = useLingui()
  const priceFeed = appPriceFeed(useApp())
  // a returning user's figures, not the guest's card, while their session is restored
  const loggedIn = useHasToken()
  const snapshot = usePriceFeed(priceFeed)
  return (
    <Page title={t`Trend`} noBack>
      {loggedIn ? (
        <>
          <WinLostCard />
          {board}
        </>
      ) : (
        <section className="card" data-testid="winlost-guest">
          <p className="muted">
            <Trans>Log in to see your results of today and yesterday.</Trans>
          </p>
          <Link to="/login" search={{ redirect: '/lotteryprize' }} className="link">
            <Trans>Log in</Trans>
          </Link>
        </section>
      )}
      {snapshot ? (
        <PriceList snapshot={snapshot} demo={priceFeed?.demo ?? false} />
      ) : (
        <ErrorState>
          <Trans>Live prices are not available.</Trans>
        </ErrorState>
      )}
    </Page>
  )
}

function WinLostCard() {
  const { api } = useApp()
  const load = useLoad(() => todayWinLost(api))
  if (load.status === 'error') return <LoadError error={load.error} onRetry={() => void load.reload()} />
  const d: WinLost | undefined = load.data
  // Today and yesterday are the backend's days (UTC+8), not the viewer's: the note says so.
  // Loading, it is the same card with grey shapes for its figures: nothing below moves when they come.
  return (
    <>
      <section className="card winlost" data-testid={d ? 'winlost' : 'winlost-loading'} aria-busy={!d || undefined}>
        {!d && (
          <span className="visually-hidden">
            <Trans>Loading…</Trans>
          </span>
        )}
        <WinLostDay title={<Trans>Yesterday</Trans>} day={d && { won: d.yeswin, total: d.yestotal }} testIdPrefix="yes" />
        <WinLostDay title={<Trans>Today</Trans>} day={d && { won: d.todaywin, total: d.todaytotal }} testIdPrefix="today" />
      </section>
      <ServerClockNote />
    </>
  )
}

/** A figure's grey shape while it loads: a zero amount's size, its text not shown or read. */
const FIGURE_SHAPE = 0 as Cents

/**
 * One day's figures; `day` undefined while they load. A figure the server's answer left out is shown as
 * unknown ("—"), never as an invented 0.00.
 */
function WinLostDay({
  title,
  day,
  testIdPrefix,
}: {
  title: ReactNode
  day: { won?: Cents; total?: Cents } | undefined
  testIdPrefix: string
}) {
  const { config } = useApp()
  const figure = (cents: Cents | undefined, testId: string) =>
    !day ? (
      <dd className="figure-shape" aria-hidden="true">
        <Amount cents={FIGURE_SHAPE} currency={config.currency} />
      </dd>
    ) : (
      <dd data-testid={testId}>
        {cents === undefined ? <span className="amount">—</span> : <Amount cents={cents} currency={config.currency} />}
      </dd>
    )
  return (
    <div className="winlost-day">
      <h2>{title}</h2>
      <dl>
        <dt>
          <Trans>Won</Trans>
        </dt>
        {figure(day?.won, `${testIdPrefix}win`)}
        <dt>
          <Trans>Total bets</Trans>
        </dt>
        {figure(day?.total, `${testIdPrefix}total`)}
      </dl>
    </div>
  )
}
