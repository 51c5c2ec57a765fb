// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { EMPTY_STATE, loadState, saveState, STORAGE_KEY, STORAGE_VERSION } from './storage'

function memoryStore(initial?: string) {
  const data = new Map<string, string>()
  if (initial !== undefined) data.set(STORAGE_KEY, initial)
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  }
}

const record = (state: unknown, v: unknown = STORAGE_VERSION) => JSON.stringify({ v, state })

describe('storage', () => {
  it('round-trips every field', () => {
    const store = memoryStore()
    const state = {
      language: 'vi',
      isLogin: true,
      token: 'tok',
      apiConfig: { apiWebUrl: 'https://api.example' },
      appConfig: { kefu: 'https://k', currency: 'USD' },
    }
    expect(saveState(state, store)).toEqual(state)
    expect(loadState(store)).toEqual(state)
    expect(JSON.parse(store.data.get(STORAGE_KEY)!)).toEqual({ v: STORAGE_VERSION, state })
  })

  it('merges patches and clears the login flag with the token', () => {
    const store = memoryStore()
    saveState({ language: 'zh-CN', token: 't', isLogin: true }, store)
    expect(saveState({ token: null }, store)).toMatchObject({ language: 'zh-CN', token: null, isLogin: false })
    expect(saveState({ token: '', isLogin: true }, store)).toMatchObject({ token: null, isLogin: false })
    expect(loadState(store)).toMatchObject({ language: 'zh-CN', token: null, isLogin: false })
  })

  it.each([
    ['nothing stored', undefined],
    ['corrupt JSON', '{"v":1,"state":'],
    ['a foreign shape', JSON.stringify({ theme: 'dark' })],
    ['an array', '[1,2]'],
    ['null', 'null'],
    ['another version', record({ language: 'vi', token: 't', isLogin: true }, 2)],
    ['a missing version', JSON.stringify({ state: { language: 'vi' } })],
    ['state not an object', record('vi')],
  ])('%s → defaults', (_, stored) => {
    expect(loadState(memoryStore(stored))).toEqual(EMPTY_STATE)
  })

  it('drops fields of the wrong type one by one', () => {
    const stored = record({ language: 5, isLogin: 'yes', token: 42, apiConfig: { apiWebUrl: 3 }, appConfig: [1] })
    expect(loadState(memoryStore(stored))).toEqual(EMPTY_STATE)
    const partial = record({ language: 'en-US', isLogin: true, token: '', apiConfig: 'x', appConfig: { a: 1 } })
    expect(loadState(memoryStore(partial))).toEqual({ ...EMPTY_STATE, language: 'en-US', appConfig: { a: 1 } })
  })

  it('never keeps a login flag without a token', () => {
    expect(loadState(memoryStore(record({ isLogin: true })))).toMatchObject({ isLogin: false, token: null })
  })

  it('a throwing store gives defaults and never throws', () => {
    const boom = () => {
      throw new Error('SecurityError')
    }
    const store = { getItem: boom, setItem: boom, removeItem: boom }
    expect(loadState(store)).toEqual(EMPTY_STATE)
    expect(() => saveState({ language: 'vi' }, store)).not.toThrow()
    expect(saveState({ language: 'vi' }, store)).toMatchObject({ language: 'vi' })
  })

  it('no store at all: defaults, saves are in-memory only', () => {
    expect(loadState(null)).toEqual(EMPTY_STATE)
    expect(saveState({ token: 't', isLogin: true }, null)).toMatchObject({ token: 't', isLogin: true })
  })

  it('a localStorage whose access throws falls back to defaults', () => {
    const descriptor = Object.getOwnPropertyDescriptor(globalThis, 'localStorage')
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get: () => {
        throw new Error('denied')
      },
    })
    try {
      expect(loadState()).toEqual(EMPTY_STATE)
      expect(() => saveState({ language: 'vi' })).not.toThrow()
    } finally {
      if (descriptor) Object.defineProperty(globalThis, 'localStorage', descriptor)
      else delete (globalThis as { localStorage?: unknown }).localStorage
    }
  })
})
