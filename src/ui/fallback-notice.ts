/**
 * A message shown when the code of toasts or dialogs cannot load (offline): a
 * polite live region at the bottom of the screen for 3 s (styles.css `.fallback-notice`).
 */
export function fallbackNotice(text: string): void {
  if (!text || typeof document === 'undefined') return
  const note = document.createElement('div')
  note.className = 'fallback-notice'
  note.setAttribute('role', 'status')
  note.setAttribute('data-testid', 'fallback-notice')
  note.textContent = text
  document.body.appendChild(note)
  setTimeout(() => note.remove(), 3000)
}
