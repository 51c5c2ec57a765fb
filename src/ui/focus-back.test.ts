import { afterEach, describe, expect, it, vi } from 'vitest'
import { FOCUS_WATCH_MS, keepSubmitFocus } from './focus-back'

/** A form with a field and its submit button, sent by a press on the button (which has focus). */
function form() {
  const el = document.body.appendChild(document.createElement('form'))
  const field = el.appendChild(document.createElement('input'))
  const button = el.appendChild(document.createElement('button'))
  button.type = 'submit'
  el.addEventListener('submit', (e) => e.preventDefault())
  button.focus()
  button.click()
  // busy: the app disables the button, and the browser moves focus off it (jsdom does not: done here first)
  button.blur()
  button.disabled = true
  return { el, field, button }
}
/** Lets the watcher's callback run after a change of the page. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

afterEach(() => {
  document.body.innerHTML = ''
  vi.useRealTimers()
})

describe('a submit button keeps focus through its busy time', () => {
  keepSubmitFocus()

  it('focus is back on the button once it is enabled again', async () => {
    const { button } = form()
    await tick()
    expect(document.activeElement).toBe(document.body)
    button.disabled = false
    await vi.waitFor(() => expect(document.activeElement).toBe(button))
  })

  it('a field the form focused (its first problem) keeps the focus', async () => {
    const { field, button } = form()
    field.focus()
    button.disabled = false
    await tick()
    expect(document.activeElement).toBe(field)
  })

  it('a button that left the page (the next screen came) is let go', async () => {
    const { el, button } = form()
    el.remove()
    await tick()
    button.disabled = false
    document.body.appendChild(button)
    await tick()
    expect(document.activeElement).toBe(document.body)
  })

  it('a button disabled for longer than the watch is let go', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { button } = form()
    vi.advanceTimersByTime(FOCUS_WATCH_MS)
    vi.useRealTimers()
    button.disabled = false
    await tick()
    expect(document.activeElement).toBe(document.body)
  })

  it('a form sent from a field (Enter) is not watched: the field keeps its focus, never disabled', async () => {
    const el = document.body.appendChild(document.createElement('form'))
    const field = el.appendChild(document.createElement('input'))
    const button = el.appendChild(document.createElement('button'))
    el.addEventListener('submit', (e) => e.preventDefault())
    field.focus()
    el.requestSubmit(button)
    field.blur()
    button.disabled = true
    await tick()
    button.disabled = false
    await tick()
    expect(document.activeElement).toBe(document.body)
  })
})
