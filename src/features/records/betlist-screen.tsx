import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Toast } from '../../ui/toast'
import { useApp } from '../../app/app-context'
import { BET_RECORD_TYPES, type BetRecordType } from '../../api/game-orders'
import type { BetRecord } from '../../api/types'
import { errorMessage } from '../../i18n/error-message'
import { Amount } from '../../ui/amount'
import { gameTypeName } from '../../ui/game-type-name'
import { formatOdds } from '../../ui/odds'
import { ServerClockNote } from '../../ui/server-clock-note'
import { ServerTime } from '../../ui/server-time'
import { SERVER_TIME_ZONE } from '../../lib/server-time'
import { LoadingState } from '../../ui/load-states'
import { EmptyList, MoreRows } from '../../ui/more-rows'
import { PullRefresh } from '../../ui/pull-refresh'
import { LoadError } from '../../app/load-error'
import { Page } from '../../ui/page'
import { Tabs } from '../../ui/tabs'
import { useBetRecords, useSummaryRecords } from './use-bet-records'
import { RecordSummary } from './record-summary'
import type { Period } from '../../lib/record-summary'
import './records.css'

const TYPES = Object.keys(BET_RECORD_TYPES) as BetRecordType[]

/**
 * /betlist: the summary of a period over all records, then tabs All / Won / Lost / Awaiting draw whose
 * records page in as the list scrolls. The period starts at All time, the records the list below holds.
 * Days and times are the backend's (UTC+8), the page says so.
 */
export function BetlistScreen() {
  const { t } = useLingui()
  const { api } = useApp()
  const [type, setType] = useState<BetRecordType>('all')
  const [period, setPeriod] = useState<Period>('all')
  const summary = useSummaryRecords(api)
  const labels: Record<BetRecordType, string> = { all: t`All`, won: t`Won`, lost: t`Lost`, awaiting: t`Awaiting draw` }
  return (
    <Page title={t`Bet records`}>
      <ServerClockNote />
      <RecordSummary
        records={summary}
        period={period}
        onPeriod={setPeriod}
        onRetry={() => void summary.refresh()}
        timeZone={SERVER_TIME_ZONE}
      />
      <Tabs items={TYPES.map((key) => ({ key, title: labels[key] }))} activeKey={type} onChange={setType}>
        <RecordList key={type} type={type} alsoRefresh={summary.refresh} />
      </Tabs>
    </Page>
  )
}

/** `alsoRefresh`: pull to refresh reloads the summary too; its failure keeps the totals shown (the list's toast says why). */
function RecordList({ type, alsoRefresh }: { type: BetRecordType; alsoRefresh: () => Promise<void> }) {
  const { t, i18n } = useLingui()
  const { api } = useApp()
  const records = useBetRecords(api, type)
  const pull = async () => {
    try {
      await Promise.all([records.refresh(), alsoRefresh()])
    } catch (error) {
      Toast.show({ icon: 'fail', content: errorMessage(i18n, error) })
    }
  }
  if (records.status === 'loading') return <LoadingState />
  if (records.status === 'error') return <LoadError error={records.error} onRetry={() => void records.refresh().catch(() => {})} />
  if (records.rows.length === 0 && !records.hasMore) {
    return (
      <EmptyList onRefresh={pull}>
        {type === 'all' ? <Trans>You have not placed any bets yet.</Trans> : <Trans>No records in this tab.</Trans>}
      </EmptyList>
    )
  }
  return (
    <PullRefresh onRefresh={pull}>
      <ul className="records" aria-label={t`Bet records`} data-testid="records" data-type={type}>
        {records.rows.map((row, i) => (
          <RecordRow key={row.id ?? `${row.ordersn}-${i}`} row={row} />
        ))}
      </ul>
      <MoreRows hasMore={records.hasMore} loadMore={records.loadMore} className="records-end" />
    </PullRefresh>
  )
}

/** `isaward` -1 awaiting ('wait'), 1 won, 0 lost; any other value is not given a meaning. */
function AwardTag({ isaward }: { isaward: BetRecord['isaward'] }) {
  if (isaward === 1)
    return (
      <span className="record-tag record-tag-won" data-testid="record-status" data-award="1">
        <Trans>Won</Trans>
      </span>
    )
  if (isaward === 0)
    return (
      <span className="record-tag record-tag-lost" data-testid="record-status" data-award="0">
        <Trans>Lost</Trans>
      </span>
    )
  if (isaward === -1)
    return (
      <span className="record-tag record-tag-wait" data-testid="record-status" data-award="-1">
        <Trans>Awaiting draw</Trans>
      </span>
    )
  return (
    <span className="record-tag" data-testid="record-status" data-award="unknown">
      <Trans>Status unknown</Trans>
    </span>
  )
}

function RecordRow({ row }: { row: BetRecord }) {
  const { i18n } = useLingui()
  const { config } = useApp()
  return (
    <li className="card record" data-testid="record" data-ordersn={row.ordersn}>
      <div className="record-head">
        <span className="record-game">{gameTypeName(i18n, row.gametype)}</span>
        <AwardTag isaward={row.isaward} />
      </div>
      <dl className="record-facts">
        <dt>
          <Trans>Round</Trans>
        </dt>
        <dd data-testid="record-seqno">{row.seqno || '—'}</dd>
        <dt>
          <Trans>Order number</Trans>
        </dt>
        <dd>{row.ordersn || '—'}</dd>
        <dt>
          <Trans>Chosen</Trans>
        </dt>
        <dd data-testid="record-option">{row.valuecn || '—'}</dd>
        <dt>
          <Trans>Amount × odds</Trans>
        </dt>
        <dd data-testid="record-stake">
          <Amount cents={row.money} currency={config.currency} /> × {formatOdds(row.rate)}
        </dd>
        <dt>
          <Trans>Prize</Trans>
        </dt>
        <dd data-testid="record-prize">
          {row.isaward === 1 ? (
            <Amount cents={row.award} currency={config.currency} signed className="record-prize-won" />
          ) : row.isaward === 0 ? (
            <Amount cents={row.award} currency={config.currency} />
          ) : (
            '—'
          )}
        </dd>
        <dt>
          <Trans>Time</Trans>
        </dt>
        <dd data-testid="record-time">{row.createtime ? <ServerTime text={row.createtime} /> : '—'}</dd>
      </dl>
    </li>
  )
}
