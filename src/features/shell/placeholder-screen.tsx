import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { Page } from '../../ui/page'
import { ROUTE_TITLES, type RouteTitleKey } from './route-titles'

/** A titled page for a screen that later work replaces; it says so rather than faking content. */
export function PlaceholderScreen({ route, noBack }: { route: RouteTitleKey; noBack?: boolean }) {
  const { i18n } = useLingui()
  return (
    <Page title={i18n._(ROUTE_TITLES[route])} noBack={noBack}>
      <div className="placeholder" data-testid="placeholder">
        <p><Trans>This screen is coming soon.</Trans></p>
        <Link to="/" className="link"><Trans>Back to home</Trans></Link>
      </div>
    </Page>
  )
}
