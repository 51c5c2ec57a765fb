import { useRouter } from '@tanstack/react-router'
import type { MouseEvent } from 'react'

/**
 * Server HTML (an article, a message) once sanitized (sanitizeArticleHtml), in a `.article-body`. A tap on a link to a place in
 * it scrolls there; on a link to one of the app's pages, the app opens that page (no reload); a link
 * to another site opens in a new tab (the sanitizer marks those).
 */
export function ArticleHtml({ html, testId }: { html: string; testId?: string }) {
  const router = useRouter()
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    const link = (event.target as Element).closest('a[href]')
    if (!(link instanceof HTMLAnchorElement) || link.target || !event.currentTarget.contains(link)) return
    const url = new URL(link.href)
    if (url.origin !== location.origin) return
    event.preventDefault()
    const here = url.pathname === location.pathname && url.search === location.search
    if (here && url.hash) {
      const name = decodeURIComponent(url.hash.slice(1))
      const target = document.getElementById(name) ?? document.getElementsByName(name)[0]
      target?.scrollIntoView({ block: 'start' })
      return
    }
    void router.navigate({ href: url.pathname + url.search + url.hash })
  }
  return (
    // The taps are the links' own (keyboard activation clicks them too): the div only routes them.
    <div className="article-body" data-testid={testId} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
  )
}
