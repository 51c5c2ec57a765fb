// The production build carries no demo backend; the demo build does (which proves the check can see it).
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, inject, test } from 'vitest'

/** Strings Mirage and pretender leave in any bundle that includes them, minified or not. */
const MIRAGE_MARKERS = [/pretender/i, /miragejs/i, /Mirage: /]

function filesOf(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile() && /\.(m?js|html|css|json)$/.test(d.name))
    .map((d) => join(d.parentPath, d.name))
}

function leaks(dir: string): string[] {
  return filesOf(dir).flatMap((file) => {
    const text = readFileSync(file, 'utf8')
    return MIRAGE_MARKERS.filter((re) => re.test(text)).map((re) => `${relative(dir, file)}: ${re}`)
  })
}

describe('bundles', () => {
  test('dist/ (production) contains no Mirage or pretender code', () => {
    expect(leaks(inject('distDir'))).toEqual([])
  })

  test('dist-demo/ does contain them, in a chunk the entry does not load statically', () => {
    const dir = inject('distDemoDir')
    const found = leaks(dir)
    expect(found.length, 'the markers find Mirage where it is').toBeGreaterThan(0)
    const html = readFileSync(join(dir, 'index.html'), 'utf8')
    const entry = /<script type="module"[^>]*src="[./]*([^"]+)"/.exec(html)?.[1]
    expect(entry).toBeTruthy()
    expect(found.filter((f) => f.startsWith(entry!)), 'Mirage in the entry chunk').toEqual([])
  })
})
