import type { Plugin } from 'vite'
import type { OutputAsset, OutputBundle } from 'rolldown'

/**
 * V8's file-wide compile hint (Chromium 136 and later; other engines read it as a comment). A script
 * whose first line it is gets every function compiled while the file downloads, on a background
 * thread. Without it V8 only pre-parses a function there and compiles it on the main thread at its
 * first call: on a first load that was most of the entry's evaluation, one long task after the
 * loading canvas's paint (docs/performance.md). V8 reads it only as the file's first line.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad'

/**
 * Puts the hint on the first line of each chunk. In `generateBundle`, after every other plugin's (the
 * bundler's preload helper prepends a line of its own there), so nothing comes before it. A chunk's
 * source map, when the build writes one, moves down by the same line.
 */
export function addCompileHints(bundle: OutputBundle): void {
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk' || chunk.code.startsWith(COMPILE_HINT)) continue
    chunk.code = `${COMPILE_HINT}\n${chunk.code}`
    const map = bundle[`${chunk.fileName}.map`] as OutputAsset | undefined
    if (map?.type === 'asset') {
      const json = JSON.parse(typeof map.source === 'string' ? map.source : new TextDecoder().decode(map.source)) as { mappings: string }
      json.mappings = `;${json.mappings}`
      map.source = JSON.stringify(json)
    }
  }
}

export function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    generateBundle: { order: 'post', handler: (_options, bundle) => addCompileHints(bundle) },
  }
}
