import { Trans, useLingui } from '@lingui/react/macro'
import { Spinner } from '../../ui/spinner'
import { COINS, changePercent, type Coin, type CoinPrice } from '../../api/price-feed-protocol'
import type { PriceFeedSnapshot } from '../../../machines/price-feed.source'

const priceFormats = new Map<string, Intl.NumberFormat>()

/** Coin prices are quotes, not balances: as many decimals as the price needs (BTC 2, DOGE 5). */
export function formatPrice(value: number, locale: string): string {
  const digits = value >= 1000 ? 2 : value >= 1 ? 4 : 6
  const key = `${locale}|${digits}`
  let f = priceFormats.get(key)
  if (!f) {
    f = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: digits })
    priceFormats.set(key, f)
  }
  return f.format(value)
}

export function formatChange(price: CoinPrice, locale: string): string {
  return (
    new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'exceptZero' }).format(
      changePercent(price),
    ) + '%'
  )
}

function direction(price: CoinPrice): 'up' | 'down' | 'flat' {
  const change = changePercent(price)
  return Math.abs(change) < 0.005 ? 'flat' : change > 0 ? 'up' : 'down'
}

/** The eight coins with last price and change since the UTC+8 day start. */
export function PriceList({ snapshot, demo }: { snapshot: PriceFeedSnapshot; demo: boolean }) {
  const { t, i18n } = useLingui()
  const { status, prices } = snapshot
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
        {status === 'stale' && (
          <p className="price-status price-stale" role="status" data-testid="price-stale">
            <Trans>Connection lost: prices may be out of date. Reconnecting…</Trans>
          </p>
        )}
      </div>
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
    </section>
  )
}
