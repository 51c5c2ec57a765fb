/**
 * A first load of an article (`/help/26`, `/info/7`): as soon as the pre-entry script's read of it
 * arrives, the article goes into the loading canvas as the article screen shows it — its navigation
 * bar, title, date and body, the body sanitized, in the screen's own markup (index.html's
 * `template#article-frame`) and classes once the route's stylesheets apply — so that a reader on a slow
 * phone sees it before the app's code has downloaded, run and rendered (docs/performance.md). The
 * screen's first render starts from the same answer (`takeFirstArticle`), so the canvas gives way to
 * the same article in the same place, with no loading state between.
 *
 * This is part of the pre-entry script (in a production build), so that nothing is asked for between
 * the article's answer and its paint: a file asked for then would arrive behind the app's entry. It
 * sanitizes with the browser's own sanitizer (`Element.setHTML`), and only without one with the
 * screen's DOMPurify, loaded then. It must import nothing that the app's entry holds; the build fails
 * if the pre-entry script imports another chunk.
 */
import { underApi } from '../api/wire'
import { ARTICLE_FORBID_ATTR, ARTICLE_FORBID_TAGS } from '../lib/article-rules'
import { handoff } from './first-load'

/** An article as the pre-entry script read it from its answer (src/app/first-load.ts). */
export interface ArticlePaint {
  /** The article's id as the route names it (the screen takes the answer for this id only). */
  id: number
  /** The answer's data, for the screen's first render. */
  data: unknown
  /** In the locale, as the screen picks them. */
  title: string
  content: string
  /** The date as the screen shows it, if the article has one. */
  time: { text: string; dateTime?: string } | null
}

export interface FirstArticle {
  /** The article, or null when the answer is no success or holds no article. */
  article: Promise<ArticlePaint | null>
  /** The route's stylesheets (the screen's classes), applied before the article shows. */
  styles: readonly string[]
  /** The API's base URL, against which the article's pictures by path load, as on the screen. */
  apiBase?: string
  /** The screen's sanitizer, for a browser without its own (default: DOMPurify, loaded then). */
  purify?: (html: string, apiBase?: string) => Promise<string>
  doc?: Document
}

/** `Element.setHTML`: the browser's own sanitizer (Chromium has it), which keeps no script whatever it is told. */
type Sanitizing = Element & { setHTML(html: string, options: { sanitizer: object }): void }

const purifyLater = (html: string, apiBase?: string) => import('./article-purify').then(({ purify }) => purify(html, apiBase))

/**
 * Paints the article into the loading canvas, unless the app has rendered (no canvas), the canvas
 * shows a first screen already, or the answer holds no article this can show as the screen would (no
 * title, or no content left after sanitizing: the screen then says so in the app's language). The
 * painted screen, whose answer is then handed to the screen; else null.
 */
export async function paintFirstArticle({
  article,
  styles,
  apiBase,
  purify = purifyLater,
  doc = document,
}: FirstArticle): Promise<Element | null> {
  const first = await article
  const screen = first?.title ? articleScreen(doc, first.title, first.time) : null
  const body = screen?.querySelector('.article-body')
  if (!first || !screen || !body) return null
  try {
    ;(body as Sanitizing).setHTML(first.content, {
      sanitizer: { removeElements: ARTICLE_FORBID_TAGS, removeAttributes: ARTICLE_FORBID_ATTR },
    })
    // A picture by path loads from the API's server, as on the screen; its other sizes and a video's
    // poster come with the screen's render. Links need nothing: the painted screen is inert.
    for (const el of body.querySelectorAll('[srcset], [poster]')) {
      el.removeAttribute('srcset')
      el.removeAttribute('poster')
    }
    if (apiBase) for (const img of body.querySelectorAll('img[src]')) img.setAttribute('src', underApi(img.getAttribute('src')!, apiBase))
  } catch {
    body.innerHTML = await purify(first.content, apiBase)
  }
  const canvas = body.innerHTML.trim() && (await applyStyles(doc, styles)) && freeCanvas(doc)
  if (!canvas) return null
  canvas.appendChild(screen)
  handoff().article = { id: first.id, data: first.data }
  return screen
}

/** The loading canvas, if it is still up and shows no first screen yet. */
function freeCanvas(doc: Document): HTMLElement | null {
  const canvas = doc.getElementById('boot-canvas')
  return canvas && !canvas.querySelector('.boot-screen') ? canvas : null
}

/**
 * Applies each stylesheet (the pre-entry script preloaded them with the route's code) and resolves once
 * all have loaded: false if one fails. The app's own loader finds them applied and adds none.
 */
function applyStyles(doc: Document, hrefs: readonly string[]): Promise<boolean> {
  const loads = hrefs.map((href) => {
    const present = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].find((l) => l.getAttribute('href') === href)
    if (present?.sheet) return Promise.resolve(true)
    const link = present ?? doc.createElement('link')
    const loaded = new Promise<boolean>((resolve) => {
      link.addEventListener('load', () => resolve(true), { once: true })
      link.addEventListener('error', () => resolve(false), { once: true })
    })
    if (!present) {
      link.rel = 'stylesheet'
      // As the preload asked for it (and as the app's loader will), so that the preloaded copy is used.
      link.crossOrigin = ''
      link.href = href
      doc.head.appendChild(link)
    }
    return loaded
  })
  return Promise.all(loads).then((all) => all.every(Boolean))
}

/** The article screen's markup (index.html's frame) with the article's title and date; null without the frame. */
function articleScreen(doc: Document, title: string, time: ArticlePaint['time']): Element | null {
  const screen = doc.querySelector<HTMLTemplateElement>('template#article-frame')?.content.firstElementChild?.cloneNode(true) as
    Element | undefined
  if (!screen) return null
  for (const heading of screen.querySelectorAll('h1, h2')) heading.textContent = title
  const date = screen.querySelector('.article-date')!
  if (time) {
    const el = date.querySelector('time')!
    el.textContent = time.text
    if (time.dateTime) el.dateTime = time.dateTime
  } else date.remove()
  return screen
}
