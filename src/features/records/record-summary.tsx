import { Trans, useLingui } from '@lingui/react/macro'
import { useApp } from '../../app/app-context'
import { LoadError } from '../../app/load-error'
import { formatMoney, type Cents } from '../../lib/money'
import { summarizeRecords, type DayNet, type Period } from '../../lib/record-summary'
import { Amount } from '../../ui/amount'
import type { SummaryRecordsState } from './use-bet-records'

const PERIODS: Period[] = ['today', '7d', '30d', 'all']

export interface RecordSummaryProps {
  records: SummaryRecordsState
  period: Period
  onPeriod: (period: Period) => void
  onRetry: () => void
  /** the viewer's zone when undefined (stories and tests pin one) */
  timeZone?: string
}

const tone = (cents: Cents) => (cents > 0 ? 'summary-gain' : cents < 0 ? 'summary-loss' : undefined)

/**
 * "Your record at a glance": totals and net per day of the period over every record the server sent
 * (not only the tab's), so switching tabs never changes them.
 */
export function RecordSummary({ records, period, onPeriod, onRetry, timeZone }: RecordSummaryProps) {
  const { t } = useLingui()
  const { config } = useApp()
  const labels: Record<Period, string> = { today: t`Today`, '7d': t`7 days`, '30d': t`30 days`, all: t`All time` }
  const currency = config.currency
  let body
  if (records.status === 'loading') body = null
  else if (records.status === 'error') body = <LoadError error={records.error} onRetry={onRetry} testId="summary-error" />
  else {
    const s = summarizeRecords(records.rows, { period, now: Date.now(), timeZone })
    const loaded = records.rows.length
    const { awaiting, uncounted } = s
    body = (
      <>
        {s.count === 0 ? (
          <p className="muted" data-testid="summary-empty">
            <Trans>No records in this period</Trans>
          </p>
        ) : (
          <>
            <dl className="summary-totals">
              <div>
                <dt>
                  <Trans>Staked</Trans>
                </dt>
                <dd data-testid="summary-staked">
                  <Amount cents={s.staked} currency={currency} />
                </dd>
              </div>
              <div>
                <dt>
                  <Trans>Prizes</Trans>
                </dt>
                <dd data-testid="summary-won">
                  <Amount cents={s.won} currency={currency} />
                </dd>
              </div>
              <div>
                <dt>
                  <Trans>Net</Trans>
                </dt>
                <dd data-testid="summary-net">
                  <Amount cents={s.net} currency={currency} signed className={tone(s.net)} />
                </dd>
              </div>
            </dl>
            {awaiting > 0 && (
              <p className="summary-note" data-testid="summary-awaiting">
                <Trans>
                  Awaiting draw: {awaiting} (<Amount cents={s.awaitingStaked} currency={currency} /> staked), not counted in net.
                </Trans>
              </p>
            )}
            <NetChart days={s.days} capped={s.daysCapped} currency={currency} />
          </>
        )}
        {loaded > 0 && (
          <p className="muted summary-scope" data-testid="summary-scope">
            {records.complete ? (
              <Trans>Records read: {loaded} (all the server has).</Trans>
            ) : (
              <Trans>Records read: {loaded}; the server has more, older ones are not counted.</Trans>
            )}
            {uncounted > 0 && (
              <>
                {' '}
                <Trans>Not counted (unknown status or time): {uncounted}.</Trans>
              </>
            )}
          </p>
        )}
      </>
    )
  }
  return (
    <section
      className="card summary"
      aria-labelledby="summary-title"
      data-testid="summary"
      data-period={period}
      data-status={records.status}
    >
      <h2 className="summary-title" id="summary-title">
        <Trans>Your record at a glance</Trans>
      </h2>
      <div className="summary-periods" role="group" aria-label={t`Time range`}>
        {PERIODS.map((p) => (
          <button key={p} type="button" aria-pressed={p === period} data-period={p} onClick={() => onPeriod(p)}>
            {labels[p]}
          </button>
        ))}
      </div>
      {/* Loading, loaded, empty or failed, the body's box is at least the skeleton's size, the size of a typical
          summary: what is below (the tabs) stays where it is when the records arrive. */}
      <div className="summary-body">
        <SummarySkeleton loading={records.status === 'loading'} currency={currency} />
        {body && <div className="summary-content">{body}</div>}
      </div>
    </section>
  )
}

