import type { Decorator } from '@storybook/react-vite'

/** The phone-width column the app renders in (#root in src/styles.css). */
export const withMobileFrame: Decorator = (Story) => (
  <div className="app" style={{ maxWidth: 480, margin: '0 auto', position: 'relative' }}>
    <Story />
  </div>
)
