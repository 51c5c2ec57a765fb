/**
 * The results board's arithmetic, pure: which rounds it reads, bead columns, current streaks and how
 * often each option won over the last rounds. Which options a round wins is the game's own rule
 * (the option tables), passed in; nothing here decides a result.
 */
import * as v from 'valibot'
import { ResultHistory } from '../api/types'
import type { TrendReply } from '../api/game'
import { finishingOrder } from './racing'

/** The most rounds the board reads, and the windows its counts are given over. */
export const BOARD_WINDOWS = [20, 50, 100] as const
export const BOARD_MAX = 100
/** Beads per column before a run continues in the next one. */
export const BEAD_ROWS = 6

export interface BoardRoom {
  roomid: number
  /** the room's game type, when the round names it */
  gametype?: number
  racing: boolean
}

// A range as one check: valibot lives in the entry (the first load reads with it), so every action a
// screen uses anywhere rides in every first load; `check` is one the entry has already.
const Digit = v.pipe(
  v.number(),
  v.integer(),
  v.check((n) => n >= 0 && n <= 9, 'not a digit'),
)
const DigitsRow = v.looseObject({ num1: Digit, num2: Digit, num3: Digit, sum: v.number() })
const Tags = v.looseObject({ roomid: v.optional(v.unknown()), gametype: v.optional(v.unknown()) })

/** A tag that is present and names something else (numbers may come as text). */
const differs = (tag: unknown, want: number | undefined) =>
  want !== undefined && tag !== undefined && tag !== null && tag !== '' && String(tag).trim() !== String(want)

/** Seqnos are numeric text that may exceed 2^53: longer is later, then by digits. */
const laterFirst = (a: ResultHistory, b: ResultHistory) =>
  b.seqno.length - a.seqno.length || (b.seqno < a.seqno ? -1 : b.seqno > a.seqno ? 1 : 0)

/**
 * The trend reply's rounds for this room, newest first, or null when the reply is empty, has a row
 * that is not a drawn round of this kind of game (three digits 0-9 with their sum; or a full race),
 * or names another room or game: the board then reads the room's own history.
 */
export function trendRows(reply: TrendReply, room: BoardRoom): ResultHistory[] | null {
  if (reply.rows.length === 0 || differs(reply.roomid, room.roomid) || differs(reply.gametype, room.gametype)) return null
  const rows: ResultHistory[] = []
  for (const raw of reply.rows) {
    const tags = v.safeParse(Tags, raw)
    if (!tags.success || differs(tags.output.roomid, room.roomid) || differs(tags.output.gametype, room.gametype)) return null
    const row = v.safeParse(ResultHistory, raw)
    if (!row.success) return null
    if (room.racing ? !finishingOrder(raw) : !isDigitsRow(row.output)) return null
    rows.push(row.output)
  }
  const numeric = rows.every((r) => /^\d+$/.test(r.seqno))
  return numeric ? rows.sort(laterFirst) : rows
}

const isDigitsRow = (r: ResultHistory) => {
  const ok = v.safeParse(DigitsRow, r)
  return ok.success && r.sum === r.num1 + r.num2 + r.num3
}

export interface BoardRows {
  /** newest first, at most BOARD_MAX */
  rows: ResultHistory[]
  /**
   * Rounds may be missing just before `rows[gapAt]`, the newest round of the trend reply: the history drawn
   * since then does not reach back to it (the trend's re-reads failed for longer than the history holds).
   * null: the rows follow each other as far as the board can tell.
   */
  gapAt: number | null
}

const isNumeric = (seqno: string) => /^\d+$/.test(seqno)

/**
 * The rounds the board shows, newest first, at most BOARD_MAX: the trend reply's, topped with the rounds
 * of the room's history drawn since its newest (a board loaded before a draw gains it at once); the
 * room's history alone when the reply does not fit.
 */
export function boardRows(trend: ResultHistory[] | null, his: readonly ResultHistory[]): BoardRows {
  if (!trend || trend.length === 0) return { rows: his.slice(0, BOARD_MAX), gapAt: null }
  const newest = trend[0]!
  if (!isNumeric(newest.seqno)) return { rows: trend.slice(0, BOARD_MAX), gapAt: null }
  const drawn = his.filter((h) => isNumeric(h.seqno))
  const newer = drawn.filter((h) => laterFirst(h, newest) < 0)
  const rows = [...newer, ...trend].slice(0, BOARD_MAX)
  // The history is the room's last rounds, one after another: it joins the trend when it reaches back to the
  // trend's newest round, or when its oldest is the very next number.
  const oldestNewer = newer[newer.length - 1]
  const joined =
    oldestNewer === undefined || drawn.some((h) => laterFirst(h, newest) >= 0) || BigInt(oldestNewer.seqno) - BigInt(newest.seqno) === 1n
  return { rows, gapAt: joined || newer.length >= BOARD_MAX ? null : newer.length }
}

/** The windows offered for `count` rounds: 20, 50, 100 below it, then all of them (at most 100). */
export function boardWindows(count: number): number[] {
  const all = Math.min(count, BOARD_MAX)
  if (all === 0) return []
  return [...BOARD_WINDOWS.filter((w) => w < all), all]
}

/** `items` (oldest first) in columns: a new column when the side changes or the column is full. */
export function beadColumns<T>(items: readonly T[], sideOf: (item: T) => number, rows = BEAD_ROWS): T[][] {
  const columns: T[][] = []
  let last: number | null = null
  for (const item of items) {
    const side = sideOf(item)
    const column = columns[columns.length - 1]
    if (column && side === last && column.length < rows) column.push(item)
    else columns.push([item])
    last = side
  }
  return columns
}

export interface Streak {
  side: number
  length: number
  /** the run reaches the oldest round read: it may be longer */
  open: boolean
}

/** The current run of `items` (newest first): the newest side and how many rounds in a row had it. */
export function currentStreak<T>(items: readonly T[], sideOf: (item: T) => number): Streak | null {
  if (items.length === 0) return null
  const side = sideOf(items[0]!)
  let length = 1
  while (length < items.length && sideOf(items[length]!) === side) length++
  return { side, length, open: length === items.length }
}

/** How many of the newest `window` rounds each option won: `wins[i]` are the options round i (newest first) won. */
export function winCounts(wins: readonly (readonly number[])[], optionCount: number, window: number): number[] {
  const counts = new Array<number>(optionCount).fill(0)
  for (const won of wins.slice(0, window)) for (const i of won) if (i < optionCount) counts[i]!++
  return counts
}
