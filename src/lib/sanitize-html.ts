/**
 * Article HTML comes from the backend's editors: it is shown only after DOMPurify (a maintained
 * sanitizer) removed scripts, event handlers, javascript: and other unsafe URLs, frames, forms and
 * styles. A link to another site opens in a new tab, with rel="noopener noreferrer"; a link to one of
 * the app's pages or to a place in the article opens in place.
 */
import DOMPurify, { type DOMPurify as Purifier } from 'dompurify'

let purifier: Purifier | null = null

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

const FORBID_TAGS = [
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'link',
  'meta',
  'base',
]
const FORBID_ATTR = ['style', 'srcdoc', 'formaction', 'action']

export function sanitizeArticleHtml(html: string): string {
  return instance().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS,
    FORBID_ATTR,
    ADD_ATTR: ['target'],
  })
}
