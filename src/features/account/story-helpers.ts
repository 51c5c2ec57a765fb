// Story-only helpers (not imported by the app): a few gestures.
import { expect, screen, waitFor } from 'storybook/test'
import { settled } from '../../../.storybook/settled'

/** An input by its name attribute. */
export function field(canvasElement: HTMLElement, name: string): HTMLInputElement {
  const el = canvasElement.querySelector<HTMLInputElement>(`input[name="${name}"]`)
  if (!el) throw new Error(`story: no input named ${name}`)
  return el
}

/** The open confirm dialog: a modal <dialog>, focus inside it. */
export async function openedDialog() {
  const dialog = await screen.findByRole('alertdialog')
  await waitFor(() => expect(dialog.matches(':modal')).toBe(true))
  await expect(dialog.contains(document.activeElement)).toBe(true)
  return settled(dialog)
}
