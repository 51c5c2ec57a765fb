import { Trans } from '@lingui/react/macro'
import './update-banner.css'

/**
 * A new build of the app is ready: the page keeps running the one it loaded until the user asks for
 * the new one, so nothing in progress is lost to an automatic reload.
 */
export function UpdateBanner({ onReload }: { onReload: () => void }) {
  return (
    <div className="update-banner" role="status">
      <Trans>A new version is available.</Trans>
      <button type="button" className="update-banner-reload" onClick={onReload}>
        <Trans>Reload</Trans>
      </button>
    </div>
  )
}
