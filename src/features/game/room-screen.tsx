import { memo, useCallback } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { DrawReveal, useRevealedWinners } from './draw-reveal'
import { OptionGrid } from './option-grid'
import { roomOptions, type RoomOption } from './options'
import type { ResultHistory as ResultRow } from '../../api/types'
import { ResultHistory } from './result-history'
import { RoomPage } from './room-layout'
import { useRoomOptions } from './use-room-view'
import { RoomGate } from './room-gate'
import type { RoomActors } from './use-room'
import './game.css'

/** /activity/{id}: the game room. */
export function RoomScreen({ id }: { id: string }) {
  return <RoomGate id={id} path="/activity/$id" View={RoomView} />
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
      <DrawReveal actors={actors} options={options} />
      <RoomOptionGrid actors={actors} options={options} />
    </RoomPage>
  )
}

const DRAWING_NOTE = <Trans>Drawing the results… the next round starts in a moment.</Trans>

function LastResult({ last }: { last: ResultRow }) {
  return (
    // not a live region: the draw reveal announces each new result, once
    <div className="last-result" data-testid="last-result">
      <span className="muted">
        <Trans>Last result</Trans>
      </span>{' '}
      {last.num1} + {last.num2} + {last.num3} = <strong>{last.sum}</strong>
    </div>
  )
}

const RoomOptionGrid = memo(function RoomOptionGrid({ actors, options }: { actors: RoomActors; options: RoomOption[] }) {
  const { bet } = actors
  const selected = useSelector(bet, (s) => s.context.selected)
  const won = useRevealedWinners(actors)
  const onToggle = useCallback((index: number) => bet.send({ type: 'bet.toggle', index }), [bet])
  return <OptionGrid options={options} selected={selected} won={won} onToggle={onToggle} />
})
