import { Fragment, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { msg, t } from '@lingui/core/macro'
import type { I18n } from '@lingui/core'
import { useApp } from '../../app/app-context'
import { LoadError } from '../../app/load-error'
import { getTrendData } from '../../api/game'
import { isApiError } from '../../api/errors'
import type { GameInfo, ResultHistory, Room } from '../../api/types'
import { beadColumns, boardRows, boardWindows, currentStreak, trendRows, winCounts, type Streak } from '../../lib/results-board'
import { CARS, finishingOrder, raceOption, raceOptionWins } from '../../lib/racing'
import { EmptyState, LoadingState } from '../../ui/load-states'
import { formatOdds } from '../../ui/odds'
import { useLoad, type Loaded } from '../../ui/use-load'
import { roomOptions, winningIndices, type RoomOption } from './options'
import { placeName, raceKinds } from './racing-options'
import './results-board.css'

/** What the board is about: the room (odds, option table), its game type when known, racing or not. */
export interface BoardTarget {
  room: Room
  gametype?: number
  racing: boolean
}

/**
 * The board of a room: its game's recent rounds from `getTrendData`, else the room's own history
 * (`his`); reloaded when the history gains a round, keeping what it shows meanwhile. `stale`: the
 * history itself may be out of date (its last re-read failed), and the board says so.
 */
export function ResultsBoard({ target, his, stale }: { target: BoardTarget; his: readonly ResultHistory[]; stale?: boolean }) {
  const { api } = useApp()
  const { room, gametype, racing } = target
  const load = useLoad(() => getTrendData(api, { roomid: room.id, gametype }), room.id)
  const latest = his[0]?.seqno
  const seen = useRef(latest)
  const { reload } = load
  useEffect(() => {
    if (seen.current === latest) return
    seen.current = latest
    void reload()
  }, [latest, reload])
  const trend = load.data ? trendRows(load.data, { roomid: room.id, gametype, racing }) : null
  // No answer at all (offline, timeout) is a failure to show; an answer that does not fit, or a server
  // without the call, leaves the room's own history.
  const unanswered = load.status === 'error' && !answered(load.error)
  const waiting = load.status === 'loading' && !load.data
  const failure = useRetriedFailure(unanswered && !load.data ? load.error : undefined, waiting, reload)
  // A re-read without an answer keeps the rounds shown and is tried again as well (missing rounds are said).
  useEffect(() => {
    if (!unanswered || !load.data) return
    const id = setTimeout(() => void reload(), BOARD_RETRY_MS)
    return () => clearTimeout(id)
  }, [unanswered, load.data, load.error, reload])
  const board = waiting ? null : boardRows(trend, his)
  return (
    <ResultsBoardView
      target={target}
      rows={board?.rows}
      gapAt={board?.gapAt}
      error={failure.error}
      onRetry={failure.retry}
      retrying={failure.error !== undefined}
      stale={stale}
    />
  )
}

/**
 * A first load that failed (`failure`) is tried again every BOARD_RETRY_MS until it answers. The failure stays
 * shown through those retries' own loading, so it does not flicker every 10 s; a tap on Try again clears it
 * and shows the loading, as that user asked.
 */
function useRetriedFailure(failure: unknown, loading: boolean, reload: () => Promise<void>) {
  const [kept, setKept] = useState<{ error: unknown } | null>(null)
  if (failure !== undefined && kept?.error !== failure) setKept({ error: failure })
  if (failure === undefined && !loading && kept !== null) setKept(null)
  // The latest reload, read when the retry is due: a new `reload` (the view rendered again) must not restart
  // the 10 s, or a room that renders often would put the retry off again and again.
  const latest = useRef(reload)
  useEffect(() => {
    latest.current = reload
  })
  useEffect(() => {
    if (failure === undefined) return
    const id = setTimeout(() => void latest.current(), BOARD_RETRY_MS)
    return () => clearTimeout(id)
  }, [failure])
  return {
    error: failure ?? (loading ? kept?.error : undefined),
    retry: () => {
      setKept(null)
      void reload()
    },
  }
}

/** A first load that failed: its reason with Try again, and the automatic retry said. */
function BoardLoadError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const seconds = BOARD_RETRY_MS / 1000
  return (
    <>
      <LoadError error={error} onRetry={onRetry} />
      <p className="muted board-note board-retrying" data-testid="board-retrying">
        <Trans>The board tries again by itself every {seconds} seconds.</Trans>
      </p>
    </>
  )
}

const answered = (error: unknown) => isApiError(error) && error.kind !== 'network' && error.kind !== 'timeout' && error.kind !== 'session'

