import { useCallback, useEffect, useState, type RefObject } from 'react'

/**
 * After a submit that found problems, focus moves to the form's first invalid field (`aria-invalid`): a
 * screen reader reads it with its message, and on a phone the keyboard opens where the fix is. Call
 * `refocus()` each time a submit finds problems (the form's own checks, or the server's answer). A server's
 * refusal about no one field (its message a toast) marks none: focus then goes to the form's first field, for
 * the form's submit button (or its fields) were disabled while the request was in flight, which leaves focus
 * on the page's body, outside the form. `fallback` names the field to take focus then instead of the first (on
 * /login the password: the area code before it is rarely what a refusal is about).
 */
const INVALID_FIELD = ['input', 'select', 'textarea', 'button', '[tabindex]'].map((f) => `${f}[aria-invalid="true"]`).join()
const FIELD = ['input:not([type="hidden"])', 'select', 'textarea'].map((f) => `${f}:not(:disabled)`).join()

export function useFocusFirstInvalid(form: RefObject<HTMLFormElement | null>, fallback?: string): () => void {
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    if (attempt === 0) return
    // the field itself: a kit's input may carry the attribute on its wrapper too
    const named = fallback ? `[name="${fallback}"]:not(:disabled)` : null
    const target =
      form.current?.querySelector<HTMLElement>(INVALID_FIELD) ??
      (named ? form.current?.querySelector<HTMLElement>(named) : null) ??
      form.current?.querySelector<HTMLElement>(FIELD)
    target?.focus()
  }, [form, attempt, fallback])
  return useCallback(() => setAttempt((n) => n + 1), [])
}

/**
 * A form's problems (from its last submit) without the one of `field`: a field the user edits no longer shows
 * the problem it had; the next submit checks every field again (and `refocus` moves focus). For
 * `setProblems(withoutProblem(field))`; the same object when the field had none, so nothing re-renders.
 */
export const withoutProblem =
  <F extends string>(field: F) =>
  <P extends Partial<Record<F, unknown>>>(problems: P): P =>
    problems[field] === undefined ? problems : { ...problems, [field]: undefined }
