import { describe, expect, it } from 'vitest'
import { listPaging } from './paging'
import { unwrapList } from './wire'

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
