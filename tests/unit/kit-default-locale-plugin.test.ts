// @vitest-environment node
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { KIT_DEFAULT_LOCALE, kitDefaultLocale } from '../../scripts/vite/kit-default-locale-plugin'

const require = createRequire(import.meta.url)
const file = require.resolve('antd-mobile/es/components/config-provider/config-provider.js')

describe('the UI kit’s default locale (scripts/vite/kit-default-locale-plugin.ts)', () => {
  it('the installed kit’s ConfigProvider is the file the plugin matches, and it imports zh-CN as its default', () => {
    expect(KIT_DEFAULT_LOCALE.file.test(file)).toBe(true)
    expect(readFileSync(file, 'utf8')).toContain(KIT_DEFAULT_LOCALE.from)
  })

  it('becomes en-US: the zh-CN import is gone, the rest of the file unchanged', () => {
    const source = readFileSync(file, 'utf8')
    const out = kitDefaultLocale(source, file)
    expect(out).not.toContain('locales/zh-CN')
    expect(out).toContain("import zhCN from '../../locales/en-US';")
    expect(out.replace(KIT_DEFAULT_LOCALE.to, KIT_DEFAULT_LOCALE.from)).toBe(source)
  })

  it('a kit whose line changed fails the build instead of shipping zh-CN silently', () => {
    expect(() => kitDefaultLocale("import zhCN from '../../locales/zh-CN/index';", file)).toThrow(/no longer has/)
  })
})
