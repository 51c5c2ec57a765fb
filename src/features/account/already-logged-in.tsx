import { Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'

/** What /login and /register show a user who is already logged in: nothing to fill in, a way to the account. */
export function AlreadyLoggedIn() {
  return (
    <div className="state" data-testid="already-logged-in">
      <p>
        <Trans>You are already logged in.</Trans>
      </p>
      <Link to="/user" className="link">
        <Trans>Go to my account</Trans>
      </Link>
    </div>
  )
}
