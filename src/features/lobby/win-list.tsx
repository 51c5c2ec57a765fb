import { Trans, useLingui } from '@lingui/react/macro'
import type { Winner } from '../../api/lobby'
import { Amount } from '../../ui/amount'
import { ServerTime } from '../../ui/server-time'
import { gameTypeName } from '../../ui/game-type-name'

/** Rows beyond this scroll by (the list loops); fewer stand still. */
const SCROLL_FROM = 5

/**
 * Market trends: recent wins from the API only. The caller hides the section
 * when the backend does not provide it.
 */
export default function WinList({ winners }: { winners: Winner[] }) {
  const { t, i18n } = useLingui()
  const row = (w: Winner, i: number, copy: boolean) => {
    return (
      <li key={`${copy ? 'c' : 'r'}${i}`} className="win-row" data-testid={copy ? undefined : 'win-row'} aria-hidden={copy || undefined}>
        <span className="win-user">{w.username}</span>
        <span className="win-game">{gameTypeName(i18n, w.gametype)}</span>
        <Amount cents={w.money} className="win-amount" />
        <ServerTime text={w.time} className="win-time muted" testId={copy ? undefined : 'win-time'} />
      </li>
    )
  }
  const scrolls = winners.length > SCROLL_FROM
  return (
    <section className="card win-list" aria-label={t`Market trends`} data-testid="win-list">
      <h2 className="section-title">
        <Trans>Market trends</Trans>
      </h2>
      {winners.length === 0 ? (
        <p className="muted" data-testid="win-empty">
          <Trans>No wins to show yet.</Trans>
        </p>
      ) : (
        <div className={scrolls ? 'win-window win-scrolling' : 'win-window'}>
          <ul className="win-rows" style={scrolls ? { animationDuration: `${winners.length * 2}s` } : undefined}>
            {winners.map((w, i) => row(w, i, false))}
            {scrolls && winners.map((w, i) => row(w, i, true))}
          </ul>
        </div>
      )}
    </section>
  )
}
