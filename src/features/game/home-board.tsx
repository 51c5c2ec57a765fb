import { Trans, useLingui } from '@lingui/react/macro'
import { useApp } from '../../app/app-context'
import { HOME_ROOM } from '../../app/first-load'
import { getGameinfo } from '../../api/game'
import { ErrorState, LoadingState } from '../../ui/load-states'
import { useLazyModule } from '../../ui/use-lazy-module'
import { useLoad } from '../../ui/use-load'
import './home-board.css'

const loadBoard = () => import('./results-board')

/**
 * The home game's board on the trend page, which shows it to a logged-in user only. Its code (the board and
 * the room's options, ~6 kB with their CSS) is fetched when it shows, so a guest's first load of the page
 * does not carry it; the room's read goes out at the same moment, not after the code. The frame and its
 * title are here, so nothing moves when the code comes.
 */
export function HomeBoard() {
  const { t } = useLingui()
  const { api } = useApp()
  const info = useLoad(() => getGameinfo(api, { roomid: HOME_ROOM }))
  const { module: board, failed, retry } = useLazyModule(loadBoard)
  const title = info.data?.room.title
  return (
    <section className="card home-board" aria-labelledby="home-board-title" data-testid="home-board">
      <h2 id="home-board-title">{title ? t`Results board: ${title}` : t`Results board`}</h2>
      {board ? (
        <board.HomeResultsBoard info={info} />
      ) : failed ? (
        <ErrorState onRetry={retry}>
          <Trans>Check your connection and try again.</Trans>
        </ErrorState>
      ) : (
        <LoadingState />
      )}
    </section>
  )
}
