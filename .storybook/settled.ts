import { expect, waitFor } from 'storybook/test'

/**
 * A dialog or sheet that has just opened takes no taps for a moment (src/ui/settle-taps.ts): a story's
 * tap inside it waits for that, as a finger must.
 */
export async function settled<T extends Element>(el: T): Promise<T> {
  await waitFor(() => expect(el).not.toHaveAttribute('data-settling'))
  return el
}
