import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import Button from 'antd-mobile/es/components/button'
import DotLoading from 'antd-mobile/es/components/dot-loading'
import { ARTICLE_CATEGORY, articleText } from '../../api/content'
import { useApp } from '../../app/app-context'
import type { Article } from '../../api/types'
import { errorMessage } from '../../i18n/error-message'
import { isLocale, type Locale } from '../../i18n/locales'
import { sanitizeArticleHtml } from '../../lib/sanitize-html'
import { ArticleHtml } from '../../ui/article-html'
import { Page } from '../../ui/page'
import { Tabs } from '../../ui/tabs'
import { ServerTime } from '../../ui/server-time'
import { useArticles } from './use-articles'
import './account.css'

export type MessageTab = keyof typeof ARTICLE_CATEGORY

/** One tab: loading, error with retry, empty, or collapsible items in the active language. */
function ArticleList({ category }: { category: number }) {
  const { t, i18n } = useLingui()
  const state = useArticles(category)
  const locale = isLocale(i18n.locale) ? i18n.locale : 'en-US'

  if (state.status === 'loading') {
    return (
      <div className="state" role="status" data-testid="messages-loading">
        <DotLoading />
        <Trans>Loading…</Trans>
      </div>
    )
  }
  if (state.status === 'error') {
    return (
      <div className="state" role="alert" data-testid="messages-error">
        <p>
          <Trans>Messages could not be loaded.</Trans> {errorMessage(i18n, state.error)}
        </p>
        <Button size="small" color="primary" onClick={state.retry}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    )
  }
  if (state.articles.length === 0) {
    return (
      <div className="state" data-testid="messages-empty">
        <Trans>No messages yet.</Trans>
      </div>
    )
  }
  return (
    <ul className="message-list" aria-label={t`Messages`}>
      {state.articles.map((article) => (
        <MessageItem key={article.id} article={article} locale={locale} />
      ))}
    </ul>
  )
}

/**
 * One message as a native disclosure: its title always, its date and sanitized HTML once opened
 * (the server's HTML is not parsed for messages nobody opens).
 */
function MessageItem({ article, locale }: { article: Article; locale: Locale }) {
  const { api } = useApp()
  const [open, setOpen] = useState(false)
  const { title, content } = articleText(article, locale)
  return (
    <li>
      <details className="message-item" open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary>
          <span data-testid={`article-${article.id}`}>{title}</span>
        </summary>
        {open && (
          <div className="message-item-body">
            {article.createtime && (
              <div className="article-time">
                <ServerTime text={article.createtime} />
              </div>
            )}
            {/* Server HTML: through the same sanitizer as help articles before it reaches the page. */}
            <ArticleHtml html={sanitizeArticleHtml(content, api.baseUrl)} />
          </div>
        )}
      </details>
    </li>
  )
}

/** /message: news (category 9) and announcements (category 14). */
export function MessageScreen({ initialTab = 'news' }: { initialTab?: MessageTab }) {
  const { t } = useLingui()
  return (
    <Page title={t`Messages`}>
      <Tabs<MessageTab>
        defaultActiveKey={initialTab}
        items={[
          { key: 'news', title: t`News`, content: <ArticleList category={ARTICLE_CATEGORY.news} /> },
          { key: 'announcements', title: t`Announcements`, content: <ArticleList category={ARTICLE_CATEGORY.announcements} /> },
        ]}
      />
    </Page>
  )
}
