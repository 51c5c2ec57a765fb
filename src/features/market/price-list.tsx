import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Spinner } from '../../ui/spinner'
import { useOnline } from '../../ui/use-online'
import { SERVER_ZONE_LABEL } from '../../lib/server-time'
import { COINS, changePercent, type Coin, type CoinPrice } from '../../api/price-feed-protocol'
import type { PriceFeedSnapshot } from '../../../machines/price-feed.source'

const numberFormats = new Map<string, Intl.NumberFormat>()

/** Built once per locale and kind: the list formats its sixteen figures on every tick of the feed. */
function numberFormat(locale: string, maxDigits: number, signed: boolean): Intl.NumberFormat {
  const key = `${locale}|${maxDigits}|${signed}`
  let f = numberFormats.get(key)
  if (!f) {
    f = new Intl.NumberFormat(locale, {
      minimumFractionDigits: 2,
      maximumFractionDigits: maxDigits,
      ...(signed && { signDisplay: 'exceptZero' as const }),
    })
    numberFormats.set(key, f)
  }
  return f
}

/** Coin prices are quotes, not balances: as many decimals as the price needs (BTC 2, DOGE 5). */
export function formatPrice(value: number, locale: string): string {
  return numberFormat(locale, value >= 1000 ? 2 : value >= 1 ? 4 : 6, false).format(value)
}

export function formatChange(price: CoinPrice, locale: string): string {
  return numberFormat(locale, 2, true).format(changePercent(price)) + '%'
}

function direction(price: CoinPrice): 'up' | 'down' | 'flat' {
  const change = changePercent(price)
  return Math.abs(change) < 0.005 ? 'flat' : change > 0 ? 'up' : 'down'
}

/** The newest exchange time among the prices (0 when none says). */
function newestTime(prices: PriceFeedSnapshot['prices']): number {
  return Math.max(0, ...Object.values(prices).map((p) => p?.ts ?? 0))
}

/**
 * The eight coins with last price and change since the UTC+8 day start (a note under the table says
 * so: "today" is not the viewer's day everywhere). Offline the list keeps the prices it had and says
 * they are the last known ones, with the exchange's time of the newest; the demo's simulated feed runs
 * in the page, so it goes on offline.
 */
export function PriceList({ snapshot, demo }: { snapshot: PriceFeedSnapshot; demo: boolean }) {
  const { t, i18n } = useLingui()
  const offline = !useOnline() && !demo
  const [kept, setKept] = useState(snapshot)
  if (!offline && kept !== snapshot) setKept(snapshot)
  const { prices } = offline ? kept : snapshot
  const status = offline ? 'offline' : snapshot.status
  const asOf = offline ? newestTime(prices) : 0
  const asOfText = asOf ? i18n.date(new Date(asOf), { timeStyle: 'medium' }) : ''
  const zone = SERVER_ZONE_LABEL
  return (
    <section className="card price-card" aria-labelledby="prices-title" data-testid="price-list" data-status={status}>
      <header className="price-head">
        <h2 id="prices-title">
          <Trans>Market prices</Trans>
        </h2>
        {demo && (
          <span className="price-demo" data-testid="price-demo">
            <Trans>Simulated (demo)</Trans>
          </span>
        )}
      </header>
      {/* A fixed slot: the status line coming and going must not move the table (CLS on load). */}
      <div className="price-status-slot">
        {status === 'connecting' && (
          <p className="price-status" role="status" data-testid="price-connecting">
            <Spinner size={14} /> <Trans>Connecting to live prices…</Trans>
          </p>
        )}
        {status === 'unavailable' && (
          <p className="price-status price-stale" role="status" data-testid="price-unavailable">
            <Trans>Live prices are unavailable right now. Retrying…</Trans>
          </p>
        )}
        {status === 'stale' && (
          <p className="price-status price-stale" role="status" data-testid="price-stale">
            <Trans>Connection lost: prices may be out of date. Reconnecting…</Trans>
          </p>
        )}
        {status === 'offline' && (
          <p className="price-status price-stale" role="status" data-testid="price-offline">
            {Object.keys(prices).length === 0 ? (
              <Trans>Offline: live prices need a connection.</Trans>
            ) : asOfText ? (
              <Trans>Offline: last known prices, as of {asOfText}.</Trans>
            ) : (
              <Trans>Offline: last known prices.</Trans>
            )}
          </p>
        )}
      </div>
      <div className="price-table-scroll">
        <table className="price-table">
          <thead>
            <tr>
              <th scope="col">{t`Coin`}</th>
              <th scope="col">{t`Last price`}</th>
              <th scope="col">{t`Change today`}</th>
            </tr>
          </thead>
          <tbody>
            {COINS.map((coin: Coin) => {
              const price = prices[coin]
              const dir = price ? direction(price) : 'flat'
              return (
                <tr key={coin} data-testid={`price-${coin}`} data-direction={dir}>
                  <th scope="row">{coin}</th>
                  <td className="price-last" data-testid="price-last">
                    {price ? formatPrice(price.last, i18n.locale) : '—'}
                  </td>
                  <td>
                    {/* The same box with or without a price: a row keeps its height when prices arrive (no layout shift). */}
                    <span className={`price-change price-${dir}`}>{price ? formatChange(price, i18n.locale) : '—'}</span>
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
      <p className="muted price-day-note" data-testid="price-day-note">
        <Trans>Change today: since 00:00 {zone}.</Trans>
      </p>
    </section>
  )
}
