import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, screen, within } from '@testing-library/react'
import { envelope, ok } from '../../../mocks/lib/envelope'
import { renderDemoApp } from '../../../tests/demo-app'
import { makeServices, renderApp } from '../../../tests/render'
import { handoff } from '../../app/first-load'
import { inViewerZone } from '../../../tests/viewer-zone'
import { sanitizeArticleHtml } from '../../lib/sanitize-html'
import { onTeardown } from '../../../tests/teardown'

let cleanup = () => {}
afterEach(() => cleanup())

async function demo(path: string, opts: Parameters<typeof renderDemoApp>[1] = {}) {
  const app = await renderDemoApp(path, opts)
  cleanup = app.cleanup
  return app
}

describe('help list and articles', () => {
  const titles = () => screen.getAllByTestId('article-item').map((i) => i.querySelector('.article-item-title')!)

  it('lists category 9 with titles in the active language and images; a tap opens the article in that language', async () => {
    const app = await demo('/help/list', { locale: 'vi' })
    const items = await screen.findAllByTestId('article-item')
    expect(titles().map((e) => e.textContent)).toEqual(['Phòng đua xe đã mở', 'Bốn ngôn ngữ', 'Giải thích cấp VIP'])
    expect(titles().map((e) => e.getAttribute('lang'))).toEqual(['vi', 'vi', 'vi'])
    expect(items[0]!.querySelector('img')!.getAttribute('src')).toMatch(/^data:image\/svg\+xml/)
    fireEvent.click(items[1]!)
    expect((await screen.findByTestId('article-title')).textContent).toBe('Bốn ngôn ngữ')
    expect(app.router.state.location.pathname).toBe('/help/102')
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Bốn ngôn ngữ')
    expect(screen.getByTestId('article-body').textContent).toContain('tiếng Việt')
  })

  it('a relative image path loads from the API’s address, not the app’s', async () => {
    const app = await demo('/help/26')
    await screen.findByTestId('article-title')
    app.server.post('/api/Game/getArticlelist', () =>
      ok([
        { id: 1, title_yw: 'Rooted', img: '/uploads/a.png' },
        { id: 2, title_yw: 'Relative', img: 'uploads/b.png' },
      ]),
    )
    await act(() => app.router.navigate({ to: '/help/list' }))
    await screen.findAllByTestId('article-item')
    const base = app.services.api.baseUrl
    expect(base).toMatch(/^https?:/)
    const srcs = screen.getAllByTestId('article-item').map((i) => i.querySelector('img')!.getAttribute('src'))
    expect(srcs).toEqual([new URL('/uploads/a.png', `${base}/`).href, `${base}/uploads/b.png`])
  })

  it('a picture by path in an article loads from the API’s address (another origin than the page’s), as the loading canvas painted it', async () => {
    const content_yw =
      '<p>Look:</p><img src="/uploads/a.png" alt="a"><img src="uploads/b.png" srcset="uploads/b2.png 2x" alt="b"><img src="https://cdn.example/c.png" alt="c">'
    const answer = { id: 31, title_yw: 'Pictures', content_yw }
    const calls: string[] = []
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input)
      calls.push(url)
      return Response.json(
        url.endsWith('/api/Game/getArticledetail')
          ? { code: 1, data: { ...answer, title_yw: 'Pictures (answered)' }, info: '' }
          : { code: 0, data: null, info: 'no' },
      )
    })
    onTeardown(() => void vi.unstubAllGlobals())
    const services = makeServices()
    const base = services.api.baseUrl
    expect(new URL(base).origin).not.toBe(location.origin)
    // The canvas's paint of the same answer, as a first load hands it to the screen.
    const canvas = document.createElement('div')
    canvas.innerHTML = sanitizeArticleHtml(content_yw, base)
    handoff().article = { id: 31, data: answer }
    await renderApp('/help/31', { services })
    const body = await screen.findByTestId('article-body')
    const imgs = [...body.querySelectorAll('img')].map((i) => [i.getAttribute('src'), i.getAttribute('srcset')])
    expect(imgs).toEqual([
      [new URL('/uploads/a.png', base).href, null],
      [`${base}/uploads/b.png`, `${base}/uploads/b2.png 2x`],
      ['https://cdn.example/c.png', null],
    ])
    expect(body.innerHTML).toBe(canvas.innerHTML)
    // The screen's own answer (the call, to the API's address) shows the same pictures.
    await screen.findByText('Pictures (answered)', { selector: '[data-testid="article-title"]' })
    expect(calls).toEqual([`${base}/api/Game/getArticledetail`])
    expect([...screen.getByTestId('article-body').querySelectorAll('img')].map((i) => i.getAttribute('src'))).toEqual(
      imgs.map(([src]) => src),
    )
  })

  it("list titles follow a language switch in place, with the article page's fallback: variant, English, plain", async () => {
    const app = await demo('/help/list', { locale: 'zh-CN' })
    await screen.findAllByTestId('article-item')
    expect(titles().map((e) => e.textContent)).toEqual(['赛车房间已开放', '支持四种语言', 'VIP 等级说明'])
    await act(() => app.services.setLocale('zh-TW'))
    expect(titles().map((e) => e.textContent)).toEqual(['賽車房間已開放', '支援四種語言', 'VIP 等級說明'])

    app.server.post('/api/Game/getArticlelist', () =>
      ok([
        { id: 1, title: '只有中文', title_yw: '', title_ft: '', title_vi: '' },
        { id: 2, title: '中文', title_yw: 'English only', title_vi: '' },
        { id: 3, title: '中文', title_yw: 'English', title_vi: 'Tiếng Việt' },
      ]),
    )
    await act(() => app.services.setLocale('vi'))
    await act(() => app.router.navigate({ to: '/' }))
    await act(() => app.router.navigate({ to: '/help/list' }))
    await screen.findByText('Tiếng Việt')
    expect(titles().map((e) => [e.textContent, e.getAttribute('lang')])).toEqual([
      ['只有中文', 'zh-CN'],
      ['English only', 'en-US'],
      ['Tiếng Việt', 'vi'],
    ])
  })

  it('/help/26 is the introduction; the title follows a language switch in place', async () => {
    const app = await demo('/help/26')
    expect((await screen.findByTestId('article-title')).textContent).toBe('Introduction')
    await act(() => app.services.setLocale('zh-TW'))
    expect(screen.getByTestId('article-title').textContent).toBe('平台介紹')
  })

  it('a first load’s article, which the loading canvas painted, is the screen’s first render: no loading state; the call still goes out', async () => {
    handoff().article = { id: 26, data: { id: 26, title_yw: 'Painted early', content_yw: '<p>From the early answer</p>' } }
    let loadingShown = false
    const seen = new MutationObserver(() => void (document.querySelector('[data-testid="loading"]') && (loadingShown = true)))
    seen.observe(document.body, { childList: true, subtree: true })
    try {
      await demo('/help/26')
      expect((await screen.findByTestId('article-title')).textContent).toBe('Painted early')
      expect(screen.getByTestId('article-body').innerHTML).toBe('<p>From the early answer</p>')
      // The call adopts the same answer in a real first load; here the demo backend answers it.
      await screen.findByText('Introduction', { selector: '[data-testid="article-title"]' })
      expect(loadingShown).toBe(false)
      expect(handoff().article).toBeUndefined()
    } finally {
      seen.disconnect()
    }
  })

  it('a first load’s answer the schema rejects is not shown: the screen loads as usual', async () => {
    handoff().article = { id: 26, data: { id: 'x', title_yw: 'Rejected' } }
    await demo('/help/26')
    expect((await screen.findByTestId('article-title')).textContent).toBe('Introduction')
    expect(screen.queryByText('Rejected')).toBeNull()
  })

  it('falls back to English, then the plain field, when the language variant is empty', async () => {
    const app = await demo('/info/7', { locale: 'zh-TW' })
    app.server.post('/api/Game/getArticledetail', () =>
      ok({ id: 7, title: '标题', content: '<p>中文</p>', title_yw: 'English title', content_yw: '', title_ft: '', content_ft: '' }),
    )
    await act(() => app.router.invalidate())
    await act(() => app.router.navigate({ to: '/info/$id', params: { id: '8' } }))
    expect((await screen.findByTestId('article-title')).textContent).toBe('English title')
    expect(screen.getByTestId('article-body').textContent).toBe('中文')
  })

  it('article HTML is sanitized on screen: no script, handler, javascript: link or iframe survives', async () => {
    const app = await demo('/help/26')
    await screen.findByTestId('article-title')
    app.server.post('/api/Game/getArticledetail', () =>
      ok({
        id: 9,
        title_yw: 'XSS',
        content_yw:
          '<p>safe</p><script>window.__pwned=1</script><img src="x" onerror="window.__pwned=1"><svg onload="window.__pwned=1"></svg><a href="javascript:window.__pwned=1">x</a><iframe src="https://evil.example"></iframe><a href="https://example.com">ok</a>',
      }),
    )
    await act(() => app.router.navigate({ to: '/help/$id', params: { id: '9' } }))
    const body = await screen.findByTestId('article-body')
    expect(body.textContent).toContain('safe')
    expect(body.querySelector('script, iframe')).toBeNull()
    expect(body.innerHTML).not.toMatch(/onerror|onload|javascript:/i)
    const link = within(body).getByText('ok')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined()
  })

  it('links in an article: a place in it scrolls there, an app page opens in the app, another site opens in a new tab; a path that is no page of the app opens on the API server', async () => {
    const app = await demo('/help/26')
    await screen.findByTestId('article-title')
    app.server.post('/api/Game/getArticledetail', (_schema, request) => {
      const { id } = JSON.parse(request.requestBody) as { id: number }
      return id === 27
        ? ok({ id: 27, title_yw: 'Article 27', content_yw: '<p>27</p>' })
        : ok({
            id,
            title_yw: 'Links',
            content_yw:
              '<p><a href="#sec2">to section 2</a> <a href="/help/27">article 27</a> <a href="https://example.com">elsewhere</a> <a href="/uploads/rules.pdf">rules</a> <a href="files/terms.pdf">terms</a></p><h3 id="sec2">Section 2</h3>',
          })
    })
    await act(() => app.router.navigate({ to: '/help/$id', params: { id: '9' } }))
    const body = await screen.findByTestId('article-body')
    const scrolled: Element[] = []
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this)
    }
    try {
      const anchor = within(body).getByText('to section 2')
      expect(anchor.hasAttribute('target')).toBe(false)
      expect(fireEvent.click(anchor)).toBe(false) // handled: the browser does not follow it
      expect(scrolled.map((e) => e.id)).toEqual(['sec2'])
      expect(app.router.state.location.pathname).toBe('/help/9')

      const external = within(body).getByText('elsewhere')
      expect(external.getAttribute('target')).toBe('_blank')
      expect(external.getAttribute('rel')).toBe('noopener noreferrer')

      // the backend's files: opened from the API server, in a new tab; the app stays where it is
      const opened = vi.spyOn(window, 'open').mockReturnValue(null)
      const base = `${app.services.api.baseUrl.replace(/\/+$/, '')}/`
      expect(fireEvent.click(within(body).getByText('rules'))).toBe(false)
      expect(fireEvent.click(within(body).getByText('terms'))).toBe(false)
      expect(opened.mock.calls).toEqual([
        [new URL('uploads/rules.pdf', base).href, '_blank', 'noopener,noreferrer'],
        [new URL('files/terms.pdf', base).href, '_blank', 'noopener,noreferrer'],
      ])
      expect(app.router.state.location.pathname).toBe('/help/9')
      opened.mockRestore()

      const inApp = within(body).getByText('article 27')
      expect(inApp.hasAttribute('target')).toBe(false)
      await act(async () => void fireEvent.click(inApp))
      expect((await screen.findByText('Article 27', { selector: '[data-testid="article-title"]' })).textContent).toBe('Article 27')
      expect(app.router.state.location.pathname).toBe('/help/27')
    } finally {
      delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView
    }
  })

  it.each([
    ['null', null],
    ['an empty list', []],
    ['an empty object', {}],
  ])('a success whose data is %s: the article does not exist (no retry)', async (_, data) => {
    const app = await demo('/help/26')
    await screen.findByTestId('article-title')
    app.server.post('/api/Game/getArticledetail', () => ok(data))
    await act(() => app.router.navigate({ to: '/help/$id', params: { id: '5' } }))
    expect((await screen.findByTestId('empty')).textContent).toContain('This article does not exist or was removed.')
    expect(screen.queryByTestId('load-error')).toBeNull()
  })

  it('a refusal with a reason of its own (code 0, "Maintenance") shows that reason with a retry, not "does not exist"', async () => {
    const app = await demo('/help/26')
    await screen.findByTestId('article-title')
    app.server.post('/api/Game/getArticledetail', () => envelope(0, null, 'Maintenance'))
    await act(() => app.router.navigate({ to: '/help/$id', params: { id: '5' } }))
    const error = await screen.findByTestId('load-error')
    expect(error.textContent).toContain('Maintenance')
    expect(screen.queryByText('This article does not exist or was removed.')).toBeNull()
    expect(screen.getByRole('link', { name: 'See all articles' })).toBeTruthy()
    // the server is back: the retry shows the article
    app.server.post('/api/Game/getArticledetail', () =>
      ok({ id: 5, title: '维护结束', title_yw: 'Back again', content: '<p>x</p>', content_yw: '<p>Open.</p>' }),
    )
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }))
    expect((await screen.findByTestId('article-title')).textContent).toBe('Back again')
  })

  it('a success whose data is no article at all is still an unexpected answer', async () => {
    const app = await demo('/help/26')
    await screen.findByTestId('article-title')
    app.server.post('/api/Game/getArticledetail', () => ok({ id: 'x', title_yw: 7 }))
    await act(() => app.router.navigate({ to: '/help/$id', params: { id: '5' } }))
    expect((await screen.findByTestId('load-error')).textContent).toContain('Unexpected answer from the server')
  })

  it('an unknown article says so; a failed load offers a retry; an empty list says so', async () => {
    const app = await demo('/help/999')
    // the server's own reason, with a retry and the way to the list
    expect((await screen.findByTestId('load-error')).textContent).toContain('article 999 not found')
    expect(screen.getByRole('link', { name: 'See all articles' })).toBeTruthy()
    app.server.post('/api/Game/getArticlelist', () => ok([]))
    await act(() => app.router.navigate({ to: '/help/list' }))
    expect((await screen.findByTestId('empty')).textContent).toContain('No articles yet.')
    app.server.post('/api/Game/getArticledetail', () => envelope(0, { errCode: 1004 }, 'x'))
    await act(() => app.router.navigate({ to: '/help/$id', params: { id: '26' } }))
    const error = await screen.findByTestId('load-error')
    expect(error.textContent).toContain('Network error, please refresh and try again')
    app.server.post('/api/Game/getArticledetail', () => ok({ id: 26, title_yw: 'Back again', content_yw: '<p>x</p>' }))
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }))
    expect((await screen.findByTestId('article-title')).textContent).toBe('Back again')
  })
})

