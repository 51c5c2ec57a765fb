import zhTW from 'antd-mobile/es/locales/zh-TW'

/**
 * The UI kit's zh-TW texts, with those its own locale leaves in English (its base locale's) filled in
 * for the kit components the app uses: an input's clear button, a search bar's and a selector's
 * accessible names. Loaded with the language, like the kit's other locales (src/i18n/ui-kit-locale.ts).
 */
const kit: typeof zhTW = {
  ...zhTW,
  Input: { ...zhTW.Input, clear: '清除' },
  SearchBar: { ...zhTW.SearchBar, name: '搜尋框' },
  Selector: { ...zhTW.Selector, name: '選擇組' },
}

export default kit
