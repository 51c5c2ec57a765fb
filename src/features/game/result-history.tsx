import { Trans, useLingui } from '@lingui/react/macro'
import type { ResultHistory as Result, Room } from '../../api/types'
import { optionName, winningIndices } from './options'

/** Drawn rounds: seqno, num1 + num2 + num3 = sum, and the winning options (localized; resultcn as sent otherwise). */
export function ResultHistory({ his, room }: { his: Result[]; room: Room }) {
  const { i18n } = useLingui()
  if (his.length === 0)
    return (
      <p className="muted list-note">
        <Trans>No results yet.</Trans>
      </p>
    )
  return (
    <ul className="result-list" data-testid="results">
      {his.map((h) => {
        const names = winningIndices(room, h)
          .map((i) => optionName(i18n, room, String(i)))
          .join(' · ')
        return (
          <li key={h.seqno} className="result-row" data-testid="result-row">
            <span className="result-seqno">{h.seqno}</span>
            <span className="result-digits">
              {h.num1} + {h.num2} + {h.num3} = <strong>{h.sum}</strong>
            </span>
            <span className="result-names">{names || h.resultcn}</span>
          </li>
        )
      })}
    </ul>
  )
}
