import { GRID_PAGE_SIZE } from '@/lib/navigation/pagination'
import { gridPageExists } from './grid-page'

/** An index of 3 fans and 2 pages of lights and nothing else. */
const sizes: Record<string, number> = { fan: 3, light: GRID_PAGE_SIZE + 1 }
const asked: string[] = []
const holds = async (lines: readonly string[], count: number) => {
  asked.push(`${lines.join('+')}>=${count}`)
  return lines.reduce((sum, line) => sum + (sizes[line] ?? 0), 0) >= count
}

describe('gridPageExists', () => {
  it('passes a page its list has an item for', async () => {
    expect(await gridPageExists('/products/light/page/2', holds)).toBe(true)
    expect(await gridPageExists('/products/all/page/2', holds)).toBe(true)
  })

  it('refuses a page past the last, asking the index only about a well-formed one', async () => {
    asked.length = 0
    expect(await gridPageExists('/products/fan/page/2', holds)).toBe(false)
    expect(await gridPageExists('/products/light/page/3', holds)).toBe(false)
    expect(await gridPageExists('/products/light/page/02', holds)).toBe(false)
    expect(await gridPageExists('/products/others/page/1', holds)).toBe(false)
    expect(asked).toEqual([`fan>=${GRID_PAGE_SIZE + 1}`, `light>=${2 * GRID_PAGE_SIZE + 1}`])
  })

  it('leaves other paths to the other rules', async () => {
    expect(await gridPageExists('/products/light/sailite-led-bulb', holds)).toBeNull()
  })
})
