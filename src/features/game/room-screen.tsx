import { memo, useCallback } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { Page } from '../../ui/page'
import { BetSlip, ConfirmPopup } from './bet-slip'
import { OptionGrid } from './option-grid'
import { roomOptions, type RoomOption } from './options'
import type { ResultHistory as ResultRow } from '../../api/types'
import type { ActorRefFrom } from 'xstate'
import type { BetMachine } from '../../../machines/bet.machine'
import { ResultHistory } from './result-history'
import { RoundHeader } from './round-header'
import { BetArea, RoomSummary, RoomTabs, RulesButton } from './room-layout'
import { useRoomControls, useRoomOptions, useRoomReady } from './use-room-view'
import { RulesSheet } from './rules-sheet'
import { RoomGate } from './room-gate'
import type { RoomActors } from './use-room'
import './game.css'

/** /activity/{id}: the game room. */
export function RoomScreen({ id }: { id: string }) {
  return <RoomGate id={id} View={RoomView} />
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
