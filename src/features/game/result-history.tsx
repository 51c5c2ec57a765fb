import type { ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ResultHistory as Result, Room } from '../../api/types'
import { optionName, winningIndices } from './options'

/** Drawn rounds: seqno, num1 + num2 + num3 = sum, and the winning options (localized; resultcn as sent otherwise). */
export function ResultHistory({ his, room }: { his: Result[]; room: Room }) {
  const { i18n } = useLingui()
  return (
    <ResultList empty={his.length === 0}>
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
    </ResultList>
  )
}

/** Drawn rounds, newest first (`children`: a row each), or a note that there are none yet. */
export function ResultList({ empty, children }: { empty: boolean; children: ReactNode }) {
  if (empty)
    return (
      <p className="muted list-note">
        <Trans>No results yet.</Trans>
      </p>
    )
  return (
    <ul className="result-list" data-testid="results">
      {children}
    </ul>
  )
}
