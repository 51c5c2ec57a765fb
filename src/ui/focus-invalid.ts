import { useEffect, useState, type RefObject } from 'react'

/**
 * After a submit that found problems, focus moves to the form's first invalid field (`aria-invalid`): a
 * screen reader reads it with its message, and on a phone the keyboard opens where the fix is. Call
 * `refocus()` each time a submit finds problems (the form's own checks, or the server's answer).
 */
const INVALID_FIELD = ['input', 'select', 'textarea', 'button', '[tabindex]'].map((f) => `${f}[aria-invalid="true"]`).join()

export function useFocusFirstInvalid(form: RefObject<HTMLFormElement | null>): () => void {
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    if (attempt === 0) return
    // the field itself: a kit's input may carry the attribute on its wrapper too
    form.current?.querySelector<HTMLElement>(INVALID_FIELD)?.focus()
  }, [form, attempt])
  return () => setAttempt((n) => n + 1)
}
