import type { Plugin } from 'vite'
import { DEFAULT_LOCALE, LOCALES } from '../../src/i18n/locales.ts'
import { readPo } from '../i18n/read-po.ts'

/**
 * A guest's first screen that needs no data, painted from index.html before any of the app's code has
 * run. `index.html` holds its markup in a `<template data-first-screen="ROUTE">` (the route's pattern as
 * the router spells it), in English, each text an element marked `data-i18n` whose text is one message
 * of the app's catalog, exactly as the screen's own `<Trans>` or `t` writes it. The build writes one
 * copy per language (its `lang` set), translated from the catalogs as Lingui shows them (a message
 * without a translation shows its English), and fails on a text that no catalog has: the screen's
 * text changed, and the template must follow. The pre-entry script shows the copy of the stored language
 * in the loading canvas (`paintFirstScreen`, src/app/first-load.ts) until the app's first render
 * replaces it; `tests/e2e/first-screen.e2e.ts` holds each copy to the screen's own texts and boxes.
 */
export function firstScreensPlugin(): Plugin {
  return {
    name: 'first-screens',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => translateFirstScreens(html, catalogTranslator()),
    },
  }
}

/** A message's text in a locale as the app shows it, or undefined when the catalogs lack the message. */
export type Translate = (locale: string, message: string) => string | undefined

/** The app's UI catalogs (src/i18n/locales/LOCALE/messages.po). */
export function catalogTranslator(): Translate {
  const catalogs = new Map(LOCALES.map((locale) => [locale as string, readPo(locale, 'messages')]))
  const source = catalogs.get(DEFAULT_LOCALE)!
  return (locale, message) => (source.has(message) ? catalogs.get(locale)?.get(message) || message : undefined)
}

const TEMPLATE = /<template data-first-screen="([^"]+)">([\s\S]*?)<\/template>/g
/** An element marked data-i18n whose content is text only. */
const TEXT = /(<([a-z][a-z0-9]*)\b[^>]*?)\sdata-i18n\b([^>]*>)([^<]*)(<\/\2>)/g

export function translateFirstScreens(html: string, translate: Translate): string {
  return html.replace(TEMPLATE, (_all, route: string, body: string) =>
    LOCALES.map((locale) => {
      const translated = body.replace(TEXT, (_el, open: string, _tag: string, rest: string, text: string, close: string) => {
        const message = unescapeHtml(text.trim())
        const shown = translate(locale, message)
        if (shown === undefined) throw new Error(`first-screens: "${message}" (${route} in index.html) is in no catalog`)
        return `${open}${rest}${escapeHtml(shown)}${close}`
      })
      if (/\sdata-i18n\b/.test(translated)) throw new Error(`first-screens: a data-i18n element of ${route} holds markup, not text only`)
      return `<template data-first-screen="${route}" lang="${locale}">${translated}</template>`
    }).join('\n    '),
  )
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" }
const unescapeHtml = (s: string) => s.replace(/&(amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e]!)
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
