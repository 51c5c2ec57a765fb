/**
 * Article HTML comes from the backend's editors: it is shown only after DOMPurify (a maintained
 * sanitizer) removed scripts, event handlers, javascript: and other unsafe URLs, frames, forms and
 * styles. Links that stay open in a new tab with rel="noopener noreferrer".
 */
import DOMPurify, { type DOMPurify as Purifier } from 'dompurify'

let purifier: Purifier | null = null

function instance(): Purifier {
  if (purifier) return purifier
  // A private instance, so the link hook below does not change DOMPurify for anyone else.
  const p = DOMPurify(window)
  p.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank')
      node.setAttribute('rel', 'noopener noreferrer')
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
