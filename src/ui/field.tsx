import type { ReactNode } from 'react'

/** A form field: its label, the input (`children`, with any hint) and the message under it, if any. */
export function Field({ label, error, children }: { label: ReactNode; error?: ReactNode; children: ReactNode }) {
  return (
    <label className="field">
      <span className="field-label">{label}</span>
      {children}
      <FieldError>{error}</FieldError>
    </label>
  )
}

/** Inline message under a field; nothing when there is none. */
export function FieldError({ children }: { children: ReactNode }) {
  if (!children) return null
  return (
    <span className="field-error" role="alert">
      {children}
    </span>
  )
}
