// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { LOCALES } from '../locales'

const dir = fileURLToPath(new URL('../locales/', import.meta.url))

/** msgid → msgstr of one .po file, skipping the header and obsolete (#~) entries. */
function readPo(locale: string, catalog: string): Map<string, string> {
  const text = readFileSync(`${dir}${locale}/${catalog}.po`, 'utf8')
  const entries = new Map<string, string>()
  const unquote = (s: string) => JSON.parse(s) as string
  const re = /^msgid ("(?:[^"\\]|\\.)*")\n((?:"(?:[^"\\]|\\.)*"\n)*)msgstr ("(?:[^"\\]|\\.)*")\n((?:"(?:[^"\\]|\\.)*"\n)*)/gm
  for (const m of text.matchAll(re)) {
    const join = (first: string, rest: string) => unquote(first) + rest.split('\n').filter(Boolean).map(unquote).join('')
    const id = join(m[1], m[2])
    if (id) entries.set(id, join(m[3], m[4]))
  }
  return entries
}

const placeholders = (s: string) => [...s.matchAll(/\{[^}]+\}|<\/?\d+>/g)].map((m) => m[0].split(',')[0]).sort()

describe.each(['messages', 'errors'])('%s catalog', (catalog) => {
  const source = readPo('en-US', catalog)

  it('has messages', () => {
    expect(source.size).toBeGreaterThan(10)
  })

  it.each(LOCALES.filter((l) => l !== 'en-US'))('%s translates every message, keeping its placeholders', (locale) => {
    const target = readPo(locale, catalog)
    const missing = [...source.keys()].filter((id) => !target.get(id))
    expect(missing).toEqual([])
    for (const [id, str] of target) {
      if (!source.has(id)) continue
      expect(placeholders(str), `${locale}: ${id}`).toEqual(placeholders(id))
    }
  })
})
