import { describe, expect, it } from 'vitest'
import { listPaging } from './paging'
import { underApi, unwrapList } from './wire'

describe('listPaging', () => {
  it('reads a Laravel-style page, numbers as numbers or text', () => {
    const page = { current_page: '2', data: [{ id: 1 }], last_page: 4, per_page: '15', total: 60, next_page_url: 'https://x/?page=3' }
    expect(unwrapList(page)).toEqual([{ id: 1 }])
    expect(listPaging(page)).toEqual({ currentPage: 2, lastPage: 4, perPage: 15, total: 60, hasNextUrl: true })
  })
  it('a blank next_page_url says there is no next page; fields not sent stay absent', () => {
    expect(listPaging({ data: [], next_page_url: null })).toEqual({ hasNextUrl: false })
    expect(listPaging({ list: [], total: '' })).toEqual({})
    expect(listPaging({ data: [], per_page: 0, last_page: 'x' })).toEqual({})
  })
  it('a bare array or nothing carries no paging', () => {
    expect(listPaging([1, 2])).toEqual({})
    expect(listPaging(null)).toEqual({})
  })
})

describe('underApi: an address the API sent, as the page asks for it', () => {
  const api = 'https://api.example/v2'
  it.each([
    ['root-relative', '/uploads/a.png', 'https://api.example/uploads/a.png'],
    ['relative', 'uploads/a.png', 'https://api.example/v2/uploads/a.png'],
    ['dot-relative', './a.png', 'https://api.example/v2/a.png'],
    ['parent-relative', '../a.png', 'https://api.example/a.png'],
    ['with a query and spaces around', ' /u/a.png?v=2 ', 'https://api.example/u/a.png?v=2'],
  ])('%s: resolved against the API’s base, not the page', (_, url, resolved) => {
    expect(underApi(url, api)).toBe(resolved)
    expect(underApi(url, `${api}/`)).toBe(resolved)
  })
  it.each([
    ['absolute https', 'https://cdn.example/a.png'],
    ['absolute http', 'http://cdn.example/a.png'],
    ['protocol-relative', '//cdn.example/a.png'],
    ['data:', 'data:image/png;base64,AAAA'],
    ['another scheme (left to the caller’s rules)', 'javascript:alert(1)'],
    ['empty (it would name the API’s base itself)', ''],
  ])('%s: stays as it is', (_, url) => {
    expect(underApi(url, api)).toBe(url)
  })
})
