// A pull-to-refresh gesture for play functions (the UI kit's PullToRefresh, driven through its gesture library).

/** Pulls the list down like a finger would (touch events where the browser has them, pointer events otherwise). */
export async function pullDown(canvasElement: HTMLElement) {
  const area = canvasElement.querySelector<HTMLElement>('.adm-pull-to-refresh')!
  const pointer = (type: string, y: number) =>
    area.dispatchEvent(
      new PointerEvent(type, {
        bubbles: true,
        cancelable: true,
        pointerId: 1,
        pointerType: 'touch',
        isPrimary: true,
        clientX: 100,
        clientY: y,
        buttons: type === 'pointerup' ? 0 : 1,
      }),
    )
  const touch = (type: string, y: number) => {
    const t = new Touch({ identifier: 1, target: area, clientX: 100, clientY: y })
    const list = type === 'touchend' ? [] : [t]
    area.dispatchEvent(new TouchEvent(type, { bubbles: true, cancelable: true, touches: list, targetTouches: list, changedTouches: [t] }))
  }
  // The gesture library listens to touch events where the browser has them, pointer events otherwise.
  const send =
    'ontouchstart' in window
      ? touch
      : (type: string, y: number) => pointer(type.replace('touch', 'pointer').replace('start', 'down').replace('end', 'up'), y)
  send('touchstart', 100)
  for (const y of [130, 170, 220, 280, 340]) {
    send('touchmove', y)
    await new Promise((r) => setTimeout(r, 16))
  }
  send('touchend', 340)
}
