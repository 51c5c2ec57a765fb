#!/usr/bin/env node
// `node scripts/pwa-icons.mjs`: draws the installed app's icons (flat colours: small PNGs, all precached) (public/icons/*.png) from the favicon's
// mark — the gold chart line on the app's dark background — with headless Chromium, so no image tool
// is needed. Run it again after changing the mark; the PNGs are committed.
import { writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, chromiumPath } from './lighthouse.mjs'

const OUT = resolve(import.meta.dirname, '../public/icons')
const BG = '#0b1220'
const GOLD = '#e8c66a'
const LINE = 'M7 22l6-7 5 4 7-9'

/**
 * `rounded`: the favicon's rounded square on a transparent ground (an icon shown as is).
 * Otherwise the ground fills the square (maskable icons and iOS, which cut their own shape) and the
 * mark is scaled by `scale` about the centre, inside the safe zone a mask keeps (a centred circle of
 * 80 % of the width).
 */
function svg({ rounded = false, scale = 1 }) {
  const ground = rounded ? `<rect width="32" height="32" rx="7" fill="${BG}"/>` : `<rect width="32" height="32" fill="${BG}"/>`
  const mark = `<path d="${LINE}" fill="none" stroke="${GOLD}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round" transform="translate(16 16) scale(${scale}) translate(-16 -16)"/>`
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${ground}${mark}</svg>`
}

const ICONS = [
  { file: 'icon-192.png', size: 192, svg: svg({ rounded: true }) },
  { file: 'icon-512.png', size: 512, svg: svg({ rounded: true }) },
  { file: 'icon-maskable-512.png', size: 512, svg: svg({ scale: 0.8 }) },
  { file: 'apple-touch-icon.png', size: 180, svg: svg({ scale: 0.9 }) },
]

const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 })
  for (const icon of ICONS) {
    await page.setViewportSize({ width: icon.size, height: icon.size })
    const body = `<style>html,body{margin:0;background:transparent}svg{display:block;width:${icon.size}px;height:${icon.size}px}</style>${icon.svg}`
    await page.setContent(body)
    const png = await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: icon.size, height: icon.size } })
    writeFileSync(join(OUT, icon.file), png)
    console.log(`public/icons/${icon.file}  ${icon.size}x${icon.size}  ${png.length} bytes`)
  }
} finally {
  await browser.close()
}
