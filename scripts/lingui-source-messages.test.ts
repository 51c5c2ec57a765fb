// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { transformSync } from '@babel/core'
import { setupI18n } from '@lingui/core'
import linguiSourceMessages from './lingui-source-messages'
import { readPo } from './i18n/read-po'

/** What vite.config.ts runs on a file that uses Lingui's macros, in a production build. */
function compile(code: string): string {
  const previous = process.env.NODE_ENV
  process.env.NODE_ENV = 'production' // the macro strips messages in production unless told not to
  try {
    return transformSync(code, {
      filename: 'screen.tsx',
      babelrc: false,
      configFile: false,
      parserOpts: { plugins: ['jsx', 'typescript'] },
      plugins: [['@lingui/babel-plugin-lingui-macro', { stripMessageField: false }], linguiSourceMessages],
    })!.code!
  } finally {
    process.env.NODE_ENV = previous
  }
}

describe('source-locale messages compiled into the code (scripts/lingui-source-messages.ts)', () => {
  it('t``, msg`` and <Trans> carry their English as a compiled message next to the id', () => {
    const out = compile(`
      import { msg } from '@lingui/core/macro'
      import { Trans, useLingui } from '@lingui/react/macro'
      const tile = msg\`Lucky Time\`
      export function Hello({ name }) {
        const { t } = useLingui()
        return <p title={t\`Hi \${name}\`}><Trans>Welcome, {name}! <a href="/login">Log in</a></Trans></p>
      }
    `)
    expect(out).toMatch(/id: "\S+",\s*message: \["Lucky Time"\]/)
    expect(out).toMatch(/message: \["Hi ", \["name"\]\]/)
    expect(out).toMatch(/<_Trans \{\.\.\.\s*\/\*i18n\*\/\s*\{\s*id: "\S+",\s*message: \["Welcome, ", \["name"\], "! <0>Log in<\/0>"\]/)
    expect(out).not.toMatch(/message: "|message="/)
  })

  it('leaves app objects that merely have id and message alone', () => {
    const out = compile(`
      import { msg } from '@lingui/core/macro'
      export const a = msg\`x\`
      export const notice = { id: 'abc123', message: 'Server says hi' }
    `)
    expect(out).toContain(`message: 'Server says hi'`)
  })

  it('Lingui shows the compiled English when the active locale has no catalog (en-US loads none)', () => {
    const i18n = setupI18n({ locale: 'en-US', messages: { 'en-US': {} } })
    expect(i18n._({ id: 'x1', message: ['Welcome, ', ['name']] } as never, { name: 'Ann' })).toBe('Welcome, Ann')
    i18n.load('vi', { x1: ['Chào ', ['name']] })
    i18n.activate('vi')
    expect(i18n._({ id: 'x1', message: ['Welcome, ', ['name']] } as never, { name: 'Ann' })).toBe('Chào Ann')
  })

  it.each(['messages', 'errors'])('the en-US %s catalog is the source text (what the code now carries)', (catalog) => {
    const entries = [...readPo('en-US', catalog)]
    expect(entries.length).toBeGreaterThan(10)
    expect(entries.filter(([id, str]) => id !== str)).toEqual([])
  })
})
