import { sanitizeArticleHtml } from '../lib/sanitize-html'

/**
 * The article screen's sanitizer (DOMPurify) for the first load's painter in a browser without a
 * sanitizer of its own (src/app/first-article.ts). A module of its own, so that the pre-entry script
 * imports it as a chunk of its own, loaded only then: importing src/lib/sanitize-html.ts itself, which
 * the article screen's chunk shares, made the bundler split its runtime helpers into a file that every
 * first load fetched.
 */
export const purify = (html: string, apiBase?: string): string => sanitizeArticleHtml(html, apiBase)
