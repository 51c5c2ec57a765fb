// The same rules as index.html's #boot-canvas, scoped to a class: that copy must work before any JS runs.
const CSS = `
.loading-canvas { position: fixed; inset: 0; display: flex; flex-direction: column; align-items: center;
  justify-content: center; gap: 18px; background: radial-gradient(circle at 50% 35%, #1b2a4a, #0b1220 70%);
  color: #e8c66a; font: 600 20px/1.2 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; z-index: 10; }
.loading-canvas .boot-logo { letter-spacing: .08em; }
.loading-canvas .boot-spinner { width: 36px; height: 36px; border-radius: 50%; border: 3px solid rgba(232,198,106,.25);
  border-top-color: #e8c66a; animation: boot-spin .9s linear infinite; }
@keyframes boot-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .loading-canvas .boot-spinner { animation-duration: 3s; } }
`

/**
 * The loading canvas of index.html as a component (for review, and for screens that want the
 * same look). Its texts are literal like the static canvas's, which shows before any catalog loads.
 */
export function LoadingCanvas() {
  return (
    <div className="loading-canvas" role="progressbar" aria-busy="true" aria-label="Loading">
      <style href="loading-canvas" precedence="default">{CSS}</style>
      <div className="boot-logo">LuckyTrade</div>
      <div className="boot-spinner"></div>
    </div>
  )
}
