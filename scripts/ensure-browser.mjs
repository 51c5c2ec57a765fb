#!/usr/bin/env node
// Makes sure the browser tests have what they need before `npm test` spends minutes on builds:
// Debian's chromium-headless-shell (browser downloads do not work here; tests/chromium.ts says why the
// shell and not the full browser, which the tests fall back to), CJK fonts (else Chinese
// renders as boxes in the translation screenshots) and nginx (tests/e2e/nginx.e2e.ts serves the build
// with the README's server config). As root on Debian it installs what is missing
// with apt-get, so a fresh machine needs no step before `npm test`; otherwise it says what to run.
// CHROMIUM_PATH names another Chromium binary (then no browser is installed). `npm run bench` uses the
// full `chromium` package instead (scripts/lighthouse.mjs), which this does not install.
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

/** tests/chromium.ts `HEADLESS_SHELL` (that file's `chromiumPath` falls back to the full browser). */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell'
const FULL = ['/usr/bin/chromium', '/usr/bin/chromium-browser']

const hasTestBrowser = () => existsSync(process.env.CHROMIUM_PATH || HEADLESS_SHELL)
const hasChromium = () => [process.env.CHROMIUM_PATH, HEADLESS_SHELL, ...FULL].filter(Boolean).some((p) => existsSync(p))

function hasCjkFonts() {
  try {
    return execFileSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' }).trim().length > 0
  } catch {
    return false // no fontconfig: no fonts either
  }
}

const hasNginx = () => ['/usr/sbin/nginx', '/usr/bin/nginx'].some((p) => existsSync(p))

const missing = []
if (!hasTestBrowser()) missing.push('chromium-headless-shell')
if (!hasCjkFonts()) missing.push('fonts-noto-cjk')
if (!hasNginx()) missing.push('nginx')
if (missing.length === 0) process.exit(0)

const isRoot = process.getuid?.() === 0
const hasApt = spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0
if (process.env.CHROMIUM_PATH && missing.includes('chromium-headless-shell')) {
  console.error(`ensure-browser: CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist`)
  process.exit(1)
}
if (!isRoot || !hasApt) {
  console.error(
    `ensure-browser: the browser tests need ${missing.join(' and ')}. Install with:\n  sudo apt-get install -y ${missing.join(' ')}`,
  )
  // A browser and nginx are required (the full chromium will do, only slower); the fonts only make CJK
  // screenshots readable.
  process.exit(!hasChromium() || missing.includes('nginx') ? 1 : 0)
}

console.log(`ensure-browser: installing ${missing.join(', ')} (apt-get)`)
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
const run = (args) => {
  const r = spawnSync('apt-get', args, { stdio: 'inherit', env })
  if (r.status !== 0) {
    console.error(`ensure-browser: apt-get ${args.join(' ')} failed (exit ${r.status})`)
    process.exit(1)
  }
}
// Another apt-get (a second `npm test` in another checkout, an unattended upgrade) may hold the
// package lock: wait for it rather than fail.
const lock = ['-o', 'DPkg::Lock::Timeout=300']
run([...lock, 'update', '-qq'])
run([...lock, 'install', '-y', '-qq', '--no-install-recommends', ...missing])
if (!hasTestBrowser()) {
  console.error('ensure-browser: chromium-headless-shell is still missing after the install')
  process.exit(1)
}
