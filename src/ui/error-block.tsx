import type { ReactNode } from 'react'
import './error-block.css'

export type ErrorBlockStatus = 'default' | 'disconnected' | 'empty'

/** Each state's sign inside the window: "!" in a circle, Wi-Fi struck through, an empty search. */
const GLYPHS: Record<ErrorBlockStatus, string> = {
  default: 'M56 54a16 16 0 1 0 32 0 16 16 0 1 0-32 0m16-8v10m0 6v.01',
  disconnected: 'M53 50a27 27 0 0 1 38 0m-32 7a18 18 0 0 1 26 0m-13 8v.01M56 39l32 30',
  empty: 'M58 51a11 11 0 1 0 22 0 11 11 0 1 0-22 0m19 8 9 9',
}

/**
 * Error and empty states (the UI kit's ErrorBlock API: status, title, description, children) with
 * one small line drawing, a window with a per-state sign, in the theme's colours: the kit's three
 * illustrations weighed ≈7.8 kB gzip.
 */
export function ErrorBlock({
  status = 'default',
  title,
  description,
  children,
}: {
  status?: ErrorBlockStatus
  title: ReactNode
  description?: ReactNode
  children?: ReactNode
}) {
  return (
    <div className="error-block" data-status={status}>
      <svg className="error-block-image" viewBox="0 0 144 100" width="144" height="100" aria-hidden="true">
        <ellipse className="error-block-ground" cx="72" cy="93" rx="50" ry="5" />
        <rect className="error-block-window" x="30" y="6" width="84" height="80" rx="10" />
        <path d="M30 21h84M41 13.5h.01m7 0h.01m7 0h.01" />
        <path className="error-block-glyph" d={GLYPHS[status]} />
      </svg>
      <div className="error-block-title">{title}</div>
      {description != null && <div className="error-block-description">{description}</div>}
      {children != null && <div className="error-block-content">{children}</div>}
    </div>
  )
}
