import { describe, expect, it } from 'vitest'
import type { ResultHistory } from '../api/types'
import { beadColumns, boardRows, boardWindows, currentStreak, trendRows, winCounts } from './results-board'

const row = (seqno: string, num1: number, num2: number, num3: number): ResultHistory => ({
  seqno,
  num1,
  num2,
  num3,
  sum: num1 + num2 + num3,
  resultcn: '',
})
const ROOM = { roomid: 6, gametype: 1, racing: false }
const race = (seqno: string, order: number[]) => ({ seqno, ...Object.fromEntries(order.map((car, i) => [`num${i + 1}`, car])) })

describe('trendRows', () => {
  it('reads the rows newest first, numbers as text too, and leaves rows the room cannot read out', () => {
    const rows = trendRows({ rows: [{ seqno: '202601150199', num1: '1', num2: 0, num3: 2 }, row('202601150200', 9, 3, 4)] }, ROOM)
    expect(rows?.map((r) => [r.seqno, r.sum])).toEqual([
      ['202601150200', 16],
      ['202601150199', 3],
    ])
    // a longer seqno is a later one (numeric text beyond 2^53 is compared as text)
    expect(trendRows({ rows: [row('99', 1, 1, 1), row('100', 2, 2, 2)] }, ROOM)?.map((r) => r.seqno)).toEqual(['100', '99'])
  })

  it('is null for an empty reply, a row that is no draw, or another room or game', () => {
    expect(trendRows({ rows: [] }, ROOM)).toBeNull()
    expect(trendRows({ rows: [row('1', 1, 2, 3), { seqno: '2', num1: 12, num2: 0, num3: 0 }] }, ROOM)).toBeNull()
    // digits are 0-9
    expect(trendRows({ rows: [row('1', 1, 2, 3), row('2', 10, 0, 0)] }, ROOM)).toBeNull()
    expect(trendRows({ rows: [row('1', 1, 2, 3), row('2', -1, 0, 0)] }, ROOM)).toBeNull()
    expect(trendRows({ rows: [{ ...row('1', 1, 2, 3), sum: 7 }] }, ROOM)).toBeNull()
    expect(trendRows({ rows: ['1,2,3'] }, ROOM)).toBeNull()
    expect(trendRows({ rows: [row('1', 1, 2, 3)], gametype: 2 }, ROOM)).toBeNull()
    expect(trendRows({ rows: [row('1', 1, 2, 3)], roomid: 7 }, ROOM)).toBeNull()
    expect(trendRows({ rows: [{ ...row('1', 1, 2, 3), gametype: '3' }] }, ROOM)).toBeNull()
    // the same game named, as text: fits
    expect(trendRows({ rows: [{ ...row('1', 1, 2, 3), gametype: '1' }], roomid: 6 }, ROOM)).toHaveLength(1)
    // game type not known yet (between rounds): only the room is checked
    expect(trendRows({ rows: [{ ...row('1', 1, 2, 3), gametype: 2 }] }, { roomid: 6, racing: false })).toHaveLength(1)
  })

  it('racing reads full finishing orders only', () => {
    const racing = { roomid: 4, gametype: 4, racing: true }
    const order = [3, 1, 2, 10, 9, 8, 7, 6, 5, 4]
    expect(trendRows({ rows: [race('5', order)] }, racing)).toHaveLength(1)
    expect(trendRows({ rows: [race('5', [3, 3, 2, 10, 9, 8, 7, 6, 5, 4])] }, racing)).toBeNull()
    // cars are 1-10: ten different numbers are not a race when one of them is no car
    expect(trendRows({ rows: [race('5', [3, 0, 2, 10, 9, 8, 7, 6, 5, 4])] }, racing)).toBeNull()
    expect(trendRows({ rows: [race('5', [3, 11, 2, 10, 9, 8, 7, 6, 5, 4])] }, racing)).toBeNull()
    expect(trendRows({ rows: [row('5', 1, 2, 3)] }, racing)).toBeNull()
  })
})

