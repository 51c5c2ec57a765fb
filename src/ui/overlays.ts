// What shows over a screen, as one chunk: dialog.ts and toast.ts load it on first use (together, at the
// first touch: root-layout.tsx), and a screen with a dialog of its own (withdraw's gate) imports it.
export { ConfirmDialog } from './confirm-dialog'
export { openDialog, type DialogProps } from './open-dialog'
export { showToast, type ToastProps } from './toast-view'