describe("for a viewer in New York, articles' dates are the backend's (UTC+8)", () => {
  inViewerZone('America/New_York')
  // 07:00 on Jan 16 for the backend is 18:00 on Jan 15 in New York
  const createtime = '2026-01-16 07:00:00'

  it('in the help list', async () => {
    const app = await demo('/help/26')
    await screen.findByTestId('article-title')
    app.server.post('/api/Game/getArticlelist', () => ok([{ id: 1, title_yw: 'Dated', createtime }]))
    await act(() => app.router.navigate({ to: '/help/list' }))
    const time = (await screen.findByTestId('article-item')).querySelector('.article-item-date time')!
    expect(time.textContent).toBe('1/16/26, 7:00 AM')
    expect(time.getAttribute('datetime')).toBe('2026-01-15T23:00:00.000Z')
    // a publication date: nothing to hold against the viewer's clock, so no note
    expect(screen.queryByTestId('server-clock-note')).toBeNull()
  })

  it('on the article page', async () => {
    const app = await demo('/help/list')
    await screen.findAllByTestId('article-item')
    app.server.post('/api/Game/getArticledetail', () => ok({ id: 8, title_yw: 'Dated', content_yw: '<p>x</p>', createtime }))
    await act(() => app.router.navigate({ to: '/help/$id', params: { id: '8' } }))
    await screen.findByTestId('article-body')
    expect(document.querySelector('.article-date time')!.textContent).toBe('1/16/26, 7:00 AM')
    expect(screen.queryByTestId('server-clock-note')).toBeNull()
  })
})

describe('service and placeholder pages', () => {
  it('/ServicePage: a card with the config support link, opened safely', async () => {
    await renderApp('/ServicePage')
    const link = await screen.findByTestId('service-link')
    expect(link.getAttribute('href')).toBe('https://support.example/chat')
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
  })

  it('/ServicePage without a (safe) support URL says support is unavailable', async () => {
    const services = makeServices()
    await renderApp('/ServicePage', { services: { ...services, config: { ...services.config, serviceUrl: 'javascript:alert(1)' } } })
    expect((await screen.findByTestId('empty')).textContent).toContain('Customer service is not available right now')
  })

  it('/current/{id}: a placeholder with a way back', async () => {
    const app = await demo('/help/list', { login: { username: 'demo', password: 'demo123' } })
    await act(() => app.router.navigate({ to: '/current/$id', params: { id: '5' } }))
    expect((await screen.findByTestId('placeholder')).textContent).toContain('round 5')
    fireEvent.click(screen.getByTestId('go-back'))
    await screen.findByTestId('article-list')
    expect(app.router.state.location.pathname).toBe('/help/list')
  })
})
