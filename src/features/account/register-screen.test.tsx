import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { i18n } from '@lingui/core'
import { codeMessage } from '../../i18n/error-message'
import type { ApiClient } from '../../api/client'
import { countRequests, renderDemoApp } from '../../../tests/demo-app'
import { envelope, fail, sessionOver } from '../../../mocks/lib/envelope'
import { MockResponse as Response } from '../../../mocks/lib/mock-response'
import { register } from '../../api/account'
import { makeServices, renderApp } from '../../../tests/render'
import { settleScreenTaps } from '../../ui/settle-screen'

// The real one, watched: which navigations take no taps for a moment (its timing: settle-screen.test.ts).
vi.mock('../../ui/settle-screen', async (original) => {
  const real = await original<typeof import('../../ui/settle-screen')>()
  return { ...real, settleScreenTaps: vi.fn(real.settleScreenTaps) }
})

let cleanup = () => {}
afterEach(() => {
  cleanup()
  vi.mocked(settleScreenTaps).mockClear()
})

const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!
const fill = (name: string, value: string) => fireEvent.change(input(name), { target: { value } })
const submitButton = () => screen.getByRole('button', { name: /^Register$/ })

async function open(opts: Parameters<typeof renderDemoApp>[1] = {}) {
  const app = await renderDemoApp('/register', opts)
  cleanup = app.cleanup
  await waitFor(() => expect(document.querySelector('input[name="username"]')).not.toBeNull())
  return app
}

function registerCalls(server: Awaited<ReturnType<typeof open>>['server']) {
  const calls: unknown[] = []
  server.pretender.handledRequest = (_verb: string, path: string, request: { requestBody: string }) => {
    if (path.toLowerCase().endsWith('/register')) calls.push(JSON.parse(request.requestBody))
  }
  return calls
}

async function sendCode(phone = '912345678') {
  fill('phone', phone)
  fireEvent.click(screen.getByTestId('captcha-send'))
  const shown = await screen.findByTestId('demo-captcha')
  return /(\d{6})/.exec(shown.textContent ?? '')![1]!
}

async function fillValid(username = 'alice01') {
  fill('username', username)
  const code = await sendCode()
  fill('captcha', code)
  fill('password', 'abc123')
  fill('spassword', 'abc123')
  fill('payPwd', '123456')
  fireEvent.click(screen.getByRole('button', { name: 'Use it' }))
  fireEvent.click(within(screen.getByTestId('agreement')).getByRole('checkbox'))
}

