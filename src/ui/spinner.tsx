import './spinner.css'

/**
 * A decorative loading indicator in CSS only. The UI kit's SpinLoading animates through
 * react-spring (≈15 kB gz), which every screen with a load state would otherwise download.
 */
export function Spinner({ size = 32 }: { size?: number }) {
  return <span className="spinner" style={{ width: size, height: size }} aria-hidden="true" />
}
