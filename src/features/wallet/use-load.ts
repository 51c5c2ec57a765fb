import { useCallback, useEffect, useRef, useState } from 'react'

export type Load<T> =
  | { status: 'loading'; data: T | undefined; error: null }
  | { status: 'ready'; data: T; error: null }
  | { status: 'error'; data: T | undefined; error: unknown }

/** Runs `fetch` on mount and on `reload()`; an answer that arrives after a newer request started is dropped. */
export function useLoad<T>(fetch: () => Promise<T>): Load<T> & { reload: () => Promise<void> } {
  const [state, setState] = useState<Load<T>>({ status: 'loading', data: undefined, error: null })
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
    void reload()
    return () => {
      latest.current++
    }
  }, [reload])
  return { ...state, reload }
}
