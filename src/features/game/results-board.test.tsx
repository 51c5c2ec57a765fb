import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { countRequests, findRoom, renderDemoApp } from '../../../tests/demo-app'
import { DEFAULT_SEED } from '../../../mocks/server'
import { drawOf, roundAt, roundOffset } from '../../../mocks/simulation/rounds'
import { LocaleProviders } from '../../app/providers'
import { ApiError } from '../../api/errors'
import { activateLocale } from '../../i18n/i18n'
import type { Locale } from '../../i18n/locales'
import { BOARD_RETRY_MS, ResultsBoardView, type BoardTarget } from './results-board'
import { boardRoom, digitRows, mixedRows, raceRows } from './test-board-rows'

let cleanup = () => {}
afterEach(() => {
  vi.useRealTimers()
  cleanup()
})

const digits: BoardTarget = { room: boardRoom(1), gametype: 1, racing: false }

async function view(props: Parameters<typeof ResultsBoardView>[0], locale: Locale = 'en-US') {
  await activateLocale(locale)
  return render(
    <LocaleProviders>
      <ResultsBoardView {...props} />
    </LocaleProviders>,
  )
}

const label = (testId: string) => within(screen.getByTestId(testId)).getByRole('img').getAttribute('aria-label')

describe('results board view', () => {
  it('bead columns of Big/Small and Odd/Even, Extreme and Triple marked, streaks, wins beside the odds', async () => {
    // newest first: Big ×3 (16, 15 triple, 26 extreme), then Small (3, extreme)
    const { container } = await view({
      target: digits,
      rows: digitRows([
        [9, 3, 4],
        [5, 5, 5],
        [9, 9, 8],
        [1, 0, 2],
      ]),
    })
    expect(screen.getByTestId('board-window').textContent).toBe('The last 4 rounds')
    expect(screen.queryByRole('group', { name: 'Rounds counted' })).toBeNull()
    expect(screen.getByTestId('streak-0').textContent).toBe('Big ×3')
    expect(screen.getByTestId('streak-2').textContent).toBe('Even ×1')
    expect(label('beads-0')).toBe('The last 4 rounds: 3 Big, 1 Small Marked: 1 Extreme Big, 1 Extreme Small, and 1 Triple.')
    expect(label('beads-2')).toBe('The last 4 rounds: 2 Odd, 2 Even')
    // oldest on the left: Small, then a column of three Big
    const columns = [...screen.getByTestId('beads-0').querySelectorAll('.bead-column')].map((c) => c.textContent)
    expect(columns).toEqual(['S', 'BBB'])
    expect(container.querySelectorAll('.bead-road .bead-extreme')).toHaveLength(2)
    expect(container.querySelectorAll('.bead-road .bead-triple')).toHaveLength(1)
    const rows = within(screen.getByTestId('board-table')).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(11)
    expect(rows[0]!.textContent).toBe('Big1.983')
    expect(rows[10]!.textContent).toBe('Triple50.001')
    expect(screen.getByText('Past results do not predict the next round: every draw is independent.')).toBeTruthy()
  })

  it('a streak that runs through every round read is open (+); more than 20 rounds offer the windows', async () => {
    await view({ target: digits, rows: digitRows(Array.from({ length: 30 }, () => [9, 9, 9] as const)) })
    expect(screen.getByTestId('streak-0').textContent).toBe('Big ×30+')
    // six beads a column: 20 rounds → 4 columns
    expect(screen.getByTestId('beads-0').querySelectorAll('.bead-column')).toHaveLength(4)
    const windows = within(screen.getByRole('group', { name: 'Rounds counted' })).getAllByRole('button')
    expect(windows.map((b) => [b.textContent, b.getAttribute('aria-pressed')])).toEqual([
      ['20', 'true'],
      ['30', 'false'],
    ])
    fireEvent.click(windows[1]!)
    expect(screen.getByTestId('board-window').textContent).toBe('The last 30 rounds')
    expect(label('beads-0')).toMatch(/^The last 30 rounds: 30 Big, 0 Small Marked: 30 Extreme Big and 30 Triple\.$/)
    expect(screen.getByTestId('board-row-0').textContent).toBe('Big1.9830')
  })

  it('a four-option room: Rise/Fall and Long/Short, nothing marked', async () => {
    const { container } = await view({ target: { room: boardRoom(16), gametype: 2, racing: false }, rows: mixedRows(7) })
    expect(screen.getByTestId('streak-0').textContent).toBe('Rise ×1')
    expect(label('beads-2')).toBe('The last 7 rounds: 4 Long, 3 Short')
    expect(within(screen.getByTestId('board-table')).getAllByRole('row')).toHaveLength(5)
    expect(container.querySelector('.bead-extreme, .bead-triple, .board-legend')).toBeNull()
  })

  it('racing: per place, Big/Small and Odd/Even counts as split bars, with streaks', async () => {
    await view({ target: { room: boardRoom(4), gametype: 4, racing: true }, rows: raceRows(5) })
    const places = screen.getAllByTestId('race-board-row')
    expect(places).toHaveLength(10)
    // 1st place: cars 1, 4, 7, 10, 3 (newest first)
    const first = within(places[0]!)
    expect(first.getByText('1st')).toBeTruthy()
    expect(within(first.getByTestId('race-0-0')).getByRole('img').getAttribute('aria-label')).toBe('The last 5 rounds: 2 Big, 3 Small')
    expect(first.getByTestId('race-0-0').textContent).toBe('Small ×2' + '23')
    expect(within(first.getByTestId('race-0-2')).getByRole('img').getAttribute('aria-label')).toBe('The last 5 rounds: 3 Odd, 2 Even')
    expect(screen.getByText('Big 1.98')).toBeTruthy()
  })

  it('loading, no rounds yet, and a failure with a retry', async () => {
    const { rerender } = await view({ target: digits, rows: undefined })
    expect(screen.getByTestId('loading')).toBeTruthy()
    const retry = vi.fn()
    const again = (props: Parameters<typeof ResultsBoardView>[0]) =>
      rerender(
        <LocaleProviders>
          <ResultsBoardView {...props} />
        </LocaleProviders>,
      )
    again({ target: digits, rows: [] })
    expect(screen.getByTestId('empty').textContent).toBe('No rounds yet.')
    again({ target: digits, rows: undefined, error: new ApiError('network'), onRetry: retry })
    fireEvent.click(within(screen.getByTestId('load-error')).getByRole('button', { name: 'Try again' }))
    expect(retry).toHaveBeenCalledOnce()
  })

  it('rounds that may be out of date are said to be, above the board', async () => {
    await view({ target: digits, rows: mixedRows(7), stale: true })
    const line = screen.getByTestId('board-stale')
    expect(line.textContent).toBe('Results could not be updated: the board may be out of date. Trying again…')
    expect(line.getAttribute('role')).toBe('status')
    expect(screen.getByTestId('board').dataset.rounds).toBe('7')
  })

  it('rounds that may be missing: said above the board, marked in the bead roads, and no streak runs across them', async () => {
    // newest first: Big ×2, then (rounds missing) Big ×3 and Small
    const rows = digitRows([
      [9, 3, 4],
      [9, 9, 8],
      [9, 3, 4],
      [5, 5, 5],
      [9, 9, 8],
      [1, 0, 2],
    ])
    // the older part is the trend's: its seqnos jump
    const joined = [...rows.slice(0, 2), ...rows.slice(2).map((r, i) => ({ ...r, seqno: String(202601150180 - i) }))]
    await view({ target: digits, rows: joined, gapAt: 2 })
    expect(screen.getByTestId('board-gap').textContent).toBe(
      'Some rounds may be missing between round 202601150180 and round 202601150199: the board could not load them.',
    )
    // the streak reaches the gap: it may be longer
    expect(screen.getByTestId('streak-0').textContent).toBe('Big ×2+')
    // oldest on the left: Small, Big ×3 | Big ×2
    const road = screen.getByTestId('beads-0').querySelector('.bead-road')!
    expect([...road.children].map((c) => (c.classList.contains('bead-gap') ? '|' : c.textContent))).toEqual(['S', 'BBB', '|', 'BB'])
    // the counts are over every round shown
    expect(label('beads-0')).toMatch(/^The last 6 rounds: 5 Big, 1 Small/)
  })

  it('a gap older than the rounds counted is not said; racing says it too, and cuts its streaks', async () => {
    const { rerender } = await view({ target: digits, rows: mixedRows(30), gapAt: 25 })
    expect(screen.getByTestId('board-window').textContent).toBe('The last 20 rounds')
    expect(screen.queryByTestId('board-gap')).toBeNull()
    expect(screen.queryByTestId('bead-gap')).toBeNull()
    fireEvent.click(screen.getByTestId('board-window-30'))
    expect(screen.getByTestId('board-gap')).toBeTruthy()
    expect(screen.getAllByTestId('bead-gap')).toHaveLength(2)

    const race = { room: boardRoom(4), gametype: 4, racing: true }
    const same = Array.from({ length: 6 }, (_, i) => ({ ...raceRows(1)[0]!, seqno: String(202601150200 - i) }))
    rerender(
      <LocaleProviders>
        <ResultsBoardView target={race} rows={same} gapAt={2} />
      </LocaleProviders>,
    )
    expect(screen.getByTestId('board-gap')).toBeTruthy()
    // the same finish six times: across the gap the streak would be ×6
    expect(screen.getByTestId('race-0-0').querySelector('.board-streak')!.textContent).toMatch(/ ×2\+$/)
  })

  it('in Chinese', async () => {
    await view(
      {
        target: digits,
        rows: digitRows([
          [9, 3, 4],
          [5, 5, 5],
        ]),
      },
      'zh-CN',
    )
    expect(screen.getByTestId('streak-0').textContent).toBe('大 ×2+')
    expect(label('beads-0')).toBe('最近 2 期：大 2 次，小 0 次 标记：1 豹子。')
    cleanup = () => void activateLocale('en-US')
  })

  it('in Vietnamese', async () => {
    await view(
      {
        target: digits,
        rows: digitRows([
          [1, 2, 3],
          [9, 3, 4],
        ]),
      },
      'vi',
    )
    expect(screen.getByTestId('streak-2').textContent).toBe('Chẵn ×2+')
    expect([...screen.getByTestId('beads-0').querySelectorAll('.bead')].map((b) => b.textContent)).toEqual(['L', 'N'])
    expect(screen.getByTestId('board-window').textContent).toBe('2 kỳ gần nhất')
    cleanup = () => void activateLocale('en-US')
  })
})

