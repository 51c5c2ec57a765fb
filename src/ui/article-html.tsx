import { useRouter } from '@tanstack/react-router'
import type { MouseEvent } from 'react'
import { useApp } from '../app/app-context'
import { underApi } from '../api/wire'

/**
 * Server HTML (an article, a message) once sanitized (sanitizeArticleHtml), in a `.article-body`. A tap on a link to a place in
 * it scrolls there; on a link to one of the app's pages, the app opens that page (no reload); a link
 * to another site opens in a new tab (the sanitizer marks those). A link by a path that is none of the
 * app's pages (`/uploads/rules.pdf`) is the API server's, as a picture by a path is: it opens there, in a
 * new tab.
 */
export function ArticleHtml({ html, testId }: { html: string; testId?: string }) {
  const router = useRouter()
  const { api } = useApp()
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
    const [, params, page] = router.getMatchedRoutes(url.pathname)
    if (!page || (page.path !== '/' && params['**'] !== undefined)) {
      window.open(underApi(link.getAttribute('href') ?? '', api.baseUrl), '_blank', 'noopener,noreferrer')
      return
    }
    void router.navigate({ href: url.pathname + url.search + url.hash })
  }
  return (
    // The taps are the links' own (keyboard activation clicks them too): the div only routes them.
    <div className="article-body" data-testid={testId} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
  )
}
