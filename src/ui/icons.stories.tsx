import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import * as icons from './icons'

function Gallery({ size }: { size?: number | string }) {
  return (
    <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 16, listStyle: 'none', padding: 16, margin: 0 }}>
      {Object.entries(icons).map(([name, Icon]) => (
        <li key={name} style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 4, fontSize: 12 }}>
          <Icon size={size} />
          {name}
        </li>
      ))}
    </ul>
  )
}

const meta = {
  component: Gallery,
} satisfies Meta<typeof Gallery>

export default meta
type Story = StoryObj<typeof meta>

/** At 1em: the size they take beside text (list rows, buttons). */
export const InText: Story = {
  play: async ({ canvasElement }) => {
    const svgs = [...canvasElement.querySelectorAll('svg')]
    await expect(svgs).toHaveLength(Object.keys(icons).length)
    for (const svg of svgs) await expect(svg).toHaveAttribute('aria-hidden', 'true')
  },
}

export const Large: Story = {
  args: { size: 48 },
}
