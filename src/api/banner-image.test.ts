import { describe, expect, it } from 'vitest'
import { safeImageUrl } from './banner-image'

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
})
