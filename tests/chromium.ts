import { existsSync } from 'node:fs'

/** Flags that let Debian's Chromium run headless on a machine with a closed network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
]

/** Debian's chromium package; CHROMIUM_PATH overrides (browser downloads do not work here). */
export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean) as string[]
  const found = candidates.find((p) => existsSync(p))
  if (!found) throw new Error(`Chromium not found (tried ${candidates.join(', ')}); install Debian's chromium package`)
  return found
}
