import { memo, useMemo, type ComponentType, type ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { useApp } from '../../app/app-context'
import { useUser } from '../../app/session-hooks'
import type { GameLogEntry, ResultHistory, Room } from '../../api/types'
import type { Cents } from '../../lib/money'
import { Amount } from '../../ui/amount'
import { QuestionIcon } from '../../ui/icons'
import { ErrorState, LoadingState } from '../../ui/load-states'
import { Page } from '../../ui/page'
import { Tabs } from '../../ui/tabs'
import { useLazyModule } from '../../ui/use-lazy-module'
import { BetSlip, ConfirmPopup } from './bet-slip'
import type { RoomOption } from './options'
import { LiveOrdersList, OwnOrdersList } from './order-lists'
import { RoundHeader, roundPhase } from './round-header'
import { RulesSheet } from './rules-sheet'
import type { RoomActors } from './use-room'
import { roomOf, useRoomControls, useRoomReady } from './use-room-view'

// The page of a game room (room-screen.tsx) and the racing room (racing-screen.tsx), and its parts. Each
// part reads its own slice of the room's machines, so a tick, the closing window, the draw, a balance
// refresh or a toggled option re-renders only what shows it: at 4x CPU slowdown a whole-room render
// at a round transition was a 50-150 ms task (the soak check).

/**
 * A room's page: round header, summary, the bet area (`children`: the room's options and amounts, then
 * the bet slip), the tabs, and the confirmation and rules sheets. `rules`: the rules sheet's rows,
 * under `rulesIntro` (or the three-digit game's).
 */
export function RoomPage({
  actors,
  defaultTitle,
  className,
  options,
  rules,
  rulesIntro,
  LastResult,
  Results,
  drawingNote,
  racing = false,
  children,
}: {
  actors: RoomActors
  /** shown while the room has no title of its own */
  defaultTitle: string
  className: string
  options: RoomOption[]
  rules: RoomOption[]
  rulesIntro?: ReactNode
  LastResult: ComponentType<{ last: ResultHistory }>
  Results: ComponentType<{ his: ResultHistory[]; room: Room }>
  drawingNote: ReactNode
  /** the board shows places and cars instead of the three digits */
  racing?: boolean
  children: ReactNode
}) {
  const title = useSelector(actors.round, (s) => s.context.info!.room.title)
  const { rulesOpen, openRules, closeRules, onFollow, onCancel, tab, setTab, showOrders } = useRoomControls(actors)
  const ready = useRoomReady()
  return (
    <Page title={title || defaultTitle} right={<RulesButton onOpen={openRules} />}>
      <div className={className} data-testid="room" aria-busy={!ready}>
        <RoundHeader round={actors.round} />
        <RoomSummary actors={actors} LastResult={LastResult} />
        <BetArea round={actors.round} drawingNote={drawingNote}>
          {children}
          <BetSlip bet={actors.bet} onShowOrders={showOrders} />
        </BetArea>
        <RoomTabs
          actors={actors}
          options={options}
          onFollow={onFollow}
          onCancel={onCancel}
          tab={tab}
          onTab={setTab}
          Results={Results}
          racing={racing}
        />
      </div>
      <ConfirmPopup bet={actors.bet} options={options} />
      <RulesSheet open={rulesOpen} options={rules} onClose={closeRules} intro={rulesIntro} />
    </Page>
  )
}

const RulesButton = memo(function RulesButton({ onOpen }: { onOpen: () => void }) {
  const { t } = useLingui()
  return (
    <button type="button" className="icon-link" onClick={onOpen} aria-label={t`How it works`} data-testid="rules-open">
      <QuestionIcon size={22} />
    </button>
  )
})

/** The user's result in the last round they played (`current`), once it has been drawn. */
export function AwardLine({ seqno, award, currency }: { seqno: string; award: Cents; currency: string }) {
  return (
    <div className={award > 0 ? 'award award-won' : 'award'} data-testid="award">
      {award > 0 ? (
        <Trans>
          Round {seqno}: you won <Amount cents={award} currency={currency} />
        </Trans>
      ) : (
        <Trans>Round {seqno}: no win this time</Trans>
      )}
    </div>
  )
}

/** Balance, the room's last result and the user's award in the last round played. */
const RoomSummary = memo(function RoomSummary({
  actors,
  LastResult,
}: {
  actors: RoomActors
  LastResult: ComponentType<{ last: ResultHistory }>
}) {
  const { config } = useApp()
  const user = useUser()
  const last = useSelector(actors.round, (s) => s.context.info?.his[0])
  const award = useSelector(actors.orders, (s) => s.context.award)
  return (
    <section className="card room-summary">
      <div>
        <span className="muted">
          <Trans>Balance</Trans>
        </span>{' '}
        <span data-testid="room-balance">{user ? <Amount cents={user.money} currency={config.currency} /> : '—'}</span>
      </div>
      {last && <LastResult last={last} />}
      {award && award.award !== null && <AwardLine seqno={award.seqno} award={award.award} currency={config.currency} />}
    </section>
  )
})

/**
 * The bet area (`children`: options, amounts, slip) and, while the round is drawn, the drawing note
 * in its place. The bet area stays mounted (hidden) through the draw: the next round only updates it.
 */
const BetArea = memo(function BetArea({
  round,
  drawingNote,
  children,
}: {
  round: RoomActors['round']
  drawingNote: ReactNode
  children: ReactNode
}) {
  const drawing = useSelector(round, (s) => roundPhase(s) === 'drawing')
  return (
    <>
      {drawing && (
        <div className="card drawing" role="status" data-testid="drawing">
          {drawingNote}
        </div>
      )}
      <div className="room-bet" hidden={drawing}>
        {children}
      </div>
    </>
  )
})

/** `options[value]`'s name for a wire `value` that is an option index, else null (the list shows valuecn). */
const nameIn = (options: RoomOption[]) => (value: string) => (/^\d+$/.test(value) ? (options[Number(value)]?.name ?? null) : null)

function LivePane({
  actors,
  options,
  onFollow,
}: {
  actors: RoomActors
  options: RoomOption[]
  onFollow: (index: number, amount: Cents) => void
}) {
  const room = useSelector(actors.round, roomOf)
  const closed = useSelector(actors.bet, (s) => s.context.closed)
  const nameOf = useMemo(() => nameIn(options), [options])
  return <LiveOrdersList live={actors.live} room={room} closed={closed} nameOf={nameOf} onFollow={onFollow} />
}

function OwnPane({ actors, options, onCancel }: { actors: RoomActors; options: RoomOption[]; onCancel: (row: GameLogEntry) => void }) {
  const room = useSelector(actors.round, roomOf)
  const closed = useSelector(actors.bet, (s) => s.context.closed)
  const nameOf = useMemo(() => nameIn(options), [options])
  return <OwnOrdersList orders={actors.orders} room={room} closed={closed} nameOf={nameOf} onCancel={onCancel} />
}

function ResultsPane({ actors, Results }: { actors: RoomActors; Results: ComponentType<{ his: ResultHistory[]; room: Room }> }) {
  const room = useSelector(actors.round, roomOf)
  const his = useSelector(actors.round, (s) => s.context.info!.his)
  return <Results his={his} room={room} />
}

/** The results board, its code fetched when the tab is first opened (most visits never open it). */
function BoardPane({ actors, racing }: { actors: RoomActors; racing: boolean }) {
  const room = useSelector(actors.round, roomOf)
  const gametype = useSelector(actors.round, (s) => s.context.info!.game?.gametype)
  const his = useSelector(actors.round, (s) => s.context.info!.his)
  // the room's last load failed (it is tried again): its history may lack the latest draws
  const stale = useSelector(actors.round, (s) => s.context.error !== null)
  const target = useMemo(() => ({ room, gametype, racing }), [room, gametype, racing])
  const { module: board, failed, retry } = useLazyModule(() => import('./results-board'))
  if (failed)
    return (
      <ErrorState onRetry={retry}>
        <Trans>Check your connection and try again.</Trans>
      </ErrorState>
    )
  if (!board) return <LoadingState />
  return <board.ResultsBoard target={target} his={his} stale={stale} />
}

/**
 * Live orders, own orders and results. The tabs themselves render once (and on a language switch);
 * each pane follows the round on its own.
 */
const RoomTabs = memo(function RoomTabs({
  actors,
  options,
  onFollow,
  onCancel,
  Results,
  racing,
  tab,
  onTab,
}: {
  actors: RoomActors
  /** the open tab: 'live', 'mine', 'results' or 'board' */
  tab: string
  onTab: (key: string) => void
  options: RoomOption[]
  onFollow: (index: number, amount: Cents) => void
  onCancel: (row: GameLogEntry) => void
  Results: ComponentType<{ his: ResultHistory[]; room: Room }>
  racing: boolean
}) {
  const { t } = useLingui()
  return (
    <Tabs
      className="room-tabs"
      activeKey={tab}
      onChange={onTab}
      items={[
        { key: 'live', title: t`Live orders`, content: <LivePane actors={actors} options={options} onFollow={onFollow} /> },
        { key: 'mine', title: t`My orders`, content: <OwnPane actors={actors} options={options} onCancel={onCancel} /> },
        { key: 'results', title: t`Results`, content: <ResultsPane actors={actors} Results={Results} /> },
        { key: 'board', title: t`Board`, content: <BoardPane actors={actors} racing={racing} /> },
      ]}
    />
  )
})