/**
 * A summary's parts (totals, the awaiting note, the chart and its axis, the scope line, with their texts at
 * their longest) drawn as grey shapes while the records load; invisible after, holding the same room.
 */
function SummarySkeleton({ loading, currency }: { loading: boolean; currency?: string }) {
  const { t } = useLingui()
  const zero = 0 as Cents
  // the same messages as the summary's, at three-digit counts
  const awaiting = 100
  const loaded = 300
  return (
    <div
      className={loading ? 'summary-skeleton' : 'summary-skeleton summary-reserve'}
      aria-busy={loading || undefined}
      data-testid={loading ? 'summary-loading' : undefined}
    >
      {loading && (
        <span className="visually-hidden">
          <Trans>Loading…</Trans>
        </span>
      )}
      <div className="summary-skeleton-parts" aria-hidden="true">
        <dl className="summary-totals">
          {[t`Staked`, t`Prizes`, t`Net`].map((label) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>
                <Amount cents={zero} currency={currency} />
              </dd>
            </div>
          ))}
        </dl>
        <p className="summary-note">
          <Trans>
            Awaiting draw: {awaiting} (<Amount cents={zero} currency={currency} /> staked), not counted in net.
          </Trans>
        </p>
        <figure className="summary-chart">
          <div className="summary-skeleton-chart" />
          <figcaption className="muted summary-axis">
            <span>00-00</span>
            <span>00-00</span>
          </figcaption>
        </figure>
        <p className="muted summary-scope">
          <Trans>Records read: {loaded}; the server has more, older ones are not counted.</Trans>
        </p>
      </div>
    </div>
  )
}

const dayFormats = new Map<string, Intl.DateTimeFormat>()

/** "Jan 15" of a "YYYY-MM-DD" day in `locale` (the day is already in the viewer's zone). */
function dayLabel(day: string, locale: string): string {
  let f = dayFormats.get(locale)
  if (!f) dayFormats.set(locale, (f = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' })))
  return f.format(Date.parse(`${day}T00:00:00Z`))
}

const BAR = 10
const HEIGHT = 60

/** Net per day as bars up (gain) or down (loss) from a zero line, with the same figures as text. */
function NetChart({ days, capped, currency }: { days: DayNet[]; capped: boolean; currency?: string }) {
  const { t, i18n } = useLingui()
  if (days.length === 0) return null
  const nets = days.map((d) => d.net)
  const top = Math.max(0, ...nets)
  const range = top - Math.min(0, ...nets) || 1
  const zero = (top / range) * HEIGHT
  const settled = days.filter((d) => d.settled > 0)
  const list = new Intl.ListFormat(i18n.locale).format(
    settled.map(
      (d) => `${dayLabel(d.day, i18n.locale)} ${formatMoney(d.net, i18n.locale, { signed: true })}${currency ? ` ${currency}` : ''}`,
    ),
  )
  const text = settled.length ? t`Net per day: ${list}` : t`No settled bets in this period.`
  return (
    <figure className="summary-chart">
      <svg
        role="img"
        aria-label={text}
        data-testid="summary-chart"
        viewBox={`0 0 ${days.length * BAR} ${HEIGHT}`}
        preserveAspectRatio="none"
      >
        {days.map((d, i) => {
          if (d.net === 0) return null
          const h = Math.max(1, (Math.abs(d.net) / range) * HEIGHT)
          return (
            <rect
              key={d.day}
              x={i * BAR + BAR * 0.15}
              width={BAR * 0.7}
              y={d.net > 0 ? zero - h : zero}
              height={h}
              className={tone(d.net)}
            />
          )
        })}
        <line x1={0} x2={days.length * BAR} y1={zero} y2={zero} vectorEffect="non-scaling-stroke" />
      </svg>
      <figcaption className="muted summary-axis" aria-hidden="true">
        <span>{dayLabel(days[0]!.day, i18n.locale)}</span>
        {days.length > 1 && <span>{dayLabel(days.at(-1)!.day, i18n.locale)}</span>}
      </figcaption>
      {capped && (
        <p className="muted summary-scope">
          <Trans>The chart shows the latest 30 days with records.</Trans>
        </p>
      )}
    </figure>
  )
}
