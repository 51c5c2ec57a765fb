import { startTransition, useCallback, useEffect, useRef, useState } from 'react'
import { keep, recall, type LastKnown } from '../lib/last-known'
import { useRefreshOnOnline } from './use-online'

export type LoadState<T> =
  | { status: 'loading'; data: T | undefined; error: null }
  | { status: 'ready'; data: T; error: null }
  | { status: 'error'; data: T | undefined; error: unknown }

/** Public data to keep between visits (src/lib/last-known.ts): its storage key and the guard of its shape. */
export interface KeepAs<T> {
  name: string
  guard: (x: unknown) => x is T
  /** A copy in hand before the kept one (a first load's early answer), shown the same way; read once, on mount. */
  initial?: () => LastKnown<T> | null
}

export interface LoadOptions<T = never> {
  /**
   * Render the answer as a React transition: in slices of a few ms, yielding to the browser between
   * them, instead of one long task; the screen shows its previous state until then (an error still
   * shows at once). For a first screen whose answers bring much to render (home: banners, games,
   * winners) and that has no frequent urgent updates: React restarts a transition's render after each
   * urgent one, so beside a ticking countdown or a live feed an answer could wait on a slow phone until
   * React gives up slicing it (5 s). Default: an ordinary update.
   */
  transition?: boolean
  /**
   * This visit's answer in hand before the fetch settles (a first load's early answer, already painted
   * by the loading canvas), shown from the first render; read once, on mount. Not last-known data: the
   * fetch that follows adopts the same answer.
   */
  initial?: () => T | undefined
}

export type Loaded<T> = LoadState<T> & {
  reload: () => Promise<void>
  /** Set while `data` is the last-known copy or `keepAs.initial`'s (when it was kept or came), until a fresh answer replaces it. */
  lastKnownAt?: number
}

/**
 * Runs `fetch` on mount, whenever `key` changes, on `reload()` and when the network comes back (what is
 * shown stays until the fresh answer); an answer that arrives after a newer request started (or after
 * unmount) is dropped. With `keepAs`, the last answer is kept and shown at once on the next mount (also
 * a later visit), marked by `lastKnownAt`, until a fresh one replaces it; a failed fetch leaves it
 * shown, with the error.
 */
export function useLoad<T>(fetch: () => Promise<T>, key: unknown = null, keepAs?: KeepAs<T>, options: LoadOptions<T> = {}): Loaded<T> {
  const [lastKnown] = useState(() => (keepAs ? (keepAs.initial?.() ?? recall(keepAs.name, keepAs.guard)) : null))
  const [lastKnownAt, setLastKnownAt] = useState(lastKnown?.at)
  const [first] = useState(() => lastKnown?.data ?? options.initial?.())
  // `first` belongs to the key of the first render: another key starts with nothing.
  const [firstKey] = useState(key)
  const [state, setState] = useState<LoadState<T>>({ status: 'loading', data: first, error: null })
  const keepRef = useRef(keepAs)
  keepRef.current = keepAs
  const latest = useRef(0)
  const fetchRef = useRef(fetch)
  fetchRef.current = fetch
  const optionsRef = useRef(options)
  optionsRef.current = options
  const reload = useCallback(async () => {
    const id = ++latest.current
    setState((s) => ({ status: 'loading', data: s.data, error: null }))
    try {
      const data = await fetchRef.current()
      if (id !== latest.current) return
      const show = () => {
        setState({ status: 'ready', data, error: null })
        setLastKnownAt(undefined)
      }
      if (optionsRef.current.transition) startTransition(show)
      else show()
      if (keepRef.current) keep(keepRef.current.name, data)
    } catch (error) {
      if (id === latest.current) setState((s) => ({ status: 'error', data: s.data, error }))
    }
  }, [])
  useEffect(() => {
    // Another key is another resource: its screen must not show the previous one's data meanwhile.
    setState((s) =>
      s.status === 'loading' && (s.data === undefined || (s.data === first && Object.is(key, firstKey)))
        ? s
        : { status: 'loading', data: undefined, error: null },
    )
    void reload()
    return () => {
      // a counter, not an element: bumping it makes answers of the previous key stale
      // eslint-disable-next-line react-hooks/exhaustive-deps
      latest.current++
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `first` is read once, on the first render, and never changes
  }, [reload, key])
  useRefreshOnOnline(reload)
  return { ...state, reload, lastKnownAt }
}
