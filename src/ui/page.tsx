import { useEffect, type ReactNode } from 'react'
import { useCanGoBack, useRouter } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import 'antd-mobile/es/components/nav-bar/nav-bar.css'
import { keepSubmitFocus } from './focus-back'
import { KitTexts } from './kit-texts'

interface PageProps {
  title: ReactNode
  /** Hide the back arrow (tab pages, the home page). */
  noBack?: boolean
  right?: ReactNode
  children: ReactNode
}

/** The document's own title (index.html's: the app's name), which a screen's title goes in front of. */
const APP_TITLE = globalThis.document?.title ?? ''

/**
 * The document's title names the screen ("Withdraw · LuckyTrade"), for the browser's tab and history
 * and for a screen reader announcing the page; the app's name alone again when the screen goes.
 */
function useDocumentTitle(title: ReactNode): void {
  const text = typeof title === 'string' ? title.trim() : ''
  useEffect(() => {
    if (!text) return
    document.title = APP_TITLE ? `${text} · ${APP_TITLE}` : text
    return () => {
      document.title = APP_TITLE
    }
  }, [text])
}

/**
 * A screen: navigation bar with a back arrow that goes back, or home when there is no history.
 * The bar is the UI kit's NavBar markup and styles, but with a real, named <button> for the back
 * arrow (the kit's NavBar puts role="button" on an unnamed, unfocusable <div>). The kit components
 * inside speak the app language (`KitTexts`). A title given as text also titles the document. A form's
 * submit keeps focus through its busy time (`keepSubmitFocus`).
 */
export function Page({ title, noBack, right, children }: PageProps) {
  const router = useRouter()
  const canGoBack = useCanGoBack()
  const { t } = useLingui()
  const back = () => (canGoBack ? router.history.back() : router.navigate({ to: '/' }))
  useDocumentTitle(title)
  useEffect(keepSubmitFocus, [])
  return (
    <KitTexts>
      <div className="page">
        <header className="adm-nav-bar page-nav" aria-label={t`Navigation`}>
          <div className="adm-nav-bar-left">
            {noBack ? null : (
              <button type="button" className="adm-nav-bar-back" onClick={back} aria-label={t`Go back`}>
                <span className="adm-nav-bar-back-arrow">
                  <svg width="1em" height="1em" viewBox="0 0 48 48" aria-hidden="true" fill="currentColor">
                    <path d="M31.7 6.3a1 1 0 0 1 0 1.4L15.4 24l16.3 16.3a1 1 0 0 1 0 1.4l-1.4 1.4a1 1 0 0 1-1.4 0L10.5 24.7a1 1 0 0 1 0-1.4L28.9 4.9a1 1 0 0 1 1.4 0z" />
                  </svg>
                </span>
              </button>
            )}
          </div>
          <div className="adm-nav-bar-title">
            <h1 className="page-title">{title}</h1>
          </div>
          <div className="adm-nav-bar-right">{right}</div>
        </header>
        <main className="page-body">{children}</main>
      </div>
    </KitTexts>
  )
}