describe('boardRows', () => {
  const trend = [row('103', 1, 1, 1), row('102', 2, 2, 2)]
  const seqnos = (board: { rows: ResultHistory[] }) => board.rows.map((r) => r.seqno)
  it('tops the trend rows with the rounds of the history drawn since, at most 100', () => {
    const his = [row('105', 5, 5, 5), row('104', 4, 4, 4), row('103', 1, 1, 1)]
    expect(boardRows(trend, his)).toMatchObject({ gapAt: null })
    expect(seqnos(boardRows(trend, his))).toEqual(['105', '104', '103', '102'])
    const many = Array.from({ length: 120 }, (_, i) => row(String(1000 - i), 1, 2, 3))
    expect(boardRows(many, []).rows).toHaveLength(100)
  })
  it('is the history when the trend does not fit', () => {
    const his = [row('104', 4, 4, 4)]
    expect(boardRows(null, his)).toEqual({ rows: his, gapAt: null })
    expect(boardRows([], his)).toEqual({ rows: his, gapAt: null })
  })
  it('a history that no longer reaches back to the trend’s newest round: rounds may be missing before it', () => {
    const his = [row('107', 5, 5, 5), row('106', 4, 4, 4), row('105', 4, 4, 4)]
    const board = boardRows(trend, his)
    expect(seqnos(board)).toEqual(['107', '106', '105', '103', '102'])
    expect(board.gapAt).toBe(3)
    // its oldest round the very next one: nothing between
    expect(boardRows(trend, [row('105', 5, 5, 5), row('104', 4, 4, 4)]).gapAt).toBeNull()
    expect(boardRows([row('99', 1, 1, 1)], [row('100', 1, 1, 1)]).gapAt).toBeNull()
    // seqnos beyond 2^53
    expect(boardRows([row('202601159007199254740993', 1, 1, 1)], [row('202601159007199254740995', 1, 1, 1)]).gapAt).toBe(1)
    expect(boardRows([row('202601159007199254740993', 1, 1, 1)], [row('202601159007199254740994', 1, 1, 1)]).gapAt).toBeNull()
  })
  it('no gap when the history has nothing newer, or its seqnos are no numbers', () => {
    expect(boardRows(trend, [row('103', 1, 1, 1)]).gapAt).toBeNull()
    expect(boardRows(trend, []).gapAt).toBeNull()
    expect(boardRows(trend, [row('A7', 1, 1, 1)])).toEqual({ rows: trend, gapAt: null })
    expect(boardRows([row('X1', 1, 1, 1)], [row('107', 1, 1, 1)])).toEqual({ rows: [row('X1', 1, 1, 1)], gapAt: null })
  })
})

describe('boardWindows', () => {
  it('offers 20, 50, 100 below the rounds held, then all of them', () => {
    expect(boardWindows(0)).toEqual([])
    expect(boardWindows(8)).toEqual([8])
    expect(boardWindows(20)).toEqual([20])
    expect(boardWindows(37)).toEqual([20, 37])
    expect(boardWindows(100)).toEqual([20, 50, 100])
    expect(boardWindows(140)).toEqual([20, 50, 100])
  })
})

describe('beadColumns', () => {
  it('starts a column when the side changes or six beads are in it', () => {
    const sides = [0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 1]
    expect(beadColumns(sides, (s) => s).map((c) => c.length)).toEqual([2, 1, 6, 1, 1])
    expect(beadColumns([], (s: number) => s)).toEqual([])
    expect(beadColumns([1, 1, 1], (s) => s, 2)).toEqual([[1, 1], [1]])
  })
})

describe('currentStreak', () => {
  it('counts the newest run, open when it reaches the oldest round read', () => {
    expect(currentStreak([0, 0, 0, 1, 0], (s) => s)).toEqual({ side: 0, length: 3, open: false })
    expect(currentStreak([1], (s) => s)).toEqual({ side: 1, length: 1, open: true })
    expect(currentStreak([1, 1], (s) => s)).toEqual({ side: 1, length: 2, open: true })
    expect(currentStreak([], (s: number) => s)).toBeNull()
  })
})

describe('winCounts', () => {
  it('counts each option over the newest rounds of the window', () => {
    const wins = [
      [0, 3],
      [1, 2, 9, 10],
      [0, 2],
    ]
    expect(winCounts(wins, 4, 2)).toEqual([1, 1, 1, 1])
    expect(winCounts(wins, 11, 3)).toEqual([2, 1, 2, 1, 0, 0, 0, 0, 0, 1, 1])
  })
})
