import type { ReactNode } from 'react'

/** Inline message under a field; nothing when there is none. */
export function FieldError({ children }: { children: ReactNode }) {
  if (!children) return null
  return (
    <span className="field-error" role="alert">
      {children}
    </span>
  )
}
