import Toast from 'antd-mobile/es/components/toast'
import { installUiKitRenderer } from './kit-renderer'

// The UI kit's imperative toasts need its createRoot renderer (kit-renderer.ts): installed by the
// first screen that can show one, so no first load fetches it for nothing (issue 8 §1).
installUiKitRenderer()

export { Toast }