describe('register screen', () => {
  it('shows the demo invitation code, default area code +84, and every problem of an empty form without sending', async () => {
    const { server } = await open()
    const calls = registerCalls(server)
    expect(screen.getByTestId('demo-invitation').textContent).toContain('DEMO88')
    expect(screen.getByTestId('quhao').textContent).toContain('+84')
    fireEvent.click(submitButton())
    const alerts = await screen.findAllByRole('alert')
    const byField = Object.fromEntries(alerts.map((a) => [a.getAttribute('data-field'), a.textContent]))
    expect(byField).toEqual({
      username: codeMessage(i18n, 1010),
      phone: 'Please enter a correct phone number',
      captcha: 'Please enter the verification code',
      password: codeMessage(i18n, 1015),
      payPwd: codeMessage(i18n, 1058),
      visitcode: 'Please enter the invitation code',
      agreement: 'Please read and agree to the user agreement',
    })
    expect(calls).toEqual([])
  })

  it('repeat mismatch gives 1012 inline', async () => {
    await open()
    fill('password', 'abc123')
    fill('spassword', 'abc124')
    fireEvent.click(submitButton())
    expect((await screen.findAllByRole('alert')).find((a) => a.dataset.field === 'spassword')?.textContent).toBe(codeMessage(i18n, 1012))
    // focus goes to the first field with a problem (the account, still empty)
    await waitFor(() => expect(document.activeElement).toBe(document.querySelector('input[name="username"]')))
  })

  it('registers against the demo backend: code → form → /user with the new account and its balance', async () => {
    const { router, server, services } = await open()
    const calls = registerCalls(server)
    await fillValid()
    // Watched from the tap: the toast leaves after a few seconds, which a busy machine can spend before /user shows.
    const toast = screen.findByText('Registration successful', {}, { timeout: 30_000 })
    toast.catch(() => undefined) // awaited below, after the path
    fireEvent.click(submitButton())
    await waitFor(() => expect(router.state.location.pathname).toBe('/user'))
    expect(await toast).toBeTruthy()
    // /user shows under the finger that tapped Register: it takes no taps for a moment (a double tap's second)
    expect(settleScreenTaps).toHaveBeenCalledTimes(1)
    expect(calls).toHaveLength(1)
    expect(calls[0]).toMatchObject({
      quhao: '+84',
      username: 'alice01',
      phone: '912345678',
      invitation: 'DEMO88',
      payPwd: '123456',
      spassword: 'abc123',
    })
    expect(services.session.getSnapshot().context.user).toMatchObject({ username: 'alice01', money: 0 })
    expect(await screen.findByTestId('user-nickname')).toHaveProperty('textContent', 'alice01')
    expect(document.querySelector('.user-balance .amount')?.getAttribute('data-cents')).toBe('0')
  })

  it('a server refusal of the code (2053, wrong): said under the code field, localized, no toast; focus goes there; the button unlocks', async () => {
    const { router } = await open({ locale: 'zh-CN' })
    fill('username', 'alice01')
    await sendCode()
    fill('captcha', '000000')
    fill('password', 'abc123')
    fill('spassword', 'abc123')
    fill('payPwd', '123456')
    fill('visitcode', 'DEMO88')
    fireEvent.click(within(screen.getByTestId('agreement')).getByRole('checkbox'))
    const submit = screen.getByRole('button', { name: '注册' })
    fireEvent.click(submit)
    await waitFor(() => expect(document.activeElement).toBe(input('captcha')))
    expect(screen.getAllByRole('alert').map((a) => [a.dataset.field, a.textContent])).toEqual([['captcha', codeMessage(i18n, 2053)]])
    expect(codeMessage(i18n, 2053)).not.toBe('Wrong verification code')
    expect(input('captcha').getAttribute('aria-invalid')).toBe('true')
    expect(document.querySelector('[aria-live="assertive"] [data-testid="toast"]')).toBeNull()
    expect((submit as HTMLButtonElement).disabled).toBe(false)
    expect(router.state.location.pathname).toBe('/register')
    // a new code typed: the refusal no longer applies
    fill('captcha', '123456')
    expect(screen.queryAllByRole('alert')).toEqual([])
  })

  it.each([
    [2052, 'phone', 'the phone is taken'],
    [2050, 'phone', 'the phone is wrong'],
    [1013, 'username', 'the account is taken'],
    [2054, 'captcha', 'the code has expired'],
    [1063, 'visitcode', 'the invitation code is unknown'],
    [1058, 'payPwd', 'the withdrawal password breaks its rule'],
  ])('a server refusal %i (%s: %s) is said under that field, and focus goes to it', async (code, field) => {
    const { server } = await open()
    await fillValid()
    server.post('/api/index/register', () => fail(code))
    fireEvent.click(submitButton())
    await waitFor(() => expect(document.activeElement).toBe(input(field)))
    expect(screen.getAllByRole('alert').map((a) => [a.dataset.field, a.textContent])).toEqual([[field, codeMessage(i18n, code)]])
    expect(document.querySelector('[aria-live="assertive"] [data-testid="toast"]')).toBeNull()
  })

  it.each([
    ['about no one field (1014, system busy)', fail(1014), () => codeMessage(i18n, 1014)],
    ['with only its info', envelope(0, null, 'Registration is closed today'), () => 'Registration is closed today'],
  ])('a server refusal %s: a toast, and focus goes to the form’s first field', async (_name, answer, text) => {
    const { server } = await open()
    await fillValid()
    server.post('/api/index/register', () => answer)
    fireEvent.click(submitButton())
    expect((await screen.findByText(text(), { selector: '[aria-live="assertive"] *' })).textContent).toBe(text())
    await waitFor(() => expect(document.activeElement).toBe(input('username')))
    expect((submitButton() as HTMLButtonElement).disabled).toBe(false)
  })

  it('a registration whose answer is lost (HTTP 500), made on the server: logging in with it finds the account, so it is reported done', async () => {
    const { router, server, services } = await open()
    await fillValid()
    // the server makes the account, and its answer to the form is lost on the way
    await register(services.api, {
      quhao: '+84',
      username: 'alice01',
      phone: '912345678',
      captcha: input('captcha').value,
      password: 'abc123',
      spassword: 'abc123',
      invitation: 'DEMO88',
      payPwd: '123456',
    })
    server.post('/api/index/register', () => new Response(500, {}, {}))
    // Watched from the tap: the toast leaves after a few seconds, which a busy machine can spend before /user shows.
    const toast = screen.findByText('Registration successful', {}, { timeout: 30_000 })
    toast.catch(() => undefined) // awaited below, after the path
    fireEvent.click(submitButton())
    await waitFor(() => expect(router.state.location.pathname).toBe('/user'))
    expect(await toast).toBeTruthy()
    expect(services.session.getSnapshot().context.user).toMatchObject({ username: 'alice01' })
  })

  it.each([
    [
      'the account does not exist (1002)',
      false,
      'We got no clear answer from the server, and this account does not exist yet: you are not registered. You can try again.',
    ],
    [
      'the login gets no answer either',
      true,
      'We got no clear answer from the server, so we cannot tell whether you are registered. Try logging in with this account before registering again. Log in',
    ],
  ])(
    'a registration whose answer is lost, and %s: said on the form, never resent, nothing called failed',
    async (_name, loginLost, text) => {
      const { router, server } = await open()
      const calls = registerCalls(server)
      await fillValid()
      server.post('/api/index/register', () => new Response(500, {}, {}))
      if (loginLost) server.post('/api/Index/login', () => new Response(500, {}, {}))
      fireEvent.click(submitButton())
      const notice = await screen.findByTestId('register-unconfirmed')
      expect(notice.textContent).toBe(text)
      // focus goes to what happened (the submit button it was on was disabled while the check ran)
      await waitFor(() => expect(document.activeElement).toBe(notice))
      expect(calls).toHaveLength(1)
      // no failure toast (a failure is announced in the assertive region; the demo code's toast may still show)
      expect(document.querySelector('[aria-live="assertive"] [data-testid="toast"]')).toBeNull()
      await waitFor(() => expect((submitButton() as HTMLButtonElement).disabled).toBe(false))
      expect(router.state.location.pathname).toBe('/register')
      expect(input('username').value).toBe('alice01')
    },
  )

  it('an account made whose token the user-info read refuses at once (body code 409): "created, please log in", not "expired", no toast', async () => {
    const { router, server, services } = await open()
    const calls = registerCalls(server)
    await fillValid()
    server.post('/api/Game/getuserinfo', () => sessionOver())
    fireEvent.click(submitButton())
    const notice = await screen.findByTestId('register-unconfirmed')
    expect(notice.textContent).toBe(
      'Your account was created, but the server did not accept its first login. Please log in with it. Log in',
    )
    await waitFor(() => expect(document.activeElement).toBe(notice))
    expect(within(notice).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login')
    expect(calls).toHaveLength(1)
    expect(document.querySelector('[aria-live="assertive"] [data-testid="toast"]')).toBeNull()
    expect(services.session.getSnapshot().matches('guest')).toBe(true)
    expect(router.state.location.pathname).toBe('/register')
    await waitFor(() => expect((submitButton() as HTMLButtonElement).disabled).toBe(false))
  })

  it('the submit button is locked while the request is in flight: a second tap sends nothing', async () => {
    const { server, router } = await open()
    await fillValid()
    server.timing = 300
    const calls = registerCalls(server)
    const button = submitButton() as HTMLButtonElement
    fireEvent.click(button)
    await waitFor(() => expect(button.disabled).toBe(true))
    expect(button.closest('form')?.getAttribute('aria-busy')).toBe('true')
    fireEvent.click(button)
    fireEvent.submit(button.closest('form')!)
    await waitFor(() => expect(router.state.location.pathname).toBe('/user'))
    expect(calls).toHaveLength(1)
  })

  it('captcha: a bad phone is refused inline without a request; a good one locks the button with a countdown', async () => {
    const { server } = await open()
    const sent: string[] = []
    server.pretender.handledRequest = (_v: string, path: string) => void (path.endsWith('sms_send') && sent.push(path))
    fill('phone', '12345')
    fireEvent.click(screen.getByTestId('captcha-send'))
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter a correct phone number')
    expect(sent).toEqual([])
    await sendCode()
    expect(sent).toHaveLength(1)
    expect(screen.getByTestId('captcha-countdown').textContent).toMatch(/^Resend in (60|59)s$/)
    expect((screen.getByTestId('captcha-send') as HTMLButtonElement).disabled).toBe(true)
    expect(await screen.findByText(/^Demo code: \d{6}$/, { selector: '[data-testid="toast"] *' })).toBeTruthy()
  })

  it('2051 from the server (sent too recently) toasts its message and locks the button as after a send', async () => {
    const { server } = await open()
    const sends = countRequests(server, 'sms_send')
    server.post('/api/index/sms_send', () => ({ code: 0, data: { errCode: 2051 }, info: 'too frequent' }))
    fill('phone', '912345678')
    fireEvent.click(screen.getByTestId('captcha-send'))
    expect(await screen.findByText(codeMessage(i18n, 2051))).toBeTruthy()
    expect(await screen.findByTestId('captcha-countdown')).toBeTruthy()
    expect((screen.getByTestId('captcha-send') as HTMLButtonElement).disabled).toBe(true)
    fireEvent.click(screen.getByTestId('captcha-send'))
    expect(sends()).toBe(1)
  })

  it('leaving the screen and coming back keeps the countdown running', async () => {
    const { router } = await open()
    await sendCode()
    expect(await screen.findByTestId('captcha-countdown')).toBeTruthy()
    await act(() => router.navigate({ to: '/login' }))
    await waitFor(() => expect(document.querySelector('input[name="username"]')).not.toBeNull())
    act(() => router.history.back())
    await waitFor(() => expect(router.state.location.pathname).toBe('/register'))
    expect(await screen.findByTestId('captcha-countdown')).toBeTruthy()
    expect((screen.getByTestId('captcha-send') as HTMLButtonElement).disabled).toBe(true)
  })

  it('a language switch keeps every typed value, the ticked agreement, a non-default area code and the running countdown', async () => {
    const { services } = await open()
    fireEvent.click(screen.getByTestId('quhao'))
    fireEvent.change(await screen.findByPlaceholderText('Search country or code'), { target: { value: 'japan' } })
    fireEvent.click(await screen.findByTestId('country-JP'))
    await waitFor(() => expect(screen.getByTestId('quhao').textContent).toContain('+81'))
    fill('username', 'alice01')
    await sendCode()
    const typed = { captcha: '123456', password: 'abc123', spassword: 'abc124', payPwd: 'pay456', visitcode: 'DEMO88' }
    for (const [name, value] of Object.entries(typed)) fill(name, value)
    const agreement = () => within(screen.getByTestId('agreement')).getByRole<HTMLInputElement>('checkbox')
    fireEvent.click(agreement())
    expect(agreement().checked).toBe(true)

    await act(() => services.setLocale('vi'))
    await waitFor(() => expect(screen.getByRole('heading').textContent).not.toBe('Register'))
    expect(input('username').value).toBe('alice01')
    expect(input('phone').value).toBe('912345678')
    for (const [name, value] of Object.entries(typed)) expect(input(name).value).toBe(value)
    expect(agreement().checked).toBe(true)
    expect(screen.getByTestId('quhao').textContent).toContain('+81')
    expect(screen.getByTestId('quhao').dataset.region).toBe('JP')
    expect(screen.getByTestId('captcha-countdown').textContent).toMatch(/\d+/)
    expect((screen.getByTestId('captcha-send') as HTMLButtonElement).disabled).toBe(true)
  })

  it('the captcha send button is disabled while the form is submitting, and enabled again after', async () => {
    const { server } = await open()
    const sms: string[] = []
    const registers: string[] = []
    server.pretender.handledRequest = (_v: string, path: string) => {
      if (path.endsWith('sms_send')) sms.push(path)
      if (path.toLowerCase().endsWith('/register')) registers.push(path)
    }
    // A code from an earlier send: the button is not locked, so only the submit can disable it.
    for (const [name, value] of Object.entries({
      username: 'alice01',
      phone: '912345678',
      captcha: '123456',
      password: 'abc123',
      spassword: 'abc123',
      payPwd: '123456',
      visitcode: 'DEMO88',
    }))
      fill(name, value)
    fireEvent.click(within(screen.getByTestId('agreement')).getByRole('checkbox'))
    const send = screen.getByTestId('captcha-send') as HTMLButtonElement
    expect(send.disabled).toBe(false)
    server.timing = 300
    // While loading, the button shows a spinner instead of its name.
    const submit = submitButton() as HTMLButtonElement
    fireEvent.click(submit)
    await waitFor(() => expect(submit.disabled).toBe(true))
    expect(send.disabled).toBe(true)
    fireEvent.click(send)
    // The demo never sent this code: 2053, and the form is usable again.
    expect(await screen.findByText(codeMessage(i18n, 2053))).toBeTruthy()
    await waitFor(() => expect(send.disabled).toBe(false))
    expect(registers).toHaveLength(1)
    expect(sms).toEqual([])
  })

  it('the area-code sheet lists countries from the metadata, searchable, and sets the code', async () => {
    await open()
    fireEvent.click(screen.getByTestId('quhao'))
    const search = await screen.findByPlaceholderText('Search country or code')
    await screen.findByTestId('country-VN')
    fireEvent.change(search, { target: { value: 'japan' } })
    fireEvent.click(await screen.findByTestId('country-JP'))
    await waitFor(() => expect(screen.getByTestId('quhao').textContent).toContain('+81'))
    expect(screen.getByTestId('quhao').dataset.region).toBe('JP')
  })
})

describe('register screen: captcha countdown text on a controlled clock', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('"Resend in 60s" after a send, one second less each second, back to "Send code" after 60 s', async () => {
    const services = makeServices()
    const call = vi.fn(async () => ({ demoCode: undefined }))
    services.api = { baseUrl: '', call } as unknown as ApiClient
    await renderApp('/register', { services })
    const button = await screen.findByTestId('captcha-send')
    expect(button.textContent).toBe('Send code')
    fill('phone', '912345678')

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date', 'performance'] })
    fireEvent.click(button)
    await act(() => vi.advanceTimersByTimeAsync(0))
    expect(call).toHaveBeenCalledWith('/api/index/sms_send', { quhao: '+84', mobile: '912345678' }, expect.anything())
    const label = () => screen.getByTestId('captcha-send').textContent
    const shown: string[] = [label()!]
    for (let s = 1; s < 60; s++) {
      await act(() => vi.advanceTimersByTimeAsync(1000))
      shown.push(label()!)
    }
    expect(shown).toEqual(Array.from({ length: 60 }, (_, i) => `Resend in ${60 - i}s`))
    expect((screen.getByTestId('captcha-send') as HTMLButtonElement).disabled).toBe(true)

    await act(() => vi.advanceTimersByTimeAsync(999))
    expect(label()).toBe('Resend in 1s')
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(label()).toBe('Send code')
    expect((screen.getByTestId('captcha-send') as HTMLButtonElement).disabled).toBe(false)
    expect(screen.queryByTestId('captcha-countdown')).toBeNull()
  })
})
