import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import Button from 'antd-mobile/es/components/button'
import Dialog from 'antd-mobile/es/components/dialog'
import Tabs from 'antd-mobile/es/components/tabs'
import QuestionCircleOutline from 'antd-mobile-icons/es/QuestionCircleOutline'
import { useApp } from '../../app/app-context'
import { useUser } from '../../app/session-hooks'
import { codeMessage, errorMessage } from '../../i18n/error-message'
import type { Cents } from '../../lib/money'
import { Amount } from '../../ui/amount'
import { Page } from '../../ui/page'
import { BetSlip, ConfirmPopup } from './bet-slip'
import { OptionGrid } from './option-grid'
import { roomOptions } from './options'
import { LiveOrdersList, OwnOrdersList } from './order-lists'
import { ResultHistory } from './result-history'
import { RoundHeader, roundPhase } from './round-header'
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
        <Link to="/" className="link"><Trans>Back to home</Trans></Link>
      </div>
    </Page>
  )
}

function Room({ roomid, backend }: { roomid: number; backend?: RoomBackend }) {
  const actors = useRoom(roomid, backend)
  const missing = useSelector(actors.round, (s) => s.matches('missing'))
  const info = useSelector(actors.round, (s) => s.context.info)
  useRoomFeedback(actors, info?.room.minjoin)
  if (missing) return <RoomMissing />
  if (!info) return <RoomLoading actors={actors} />
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
          <Button color="primary" onClick={() => actors.round.send({ type: 'round.retry' })}><Trans>Try again</Trans></Button>
        </div>
      ) : (
        <div className="state-page muted" data-testid="room-loading"><Trans>Loading the room…</Trans></div>
      )}
    </Page>
  )
}

/** The user's result in the last round they played (`current`), once it has been drawn. */
export function AwardLine({ seqno, award, currency }: { seqno: string; award: Cents; currency: string }) {
  return (
    <div className={award > 0 ? 'award award-won' : 'award'} data-testid="award">
      {award > 0
        ? <Trans>Round {seqno}: you won <Amount cents={award} currency={currency} /></Trans>
        : <Trans>Round {seqno}: no win this time</Trans>}
    </div>
  )
}

function RoomView({ actors }: { actors: RoomActors }) {
  const { round, bet, live, orders } = actors
  const { t, i18n } = useLingui()
  const { config } = useApp()
  const user = useUser()
  const [rulesOpen, setRulesOpen] = useState(false)
  const info = useSelector(round, (s) => s.context.info!)
  const phase = useSelector(round, roundPhase)
  const closed = useSelector(bet, (s) => s.context.closed)
  const selected = useSelector(bet, (s) => s.context.selected)
  const award = useSelector(orders, (s) => s.context.award)
  const options = roomOptions(i18n, info.room)
  const last = info.his[0]

  const cancelOrder = async (id: number) => {
    if (closed) return void orders.send({ type: 'orders.cancel', id })
    const ok = await Dialog.confirm({ content: t`Cancel this order?`, 'aria-label': t`Cancel this order?`, confirmText: t`Cancel order`, cancelText: t`Keep it` })
    if (ok) orders.send({ type: 'orders.cancel', id })
  }

  return (
    <Page
      title={info.room.title || t`Game room`}
      right={
        <button type="button" className="icon-link" onClick={() => setRulesOpen(true)} aria-label={t`How it works`} data-testid="rules-open">
          <QuestionCircleOutline fontSize={22} />
        </button>
      }
    >
      <div className="room" data-testid="room">
        <RoundHeader round={round} />
        <section className="card room-summary">
          <div>
            <span className="muted"><Trans>Balance</Trans></span>{' '}
            <span data-testid="room-balance">{user ? <Amount cents={user.money} currency={config.currency} /> : '—'}</span>
          </div>
          {last && (
            <div className="last-result" aria-live="polite" aria-atomic="true" data-testid="last-result">
              <span className="muted"><Trans>Last result</Trans></span> {last.num1} + {last.num2} + {last.num3} = <strong>{last.sum}</strong>
            </div>
          )}
          {award && award.award !== null && <AwardLine seqno={award.seqno} award={award.award} currency={config.currency} />}
        </section>

        {phase === 'drawing' ? (
          <div className="card drawing" role="status" data-testid="drawing"><Trans>Drawing the results… the next round starts in a moment.</Trans></div>
        ) : (
          <>
            <OptionGrid options={options} selected={selected} onToggle={(index) => bet.send({ type: 'bet.toggle', index })} />
            <BetSlip bet={bet} closed={closed} />
          </>
        )}

        <Tabs className="room-tabs" defaultActiveKey="live">
          <Tabs.Tab title={t`Live orders`} key="live">
            <LiveOrdersList live={live} room={info.room} closed={closed}
              onFollow={(index, amount) => bet.send({ type: 'bet.follow', index, amount })} />
          </Tabs.Tab>
          <Tabs.Tab title={t`My orders`} key="mine">
            <OwnOrdersList orders={orders} room={info.room} closed={closed} onCancel={(id) => void cancelOrder(id)} />
          </Tabs.Tab>
          <Tabs.Tab title={t`Results`} key="results">
            <ResultHistory his={info.his} room={info.room} />
          </Tabs.Tab>
        </Tabs>
      </div>
      <ConfirmPopup bet={bet} options={options} />
      <RulesSheet open={rulesOpen} options={options} onClose={() => setRulesOpen(false)} />
    </Page>
  )
}
