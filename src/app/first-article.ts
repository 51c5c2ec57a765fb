/**
 * A first load of an article (`/help/26`, `/info/7`): as soon as the pre-entry script's read of it
 * arrives, the article goes into the loading canvas as the article screen shows it — its navigation
 * bar, title, date and body, the body sanitized by the screen's own function, in the screen's own
 * markup and classes once the route's stylesheets apply — so that a reader on a slow phone sees it
 * before the app's code has downloaded, run and rendered (~0.5 s sooner: docs/performance.md). The
 * screen's first render starts from the same answer (`takeFirstArticle`), so the canvas gives way to
 * the same article in the same place, with no loading state between.
 *
 * The pre-entry script loads this only on those routes, in a chunk of its own, beside the route's code
 * (whose sanitizer chunk it shares). It must import nothing that the app's entry holds: it would then
 * wait for the entry, which is what it paints before. `bundle.e2e.ts` checks its imports.
 */
import { sanitizeArticleHtml } from '../lib/sanitize-html'
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
  doc?: Document
}

/**
 * Paints the article into the loading canvas, unless the app has rendered (no canvas), the canvas
 * shows a first screen already, or the answer holds no article this can show as the screen would (no
 * title, or no content left after sanitizing: the screen then says so in the app's language). True
 * when painted; the answer is then handed to the screen.
 */
export async function paintFirstArticle({ article, styles, apiBase, doc = document }: FirstArticle): Promise<boolean> {
  const first = await article
  const html = first?.title ? sanitizeArticleHtml(first.content, apiBase) : ''
  if (!first || !html.trim() || !freeCanvas(doc) || !(await applyStyles(doc, styles))) return false
  const canvas = freeCanvas(doc)
  if (!canvas) return false
  canvas.appendChild(articleScreen(doc, first.title, html, first.time))
  handoff().article = { id: first.id, data: first.data }
  return true
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

/** The back arrow of the screen's navigation bar (src/ui/page.tsx). */
const BACK_ARROW =
  '<svg width="1em" height="1em" viewBox="0 0 48 48" aria-hidden="true" fill="currentColor"><path d="M31.7 6.3a1 1 0 0 1 0 1.4L15.4 24l16.3 16.3a1 1 0 0 1 0 1.4l-1.4 1.4a1 1 0 0 1-1.4 0L10.5 24.7a1 1 0 0 1 0-1.4L28.9 4.9a1 1 0 0 1 1.4 0z"/></svg>'

/**
 * The article screen's markup (src/ui/page.tsx around src/features/content/article-screen.tsx), in the
 * canvas's column: a picture of the screen, hidden from assistive technology and inert (the canvas is a
 * progress bar; the real screen, with a working back button, replaces it).
 */
function articleScreen(doc: Document, title: string, html: string, time: ArticlePaint['time']): HTMLElement {
  const screen = doc.createElement('div')
  screen.className = 'boot-screen'
  screen.setAttribute('aria-hidden', 'true')
  screen.inert = true
  screen.innerHTML =
    '<div class="page"><header class="adm-nav-bar page-nav"><div class="adm-nav-bar-left">' +
    `<button type="button" class="adm-nav-bar-back" tabindex="-1"><span class="adm-nav-bar-back-arrow">${BACK_ARROW}</span></button>` +
    '</div><div class="adm-nav-bar-title"><h1 class="page-title"></h1></div><div class="adm-nav-bar-right"></div></header>' +
    '<main class="page-body"><article><h2 class="article-title"></h2><div class="article-date muted"><time></time></div>' +
    '<div class="article-body"></div></article></main></div>'
  for (const heading of screen.querySelectorAll('h1, h2')) heading.textContent = title
  const date = screen.querySelector('.article-date')!
  if (time) {
    const el = date.querySelector('time')!
    el.textContent = time.text
    if (time.dateTime) el.dateTime = time.dateTime
  } else date.remove()
  // What the screen puts in the same place (dangerouslySetInnerHTML), from the same sanitizer.
  screen.querySelector('.article-body')!.innerHTML = html
  return screen
}
