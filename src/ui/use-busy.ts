import { useState } from 'react'

/** An action that is busy while its promise runs (a button shows that and takes no second press). */
export function useBusy(action: () => Promise<void>): [busy: boolean, run: () => Promise<void>] {
  const [busy, setBusy] = useState(false)
  const run = async () => {
    setBusy(true)
    try {
      await action()
    } finally {
      setBusy(false)
    }
  }
  return [busy, run]
}
