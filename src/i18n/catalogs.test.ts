// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { LOCALES } from './locales'
import { readPo } from '../../scripts/i18n/read-po'

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
