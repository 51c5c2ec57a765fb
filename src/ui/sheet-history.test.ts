import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createBrowserHistory, type RouterHistory } from '@tanstack/react-router'
import { holdHistoryEntry, toScreenEntry } from './sheet-history'
import { trackOverlay } from './overlay-roots'

// The router's own browser history (the app's), on jsdom's window: what it is told of, and where it is.
let router: RouterHistory
let told: string[]

beforeEach(() => {
  router = createBrowserHistory()
  for (const path of ['/a', '/b']) {
    router.push(path)
    router.flush()
  }
  told = []
  router.subscribe(({ location, action }) => told.push(`${action.type} ${location.pathname}`))
})

afterEach(async () => {
  await steps()
  router.destroy()
})

/**
 * Until every traversal started has landed: jsdom runs each in two timer tasks, and one that lands may start
 * another. Timers of the same delay run in the order they were set, so a dozen turns are enough whatever the load.
 */
async function steps() {
  for (let turn = 0; turn < 12; turn++) await new Promise((resolve) => setTimeout(resolve, 0))
}
const back = async (delta = -1) => {
  history.go(delta)
  await steps()
}
const mark = () => (history.state as { sheet?: string } | null)?.sheet
/** A sheet that closes when asked (or refuses, when `closable` is false); `open` says whether it is. */
function sheet(closable = true) {
  const s = {
    open: true,
    asked: 0,
    release: () => {},
  }
  s.release = holdHistoryEntry(() => {
    s.asked++
    if (!closable) return false
    s.open = false
    s.release()
    return true
  })
  return s
}

describe('holdHistoryEntry', () => {
  it('an open sheet adds one entry, same URL and router state, marked; the router is not told', () => {
    const before = { length: history.length, href: location.href, state: history.state as Record<string, unknown> }
    const s = sheet()
    expect(history.length).toBe(before.length + 1)
    expect(location.href).toBe(before.href)
    expect(mark()).toMatch(/\S/)
    expect(history.state).toEqual({ ...before.state, sheet: mark() })
    expect(told).toEqual([])
    expect(router.location.pathname).toBe('/b')
    expect(router.location.state.__TSR_key).toBe(before.state.__TSR_key)
    s.release()
  })

  it('Back closes the sheet and stays on the screen, unseen by the router; the next Back leaves', async () => {
    const s = sheet()
    await back()
    expect(s.asked).toBe(1)
    expect(s.open).toBe(false)
    expect(mark()).toBeUndefined()
    expect(location.pathname).toBe('/b')
    expect(told).toEqual([])

    await back()
    expect(told).toEqual(['BACK /a'])
    expect(location.pathname).toBe('/a')
  })

  it('closed another way, its entry goes with it (one step back, unseen): the next Back leaves the screen', async () => {
    const length = history.length
    const s = sheet()
    s.release()
    await steps()
    expect(mark()).toBeUndefined()
    expect(location.pathname).toBe('/b')
    expect(told).toEqual([])
    expect(s.asked).toBe(0)

    await back()
    expect(told).toEqual(['BACK /a'])
    // Forward to the screen, then Forward again onto the closed sheet's entry: passed over, the screen stays.
    await back(1)
    expect(told).toEqual(['BACK /a', 'FORWARD /b'])
    expect(history.length).toBe(length + 1)
    await back(1)
    expect(mark()).toBeUndefined()
    expect(location.pathname).toBe('/b')
    expect(told).toEqual(['BACK /a', 'FORWARD /b'])
    expect(s.asked).toBe(0)
  })

  it('a sheet that cannot close keeps its entry: Back is undone, the router sees nothing', async () => {
    const s = sheet(false)
    const held = mark()
    await back()
    expect(s.asked).toBe(1)
    expect(mark()).toBe(held)
    expect(told).toEqual([])

    // Once its action is done and it closes, its entry goes.
    s.release()
    await steps()
    expect(mark()).toBeUndefined()
    expect(location.pathname).toBe('/b')
    expect(told).toEqual([])
  })

  it('stacked sheets close topmost first, one per Back; a Back over two closes both', async () => {
    const lower = sheet()
    const upper = sheet()
    await back()
    expect([lower.open, upper.open]).toEqual([true, false])
    await back()
    expect(lower.open).toBe(false)
    expect(mark()).toBeUndefined()
    expect(told).toEqual([])

    const a = sheet()
    const b = sheet()
    await back(-2)
    expect([a.open, b.open]).toEqual([false, false])
    expect(mark()).toBeUndefined()
    expect(told).toEqual([])
    await back()
    expect(told).toEqual(['BACK /a'])
  })

  it('the entry of a lower sheet that closed under an open one is passed over by the Back that closes the upper', async () => {
    const lower = sheet()
    const upper = sheet()
    lower.release()
    await steps()
    const upperEntry = mark()
    expect(upperEntry).toMatch(/\S/)
    await back()
    expect(upper.open).toBe(false)
    expect(mark()).toBeUndefined()
    expect(location.pathname).toBe('/b')
    expect(told).toEqual([])
  })

  it('a sheet closing as another opens hands its entry over', async () => {
    const length = history.length
    const first = sheet()
    first.release()
    const second = sheet()
    await steps()
    expect(history.length).toBe(length + 1)
    expect(mark()).toMatch(/\S/)
    await back()
    expect(second.open).toBe(false)
    expect(mark()).toBeUndefined()
    expect(told).toEqual([])
  })

  it('a navigation from the sheet stands: it closes with its screen without stepping back; Back returns to the screen, Forward goes on again', async () => {
    const s = sheet()
    router.push('/c')
    router.flush()
    // The screen unmounts with its sheet.
    s.release()
    await steps()
    expect(location.pathname).toBe('/c')
    expect(told).toEqual(['PUSH /c'])

    await back()
    // Over the sheet's entry, down to the screen's: the router sees one step back.
    expect(location.pathname).toBe('/b')
    expect(mark()).toBeUndefined()
    expect(told).toEqual(['PUSH /c', 'BACK /b'])
    await back()
    expect(told).toEqual(['PUSH /c', 'BACK /b', 'BACK /a'])
    await back(1)
    await back(1)
    expect(location.pathname).toBe('/c')
    expect(told).toEqual(['PUSH /c', 'BACK /b', 'BACK /a', 'FORWARD /b', 'FORWARD /c'])
    expect(s.asked).toBe(0)
  })

  it('a Back from where the router went to from the sheet, before the sheet has closed, is the router’s', async () => {
    const s = sheet()
    router.push('/c')
    router.flush()
    await back()
    expect(told).toEqual(['PUSH /c', 'BACK /b'])
    expect(s.asked).toBe(0)
    s.release()
    await steps()
    expect(location.pathname).toBe('/b')
    expect(told).toEqual(['PUSH /c', 'BACK /b'])
  })

  it('a Back past the screen is the router’s: the sheet goes with its screen, no step of its own', async () => {
    const s = sheet()
    await back(-2)
    // (for the router, one step back from the screen it shows)
    expect(told).toEqual(['BACK /a'])
    expect(location.pathname).toBe('/a')
    s.release()
    await steps()
    expect(location.pathname).toBe('/a')
    expect(told).toEqual(['BACK /a'])
    expect(s.asked).toBe(0)
  })

  it('dialogs: the sheet opening and closing leaves them up; Back closing it takes them down unanswered', async () => {
    const takeDown = vi.fn()
    const forget = trackOverlay(takeDown, { dialog: true })
    const s = sheet()
    s.release()
    await steps()
    expect(takeDown).not.toHaveBeenCalled()

    const t = sheet()
    await back()
    expect(t.open).toBe(false)
    expect(takeDown).toHaveBeenCalledTimes(1)
    forget()
  })
})