const LOGIN = { username: 'demo', password: 'demo123' }
const OPEN = Date.UTC(2026, 0, 15, 10, 0, 5)

describe('results board in the room, against the demo backend', () => {
  it("the Board tab reads the room's last 100 rounds from getTrendData", async () => {
    const app = await renderDemoApp('/activity/1', { login: LOGIN, now: () => OPEN })
    cleanup = app.cleanup
    await findRoom()
    fireEvent.click(screen.getByRole('tab', { name: 'Board' }))
    const board = await screen.findByTestId('board')
    expect(board.dataset.rounds).toBe('100')
    const windows = within(board)
      .getAllByRole('button')
      .map((b) => b.textContent)
    expect(windows).toEqual(['20', '50', '100'])
    const last = drawOf(DEFAULT_SEED, 1, roundOffset(1, OPEN, -1).seqno)
    const beads = screen.getByTestId('beads-0').querySelectorAll('.bead')
    expect(beads[beads.length - 1]!.textContent).toBe(last.sum >= 14 ? 'B' : 'S')
  })

  it("a reply that does not fit the room (another game's rounds) falls back to the room's history", async () => {
    const app = await renderDemoApp('/activity/1', { login: LOGIN, now: () => OPEN })
    cleanup = app.cleanup
    const call = app.services.api.call.bind(app.services.api)
    vi.spyOn(app.services.api, 'call').mockImplementation(((path: string, body: unknown, schema: never) =>
      call(path, path === '/api/Game/getTrendData' ? { roomid: 16 } : (body as never), schema)) as typeof call)
    await findRoom()
    fireEvent.click(screen.getByRole('tab', { name: 'Board' }))
    await waitFor(() => expect(screen.getByTestId('board').dataset.rounds).toBe('10'))
    expect(screen.getByTestId('board-window').textContent).toBe('The last 10 rounds')
  })

  it('no answer at all shows the failure; Try again loads the board', async () => {
    const app = await renderDemoApp('/activity/1', { login: LOGIN, now: () => OPEN })
    cleanup = app.cleanup
    const call = app.services.api.call.bind(app.services.api)
    let offline = true
    vi.spyOn(app.services.api, 'call').mockImplementation(((path: string, body: unknown, schema: never) =>
      offline && path === '/api/Game/getTrendData'
        ? Promise.reject(new ApiError('network'))
        : call(path, body as never, schema)) as typeof call)
    await findRoom()
    fireEvent.click(screen.getByRole('tab', { name: 'Board' }))
    const failure = await screen.findByTestId('load-error')
    offline = false
    await act(async () => fireEvent.click(within(failure).getByRole('button', { name: 'Try again' })))
    await waitFor(() => expect(screen.getByTestId('board').dataset.rounds).toBe('100'))
  })

  it('/lotteryprize shows the home game’s board to a logged-in user', async () => {
    const app = await renderDemoApp('/lotteryprize', { login: LOGIN, now: () => OPEN })
    cleanup = app.cleanup
    const home = await screen.findByTestId('home-board')
    await waitFor(() => expect(within(home).getByTestId('board').dataset.rounds).toBe('100'))
    expect(within(home).getByRole('heading', { level: 2 }).textContent).toBe('Results board: Standard')
    expect(roundAt(1, OPEN).seqno).toMatch(/^\d{12}$/)
  })
})

