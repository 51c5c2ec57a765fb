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

/**
 * Debian's chromium-headless-shell: the same Chromium build as the `chromium` package, without the
 * browser's own UI (Playwright's default for headless runs). Headless, the full browser still runs
 * its UI's WebUI renderers (the omnibox popup) beside every page: on the 2-core dev machine four e2e
 * files took 132 s under it and 82 s under the shell, which used 79 s of CPU instead of 176 s.
 * (`/usr/bin/chromium-headless-shell` is a wrapper script that does not exec it: a browser killed
 * through it would leave the shell running.)
 */
export const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell'

/**
 * The tests' browser: CHROMIUM_PATH if set, else Debian's headless shell, else its full chromium
 * (browser downloads do not work here). scripts/ensure-browser.mjs installs the shell.
 */
export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, HEADLESS_SHELL, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    Boolean,
  ) as string[]
  const found = candidates.find((p) => existsSync(p))
  if (!found) throw new Error(`Chromium not found (tried ${candidates.join(', ')}); install Debian's chromium-headless-shell package`)
  return found
}
