import { useState } from 'react'

/**
 * False until `open` first turns true, then true for good: something rendered only once first needed,
 * then kept in the page (closed, but still there to be found).
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open)
  if (open && !opened) setOpened(true)
  return opened || open
}
