import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import Button from 'antd-mobile/es/components/button'
import { Toast } from '../../ui/toast'
import { useApp } from '../../app/app-context'
import type { FundLogEntry } from '../../api/types'
import { FINANCE_FLOW_TYPES, type FinanceFlowType } from '../../api/wallet'
import { errorMessage } from '../../i18n/error-message'
import type { Cents } from '../../lib/money'
import { validateDateRange, type DateRangeProblem } from '../../lib/wallet-rules'
import { ServerClockNote } from '../../ui/server-clock-note'
import { ServerTime } from '../../ui/server-time'
import { formatCalendarDate } from '../../lib/calendar-date'
import { Amount } from '../../ui/amount'
import { FilterIcon } from '../../ui/icons'
import { Page } from '../../ui/page'
import { Sheet } from '../../ui/sheet'
import { Tabs } from '../../ui/tabs'
import { useFinanceFlow } from './use-finance-flow'
import { LoadingState } from '../../ui/load-states'
import { EmptyList, MoreRows } from '../../ui/more-rows'
import { PullRefresh } from '../../ui/pull-refresh'
import { LoadError } from '../../app/load-error'
import { Field, FieldError } from '../../ui/field'
import './wallet.css'

export interface DateRange {
  start: string
  end: string
}

/**
 * /my_income: tabs All / Today / Yesterday / Seven days plus a date range; signed rows; infinite scroll.
 * Days and times are the backend's (UTC+8), as its Today and Yesterday are, and the page says so.
 */
export function IncomeScreen() {
  const { t, i18n } = useLingui()
  const { api } = useApp()
  const [type, setType] = useState<FinanceFlowType>('all')
  const [range, setRange] = useState<DateRange | null>(null)
  const [drawer, setDrawer] = useState(false)
  const flow = useFinanceFlow(api, { type, ...range })
  const labels: Record<FinanceFlowType, string> = { all: t`All`, today: t`Today`, yesterday: t`Yesterday`, seven: t`Seven days` }

  const pickTab = (key: string) => {
    setType(key as FinanceFlowType)
    setRange(null)
  }
  const pull = async () => {
    try {
      await flow.refresh()
    } catch (error) {
      Toast.show({ icon: 'fail', content: errorMessage(i18n, error) })
    }
  }

  const rangeButton = (
    <button
      type="button"
      className="wallet-icon-button"
      aria-label={t`Date range`}
      onClick={() => setDrawer(true)}
      data-testid="range-open"
    >
      <FilterIcon size={20} />
    </button>
  )

  return (
    <Page title={t`Income`} right={rangeButton}>
      <Tabs items={FINANCE_FLOW_TYPES.map((key) => ({ key, title: labels[key] }))} activeKey={range ? null : type} onChange={pickTab} />
      <ServerClockNote />
      {range && (
        <div className="income-range" data-testid="range-active">
          <RangeLabel {...range} />
          <Button size="mini" fill="none" color="primary" onClick={() => setRange(null)}>
            <Trans>Clear</Trans>
          </Button>
        </div>
      )}
      {flow.status === 'loading' && <LoadingState />}
      {flow.status === 'error' && <LoadError error={flow.error} onRetry={() => void flow.refresh().catch(() => {})} />}
      {flow.status === 'ready' && flow.rows.length === 0 && !flow.hasMore && (
        <EmptyList onRefresh={pull}>
          <Trans>No records</Trans>
        </EmptyList>
      )}
      {flow.status === 'ready' && (flow.rows.length > 0 || flow.hasMore) && (
        <PullRefresh onRefresh={pull}>
          {flow.rows.length > 0 && (
            <ul className="plain-list income-list" aria-label={t`Income`} data-testid="income-list">
              {flow.rows.map((row, i) => (
                <IncomeRow key={row.id ?? i} row={row} />
              ))}
            </ul>
          )}
          <MoreRows hasMore={flow.hasMore} loadMore={flow.loadMore} />
        </PullRefresh>
      )}
      <Sheet
        open={drawer}
        position="right"
        title={t`Date range`}
        hideTitle
        onClose={() => setDrawer(false)}
        closeOnBackdrop
        testId="range-sheet"
      >
        <RangeDrawer
          initial={range}
          onApply={(r) => {
            setRange(r)
            setType('all')
            setDrawer(false)
          }}
          onCancel={() => setDrawer(false)}
        />
      </Sheet>
    </Page>
  )
}

/** The active range; its line breaks around the dates, never inside one. */
function RangeLabel(range: DateRange) {
  const start = <RangeDate date={range.start} />
  const end = <RangeDate date={range.end} />
  return (
    <span className="range-label">
      <Trans>
        From {start} to {end}
      </Trans>
    </span>
  )
}

function RangeDate({ date }: { date: string }) {
  const { i18n } = useLingui()
  return (
    <time className="range-date" dateTime={date}>
      {formatCalendarDate(date, i18n.locale)}
    </time>
  )
}

function IncomeRow({ row }: { row: FundLogEntry }) {
  // The sign comes from `type` alone: a backend may send a loss as -100.00 or as 100.00.
  const gain = row.type === 1
  return (
    <li className="income-row" data-testid="income-row">
      <span className="reason">{row.reason}</span>
      <span className={`money ${gain ? 'gain' : 'loss'}`} data-testid="income-money">
        {gain ? '+' : '−'}
        <Amount cents={Math.abs(row.money) as Cents} />
      </span>
      <ServerTime text={row.time} className="time" />
      <span className="before">
        <Trans>Balance before</Trans> {row.before !== undefined ? <Amount cents={row.before} /> : '—'}
      </span>
    </li>
  )
}

/** The date-range drawer: both dates required, start not after end. */
export function RangeDrawer({
  initial,
  onApply,
  onCancel,
}: {
  initial: DateRange | null
  onApply: (r: DateRange) => void
  onCancel: () => void
}) {
  const { t } = useLingui()
  const [start, setStart] = useState(initial?.start ?? '')
  const [end, setEnd] = useState(initial?.end ?? '')
  const problem = validateDateRange(start, end)
  const message: Record<DateRangeProblem, string | null> = {
    startRequired: null,
    endRequired: null,
    startAfterEnd: t`The start date cannot be after the end date`,
  }
  return (
    <div className="range-drawer" data-testid="range-drawer">
      <h2 className="page-title">
        <Trans>Date range</Trans>
      </h2>
      <Field label={<Trans>Start date</Trans>}>
        <input type="date" name="start" value={start} max={end || undefined} onChange={(e) => setStart(e.target.value)} />
      </Field>
      <Field label={<Trans>End date</Trans>}>
        <input type="date" name="end" value={end} min={start || undefined} onChange={(e) => setEnd(e.target.value)} />
      </Field>
      <FieldError>{problem ? message[problem] : null}</FieldError>
      <div className="range-actions">
        <Button fill="outline" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
        <Button color="primary" disabled={problem !== null} onClick={() => onApply({ start, end })} data-testid="range-apply">
          <Trans>Apply</Trans>
        </Button>
      </div>
    </div>
  )
}
