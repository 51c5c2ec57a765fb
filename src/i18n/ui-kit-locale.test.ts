import { describe, expect, it } from 'vitest'
import { LOCALES } from './locales'
import { kitTexts } from './ui-kit-locale'

type Texts = Record<string, Record<string, string>>

// Every text the kit components the app uses read from the locale (input, search bar, selector; the
// app's buttons, lists and loading dots read none): what a user sees or a screen reader reads.
const USED = [
  ['Input', 'clear'],
  ['SearchBar', 'name'],
  ['Selector', 'name'],
  ['common', 'cancel'],
] as const

describe('the UI kit’s texts per language', () => {
  it('no language but English shows or reads the kit’s English for a component the app uses', async () => {
    const english = (await kitTexts['en-US']()).default as Texts
    for (const locale of LOCALES.filter((l) => l !== 'en-US')) {
      const texts = (await kitTexts[locale]()).default as Texts
      for (const [component, key] of USED) {
        const text = texts[component]?.[key]
        expect(text, `${locale} ${component}.${key}`).toBeTruthy()
        expect(text, `${locale} ${component}.${key}`).not.toBe(english[component]![key])
      }
    }
  })

  it('zh-TW keeps the kit’s own texts beside the filled gaps', async () => {
    const texts = (await kitTexts['zh-TW']()).default as Texts
    expect(texts.Selector!.name).toBe('選擇組')
    expect(texts.Input!.clear).toBe('清除')
    expect(texts.SearchBar!.name).toBe('搜尋框')
    expect(texts.common!.cancel).toBe('取消')
    expect(texts.Dialog!.ok).toBe('我知道了')
  })
})
