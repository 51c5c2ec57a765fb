import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useApp } from '../../app/app-context'
import { ARTICLE_CATEGORY, articleTitle, getArticlelist } from '../../api/content'
import { safeImageUrl } from '../../api/banner-image'
import { activeLocale } from '../../i18n/i18n'
import { EmptyState, LoadingState } from '../../ui/load-states'
import { LoadError } from '../../app/load-error'
import { Page } from '../../ui/page'
import { ServerTime } from '../../ui/server-time'
import { useLoad } from '../../ui/use-load'
import './content.css'

/**
 * /help/list: the news articles (category 9) with their image and their title in the active language
 * (falling back to English, then the plain title, as the article page does); a tap opens /help/{id}.
 */
export function HelpListScreen() {
  const { t, i18n } = useLingui()
  const locale = activeLocale(i18n)
  const { api } = useApp()
  const load = useLoad(() => getArticlelist(api, { category: ARTICLE_CATEGORY.news }))

  let body
  if (load.status === 'error') body = <LoadError error={load.error} onRetry={() => void load.reload()} />
  else if (!load.data) body = <LoadingState />
  else if (load.data.length === 0)
    body = (
      <EmptyState>
        <Trans>No articles yet.</Trans>
      </EmptyState>
    )
  else {
    body = (
      <ul className="card-list" data-testid="article-list">
        {load.data.map((article) => {
          const { title, lang } = articleTitle(article, locale)
          const image = safeImageUrl(article.img, api.baseUrl)
          return (
            <li key={article.id}>
              <Link to="/help/$id" params={{ id: String(article.id) }} className="article-item" data-testid="article-item">
                {image ? <img src={image} alt="" loading="lazy" /> : null}
                <span className="article-item-text">
                  <span className="article-item-title" lang={lang}>
                    {title}
                  </span>
                  {article.createtime && (
                    <span className="article-item-date">
                      <br />
                      <ServerTime text={article.createtime} />
                    </span>
                  )}
                </span>
              </Link>
            </li>
          )
        })}
      </ul>
    )
  }
  return <Page title={t`Articles`}>{body}</Page>
}
