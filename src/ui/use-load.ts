import { useCallback, useEffect, useRef, useState } from 'react'
import { useRefreshOnOnline } from './use-online'

export type LoadState<T> =
  | { status: 'loading'; data: T | undefined; error: null }
  | { status: 'ready'; data: T; error: null }
  | { status: 'error'; data: T | undefined; error: unknown }

/**
 * Runs `fetch` on mount, whenever `key` changes, on `reload()` and when the network comes back (what is
 * shown stays until the fresh answer); an answer that arrives after a newer request started (or after
 * unmount) is dropped.
 */
export function useLoad<T>(fetch: () => Promise<T>, key: unknown = null): LoadState<T> & { reload: () => Promise<void> } {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading', data: undefined, error: null })
  const latest = useRef(0)
  const fetchRef = useRef(fetch)
  fetchRef.current = fetch
  const reload = useCallback(async () => {
    const id = ++latest.current
    setState((s) => ({ status: 'loading', data: s.data, error: null }))
    try {
      const data = await fetchRef.current()
      if (id === latest.current) setState({ status: 'ready', data, error: null })
    } catch (error) {
      if (id === latest.current) setState((s) => ({ status: 'error', data: s.data, error }))
    }
  }, [])
  useEffect(() => {
    // Another key is another resource: its screen must not show the previous one's data meanwhile.
    setState((s) => (s.status === 'loading' && s.data === undefined ? s : { status: 'loading', data: undefined, error: null }))
    void reload()
    return () => {
      // a counter, not an element: bumping it makes answers of the previous key stale
      // eslint-disable-next-line react-hooks/exhaustive-deps
      latest.current++
    }
  }, [reload, key])
  useRefreshOnOnline(reload)
  return { ...state, reload }
}
