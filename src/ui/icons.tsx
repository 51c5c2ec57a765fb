/**
 * Line icons drawn for the app (24 grid, 1.8 stroke, like the tab bar's): the icon set's versions
 * weigh 0.5–3.4 kB gzip each, these a few dozen bytes. Decorative by default (the control's text or
 * aria-label names it); `label` makes one an image with that name, for an icon that alone says
 * something (the ✓ of the chosen entry).
 */
interface IconProps {
  /** A CSS length or px; 1em follows the text around it. */
  size?: number | string
  label?: string
}

function icon(d: string) {
  return function Icon({ size = '1em', label }: IconProps) {
    return (
      <svg
        viewBox="0 0 24 24"
        width={size}
        height={size}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
        style={{ verticalAlign: '-0.125em' }}
        {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      >
        <path d={d} />
      </svg>
    )
  }
}

export const BillIcon = icon('M5 3h14v18l-3.5-2-3.5 2-3.5-2L5 21zM9 8h6M9 12h6M9 16h3')
export const CheckIcon = icon('M4 12.5l5 5L20 6.5')
export const CloseIcon = icon('M6 6l12 12M18 6L6 18')
/** Stacked coins (the staking section). */
export const CoinsIcon = icon(
  'M12 4c4.4 0 8 1.3 8 3s-3.6 3-8 3-8-1.3-8-3 3.6-3 8-3zM4 7v5c0 1.7 3.6 3 8 3s8-1.3 8-3V7M4 12v5c0 1.7 3.6 3 8 3s8-1.3 8-3v-5',
)
export const FileIcon = icon('M14 3H6v18h12V7zm0 0v4h4M9 12h6M9 16h6')
export const FilterIcon = icon('M3 5h18l-7 8.5V19l-4 2v-7.5z')
// globe-icon.tsx's globe: that one stays apart so the home screen's first load does not fetch this file's chunk.
export const LanguageIcon = icon(
  'M3 12a9 9 0 1 0 18 0 9 9 0 1 0-18 0m0 0h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z',
)
export const LockIcon = icon('M5 11h14v10H5zm3 0V8a4 4 0 0 1 8 0v3m-4 4v2')
export const MessageIcon = icon('M4 5h16v11H9l-5 4zm4 5h8m-8 3h5')
export const QuestionIcon = icon('M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM9.5 9.5a2.5 2.5 0 1 1 3.4 2.3c-.6.3-.9.8-.9 1.4v.8m0 3v.01')
export const SettingsIcon = icon(
  'M10.2 5.1l.3-2.6h3l.3 2.6 1.8.8 2-1.7 2.2 2.2-1.7 2.1.8 1.7 2.6.3v3l-2.6.3-.8 1.7 1.7 2.1-2.2 2.2-2-1.7-1.8.8-.3 2.6h-3l-.3-2.6-1.7-.8-2.1 1.7-2.2-2.2 1.7-2-.8-1.8-2.6-.3v-3l2.6-.3.8-1.7-1.7-2.1 2.2-2.2 2 1.7zM9 12a3 3 0 1 0 6 0 3 3 0 1 0-6 0',
)
