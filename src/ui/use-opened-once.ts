import { useState } from 'react'

/**
 * False until `open` first turns true, then true for good: a sheet or popup is mounted when first
 * needed (its animation library does work on every render even while hidden) and then stays
 * mounted so it can animate closed.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open)
  if (open && !opened) setOpened(true)
  return opened || open
}
