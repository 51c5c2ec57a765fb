import { memo, useCallback, useDeferredValue } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import Button from 'antd-mobile/es/components/button'
import { codeMessage, errorMessage } from '../../i18n/error-message'
import { Page } from '../../ui/page'
import { BetSlip, ConfirmPopup } from './bet-slip'
import { OptionGrid } from './option-grid'
import { roomOptions, type RoomOption } from './options'
import type { ResultHistory as ResultRow } from '../../api/types'
import type { ActorRefFrom } from 'xstate'
import type { BetMachine } from '../../../machines/bet.machine'
import { ResultHistory } from './result-history'
import { RoundHeader } from './round-header'
import { BetArea, RoomSummary, RoomTabs, RulesButton, useRoomControls, useRoomOptions, useRoomReady } from './room-parts'
import { RulesSheet } from './rules-sheet'
import { useRoomFeedback } from './room-feedback'
import { useRoom, type RoomActors, type RoomBackend } from './use-room'
import './game.css'

/** A room id from the URL: a positive integer, else null (the screen says the room does not exist). */
export const parseRoomId = (id: string): number | null => (/^\d{1,9}$/.test(id) && Number(id) > 0 ? Number(id) : null)

/** /activity/{id}: the game room (SPEC §2, §4). */
export function RoomScreen({ id, backend }: { id: string; backend?: RoomBackend }) {
  const roomid = parseRoomId(id)
  return roomid === null ? <RoomMissing /> : <Room roomid={roomid} backend={backend} />
}

export function RoomMissing() {
  const { t, i18n } = useLingui()
  return (
    <Page title={t`Game room`}>
      <div className="state-page" role="alert" data-testid="room-missing">
        <p>{codeMessage(i18n, 1057)}</p>
        <Link to="/" className="link">
          <Trans>Back to home</Trans>
        </Link>
      </div>
    </Page>
  )
}

function Room({ roomid, backend }: { roomid: number; backend?: RoomBackend }) {
  const actors = useRoom(roomid, backend)
  const missing = useSelector(actors.round, (s) => s.matches('missing'))
  // The room's first render is its heaviest (every part mounts): as a transition React renders it in
  // slices, so the countdown's ticks and input are not held up behind it (useSyncExternalStore
  // updates are otherwise rendered in one synchronous task).
  const loaded = useDeferredValue(useSelector(actors.round, (s) => s.context.info !== null))
  const minjoin = useSelector(actors.round, (s) => s.context.info?.room.minjoin)
  useRoomFeedback(actors, minjoin)
  if (missing) return <RoomMissing />
  if (!loaded) return <RoomLoading actors={actors} />
  return <RoomView actors={actors} />
}

export function RoomLoading({ actors }: { actors: RoomActors }) {
  const { t, i18n } = useLingui()
  const error = useSelector(actors.round, (s) => (s.matches({ live: 'failed' }) ? s.context.error : null))
  return (
    <Page title={t`Game room`}>
      {error ? (
        <div className="state-page" role="alert" data-testid="room-error">
          <p>{errorMessage(i18n, error)}</p>
          <Button color="primary" onClick={() => actors.round.send({ type: 'round.retry' })}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : (
        <div className="state-page muted" data-testid="room-loading">
          <Trans>Loading the room…</Trans>
        </div>
      )}
    </Page>
  )
}

function RoomView({ actors }: { actors: RoomActors }) {
  const { t } = useLingui()
  const title = useSelector(actors.round, (s) => s.context.info!.room.title)
  const options = useRoomOptions(actors.round, roomOptions)
  const { rulesOpen, openRules, closeRules, onFollow, onCancel, tab, setTab, showOrders } = useRoomControls(actors)
  const ready = useRoomReady()
  return (
    <Page title={title || t`Game room`} right={<RulesButton onOpen={openRules} />}>
      <div className="room" data-testid="room" aria-busy={!ready}>
        <RoundHeader round={actors.round} />
        <RoomSummary actors={actors} LastResult={LastResult} />
        <BetArea round={actors.round} drawingNote={DRAWING_NOTE}>
          <RoomOptionGrid bet={actors.bet} options={options} />
          <BetSlip bet={actors.bet} onShowOrders={showOrders} />
        </BetArea>
        <RoomTabs
          actors={actors}
          options={options}
          onFollow={onFollow}
          onCancel={onCancel}
          tab={tab}
          onTab={setTab}
          Results={ResultHistory}
        />
      </div>
      <ConfirmPopup bet={actors.bet} options={options} />
      <RulesSheet open={rulesOpen} options={options} onClose={closeRules} />
    </Page>
  )
}

const DRAWING_NOTE = <Trans>Drawing the results… the next round starts in a moment.</Trans>

function LastResult({ last }: { last: ResultRow }) {
  return (
    <div className="last-result" aria-live="polite" aria-atomic="true" data-testid="last-result">
      <span className="muted">
        <Trans>Last result</Trans>
      </span>{' '}
      {last.num1} + {last.num2} + {last.num3} = <strong>{last.sum}</strong>
    </div>
  )
}

const RoomOptionGrid = memo(function RoomOptionGrid({ bet, options }: { bet: ActorRefFrom<BetMachine>; options: RoomOption[] }) {
  const selected = useSelector(bet, (s) => s.context.selected)
  const onToggle = useCallback((index: number) => bet.send({ type: 'bet.toggle', index }), [bet])
  return <OptionGrid options={options} selected={selected} onToggle={onToggle} />
})
