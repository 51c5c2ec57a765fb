import type { Decorator } from '@storybook/react-vite'

/** The phone-width column the app renders in (#root in src/styles.css). */
export const withMobileFrame: Decorator = (Story) => (
  <div className="app" style={{ maxWidth: 480, margin: '0 auto', position: 'relative' }}>
    <Story />
  </div>
)

/**
 * A page `width` CSS px wide: a narrow phone (320), or browser zoom on a 390 px phone (195 at 200 %, 240 at
 * 150 % of 360).
 */
export const atWidth =
  (width: number): Decorator =>
  (Story) => (
    <div style={{ width }}>
      <Story />
    </div>
  )
