import { ppmToPercent, projectionSeries, type MiningTier } from '../../lib/mining'

/** `label` names the chart (role img), `dayTitle` titles its x axis; both translated by the screen. */
interface Props {
  tier: MiningTier
  label: string
  dayTitle: string
  locale: string
}

/** Day 0, a third, two thirds and the whole period (whole days, no repeats for very short periods). */
const tickDays = (days: number) => [...new Set([0, 1, 2, 3].map((i) => Math.round((days * i) / 3)))]

/**
 * The projected cumulative yield of a tier (mining detail chart): ratePpm × day for day
 * 0…days, a straight line, so an inline SVG rather than a chart library. The SVG stretches to its box
 * (viewBox 0 0 100 100, strokes unscaled); the tick labels are HTML in a grid around it, so large text
 * widens their column instead of overflowing or shrinking with the drawing. Loaded lazily with its route.
 */
export default function ProjectionChart({ tier, label, dayTitle, locale }: Props) {
  const series = projectionSeries(tier)
  const top = series[series.length - 1]!.ppm || 1
  const x = (day: number) => (day / (tier.days || 1)) * 100
  const y = (ppm: number) => 100 - (ppm / top) * 100
  // As the page's other percentages (usd-amount.tsx Percent): the top tick reads as the period's gain.
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 4 })
  const number = new Intl.NumberFormat(locale)
  // Each y tick is the yield at an x tick, so the line crosses the grid where a day meets its yield.
  const ticks = tickDays(tier.days).map((day) => ({ day, ppm: tier.ratePpm * day }))
  const line = series.map((p) => `${x(p.day)},${y(p.ppm)}`).join(' ')
  return (
    <div className="projection-chart" data-testid="projection-chart" role="img" aria-label={label}>
      {ticks.map((t) => (
        <span
          key={t.day}
          className="projection-y"
          data-testid="projection-y"
          data-ppm={t.ppm}
          aria-hidden="true"
          style={{ bottom: `${100 - y(t.ppm)}%` }}
        >
          {percent.format(ppmToPercent(t.ppm) / 100)}
        </span>
      ))}
      <svg viewBox="0 0 100 100" preserveAspectRatio="none" aria-hidden="true" focusable="false">
        {ticks.map((t) => (
          <line
            key={t.day}
            className={t.day ? 'projection-grid' : 'projection-axis'}
            x1="0"
            x2="100"
            y1={y(t.ppm)}
            y2={y(t.ppm)}
            vectorEffect="non-scaling-stroke"
          />
        ))}
        <line className="projection-axis" x1="0" x2="0" y1="0" y2="100" vectorEffect="non-scaling-stroke" />
        <polygon className="projection-area" points={`0,100 ${line} 100,100`} />
        <polyline className="projection-line" data-testid="projection-line" points={line} vectorEffect="non-scaling-stroke" />
      </svg>
      {ticks.map((t) => (
        <span key={t.day} className="projection-x" data-testid="projection-x" aria-hidden="true" style={{ left: `${x(t.day)}%` }}>
          {number.format(t.day)}
        </span>
      ))}
      <span className="projection-axis-title" aria-hidden="true">
        {dayTitle}
      </span>
    </div>
  )
}
