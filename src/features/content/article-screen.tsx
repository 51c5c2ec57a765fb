import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useApp } from '../../app/app-context'
import { articleText, getArticledetail, readArticle } from '../../api/content'
import { takeFirstArticle } from '../../app/first-load'
import { isApiError } from '../../api/errors'
import { activeLocale } from '../../i18n/i18n'
import { EmptyState, LoadingState } from '../../ui/load-states'
import { LoadError } from '../../app/load-error'
import { Page } from '../../ui/page'
import { ServerTime } from '../../ui/server-time'
import { useLoad } from '../../ui/use-load'
import { sanitizeArticleHtml } from '../../lib/sanitize-html'
import { ArticleHtml } from '../../ui/article-html'
import './content.css'

/**
 * /help/{id} and /info/{id}: the localized title and HTML content of one article, by
 * language with the fallback (variant → English → plain), sanitized before display.
 */
export function ArticleScreen({ id, kind }: { id: string; kind: 'help' | 'info' }) {
  const { t, i18n } = useLingui()
  const { api } = useApp()
  const numericId = /^\d+$/.test(id) ? Number(id) : null
  const load = useLoad(
    () => (numericId === null ? Promise.reject(new Error('bad id')) : getArticledetail(api, { id: numericId })),
    id,
    undefined,
    // A first load's article, which the loading canvas shows already: the screen starts from it.
    { initial: () => (numericId === null ? undefined : readArticle(takeFirstArticle(numericId))) },
  )
  const fallbackTitle = kind === 'help' ? t`Article` : t`Information`
  const locale = activeLocale(i18n)
  const text = load.data ? articleText(load.data, locale) : null

  let body
  // No such id: not a number, or a success that carries no article.
  const missing = load.status !== 'error' && load.data === null
  // The server refused it with a reason of its own ("article 999 not found", "Maintenance"): its words, with a
  // retry and the way to the list; the app cannot tell a missing article from a passing refusal.
  const refused = load.status === 'error' && isApiError(load.error) && load.error.kind === 'info'
  if (refused) {
    body = (
      <>
        <LoadError error={load.error} onRetry={() => void load.reload()} />
        <p className="load-state-empty">
          <Link to="/help/list" className="link">
            <Trans>See all articles</Trans>
          </Link>
        </p>
      </>
    )
  } else if (numericId === null || missing) {
    body = (
      <EmptyState
        action={
          <Link to="/help/list" className="link">
            <Trans>See all articles</Trans>
          </Link>
        }
      >
        <Trans>This article does not exist or was removed.</Trans>
      </EmptyState>
    )
  } else if (load.status === 'error') {
    body = <LoadError error={load.error} onRetry={() => void load.reload()} />
  } else if (!text) {
    body = <LoadingState />
  } else {
    const html = sanitizeArticleHtml(text.content, api.baseUrl)
    body = (
      <article data-testid="article">
        <h2 className="article-title" data-testid="article-title">
          {text.title}
        </h2>
        {load.data?.createtime && (
          <div className="article-date muted">
            <ServerTime text={load.data.createtime} />
          </div>
        )}
        {html.trim() ? (
          <ArticleHtml html={html} testId="article-body" />
        ) : (
          <EmptyState>
            <Trans>This article has no content yet.</Trans>
          </EmptyState>
        )}
      </article>
    )
  }

  return <Page title={text?.title || fallbackTitle}>{body}</Page>
}
