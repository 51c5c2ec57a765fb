import { afterEach, describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { i18n } from '@lingui/core'
import { codeMessage } from '../../i18n/error-message'
import { renderDemoApp } from '../../../tests/demo-app'

let cleanup = () => {}
afterEach(() => cleanup())

const fill = (name: string, value: string) => fireEvent.change(document.querySelector(`input[name="${name}"]`)!, { target: { value } })
const alerts = () => Object.fromEntries(screen.queryAllByRole('alert').map((a) => [a.dataset.field, a.textContent]))

async function open(path: string, user = { username: 'demo', password: 'demo123' }, locale?: 'zh-CN') {
  const app = await renderDemoApp(path, { login: user, locale })
  cleanup = app.cleanup
  await waitFor(() => expect(document.querySelector('input[name="next"]')).not.toBeNull())
  return app
}

describe('change login password (/userloginpassword)', () => {
  it('checks original, new and repeat are filled and match, sending nothing until they do', async () => {
    await open('/userloginpassword')
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(alerts()).toEqual({
        original: 'Please enter the original password',
        next: 'Please enter the new password',
        repeat: 'Please enter the new password',
      }),
    )
    fill('original', 'demo123')
    fill('next', 'new123')
    fill('repeat', 'new124')
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(alerts()).toEqual({ repeat: codeMessage(i18n, 1012) }))
  })

  it.each([
    ['a wrong original password', 'nope123', 'new123', 1059],
    ['a new password under 6', 'demo123', 'n1', 1061],
  ])('%s → the localized %i message', async (_name, original, next, code) => {
    const { router } = await open('/userloginpassword')
    fill('original', original)
    fill('next', next)
    fill('repeat', next)
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText(codeMessage(i18n, code))).toBeTruthy()
    expect(router.state.location.pathname).toBe('/userloginpassword')
  })

  it('success: toast, back to the security center, the new password logs in', async () => {
    const { router, server } = await open('/userloginpassword')
    fill('original', 'demo123')
    fill('next', 'new123')
    fill('repeat', 'new123')
    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement
    fireEvent.click(save)
    await waitFor(() => expect(save.disabled).toBe(true))
    expect(await screen.findByText('Login password changed')).toBeTruthy()
    await waitFor(() => expect(router.state.location.pathname).toBe('/my_password'))
    expect(server.schema.findBy('user', { username: 'demo' })?.password).toBe('new123')
  })
})

describe('withdraw password (/usercipherpassword)', () => {
  it('with a password set: asks for the original; a wrong one gives 1059, a bad new one 1058', async () => {
    await open('/usercipherpassword')
    expect(screen.getByRole('heading').textContent).toBe('Withdrawal password')
    fill('original', 'nope12')
    fill('next', 'pay456')
    fill('repeat', 'pay456')
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText(codeMessage(i18n, 1059))).toBeTruthy()
    fill('original', 'pay123')
    fill('next', 'pay-4!')
    fill('repeat', 'pay-4!')
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText(codeMessage(i18n, 1058))).toBeTruthy()
  })

  it('without one (noPassword2 = 1): no original field; saving sets it and the session learns noPassword2 = 0', async () => {
    const { router, services } = await open('/usercipherpassword', { username: 'newbie', password: 'newbie123' })
    expect(screen.getByRole('heading').textContent).toBe('Set withdrawal password')
    expect(screen.getByTestId('no-withdraw-password')).toBeTruthy()
    expect(document.querySelector('input[name="original"]')).toBeNull()
    fill('next', 'pay456')
    fill('repeat', 'pay456')
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Withdrawal password saved')).toBeTruthy()
    await waitFor(() => expect(router.state.location.pathname).toBe('/my_password'))
    await waitFor(() => expect(services.session.getSnapshot().context.user?.noPassword2).toBe(0))
  })
})
