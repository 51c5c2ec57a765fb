import { useEffect, useRef, useState } from 'react'
import { useRefreshOnOnline } from './use-online'

/**
 * A module's code fetched once `wanted` (a pane opened, a sheet shown), for what only that part of a screen
 * needs. `failed` when it could not load (offline); `retry()` tries again, and so does the network coming back.
 */
export function useLazyModule<M>(importModule: () => Promise<M>, wanted = true): { module: M | null; failed: boolean; retry: () => void } {
  const [module, setModule] = useState<M | null>(null)
  const [failed, setFailed] = useState(false)
  const [attempt, setAttempt] = useState(0)
  const importRef = useRef(importModule)
  importRef.current = importModule
  useEffect(() => {
    if (!wanted || module) return
    let live = true
    setFailed(false)
    importRef.current().then(
      (m) => live && setModule(() => m),
      () => live && setFailed(true),
    )
    return () => {
      live = false
    }
  }, [wanted, module, attempt])
  const retry = () => setAttempt((n) => n + 1)
  useRefreshOnOnline(() => failed && retry())
  return { module, failed, retry }
}