/** The app's timers, its monotonic clock (a room's countdown) and the simulation's clock, moved together. */
function clocks() {
  vi.useFakeTimers({
    shouldAdvanceTime: true,
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'performance'],
  })
  let now = OPEN
  return {
    now: () => now,
    advance: async (ms: number) => {
      now += ms
      await act(() => vi.advanceTimersByTimeAsync(ms))
    },
    // Timed steps run on a held clock: left running, the real time a busy machine takes between two steps
    // moves the fake clock on too, and a retry comes "early". Running again for what needs the demo backend.
    hold: () => vi.setTimerTickMode('manual'),
    run: () => vi.setTimerTickMode('interval', 20),
  }
}

/**
 * When the board last set its retry (the fake clock's `performance.now()`), the clock running on while the
 * failure is found. Only the board's own timer: testing-library's wait and the room's polls use the same
 * delay. The failure can be on screen before the effect that sets the retry has run (a busy machine), so a
 * test starts counting once it has. Install after `clocks()`.
 */
function boardRetry() {
  let setAt: number | undefined
  const setTimer = globalThis.setTimeout
  vi.spyOn(globalThis, 'setTimeout').mockImplementation(((fn: () => void, ms?: number) => {
    if (ms === BOARD_RETRY_MS && new Error().stack?.includes('results-board.tsx')) setAt = performance.now()
    return setTimer(fn, ms)
  }) as typeof setTimeout)
  return {
    /** Waits until the board has set its retry; the time left until it fires. */
    left: async () => {
      await vi.waitFor(() => expect(setAt).toBeDefined())
      return BOARD_RETRY_MS - (performance.now() - setAt!)
    },
    forget: () => (setAt = undefined),
  }
}

