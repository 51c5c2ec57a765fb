import type { Meta, StoryObj } from '@storybook/react-vite'
import { useLingui } from '@lingui/react'
import { expect } from 'storybook/test'
import type { Room } from '../../api/types'
import { OptionGrid } from './option-grid'
import { roomOptions } from './options'
import './game.css'

/**
 * A room's options on a 320 px phone (the page's 12 px padding taken off): four a line while their words
 * fit; a name wraps between words or after a hyphen, and an option with a longer word takes a wider place.
 */
const NARROW = 296
const RATES = [1.98, 1.98, 1.98, 1.98, 4.2, 3.7, 3.7, 4.2, 15, 15, 50]
const roomOf = (type: number) => {
  const rates = type === 16 ? RATES.slice(0, 4) : RATES
  return { id: 1, type, rates, ...Object.fromEntries(rates.map((r, i) => [`rate${i}`, r])) } as unknown as Room
}

function NarrowGrid({ type }: { type: number }) {
  const { i18n } = useLingui()
  return (
    <div className="narrow-grid" style={{ width: NARROW }}>
      <OptionGrid options={roomOptions(i18n, roomOf(type))} selected={[1]} onToggle={() => {}} />
    </div>
  )
}

const meta = {
  component: NarrowGrid,
  args: { type: 1 },
} satisfies Meta<typeof NarrowGrid>

export default meta
type Story = StoryObj<typeof meta>

/** The lines (distinct tops) each word of `el`'s text is laid out on. */
function wordLines(el: Element): Array<{ word: string; lines: number }> {
  const node = el.firstChild!
  const text = node.textContent!
  return [...new Intl.Segmenter(document.documentElement.lang, { granularity: 'word' }).segment(text)]
    .filter((s) => s.isWordLike)
    .map((s) => {
      const range = document.createRange()
      range.setStart(node, s.index)
      range.setEnd(node, s.index + s.segment.length)
      return { word: s.segment, lines: new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size }
    })
}

const wholeWords: Story = {
  play: async ({ canvasElement }) => {
    const box = canvasElement.querySelector('.narrow-grid')!.getBoundingClientRect()
    const options = [...canvasElement.querySelectorAll('.option')]
    await expect(options).toHaveLength(11)
    for (const option of options) {
      await expect(wordLines(option.querySelector('.option-name')!).filter((w) => w.lines > 1)).toEqual([])
      await expect(option.getBoundingClientRect().right).toBeLessThanOrEqual(box.right + 0.5)
    }
    // the odds of one line of options on one line, whether or not a name beside them wraps
    const rows = new Map<number, Element[]>()
    for (const o of options) {
      const top = Math.round(o.getBoundingClientRect().top)
      rows.set(top, [...(rows.get(top) ?? []), o])
    }
    for (const [top, row] of rows) {
      const odds = new Set(row.map((o) => Math.round(o.querySelector('.option-odds')!.getBoundingClientRect().top)))
      await expect(odds.size, `the odds of the options at ${top}`).toBe(1)
    }
  },
}

export const WholeWords = wholeWords
export const WholeWordsZhCN = { ...wholeWords, globals: { locale: 'zh-CN' } }
export const WholeWordsZhTW = { ...wholeWords, globals: { locale: 'zh-TW' } }
export const WholeWordsVi = { ...wholeWords, globals: { locale: 'vi' } }
export const FourOptions: Story = {
  args: { type: 16 },
  play: async ({ canvasElement }) => {
    const options = [...canvasElement.querySelectorAll('.option')]
    await expect(options).toHaveLength(4)
    // two a line, of equal width
    await expect(new Set(options.map((o) => Math.round(o.getBoundingClientRect().width))).size).toBe(1)
    await expect(new Set(options.map((o) => Math.round(o.getBoundingClientRect().top))).size).toBe(2)
  },
}
