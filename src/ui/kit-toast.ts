import Toast from 'antd-mobile/es/components/toast'
import { installUiKitRenderer } from './kit-renderer'
import './kit-toast.css'

// The UI kit's imperative toasts need its createRoot renderer (kit-renderer.ts).
installUiKitRenderer()

export { Toast }
