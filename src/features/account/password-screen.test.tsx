import { afterEach, describe, expect, it } from 'vitest'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { i18n } from '@lingui/core'
import { codeMessage } from '../../i18n/error-message'
import { MockResponse as Response } from '../../../mocks/lib/mock-response'
import { fail } from '../../../mocks/lib/envelope'
import { renderDemoApp } from '../../../tests/demo-app'

let cleanup = () => {}
afterEach(() => cleanup())

const fill = (name: string, value: string) => fireEvent.change(document.querySelector(`input[name="${name}"]`)!, { target: { value } })
const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)
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
    // focus goes to the first field with a problem
    await waitFor(() => expect(document.activeElement).toBe(input('original')))
    fill('original', 'demo123')
    fill('next', 'new123')
    fill('repeat', 'new124')
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(alerts()).toEqual({ repeat: codeMessage(i18n, 1012) }))
    await waitFor(() => expect(document.activeElement).toBe(input('repeat')))
  })

  it.each([
    ['under 6 characters', 'n1'],
    ['over 16 characters', 'abcdefgh123456789'],
  ])('a new password %s is refused at its field (1011) before anything is sent', async (_name, next) => {
    const { server } = await open('/userloginpassword')
    let sent = 0
    server.pretender.handledRequest = (_verb: string, path: string) => void (path.includes('repasswd') && sent++)
    fill('original', 'demo123')
    fill('next', next)
    fill('repeat', next)
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(alerts()).toEqual({ next: codeMessage(i18n, 1011) }))
    await waitFor(() => expect(document.activeElement).toBe(input('next')))
    expect(sent).toBe(0)
  })

  it.each<[string, number, string]>([
    ['a wrong original password', 1059, 'original'],
    ['a new password by a rule of its own', 1015, 'next'],
    ['a repeat the server finds different', 1012, 'repeat'],
  ])('the server refuses %s (%i): the message shows under that field, which gets focus', async (_name, code, field) => {
    const { router, server } = await open('/userloginpassword')
    if (code !== 1059) server.post('/api/Index/repasswd', () => fail(code))
    fill('original', code === 1059 ? 'nope123' : 'demo123')
    fill('next', 'new123')
    fill('repeat', 'new123')
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(alerts()).toEqual({ [field]: codeMessage(i18n, code) }))
    await waitFor(() => expect(document.activeElement).toBe(input(field)))
    expect(screen.queryByTestId('toast')).toBeNull()
    expect(router.state.location.pathname).toBe('/userloginpassword')
    // typing in that field takes its message away
    fill(field, code === 1059 ? 'demo123' : 'new124')
    expect(alerts()).toEqual({})
  })

  it('a lost answer (HTTP 500) is never called a failure: the form says the change cannot be confirmed and stays', async () => {
    const { router, server } = await open('/userloginpassword')
    server.post('/api/Index/repasswd', () => new Response(500, {}, {}))
    fill('original', 'demo123')
    fill('next', 'new123')
    fill('repeat', 'new123')
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect((await screen.findByTestId('password-unconfirmed')).textContent).toBe(
      'We got no clear answer from the server, so we cannot tell whether your password was changed. If the original password no longer works, the new one is in place.',
    )
    expect(screen.queryByTestId('toast')).toBeNull()
    expect(alerts()).toEqual({})
    expect(router.state.location.pathname).toBe('/userloginpassword')
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(false)
  })

  it('sent again after a lost answer, a refused original says the last change has probably gone through', async () => {
    const { server } = await open('/userloginpassword')
    server.post('/api/Index/repasswd', () => new Response(500, {}, {}))
    fill('original', 'demo123')
    fill('next', 'new123')
    fill('repeat', 'new123')
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await screen.findByTestId('password-unconfirmed')
    // the first one had changed it: the original is no longer accepted
    server.post('/api/Index/repasswd', () => fail(1059))
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(alerts()).toEqual({
        original: 'The original password is no longer accepted: your last change, whose answer was lost, has probably gone through.',
      }),
    )
  })

  it('a refusal about no field is a toast', async () => {
    const { server } = await open('/userloginpassword')
    server.post('/api/Index/repasswd', () => fail(1004))
    fill('original', 'demo123')
    fill('next', 'new123')
    fill('repeat', 'new123')
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect((await screen.findByTestId('toast')).textContent).toBe(codeMessage(i18n, 1004))
    expect(alerts()).toEqual({})
    // focus goes back into the form, to its first field
    await waitFor(() => expect(document.activeElement).toBe(input('original')))
  })

  it('success: toast, back to the security center, the new password logs in', async () => {
    const { router, server } = await open('/userloginpassword')
    fill('original', 'demo123')
    fill('next', 'new123')
    fill('repeat', 'new123')
    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement
    // the security center shows under the finger that saved: the page takes no taps for a moment
    let settling = false
    const watch = new MutationObserver(() => (settling ||= document.body.hasAttribute('data-settling')))
    watch.observe(document.body, { attributeFilter: ['data-settling'] })
    fireEvent.click(save)
    await waitFor(() => expect(save.disabled).toBe(true))
    expect(await screen.findByText('Login password changed')).toBeTruthy()
    await waitFor(() => expect(router.state.location.pathname).toBe('/my_password'))
    await waitFor(() => expect(document.body.hasAttribute('data-settling')).toBe(false))
    watch.disconnect()
    expect(settling).toBe(true)
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
    await waitFor(() => expect(alerts()).toEqual({ original: codeMessage(i18n, 1059) }))
    fill('original', 'pay123')
    fill('next', 'pay-4!')
    fill('repeat', 'pay-4!')
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(alerts()).toEqual({ next: codeMessage(i18n, 1058) }))
    await waitFor(() => expect(document.activeElement).toBe(input('next')))
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

  it('a first password whose answer was lost, yet set on the server: the user data shows it, and it is reported saved', async () => {
    const { router, server } = await open('/usercipherpassword', { username: 'newbie', password: 'newbie123' })
    // the server saves it, and its answer is lost on the way
    server.post('/api/Index/resetpaypwd', (schema) => {
      schema.findBy('user', { username: 'newbie' })!.update({ payPwd: 'pay456' })
      return new Response(500, {}, {})
    })
    fill('next', 'pay456')
    fill('repeat', 'pay456')
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Withdrawal password saved')).toBeTruthy()
    await waitFor(() => expect(router.state.location.pathname).toBe('/my_password'))
  })

  it('a first password whose answer was lost and which the server did not save: not confirmed, the form stays', async () => {
    const { router, server } = await open('/usercipherpassword', { username: 'newbie', password: 'newbie123' })
    server.post('/api/Index/resetpaypwd', () => new Response(500, {}, {}))
    fill('next', 'pay456')
    fill('repeat', 'pay456')
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect((await screen.findByTestId('password-unconfirmed')).textContent).toContain(
      'cannot tell whether your withdrawal password was saved',
    )
    expect(screen.getByTestId('no-withdraw-password')).toBeTruthy()
    expect(router.state.location.pathname).toBe('/usercipherpassword')
  })
})

