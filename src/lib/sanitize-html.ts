/**
 * Article HTML comes from the backend's editors: it is shown only after DOMPurify (a maintained
 * sanitizer) removed scripts, event handlers, javascript: and other unsafe URLs, frames, forms and
 * styles. A link to another site opens in a new tab, with rel="noopener noreferrer"; a link to one of
 * the app's pages or to a place in the article opens in place. A picture the article loads by a path
 * is the API server's (the backend serves its own uploads): given the API's base URL, the
 * path resolves against it, not against the app's page.
 */
import DOMPurify, { type DOMPurify as Purifier } from 'dompurify'
import { underApi } from '../api/wire'
import { ARTICLE_FORBID_ATTR, ARTICLE_FORBID_TAGS } from './article-rules'

let purifier: Purifier | null = null
/** The API's base URL for the sanitizing under way (the hook runs inside one synchronous call). */
let pictureBase: string | undefined

/**
 * The attributes by which an element loads a picture: an image's address and candidates, a picture's
 * candidates (`<source srcset>`), a video's poster. Links are not loads (they stay the app's pages), and a
 * video's or audio's own media stay as written: the deployment allows pictures from the API's origin, not media.
 */
const PICTURE_ATTRS: Record<string, readonly string[]> = {
  IMG: ['src', 'srcset'],
  SOURCE: ['srcset'],
  VIDEO: ['poster'],
}

/**
 * A `srcset` with each candidate's address resolved by `resolve` and its descriptor kept. Candidates are
 * split as browsers split them: an address runs to the next space (a comma inside it, as in a data:
 * address, is its own), trailing commas end a candidate, and a descriptor runs to the next comma.
 */
export function mapSrcset(srcset: string, resolve: (url: string) => string): string {
  const out: string[] = []
  let i = 0
  while (i < srcset.length) {
    while (i < srcset.length && /[\s,]/.test(srcset[i]!)) i++
    if (i >= srcset.length) break
    let end = i
    while (end < srcset.length && !/\s/.test(srcset[end]!)) end++
    let url = srcset.slice(i, end)
    i = end
    let descriptor = ''
    if (url.endsWith(',')) url = url.replace(/,+$/, '')
    else {
      let depth = 0
      while (end < srcset.length && (srcset[end] !== ',' || depth > 0)) {
        if (srcset[end] === '(') depth++
        else if (srcset[end] === ')') depth = Math.max(0, depth - 1)
        end++
      }
      descriptor = srcset.slice(i, end).trim()
      i = end + 1
    }
    const resolved = resolve(url)
    out.push(descriptor ? `${resolved} ${descriptor}` : resolved)
  }
  return out.join(', ')
}

/** An http(s) address of another origin than the app's. */
export function isExternalLink(href: string | null): boolean {
  if (href === null) return false
  try {
    const url = new URL(href, location.href)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== location.origin
  } catch {
    return false
  }
}

function instance(): Purifier {
  if (purifier) return purifier
  // A private instance, so the link hook below does not change DOMPurify for anyone else.
  const p = DOMPurify(window)
  p.addHook('afterSanitizeAttributes', (node) => {
    const pictures = PICTURE_ATTRS[node.nodeName]
    if (pictures && pictureBase !== undefined) {
      const base = pictureBase
      for (const name of pictures) {
        const value = node.getAttribute(name)
        if (value === null) continue
        // What the sanitizer refused is gone already; what it kept with a scheme stays as it is.
        const resolve = (url: string) => underApi(url, base)
        node.setAttribute(name, name === 'srcset' ? mapSrcset(value, resolve) : resolve(value))
      }
    }
    if (node.nodeName !== 'A') return
    if (isExternalLink(node.getAttribute('href'))) {
      node.setAttribute('target', '_blank')
      node.setAttribute('rel', 'noopener noreferrer')
    } else {
      // The app's own pages and in-page anchors open where the reader is (ArticleHtml handles their taps).
      node.removeAttribute('target')
    }
  })
  purifier = p
  return p
}

/**
 * The article's HTML, safe to show. With `apiBase` (the API's base URL), a picture loaded by a path (`/uploads/a.png`, `uploads/a.png`) loads from the API server, as `safeImageUrl` resolves an
 * image of the API's answers; without it, paths stay as they are.
 */
export function sanitizeArticleHtml(html: string, apiBase?: string): string {
  pictureBase = apiBase || undefined
  try {
    return instance().sanitize(html, {
      USE_PROFILES: { html: true },
      FORBID_TAGS: ARTICLE_FORBID_TAGS,
      FORBID_ATTR: ARTICLE_FORBID_ATTR,
      ADD_ATTR: ['target'],
    })
  } finally {
    pictureBase = undefined
  }
}
