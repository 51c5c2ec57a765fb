import { Trans } from '@lingui/react/macro'
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import Button from 'antd-mobile/es/components/button'
import ErrorBlock from 'antd-mobile/es/components/error-block'

/** Whatever a screen throws ends here, with a way out: never a white screen. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  console.error(error)
  return (
    <div className="route-error" role="alert">
      <ErrorBlock status="default" title={<Trans>Something went wrong</Trans>} description={<Trans>Please try again.</Trans>} />
      <div className="route-error-actions">
        <Button color="primary" onClick={() => { reset(); void router.invalidate() }}><Trans>Try again</Trans></Button>
        <Button onClick={() => { void router.navigate({ to: '/' }) }}><Trans>Back to home</Trans></Button>
      </div>
    </div>
  )
}
