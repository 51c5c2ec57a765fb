import { memo, type ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { RoomOption } from './options'
import { formatOdds } from '../../ui/odds'
import { ColumnHeads, RoomSheet } from './room-sheet'

/** Every game room shows its rules — each option, when it wins, its odds. */
export const RulesSheet = memo(function RulesSheet({
  open,
  options,
  onClose,
  intro,
}: {
  open: boolean
  options: RoomOption[]
  onClose: () => void
  intro?: ReactNode
}) {
  const { t } = useLingui()
  return (
    <RoomSheet open={open} title={t`How it works`} testId="rules-sheet" onMaskClick={onClose} onClose={onClose}>
      <p className="muted">
        {intro ?? (
          <Trans>
            Each round draws three digits from 0 to 9. Bets close 60 seconds before the end of the round. A winning option pays the stake
            times its odds.
          </Trans>
        )}
      </p>
      <table className="rules-table">
        <ColumnHeads names={[t`Option`, t`Wins when`, t`Odds`]} />
        <tbody>
          {options.map((o) => (
            <tr key={o.index}>
              <td>{o.name}</td>
              <td>{o.rule}</td>
              <td className="num">{formatOdds(o.odds)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </RoomSheet>
  )
})
