import { useEffect, useRef } from 'react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import { ppmToPercent, projectionSeries, type MiningTier } from '../../lib/mining'

/** The projected cumulative yield of a tier (uPlot, loaded with this chunk only on /productdetail). */
export default function ProjectionChart({ tier, label, locale }: { tier: MiningTier; label: string; locale: string }) {
  const host = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const el = host.current
    // No canvas (very old browsers, jsdom): the summary text below the chart carries the projection.
    if (!el || !document.createElement('canvas').getContext?.('2d')) return
    const series = projectionSeries(tier)
    const percent = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 })
    const css = getComputedStyle(document.documentElement)
    const gain = css.getPropertyValue('--app-gain').trim() || '#1fbf75'
    const muted = css.getPropertyValue('--app-muted').trim() || '#8e9ab3'
    const plot = new uPlot(
      {
        width: Math.max(240, el.clientWidth || 320),
        height: 200,
        legend: { show: false },
        cursor: { show: false },
        scales: { x: { time: false } },
        axes: [
          { stroke: muted, grid: { show: false } },
          { stroke: muted, values: (_u, ticks) => ticks.map((v) => `${percent.format(v)}%`), size: 56 },
        ],
        series: [{}, { label, stroke: gain, width: 2, fill: `${gain}33` }],
      },
      [series.map((p) => p.day), series.map((p) => ppmToPercent(p.ppm))],
      el,
    )
    const resize = () => plot.setSize({ width: Math.max(240, el.clientWidth), height: 200 })
    window.addEventListener('resize', resize)
    return () => {
      window.removeEventListener('resize', resize)
      plot.destroy()
    }
  }, [tier, label, locale])
  return <div ref={host} className="projection-chart" data-testid="projection-chart" role="img" aria-label={label} />
}
