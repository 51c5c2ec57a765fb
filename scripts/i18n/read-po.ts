import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/** The app's catalogs (lingui.config.ts). */
const dir = fileURLToPath(new URL('../../src/i18n/locales/', import.meta.url))

/** msgid → msgstr of one .po file, skipping the header and obsolete (#~) entries. */
export function readPo(locale: string, catalog: string): Map<string, string> {
  const text = readFileSync(`${dir}${locale}/${catalog}.po`, 'utf8')
  const entries = new Map<string, string>()
  const unquote = (s: string) => JSON.parse(s) as string
  const re = /^msgid ("(?:[^"\\]|\\.)*")\n((?:"(?:[^"\\]|\\.)*"\n)*)msgstr ("(?:[^"\\]|\\.)*")\n((?:"(?:[^"\\]|\\.)*"\n)*)/gm
  for (const m of text.matchAll(re)) {
    const join = (first: string, rest: string) => unquote(first) + rest.split('\n').filter(Boolean).map(unquote).join('')
    const id = join(m[1]!, m[2]!)
    if (id) entries.set(id, join(m[3]!, m[4]!))
  }
  return entries
}