describe('after a change, back where the form was opened from', () => {
  it('from the security center: back there, and Back from it goes where it went before the form was opened', async () => {
    const app = await renderDemoApp('/user', { login: { username: 'demo', password: 'demo123' } })
    cleanup = app.cleanup
    await act(() => app.router.navigate({ to: '/my_password' }))
    fireEvent.click(await screen.findByTestId('link-login-password'))
    await waitFor(() => expect(document.querySelector('input[name="next"]')).not.toBeNull())
    fill('original', 'demo123')
    fill('next', 'new123')
    fill('repeat', 'new123')
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Login password changed')).toBeTruthy()
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/my_password'))
    act(() => app.router.history.back())
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/user'))
  })

  it('a first withdrawal password set from the add-account form’s "Set password": back to that form', async () => {
    const app = await renderDemoApp('/my_password', { login: { username: 'newbie', password: 'newbie123' } })
    cleanup = app.cleanup
    await act(() => app.router.navigate({ to: '/bankadd' }))
    fireEvent.click(within(await screen.findByTestId('needs-password')).getByRole('link', { name: 'Set password' }))
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/usercipherpassword'))
    await waitFor(() => expect(document.querySelector('input[name="next"]')).not.toBeNull())
    fill('next', 'pay456')
    fill('repeat', 'pay456')
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Withdrawal password saved')).toBeTruthy()
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/bankadd'))
    await waitFor(() => expect(screen.queryByTestId('needs-password')).toBeNull())
    act(() => app.router.history.back())
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/my_password'))
  })
})
