// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { OutputBundle } from 'rolldown'
import { COMPILE_HINT, addCompileHints } from '../../scripts/vite/compile-hints-plugin'

const bundleOf = (...items: object[]) =>
  Object.fromEntries(items.map((i) => [(i as { fileName: string }).fileName, i])) as unknown as OutputBundle

describe('the compile hint on each chunk (scripts/vite/compile-hints-plugin.ts)', () => {
  it('goes on the first line of every chunk, before the preload helper’s line', () => {
    const bundle = bundleOf(
      { type: 'chunk', fileName: 'assets/index.js', code: 'const __vite__mapDeps=(i)=>i;\nexport{a};' },
      { type: 'chunk', fileName: 'assets/route.js', code: 'import{a}from"./index.js";' },
      { type: 'asset', fileName: 'assets/index.css', source: 'body{}' },
    )
    addCompileHints(bundle)
    const code = (f: string) => (bundle[f] as { code: string }).code
    expect(code('assets/index.js')).toBe(`${COMPILE_HINT}\nconst __vite__mapDeps=(i)=>i;\nexport{a};`)
    expect(code('assets/route.js').split('\n')).toEqual([COMPILE_HINT, 'import{a}from"./index.js";'])
    expect((bundle['assets/index.css'] as { source: string }).source).toBe('body{}')
  })

  it('moves a chunk’s source map down by that line, and is not added twice', () => {
    const map = { version: 3, sources: ['src/a.ts'], names: [], mappings: 'AAAA;AACA' }
    const bundle = bundleOf(
      { type: 'chunk', fileName: 'assets/a.js', code: 'a();\nb();' },
      { type: 'asset', fileName: 'assets/a.js.map', source: JSON.stringify(map) },
    )
    addCompileHints(bundle)
    addCompileHints(bundle)
    expect((bundle['assets/a.js'] as { code: string }).code).toBe(`${COMPILE_HINT}\na();\nb();`)
    expect(JSON.parse((bundle['assets/a.js.map'] as { source: string }).source)).toEqual({ ...map, mappings: ';AAAA;AACA' })
  })
})