describe('a failed re-read of the board', () => {
  /** `getGameinfo` answered with HTTP 500 while `failing.on`. */
  function failGameinfo(app: Awaited<ReturnType<typeof renderDemoApp>>) {
    const failing = { on: false }
    const call = app.services.api.call.bind(app.services.api)
    vi.spyOn(app.services.api, 'call').mockImplementation(((path: string, body: unknown, schema: never) =>
      failing.on && path === '/api/Game/getGameinfo'
        ? Promise.reject(new ApiError('http', { status: 500, path }))
        : call(path, body as never, schema)) as typeof call)
    return failing
  }

  const newestBead = (within: HTMLElement) => [...within.querySelectorAll('[data-testid="beads-0"] .bead')].at(-1)!.textContent
  const sideOf = (seqno: string) => (drawOf(DEFAULT_SEED, 1, seqno).sum >= 14 ? 'B' : 'S')

  it('/lotteryprize: the re-read after a draw fails → the board says it may be out of date and tries again every 10 s until it answers', async () => {
    const clock = clocks()
    const app = await renderDemoApp('/lotteryprize', { login: LOGIN, now: clock.now })
    cleanup = app.cleanup
    const home = await screen.findByTestId('home-board')
    await waitFor(() => expect(within(home).getByTestId('board').dataset.rounds).toBe('100'))
    const failing = failGameinfo(app)
    const streak = within(home).getByTestId('streak-0').textContent
    const trends = countRequests(app.server, '/api/Game/getTrendData')
    const calls = vi.mocked(app.services.api.call)
    const gameinfos = () => calls.mock.calls.filter(([path]) => path === '/api/Game/getGameinfo').length
    failing.on = true
    // the round ends at 2:55; the board re-reads 3.5 s after
    await clock.advance(175_000 + 3_500)
    expect(gameinfos()).toBe(1)
    const line = await within(home).findByTestId('board-stale')
    expect(line.textContent).toBe('Results could not be updated: the board may be out of date. Trying again…')
    // the rounds it had stay shown
    expect(within(home).getByTestId('board').dataset.rounds).toBe('100')
    await clock.advance(BOARD_RETRY_MS)
    expect(gameinfos()).toBe(2)
    expect(within(home).getByTestId('board-stale')).toBeTruthy()
    failing.on = false
    await clock.advance(BOARD_RETRY_MS)
    await waitFor(() => expect(within(home).queryByTestId('board-stale')).toBeNull())
    expect(gameinfos()).toBe(3)
    // the history gained the drawn round: the board read again, and shows it
    await waitFor(() => expect(trends()).toBe(1))
    const drawn = roundOffset(1, OPEN, 0).seqno
    await waitFor(() => expect(within(home).getByTestId('streak-0').textContent).not.toBe(streak))
    expect(newestBead(home)).toBe(sideOf(drawn))
  })

  it('the trend read fails for longer than the history holds: the board says rounds may be missing where it joins the two', async () => {
    const clock = clocks()
    const app = await renderDemoApp('/lotteryprize', { login: LOGIN, now: clock.now })
    cleanup = app.cleanup
    const home = await screen.findByTestId('home-board')
    await waitFor(() => expect(within(home).getByTestId('board').dataset.rounds).toBe('100'))
    const oldest = roundOffset(1, OPEN, -1).seqno
    const call = app.services.api.call.bind(app.services.api)
    let offline = true
    vi.spyOn(app.services.api, 'call').mockImplementation(((path: string, body: never, schema: never) =>
      offline && path === '/api/Game/getTrendData'
        ? Promise.reject(new ApiError('network', { path }))
        : call(path, body, schema)) as typeof call)
    // ten draws: the history (its last 10 rounds) still reaches the trend's newest round
    await clock.advance(175_000 + 3_500)
    for (let i = 1; i < 10; i++) await clock.advance(180_000)
    await waitFor(() => expect(within(home).getByTestId('board').dataset.rounds).toBe('100'))
    expect(within(home).queryByTestId('board-gap')).toBeNull()
    // the eleventh: the rounds between are in neither
    await clock.advance(180_000)
    const gap = await within(home).findByTestId('board-gap')
    const after = roundOffset(1, OPEN, 1).seqno
    expect(gap.textContent).toBe(`Some rounds may be missing between round ${oldest} and round ${after}: the board could not load them.`)
    expect(within(home).getAllByTestId('bead-gap')).toHaveLength(2)
    // a read that answers joins them again
    offline = false
    await clock.advance(180_000)
    await waitFor(() => expect(within(home).queryByTestId('board-gap')).toBeNull())
  })

  it('a trend re-read without an answer keeps the rounds shown and is tried again 10 s later', async () => {
    const clock = clocks()
    const app = await renderDemoApp('/lotteryprize', { login: LOGIN, now: clock.now })
    cleanup = app.cleanup
    const home = await screen.findByTestId('home-board')
    await waitFor(() => expect(within(home).getByTestId('board').dataset.rounds).toBe('100'))
    const call = app.services.api.call.bind(app.services.api)
    const retry = boardRetry()
    let fail = 1
    const spy = vi.spyOn(app.services.api, 'call').mockImplementation(((path: string, body: never, schema: never) => {
      if (path !== '/api/Game/getTrendData' || fail-- <= 0) return call(path, body, schema)
      // the retry counted is the one this failure sets
      retry.forget()
      return Promise.reject(new ApiError('timeout', { path }))
    }) as typeof call)
    const trends = () => spy.mock.calls.filter(([path]) => path === '/api/Game/getTrendData').length
    await clock.advance(175_000 + 3_500)
    await waitFor(() => expect(trends()).toBe(1))
    clock.hold()
    const left = await retry.left()
    // the drawn round is there all the same (from the room's history), over the rounds read before
    expect(newestBead(home)).toBe(sideOf(roundOffset(1, OPEN, 0).seqno))
    expect(within(home).getByTestId('board').dataset.rounds).toBe('100')
    await clock.advance(left - 100)
    expect(trends()).toBe(1)
    await clock.advance(100)
    expect(trends()).toBe(2)
    await clock.advance(3 * BOARD_RETRY_MS)
    expect(trends()).toBe(2)
  })

  it("in a room: while the room's reload fails the board says it may be out of date; the line goes when it loads", async () => {
    const clock = clocks()
    const app = await renderDemoApp('/activity/1', { login: LOGIN, now: clock.now })
    cleanup = app.cleanup
    await findRoom()
    fireEvent.click(screen.getByRole('tab', { name: 'Board' }))
    await waitFor(() => expect(screen.getByTestId('board').dataset.rounds).toBe('100'))
    const streak = screen.getByTestId('streak-0').textContent
    const failing = failGameinfo(app)
    failing.on = true
    await clock.advance(175_000 + 3_500)
    expect((await screen.findByTestId('board-stale')).textContent).toBe(
      'Results could not be updated: the board may be out of date. Trying again…',
    )
    failing.on = false
    await clock.advance(10_000)
    await waitFor(() => expect(screen.queryByTestId('board-stale')).toBeNull())
    const drawn = roundOffset(1, OPEN, 0).seqno
    await waitFor(() => expect(screen.getByTestId('streak-0').textContent).not.toBe(streak))
    expect(newestBead(document.body)).toBe(sideOf(drawn))
  })
})

