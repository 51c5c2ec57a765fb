// A pull-to-refresh gesture for play functions: the pointer events a finger sends to src/ui/pull-refresh.tsx.

/** Pulls the list down like a finger would, from its top edge past the release threshold. */
export async function pullDown(canvasElement: HTMLElement) {
  const area = canvasElement.querySelector<HTMLElement>('[data-testid="pull-refresh"]')!
  const send = (type: string, y: number) =>
    area.dispatchEvent(
      new PointerEvent(type, {
        bubbles: true,
        cancelable: true,
        pointerId: 1,
        pointerType: 'touch',
        isPrimary: true,
        button: type === 'pointermove' ? -1 : 0,
        clientX: 100,
        clientY: y,
        buttons: type === 'pointerup' ? 0 : 1,
      }),
    )
  send('pointerdown', 100)
  for (const y of [130, 170, 220, 280, 340]) {
    send('pointermove', y)
    await new Promise((r) => setTimeout(r, 16))
  }
  send('pointerup', 340)
}
