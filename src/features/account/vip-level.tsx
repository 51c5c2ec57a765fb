import { useLingui } from '@lingui/react'
import { clampLevel, levelName } from '../../ui/vip-levels'

/** Badge colours: metal for 1-4, gem-like for the upper four. */
const COLORS: Readonly<Record<number, [string, string]>> = {
  1: ['#b87333', '#e0a46e'],
  2: ['#9aa3ad', '#e3e8ee'],
  3: ['#c9a227', '#f5dd7a'],
  4: ['#6fa8b8', '#c8eef7'],
  5: ['#3f7fe0', '#a9d1ff'],
  6: ['#7a4fd6', '#c9b2ff'],
  7: ['#d2552d', '#ffb08f'],
  8: ['#c2185b', '#ff9cc8'],
}

/** The level's icon: a shield in the level's colours with its number, and one star per two levels above 1. */
export function VipBadge({ level, size = 40 }: { level: number; size?: number }) {
  const { i18n } = useLingui()
  const n = clampLevel(level)
  const [dark, light] = COLORS[n]!
  const id = `vip-grad-${n}`
  const stars = Math.floor(n / 2)
  return (
    <svg
      className="vip-badge"
      width={size}
      height={size}
      viewBox="0 0 40 40"
      role="img"
      data-level={n}
      aria-label={`VIP ${n} · ${levelName(i18n, n)}`}
    >
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={light} />
          <stop offset="1" stopColor={dark} />
        </linearGradient>
      </defs>
      <path d="M20 2 L35 8 V19 C35 28 28.5 34.5 20 38 C11.5 34.5 5 28 5 19 V8 Z" fill={`url(#${id})`} stroke={dark} strokeWidth="1.5" />
      <text x="20" y="25" textAnchor="middle" fontSize="14" fontWeight="800" fill="#1a1a1a">
        {n}
      </text>
      {Array.from({ length: stars }, (_, i) => (
        <circle key={i} cx={20 + (i - (stars - 1) / 2) * 5} cy="9.5" r="1.6" fill="#fff" />
      ))}
    </svg>
  )
}

/** "Gold" etc. in the active language. */
export function useLevelName(level: number): string {
  const { i18n } = useLingui()
  return levelName(i18n, level)
}
