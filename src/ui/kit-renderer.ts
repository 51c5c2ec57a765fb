import { createRoot, type Root } from 'react-dom/client'
import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render'

let installed = false
const live = new Map<Element | DocumentFragment, Root>()

/**
 * Unmounts every root the kit rendered into (open toasts and dialogs). They live outside the app's
 * root, so a test or story that unmounts the app calls this too: nothing of one page renders into
 * the next, nor after the page is gone.
 */
export function unmountUiKitRoots(): void {
  const roots = [...live.values()]
  live.clear()
  for (const root of roots) root.unmount()
}

/** antd-mobile's imperative Toast/Dialog do nothing on React 19 without a createRoot renderer. */
export function installUiKitRenderer() {
  if (installed) return
  installed = true
  unstableSetRender((node, container) => {
    let root = live.get(container)
    if (!root) {
      root = createRoot(container)
      live.set(container, root)
    }
    root.render(node)
    return async () => {
      await Promise.resolve()
      live.get(container)?.unmount()
      live.delete(container)
    }
  })
}
