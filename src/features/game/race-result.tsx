import { useLingui } from '@lingui/react/macro'
import { finishingOrder } from '../../lib/racing'
import type { ResultHistory } from '../../api/types'
import { ResultList } from './result-history'

/** The cars 1-10 in finishing order, each in its own colour (1st place first). */
export function CarOrder({ order, testId }: { order: readonly number[]; testId?: string }) {
  const { t } = useLingui()
  const text = order.join(', ')
  return (
    <ol className="car-order" aria-label={t`Finishing order: ${text}`} data-testid={testId}>
      {order.map((car, place) => (
        <li key={place} className={`car car-${car}`} data-car={car}>
          {car}
        </li>
      ))}
    </ol>
  )
}

/** Past races, newest first: round number and finishing order. */
export function RaceHistory({ his }: { his: ResultHistory[] }) {
  const rows = his.flatMap((h) => {
    const order = finishingOrder(h)
    return order ? [{ seqno: h.seqno, order }] : []
  })
  return (
    <ResultList empty={rows.length === 0}>
      {rows.map((r) => (
        <li key={r.seqno} className="result-row race-row" data-testid="result-row">
          <span className="result-seqno">{r.seqno}</span>
          <CarOrder order={r.order} />
        </li>
      ))}
    </ResultList>
  )
}
