import { closeDialogs } from './overlay-roots'

/**
 * A sheet's own entry in the browser's history: Back (the toolbar button, iOS's swipe, `history.back()`)
 * closes the topmost sheet and stays on the screen, with whatever was typed there, instead of leaving it.
 *
 * - An open sheet holds one entry above the screen's: the same URL and the same router state, marked with
 *   the sheet's id. A sheet opened over another stacks its entry above the other's.
 * - A step back to an entry below closes the sheets above it, topmost first, and takes open dialogs down
 *   unanswered (they have no entry of their own).
 * - A sheet that cannot be closed now (no `onClose`: its action is running, an order in flight) keeps its
 *   entry: the step is undone, and the sheet and the screen stay. Leaving would abandon what it runs.
 * - A sheet that closes any other way (its button, Escape, a tap on the backdrop, its action done, Android's
 *   back gesture, which cancels the dialog) takes its entry back: one step back, only while that entry is the
 *   current one, so that no later Back is spent on it.
 * - The router never sees these entries: they are written with the browser's own `pushState` (the router
 *   wraps `window.history`'s to follow every entry), and the `popstate` of a step between them and the
 *   screen's entry stops here. The router's location stays the screen's: nothing loads or mounts again, and
 *   the dialogs it takes down on a change of location stay.
 * - When the router goes on from a sheet's entry (a link in the sheet, a redirect), that entry stays where
 *   it is, under the new one, and the sheet closes with its screen without stepping back (that would undo the
 *   navigation). A Back or Forward that lands on an entry no open sheet holds passes over it, the same way.
 *   That holds for a push only: a navigation that replaces the screen's entry first steps down to it with
 *   `toScreenEntry()`, or it would replace the sheet's entry and leave the screen's own beneath.
 */

/** The key of the sheet's id in its entry's `history.state`. */
const MARK = 'sheet'

interface Held {
  id: string
  /** Asks the sheet to close; false when it cannot. Null once it has closed. */
  close: (() => boolean) | null
}

/** A step through history that this module took: where it lands, and whether the router must not see it. */
interface Step {
  lands: (state: unknown) => boolean
  hidden: boolean
  /** Passing over entries no open sheet holds, that way (-1 back, 1 forward). */
  way?: -1 | 1
}

/** The open sheets' entries (and those of closed ones under an open one), bottom first; the browser is on the top one. */
let held: Held[] = []
/** The screen's entry, under `held`, as JSON. */
let screen = 'null'
/** Sheets opened while a step of this module's is under way: their entries follow once it has landed. */
const waiting: Held[] = []
/** Steps taken and not landed yet, oldest first. */
const steps: Step[] = []
/** Entries no open sheet holds: stepped back from (`popped`, ahead in history) or gone on from (`buried`). */
const gone = new Map<string, 'popped' | 'buried'>()
/** Called once no step of this module's is under way. */
const whenLanded: (() => void)[] = []
/** `history.state` as last seen here. */
let lastSeen: unknown = null
let listening = false
let count = 0

/**
 * Gives an open sheet its entry. `close` asks it to close and says whether it could. Returns the call to
 * make once it has closed, whichever way, or is unmounted.
 */
export function holdHistoryEntry(close: () => boolean): () => void {
  listen()
  const sheet: Held = { id: `${Date.now().toString(36)}.${(++count).toString(36)}`, close }
  if (steps.length) waiting.push(sheet)
  else enter(sheet)
  return () => leave(sheet)
}

function listen(): void {
  if (listening) return
  listening = true
  lastSeen = history.state
  // Capturing: at the window itself capture listeners run first, so this one runs before the router's.
  window.addEventListener('popstate', onPop, { capture: true })
}

const markOf = (state: unknown): string | null => {
  const mark = state !== null && typeof state === 'object' ? (state as Record<string, unknown>)[MARK] : undefined
  return typeof mark === 'string' ? mark : null
}

function unmarked(state: unknown): unknown {
  if (markOf(state) === null) return state
  const { [MARK]: _, ...rest } = state as Record<string, unknown>
  return rest
}

const json = (state: unknown): string => JSON.stringify(state ?? null)

/** Where `state`'s entry is: its index in `held`, -1 for the screen's own, null for any other. */
function placeOf(state: unknown): number | null {
  if (!held.length) return null
  const id = markOf(state)
  const at = id === null ? -1 : held.findIndex((h) => h.id === id)
  if (at >= 0) return at
  return json(state) === screen ? -1 : null
}

/** The browser's own pushState/replaceState, not the router's wrappers; the URL stays. */
function write(how: 'pushState' | 'replaceState', state: unknown): void {
  History.prototype[how].call(history, state, '')
  lastSeen = history.state
}

function step(delta: number, lands: Step['lands'], hidden: boolean, way?: Step['way']): void {
  steps.push({ lands, hidden, way })
  history.go(delta)
}

function forget(sheets: Held[], how: 'popped' | 'buried'): void {
  for (const { id } of sheets) gone.set(id, how)
  for (const id of gone.keys()) if (gone.size > 50) gone.delete(id)
}

