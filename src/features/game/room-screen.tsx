import { memo, useCallback } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { OptionGrid } from './option-grid'
import { roomOptions, type RoomOption } from './options'
import type { ResultHistory as ResultRow } from '../../api/types'
import type { ActorRefFrom } from 'xstate'
import type { BetMachine } from '../../../machines/bet.machine'
import { ResultHistory } from './result-history'
import { RoomPage } from './room-layout'
import { useRoomOptions } from './use-room-view'
import { RoomGate } from './room-gate'
import type { RoomActors } from './use-room'
import './game.css'

/** /activity/{id}: the game room. */
export function RoomScreen({ id }: { id: string }) {
  return <RoomGate id={id} View={RoomView} />
}

function RoomView({ actors }: { actors: RoomActors }) {
  const { t } = useLingui()
  const options = useRoomOptions(actors.round, roomOptions)
  return (
    <RoomPage
      actors={actors}
      defaultTitle={t`Game room`}
      className="room"
      options={options}
      rules={options}
      LastResult={LastResult}
      Results={ResultHistory}
      drawingNote={DRAWING_NOTE}
    >
      <RoomOptionGrid bet={actors.bet} options={options} />
    </RoomPage>
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
