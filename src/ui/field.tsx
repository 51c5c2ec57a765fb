import type { ReactNode } from 'react'

/**
 * A form field: its label, the input (`children`, with any hint) and the message under it, if any. With
 * `inputId` (the input's `id`) the label names that input alone, so that a button or a hint beside it is
 * not read as part of its name; without it the label wraps the field.
 */
export function Field({
  label,
  error,
  children,
  inputId,
  errorId,
}: {
  label: ReactNode
  error?: ReactNode
  children: ReactNode
  inputId?: string
  /** the message's id, for the input's `aria-describedby` */
  errorId?: string
}) {
  if (inputId) {
    return (
      <div className="field">
        <label className="field-label" htmlFor={inputId}>
          {label}
        </label>
        {children}
        <FieldError id={errorId}>{error}</FieldError>
      </div>
    )
  }
  return (
    <label className="field">
      <span className="field-label">{label}</span>
      {children}
      <FieldError>{error}</FieldError>
    </label>
  )
}

/** Inline message under a field; nothing when there is none. */
export function FieldError({ children, id }: { children: ReactNode; id?: string | undefined }) {
  if (!children) return null
  return (
    <span className="field-error" role="alert" id={id}>
      {children}
    </span>
  )
}
