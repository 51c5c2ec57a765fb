import { memo, type ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import Popup from 'antd-mobile/es/components/popup'
import type { RoomOption } from './options'
import { formatOdds } from '../../ui/odds'
import { useOpenedOnce } from '../../ui/use-opened-once'

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
  if (!useOpenedOnce(open)) return null
  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} position="bottom" bodyClassName="sheet" showCloseButton>
      <div role="dialog" aria-label={t`How it works`} data-testid="rules-sheet">
        <h2 className="sheet-title">
          <Trans>How it works</Trans>
        </h2>
        <p className="muted">
          {intro ?? (
            <Trans>
              Each round draws three digits from 0 to 9. Bets close 60 seconds before the end of the round. A winning option pays the stake
              times its odds.
            </Trans>
          )}
        </p>
        <table className="rules-table">
          <thead>
            <tr>
              <th>
                <Trans>Option</Trans>
              </th>
              <th>
                <Trans>Wins when</Trans>
              </th>
              <th>
                <Trans>Odds</Trans>
              </th>
            </tr>
          </thead>
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
      </div>
    </Popup>
  )
})
