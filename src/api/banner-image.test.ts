import { describe, expect, it } from 'vitest'
import { bannerPath, safeImageUrl } from './banner-image'

describe('safeImageUrl', () => {
  it('keeps http(s), data:image and path addresses', () => {
    for (const u of [
      'https://cdn.example/a.png',
      'http://x/y.jpg',
      'data:image/svg+xml,%3Csvg%3E',
      '/img/a.png',
      './a.png',
      '../a.png',
      'img/a.png',
    ]) {
      expect(safeImageUrl(u)).toBe(u)
    }
  })
  it('drops javascript: and other schemes', () => {
    for (const u of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'vbscript:x',
      'data:text/html,<script>1</script>',
      'file:///etc/passwd',
    ]) {
      expect(safeImageUrl(u)).toBe('')
    }
    expect(safeImageUrl(null)).toBe('')
    expect(safeImageUrl(undefined)).toBe('')
  })

  it('resolves a path against the API base URL when given: the image loads from the API, not the app', () => {
    const api = 'https://api.example/v2'
    expect(safeImageUrl('/uploads/a.png', api)).toBe('https://api.example/uploads/a.png')
    expect(safeImageUrl('uploads/b.png', api)).toBe('https://api.example/v2/uploads/b.png')
    expect(safeImageUrl('./c.png', `${api}/`)).toBe('https://api.example/v2/c.png')
    expect(safeImageUrl('https://cdn.example/d.png', api)).toBe('https://cdn.example/d.png')
    expect(safeImageUrl('//cdn.example/e.png', api)).toBe('//cdn.example/e.png')
    expect(safeImageUrl('data:image/png;base64,AAAA', api)).toBe('data:image/png;base64,AAAA')
    expect(safeImageUrl('javascript:alert(1)', api)).toBe('')
    expect(safeImageUrl('', api)).toBe('')
  })

  it('a banner path is resolved the same way', () => {
    expect(
      bannerPath(
        { id: 1, path: 'uploads/zh.png', path_tw: '', path_vi: '', path_yw: '/uploads/en.png', url: '' },
        'en-US',
        'https://api.example',
      ),
    ).toBe('https://api.example/uploads/en.png')
  })
})
