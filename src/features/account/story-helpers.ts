// Story-only helpers (not imported by the app): a few gestures.
import { expect, screen, waitFor, within } from 'storybook/test'

/** An input by its name attribute. */
export function field(canvasElement: HTMLElement, name: string): HTMLInputElement {
  const el = canvasElement.querySelector<HTMLInputElement>(`input[name="${name}"]`)
  if (!el) throw new Error(`story: no input named ${name}`)
  return el
}

/** A confirm dialog once its opening animation lets clicks through. */
export async function openedDialog() {
  const dialog = await screen.findByRole('dialog')
  await waitFor(() => expect(getComputedStyle(within(dialog).getAllByRole('button')[0]!).pointerEvents).not.toBe('none'))
  return dialog
}