/**
 * The board's states: loading (`rows` undefined), failed (`error`, with a retry; `retrying`: and tried again by
 * itself), no rounds yet, the board;
 * `stale`: the rounds shown may be out of date (a re-read failed and is being tried again); `gapAt`: rounds
 * may be missing just before `rows[gapAt]` (src/lib/results-board.ts, boardRows).
 */
export function ResultsBoardView({
  target,
  rows,
  gapAt = null,
  error,
  onRetry,
  retrying = false,
  stale = false,
}: {
  target: BoardTarget
  rows: ResultHistory[] | undefined
  gapAt?: number | null
  error?: unknown
  onRetry?: () => void
  /** the failure is tried again by itself (every BOARD_RETRY_MS) */
  retrying?: boolean
  stale?: boolean
}) {
  if (error !== undefined)
    return retrying ? <BoardLoadError error={error} onRetry={onRetry} /> : <LoadError error={error} onRetry={onRetry} />
  const staleNote = stale && (
    <p className="board-note board-stale" role="status" data-testid="board-stale">
      <Trans>Results could not be updated: the board may be out of date. Trying again…</Trans>
    </p>
  )
  if (!rows)
    return (
      <>
        {staleNote}
        <LoadingState />
      </>
    )
  if (rows.length === 0)
    return (
      <>
        {staleNote}
        <EmptyState>
          <Trans>No rounds yet.</Trans>
        </EmptyState>
      </>
    )
  return (
    <>
      {staleNote}
      <Board target={target} rows={rows} gapAt={gapAt !== null && gapAt > 0 && gapAt < rows.length ? gapAt : null} />
    </>
  )
}

const roundsLabel = (n: number) => (n === 1 ? t`The last round` : t`The last ${n} rounds`)

/** "The last 20 rounds: 12 Big, 8 Small", the sentence a picture of a pair is read as. */
function pairText(i18n: I18n, rounds: number, first: string, a: number, second: string, b: number) {
  const label = roundsLabel(rounds)
  return i18n._(msg({ message: `${label}: ${a} ${first}, ${b} ${second}`, comment: 'how many of the last rounds each side of a pair won' }))
}

function Board({ target, rows, gapAt }: { target: BoardTarget; rows: ResultHistory[]; gapAt: number | null }) {
  const { t } = useLingui()
  const windows = boardWindows(rows.length)
  const [chosen, setChosen] = useState(windows[0]!)
  const window = windows.includes(chosen) ? chosen : windows[windows.length - 1]!
  const shown = rows.slice(0, window)
  // A streak is counted over rounds that follow each other: one reaching the gap may be longer.
  const streakRows = gapAt === null ? rows : rows.slice(0, gapAt)
  const gap = gapAt !== null && gapAt < window ? gapAt : null
  return (
    <section className="board" aria-label={t`Results board`} data-testid="board" data-rounds={rows.length}>
      {windows.length > 1 && (
        <div className="board-windows" role="group" aria-label={t`Rounds counted`}>
          {windows.map((w) => (
            <button key={w} type="button" aria-pressed={w === window} onClick={() => setChosen(w)} data-testid={`board-window-${w}`}>
              {w}
            </button>
          ))}
        </div>
      )}
      <p className="board-title" data-testid="board-window">
        {roundsLabel(window)}
      </p>
      {gap !== null && <GapNote newer={rows[gap - 1]!.seqno} older={rows[gap]!.seqno} />}
      {target.racing ? (
        <RaceBoard room={target.room} rows={shown} all={rows} streakRows={streakRows} />
      ) : (
        <DigitsBoard room={target.room} rows={shown} streakRows={streakRows} gapAt={gap} />
      )}
      <p className="muted board-note">
        <Trans>Past results do not predict the next round: every draw is independent.</Trans>
      </p>
    </section>
  )
}

/** Where the rounds read lately join older ones with rounds between them missing, said beside the board. */
function GapNote({ newer, older }: { newer: string; older: string }) {
  return (
    <p className="board-note board-gap" data-testid="board-gap">
      <Trans>
        Some rounds may be missing between round {older} and round {newer}: the board could not load them.
      </Trans>
    </p>
  )
}

/** First letter of a name, for a bead ("B" Big, "大", "L" Lớn). */
const initial = (name: string, locale: string) => (Array.from(name)[0] ?? '').toLocaleUpperCase(locale)

const streakText = (names: readonly string[], s: Streak | null) => (s ? `${names[s.side]} ×${s.length}${s.open ? '+' : ''}` : '—')

/**
 * The three-digit game: bead columns of Big/Small (Extreme and Triple marked) and Odd/Even, streaks, wins per
 * option; a mark in the bead roads where rounds may be missing (before `rows[gapAt]`).
 */