describe('toScreenEntry: a replace of the screen (a forced logout to /login) with sheets open', () => {
  /** What a forced logout does: to the screen's entry, then the router replaces it. */
  async function replaceScreen(path: string) {
    await toScreenEntry()
    router.replace(path)
    router.flush()
    await steps()
  }

  it('leaves history as without the sheet: Back from the new screen goes to the one before, and nothing stays in between', async () => {
    const length = history.length
    const s = sheet()
    await replaceScreen('/login')
    expect(location.pathname).toBe('/login')
    expect(told).toEqual(['REPLACE /login'])
    // The sheet goes with its screen (unmounted), asked nothing.
    s.release()
    await steps()
    expect(s.asked).toBe(0)
    expect(location.pathname).toBe('/login')

    await back()
    expect(location.pathname).toBe('/a')
    expect(told).toEqual(['REPLACE /login', 'BACK /a'])
    await back(1)
    expect(location.pathname).toBe('/login')
    expect(history.length).toBe(length + 1)
  })

  it('stacked sheets, one that cannot close among them: all their entries are stepped over, unseen', async () => {
    const lower = sheet(false)
    const upper = sheet()
    await replaceScreen('/login')
    expect(told).toEqual(['REPLACE /login'])
    expect(mark()).toBeUndefined()
    expect([lower.asked, upper.asked]).toEqual([0, 0])
    upper.release()
    lower.release()
    await steps()
    expect(location.pathname).toBe('/login')
    await back()
    expect(told).toEqual(['REPLACE /login', 'BACK /a'])
  })

  it('a sheet whose close is still stepping back: the replace waits for that step, then takes the screen’s entry', async () => {
    const s = sheet()
    s.release()
    await replaceScreen('/login')
    expect(told).toEqual(['REPLACE /login'])
    await back()
    expect(told).toEqual(['REPLACE /login', 'BACK /a'])
  })

  it('without a sheet it resolves at once, and no step is taken', async () => {
    const length = history.length
    await replaceScreen('/login')
    expect(history.length).toBe(length)
    await back()
    expect(told).toEqual(['REPLACE /login', 'BACK /a'])
  })
})
