import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import Button from 'antd-mobile/es/components/button'
import { Dialog } from '../../ui/dialog'
import { Toast } from '../../ui/toast'
import { useApp } from '../../app/app-context'
import type { BankAccount } from '../../api/types'
import { delbankcard, getBankcardlist } from '../../api/wallet'
import { errorMessage } from '../../i18n/error-message'
import { isOutcomeUnknown } from '../../app/late-outcome'
import { isBankType, maskAccount } from '../../lib/wallet-rules'
import { Page } from '../../ui/page'
import { EmptyState, LoadingState } from '../../ui/load-states'
import { LoadError } from '../../app/load-error'
import { useLoad } from '../../ui/use-load'
import { useOfflineAction } from '../../ui/needs-server'
import './wallet.css'

/** /banklist: saved withdrawal accounts, delete with confirmation, add. */
export function BankListScreen() {
  const { t, i18n } = useLingui()
  const { api } = useApp()
  const navigate = useNavigate()
  const list = useLoad(() => getBankcardlist(api))
  const [deleting, setDeleting] = useState<number | null>(null)
  const offline = useOfflineAction()

  const remove = async (account: BankAccount) => {
    if (deleting !== null || offline.offline) return
    const ok = await Dialog.confirm({ content: t`Delete this withdrawal account?`, confirmText: t`Delete`, cancelText: t`Cancel` })
    if (!ok) return
    setDeleting(account.id)
    try {
      await delbankcard(api, { id: account.id })
      Toast.show({ icon: 'success', content: t`Account deleted` })
      await list.reload()
    } catch (error) {
      if (!isOutcomeUnknown(error)) {
        Toast.show({ icon: 'fail', content: errorMessage(i18n, error) })
        return
      }
      // The answer was lost and the server may have deleted it: the list as the server has it now says.
      const gone = await getBankcardlist(api).then(
        (accounts) => !accounts.some((a) => a.id === account.id),
        () => null,
      )
      if (gone) Toast.show({ icon: 'success', content: t`Account deleted` })
      else if (gone === false)
        Toast.show({ content: t`We could not confirm the deletion. The list shows your accounts as the server has them now.` })
      else
        Toast.show({
          content: t`We could not confirm the deletion, nor read your accounts to check. Refresh the list before trying again.`,
        })
      await list.reload()
    } finally {
      setDeleting(null)
    }
  }

  const add = (
    <Button block color="primary" onClick={() => void navigate({ to: '/bankadd' })} data-testid="bank-add">
      <Trans>Add account</Trans>
    </Button>
  )
  const accounts = list.data ?? []

  return (
    <Page title={t`Withdrawal accounts`}>
      {list.status === 'loading' && !list.data && <LoadingState />}
      {list.status === 'error' && <LoadError error={list.error} onRetry={() => void list.reload()} />}
      {list.data && accounts.length === 0 && (
        <EmptyState action={add}>
          <Trans>You have no withdrawal accounts yet.</Trans>
        </EmptyState>
      )}
      {accounts.length > 0 && (
        <>
          {offline.reason}
          <ul className="plain-list bank-list" aria-label={t`Withdrawal accounts`} aria-busy={list.status === 'loading'}>
            {accounts.map((a) => (
              <li key={a.id} className="card bank-card" data-testid="bank-card">
                <div className="bank-card-text">
                  <div className="bank-card-type">{isBankType(a.type) ? t`Bank` : a.type}</div>
                  <dl>
                    {isBankType(a.type) ? (
                      <>
                        <dt>
                          <Trans>Holder</Trans>
                        </dt>
                        <dd>{a.username}</dd>
                        <dt>
                          <Trans>Account</Trans>
                        </dt>
                        <dd data-testid="bank-account">{maskAccount(a.account)}</dd>
                        <dt>
                          <Trans>Bank</Trans>
                        </dt>
                        <dd>{a.bank}</dd>
                        <dt>
                          <Trans>Branch</Trans>
                        </dt>
                        <dd>{a.area}</dd>
                      </>
                    ) : (
                      <>
                        <dt>
                          <Trans>Address</Trans>
                        </dt>
                        <dd>{a.address}</dd>
                      </>
                    )}
                  </dl>
                </div>
                <Button
                  size="small"
                  color="danger"
                  fill="outline"
                  loading={deleting === a.id}
                  disabled={deleting !== null || offline.offline}
                  aria-describedby={offline.describedBy}
                  onClick={() => void remove(a)}
                  data-testid="bank-delete"
                >
                  <Trans>Delete</Trans>
                </Button>
              </li>
            ))}
          </ul>
          {add}
        </>
      )}
    </Page>
  )
}