function DigitsBoard({
  room,
  rows,
  streakRows,
  gapAt,
}: {
  room: Room
  rows: ResultHistory[]
  streakRows: ResultHistory[]
  gapAt: number | null
}) {
  const { t, i18n } = useLingui()
  const options = roomOptions(i18n, room)
  const wins = rows.map((r) => winningIndices(room, r))
  const streakWins = streakRows.map((r) => winningIndices(room, r))
  const counts = winCounts(wins, options.length, rows.length)
  const pairs = [0, 2].map((first) => ({
    names: [options[first]!.name, options[first + 1]!.name],
    side: (won: readonly number[]) => (won.includes(first) ? 0 : 1),
    first,
  }))
  const marks = options.length > 10
  return (
    <>
      {pairs.map(({ names, side, first }) => {
        const beads = wins.map((won, i) => ({ won, seqno: rows[i]!.seqno }))
        // oldest first; the rounds before the gap and after it are columns of their own
        const columnsOf = (part: typeof beads) => beadColumns(part.reverse(), (b) => side(b.won))
        const older = columnsOf(beads.slice(gapAt ?? beads.length))
        const newer = columnsOf(beads.slice(0, gapAt ?? beads.length))
        const markText = marks && first === 0 ? marksText(i18n, options, counts) : ''
        return (
          <div key={first} className="board-pair" data-testid={`beads-${first}`}>
            <p className="board-title">
              {names[0]} / {names[1]}{' '}
              <span className="board-streak" data-testid={`streak-${first}`}>
                {streakText(names, currentStreak(streakWins, side))}
              </span>
            </p>
            <BeadRoad
              label={pairText(i18n, rows.length, names[0]!, counts[first]!, names[1]!, counts[first + 1]!) + markText}
              columns={[...older, ...newer]}
              gapBefore={gapAt === null ? null : older.length}
              bead={(b) => {
                const s = side(b.won)
                const extreme = marks && first === 0 && (b.won.includes(8) || b.won.includes(9))
                const triple = marks && first === 0 && b.won.includes(10)
                return {
                  key: b.seqno,
                  text: initial(names[s]!, i18n.locale),
                  className: `bead bead-${s}${extreme ? ' bead-extreme' : ''}${triple ? ' bead-triple' : ''}`,
                }
              }}
            />
          </div>
        )
      })}
      {marks && (
        <p className="board-legend muted" aria-hidden="true">
          <span className="bead bead-0 bead-extreme" />
          <span>{t`Extreme Big or Small`}</span>
          <span className="bead bead-0 bead-triple" />
          <span>{t`Triple`}</span>
        </p>
      )}
      <WinTable options={options} counts={counts} rounds={rows.length} />
    </>
  )
}

function marksText(i18n: I18n, options: RoomOption[], counts: number[]) {
  const marked = [8, 9, 10].filter((i) => counts[i]! > 0).map((i) => `${counts[i]} ${options[i]!.name}`)
  if (marked.length === 0) return ''
  const list = new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(marked)
  return ' ' + i18n._(msg`Marked: ${list}.`)
}

interface BeadFace {
  key: string
  text: string
  className: string
}

/**
 * Columns of beads, oldest on the left; a column is a run of one side. Scrolls sideways when wider
 * than the screen, showing the newest first; read out as one sentence (`label`). `gapBefore`: the column
 * before which rounds may be missing, marked (the board says so in words too).
 */
function BeadRoad<T>({
  label,
  columns,
  bead,
  gapBefore = null,
}: {
  label: string
  columns: T[][]
  bead: (item: T) => BeadFace
  gapBefore?: number | null
}) {
  const ref = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    const el = ref.current
    if (el) el.scrollLeft = el.scrollWidth
  }, [columns.length])
  return (
    // focusable so a keyboard can scroll it; its picture is read as `label`
    <div ref={ref} className="bead-road" role="img" aria-label={label} tabIndex={0}>
      {columns.map((column, c) => (
        <Fragment key={c}>
          {c === gapBefore && <div className="bead-gap" data-testid="bead-gap" />}
          <div className="bead-column">
            {column.map((item) => {
              const face = bead(item)
              return (
                <span key={face.key} className={face.className}>
                  {face.text}
                </span>
              )
            })}
          </div>
        </Fragment>
      ))}
    </div>
  )
}

