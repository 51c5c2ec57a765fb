import { Trans, useLingui } from '@lingui/react/macro'
import List from 'antd-mobile/es/components/list'
import { useApp } from '../../app/app-context'
import { Page } from '../../ui/page'

/** /my_update: the Android and iOS version labels from the app config ('—' when it has none). */
export function VersionScreen() {
  const { t } = useLingui()
  const { config } = useApp()
  return (
    <Page title={t`Version`}>
      <List>
        <List.Item extra={<span data-testid="android-version">{config.android_version ?? '—'}</span>}>
          <Trans>Android</Trans>
        </List.Item>
        <List.Item extra={<span data-testid="ios-version">{config.ios_version ?? '—'}</span>}>
          <Trans>iOS</Trans>
        </List.Item>
      </List>
    </Page>
  )
}