function enter(sheet: Held): void {
  const state = history.state
  const at = placeOf(state)
  if (at === null) {
    // On an entry of no open sheet's: the stack starts on this screen (the router went on from any before).
    forget(held, 'buried')
    held = []
    screen = json(state)
  } else forget(held.splice(at + 1), 'popped')
  const entry = { ...(unmarked(state) as object | null), [MARK]: sheet.id }
  const top = held.at(-1)
  if (top && top.close === null) {
    // The entry of a sheet that has just closed is still the current one (a sheet closing as another opens,
    // an effect run twice): the opening sheet takes it over.
    held[held.length - 1] = sheet
    write('replaceState', entry)
  } else {
    held.push(sheet)
    write('pushState', entry)
  }
}

function leave(sheet: Held): void {
  sheet.close = null
  const at = waiting.indexOf(sheet)
  if (at >= 0) waiting.splice(at, 1)
  // Together with any other sheet closing at the same moment.
  else if (held.includes(sheet)) queueMicrotask(settle)
}

/** Steps back over the entries of closed sheets, down to the topmost open sheet's or the screen's. */
function settle(): void {
  if (steps.length || !held.length) return // (again once the step under way has landed)
  const at = placeOf(history.state)
  if (at === null) {
    // The router went on from a sheet's entry: stepping back would undo that navigation.
    forget(held, 'buried')
    held = []
    lastSeen = history.state
    return
  }
  const keep = held.findLastIndex((h) => h.close !== null)
  if (at <= keep) return
  const to = keep < 0 ? null : held[keep].id
  const below = screen
  forget(held.splice(keep + 1), 'popped')
  step(keep - at, (state) => (to === null ? json(state) === below : markOf(state) === to), true)
}

function onPop(event: PopStateEvent): void {
  const state = history.state
  const mine = steps.shift()
  if (mine?.way && markOf(state) !== null && placeOf(state) === null) passOver(event, state, mine.way)
  else if (mine?.lands(state)) {
    if (mine.hidden) event.stopImmediatePropagation()
  } else {
    // A step of the user's own (or one that overtook this module's).
    steps.length = 0
    traverse(event, state)
  }
  lastSeen = state
  if (steps.length) return
  for (const sheet of waiting.splice(0)) enter(sheet)
  settle()
  if (!steps.length) for (const done of whenLanded.splice(0)) done()
}

/**
 * Before the router replaces the screen's entry (a forced logout's redirect to /login): steps back, unseen
 * by the router, from the open sheets' entries down to the screen's own, so that the replace takes the
 * screen's entry and history holds exactly what it would without the sheets. The sheets are not asked to
 * close, not even one that cannot close now: they go with their screen. Resolves once the browser is on
 * the screen's entry (at once when no sheet holds an entry above it).
 */
export function toScreenEntry(): Promise<void> {
  return new Promise((resolve) => {
    const go = () => {
      if (steps.length) {
        whenLanded.push(go)
        return
      }
      const at = placeOf(history.state)
      if (at === null || at < 0) {
        resolve()
        return
      }
      const below = screen
      forget(held, 'popped')
      held = []
      waiting.length = 0
      whenLanded.push(resolve)
      step(-(at + 1), (state) => json(state) === below, true)
    }
    go()
  })
}

function traverse(event: PopStateEvent, state: unknown): void {
  const at = placeOf(state)
  // Onto the top sheet's own entry: back from where the router had gone on to from it, before that sheet
  // closed with its screen. The router's step.
  if (at !== null && at === held.length - 1) return
  if (at !== null) {
    // Back to the screen's entry or a lower sheet's: the sheets above close, topmost first.
    event.stopImmediatePropagation()
    closeDialogs()
    let stay = at
    for (let i = held.length - 1; i > at; i--) {
      const close = held[i].close
      if (close === null || close()) continue
      stay = i
      break
    }
    forget(held.splice(stay + 1), 'popped')
    if (stay > at) {
      const id = held[stay].id
      step(stay - at, (s) => markOf(s) === id, true)
    }
    return
  }
  if (markOf(state) === null) {
    // Another screen's entry (Back past this one): the router's. The sheets go with their screen.
    forget(held, 'popped')
    held = []
    return
  }
  passOver(event, state)
}

/**
 * Passes over an entry no open sheet holds, the way the user went: from above (Back) down to the screen's
 * entry, which the router then sees reached from where it is; from the entry under it (Forward) on to what
 * the router went to from it, or, when history ends there, back where the user was.
 */
function passOver(event: PopStateEvent, state: unknown, way?: Step['way']): void {
  event.stopImmediatePropagation()
  const below = json(unmarked(state))
  const forward = way === 1 || (way === undefined && json(lastSeen) === below)
  if (!forward) step(-1, () => true, false, -1)
  else if (way === 1 || gone.get(markOf(state)!) === 'buried') step(1, () => true, false, 1)
  else step(-1, (s) => json(s) === below, true)
}