/** Each option's wins over the rounds shown, beside its odds. */
function WinTable({ options, counts, rounds }: { options: RoomOption[]; counts: number[]; rounds: number }) {
  const { t } = useLingui()
  return (
    <table className="board-table" data-testid="board-table">
      <caption>{t`Wins per option`}</caption>
      <thead>
        <tr>
          <th scope="col">{t`Option`}</th>
          <th scope="col">{t`Odds`}</th>
          <th scope="col">{t`Won`}</th>
        </tr>
      </thead>
      <tbody>
        {options.map((o) => {
          const count = counts[o.index]!
          return (
            <tr key={o.index} data-testid={`board-row-${o.index}`}>
              <th scope="row">{o.name}</th>
              <td>{formatOdds(o.odds)}</td>
              <td>
                <span className="board-count">
                  {count}
                  <span className="board-bar" aria-hidden="true">
                    <span style={{ width: `${(100 * count) / rounds}%` }} />
                  </span>
                </span>
              </td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}

/** Racing: per place, Big/Small and Odd/Even over the rounds shown, as split bars, with the current streaks. */
function RaceBoard({
  room,
  rows,
  all,
  streakRows,
}: {
  room: Room
  rows: ResultHistory[]
  all: ResultHistory[]
  streakRows: ResultHistory[]
}) {
  const { t, i18n } = useLingui()
  const kinds = raceKinds(i18n, room)
  const names = kinds.map((k) => k.name)
  const ordersOf = (list: ResultHistory[]) =>
    list.flatMap((r) => {
      const order = finishingOrder(r)
      return order ? [order] : []
    })
  const shown = ordersOf(all).slice(0, rows.length)
  const streakOrders = ordersOf(streakRows)
  return (
    <>
      <p className="board-odds">
        {kinds.map((k) => (
          <span key={k.index}>
            {k.name} {formatOdds(k.odds)}
          </span>
        ))}
      </p>
      <ol className="race-board" aria-label={t`Places`}>
        {Array.from({ length: CARS }, (_, rank) => {
          const wins = (kind: number) => shown.filter((o) => raceOptionWins(raceOption(rank, kind), o)).length
          const sideOf = (kind: number) => (o: readonly number[]) => (raceOptionWins(raceOption(rank, kind), o) ? 0 : 1)
          const pair = (kind: number) => {
            const a = wins(kind)
            const b = wins(kind + 1)
            const streak = streakText([names[kind]!, names[kind + 1]!], currentStreak(streakOrders, sideOf(kind)))
            return (
              <div className="race-pair" data-testid={`race-${rank}-${kind}`}>
                <span className="board-streak">{streak}</span>
                <span className="split-bar" role="img" aria-label={pairText(i18n, shown.length, names[kind]!, a, names[kind + 1]!, b)}>
                  <span className="split-0" style={{ flexGrow: a }}>
                    {a}
                  </span>
                  <span className="split-1" style={{ flexGrow: b }}>
                    {b}
                  </span>
                </span>
              </div>
            )
          }
          return (
            <li key={rank} className="race-board-row" data-testid="race-board-row">
              <span className="rank-name">{placeName(i18n, rank)}</span>
              {pair(0)}
              {pair(2)}
            </li>
          )
        })}
      </ol>
    </>
  )
}

/** The next round's history is there a moment after the draw (the room reloads 3 s after 0). */
const AFTER_DRAW_MS = 3_500
/** A failed read (a first load or a re-read) is tried again this long after it failed, as often as a room polls its live orders. */
export const BOARD_RETRY_MS = 10_000

/**
 * The home game's board on its own (the trend page), inside the frame of src/features/game/home-board.tsx,
 * which reads the room and its history (`getGameinfo`, `info`): re-read after each draw; a failed re-read
 * keeps the rounds shown, says they may be out of date and is tried again; a failed first load is tried
 * again too.
 */
export function HomeResultsBoard({ info }: { info: Loaded<GameInfo> }) {
  const { data, reload, status, error } = info
  const failure = useRetriedFailure(status === 'error' && !data ? error : undefined, status === 'loading' && !data, reload)
  // From a failed re-read until one answers (through the retry's own loading, so the line does not flicker).
  const [stale, setStale] = useState(false)
  if (status === 'error' && data && !stale) setStale(true)
  if (status === 'ready' && stale) setStale(false)
  useEffect(() => {
    // The next re-read is scheduled once this one has settled, whichever way. Each failure is an error of
    // its own: a retry that fails at once (its loading and its failure in one render) is tried again too.
    if (!data || status === 'loading') return
    const wait = status === 'error' ? BOARD_RETRY_MS : (data.diff.minute * 60 + data.diff.second) * 1000 + AFTER_DRAW_MS
    const id = setTimeout(() => void reload(), wait)
    return () => clearTimeout(id)
  }, [data, status, error, reload])
  const target = useMemo(() => (data ? { room: data.room, gametype: data.game?.gametype, racing: false } : null), [data])
  if (failure.error !== undefined) return <BoardLoadError error={failure.error} onRetry={failure.retry} />
  if (!target || !data) return <LoadingState />
  return <ResultsBoard target={target} his={data.his} stale={stale} />
}