describe('a board whose first load fails', () => {
  /** Each call to `path` is answered by the next of `answers` (a failure, or the app's own call); then by the app. */
  function answerWith(app: Awaited<ReturnType<typeof renderDemoApp>>, path: string, answers: Array<'fail' | 'hold' | 'pass'>) {
    const call = app.services.api.call.bind(app.services.api)
    let release = () => {}
    const spy = vi.spyOn(app.services.api, 'call').mockImplementation(((p: string, body: never, schema: never) => {
      if (p !== path) return call(p, body, schema)
      const answer = answers.shift() ?? 'pass'
      if (answer === 'fail') return Promise.reject(new ApiError('network', { path }))
      if (answer === 'hold') return new Promise((resolve) => (release = () => resolve(call(p, body, schema))))
      return call(p, body, schema)
    }) as typeof call)
    return {
      calls: () => spy.mock.calls.filter(([p]) => p === path).length,
      release: () => release(),
    }
  }

  it('in a room: tried again every 10 s until it answers, the failure shown meanwhile (no flicker), Try again kept', async () => {
    const clock = clocks()
    const app = await renderDemoApp('/activity/1', { login: LOGIN, now: clock.now })
    cleanup = app.cleanup
    await findRoom()
    const trend = answerWith(app, '/api/Game/getTrendData', ['fail', 'fail', 'hold'])
    const retry = boardRetry()
    fireEvent.click(screen.getByRole('tab', { name: 'Board' }))
    const failure = await screen.findByTestId('load-error')
    clock.hold()
    const left = await retry.left()
    expect(within(failure).getByRole('button', { name: 'Try again' })).toBeTruthy()
    expect(screen.getByTestId('board-retrying').textContent).toBe('The board tries again by itself every 10 seconds.')
    expect(trend.calls()).toBe(1)
    await clock.advance(left - 100)
    expect(trend.calls()).toBe(1)
    await clock.advance(100)
    expect(trend.calls()).toBe(2)
    expect(screen.getByTestId('load-error')).toBe(failure)
    await clock.advance(BOARD_RETRY_MS)
    expect(trend.calls()).toBe(3)
    // while that retry is on its way, the failure stays (no loading in its place)
    expect(screen.queryByTestId('loading')).toBeNull()
    expect(screen.getByTestId('load-error')).toBeTruthy()
    trend.release()
    clock.run()
    await waitFor(() => expect(screen.getByTestId('board').dataset.rounds).toBe('100'))
    expect(screen.queryByTestId('board-retrying')).toBeNull()
    // answered: no more retries
    clock.hold()
    await clock.advance(3 * BOARD_RETRY_MS)
    expect(trend.calls()).toBe(3)
  })

  it('/lotteryprize: the home game’s room tried again every 10 s until it answers', async () => {
    const clock = clocks()
    const app = await renderDemoApp('/', { login: LOGIN, now: clock.now })
    cleanup = app.cleanup
    const info = answerWith(app, '/api/Game/getGameinfo', ['fail', 'fail'])
    await act(() => app.router.navigate({ to: '/lotteryprize' }))
    const home = await screen.findByTestId('home-board')
    const failure = await within(home).findByTestId('load-error')
    expect(within(home).getByTestId('board-retrying')).toBeTruthy()
    clock.hold()
    await clock.advance(BOARD_RETRY_MS)
    expect(info.calls()).toBe(2)
    expect(within(home).getByTestId('load-error')).toBe(failure)
    await clock.advance(BOARD_RETRY_MS)
    expect(info.calls()).toBe(3)
    clock.run()
    await waitFor(() => expect(within(home).getByTestId('board').dataset.rounds).toBe('100'))
  })

  it('a tap on Try again reads at once, showing that it is loading', async () => {
    const clock = clocks()
    const app = await renderDemoApp('/activity/1', { login: LOGIN, now: clock.now })
    cleanup = app.cleanup
    await findRoom()
    const trend = answerWith(app, '/api/Game/getTrendData', ['fail', 'hold'])
    fireEvent.click(screen.getByRole('tab', { name: 'Board' }))
    const failure = await screen.findByTestId('load-error')
    await act(async () => fireEvent.click(within(failure).getByRole('button', { name: 'Try again' })))
    expect(trend.calls()).toBe(2)
    expect(screen.getByTestId('loading')).toBeTruthy()
    trend.release()
    await waitFor(() => expect(screen.getByTestId('board').dataset.rounds).toBe('100'))
  })
})
