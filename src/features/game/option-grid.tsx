import { useLingui } from '@lingui/react/macro'
import type { RoomOption } from './options'
import { formatOdds } from '../../ui/odds'

/** The room's options as toggle buttons with their odds; `won`: lit, the options the last draw won. */
export function OptionGrid({
  options,
  selected,
  won,
  disabled,
  onToggle,
}: {
  options: RoomOption[]
  selected: readonly number[]
  won?: readonly number[]
  disabled?: boolean
  onToggle: (index: number) => void
}) {
  const { t } = useLingui()
  return (
    <div className={`option-grid option-grid-${options.length}`} role="group" aria-label={t`Options`}>
      {options.map((o) => {
        const on = selected.includes(o.index)
        return (
          <button
            key={o.index}
            type="button"
            className={`option${on ? ' option-on' : ''}${won?.includes(o.index) ? ' option-won' : ''}`}
            aria-pressed={on}
            disabled={disabled || o.odds === undefined}
            onClick={() => onToggle(o.index)}
            data-testid={`option-${o.index}`}
          >
            <span className="option-name">{o.name}</span>
            <span className="option-odds">{formatOdds(o.odds)}</span>
          </button>
        )
      })}
    </div>
  )
}
