/**
 * What an article's HTML may not keep, whichever sanitizer reads it (DOMPurify on the article screen,
 * src/lib/sanitize-html.ts; the browser's own in the first load's painter, src/app/first-article.ts):
 * frames, forms and their controls, styles, and elements that change the page's links or metadata;
 * and the attributes that carry styles, a frame's document or a form's address. Scripts, event
 * handlers and `javascript:` addresses both sanitizers remove by themselves.
 */
export const ARTICLE_FORBID_TAGS = [
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
export const ARTICLE_FORBID_ATTR = ['style', 'srcdoc', 'formaction', 'action']
