import type { Category, ProductCard } from '../schemas'
import type { LoadedLine } from '../source'
import { acrossLines, reportOf } from './across-lines'
import { checkLine } from './check-line'
import { newRefusals } from './first-seen'

const item = (slug: string, id = `id-${slug}`) => ({ _id: id, slug, name: slug, images: { cover: '/x.webp' } })

/** Lines as the snapshot loads them: each list checked on its own. */
function loaded(lists: Partial<Record<Category, unknown[]>>): Record<Category, LoadedLine | null> {
  const line = (category: Category): LoadedLine | null => {
    const checked = lists[category] && checkLine(lists[category], category, [])
    return checked
      ? {
          cards: checked.products as unknown as ProductCard[],
          documents: checked.products.map((product) => ({ slug: product.slug, keyFeatures: [], models: [] })),
          report: checked.report,
          fresh: true,
        }
      : null
  }
  return { fan: line('fan'), light: line('light'), solar: line('solar'), ac: line('ac'), frp: line('frp'), trading: line('trading') }
}

describe('acrossLines', () => {
  it('shows a slug two lines list in the first line alone, whichever _id is lower, and refuses the other naming it', () => {
    const lines = acrossLines(
      loaded({ solar: [item('panel'), item('shared', 'a-low-id')], fan: [item('shared', 'z-high-id'), item('vayu')] }),
    )
    expect(lines.fan!.cards.map((card) => card.slug)).toEqual(['shared', 'vayu'])
    expect(lines.solar!.cards.map((card) => card.slug)).toEqual(['panel'])
    expect(lines.solar!.documents.map((document) => document.slug)).toEqual(['panel'])
    expect(lines.solar!.report).toMatchObject({
      shown: 1,
      refused: 1,
      refusedBy: { duplicate_slug: 1 },
      refusedItems: [
        { id: 'a-low-id', slug: 'shared', reasons: [{ code: 'duplicate_slug', params: { winnerLine: 'fan', winnerId: 'z-high-id' } }] },
      ],
    })
    expect(reportOf(lines)).toEqual({ fan: lines.fan!.report, solar: lines.solar!.report })
  })

  it('is the same on every load', () => {
    const lists = { solar: [item('shared')], fan: [item('shared')], light: [item('shared')] }
    expect(acrossLines(loaded(lists))).toEqual(acrossLines(loaded(lists)))
    expect(acrossLines(loaded(lists)).light!.report!.refusedItems[0]!.reasons[0]!.params).toEqual({
      winnerLine: 'fan',
      winnerId: 'id-shared',
    })
  })

  it('leaves lines without a shared slug as they are', () => {
    const lines = loaded({ fan: [item('a')], solar: [item('b')] })
    const resolved = acrossLines(lines)
    expect(resolved.fan).toBe(lines.fan)
    expect(resolved.solar).toBe(lines.solar)
  })
})

describe('newRefusals', () => {
  it('names a refused item once, when it first appears, and again only for new reasons', () => {
    const report = (fans: unknown[]) => reportOf(acrossLines(loaded({ fan: fans })))
    const first = report([item('a'), { ...item('b'), name: '' }])
    expect(newRefusals(first, undefined).map(({ line, item: refused }) => [line, refused.slug])).toEqual([['fan', 'b']])
    expect(newRefusals(report([item('a'), { ...item('b'), name: '' }]), first)).toEqual([])
    const second = report([
      { ...item('b'), name: '', images: { cover: '' } },
      { ...item('c'), name: '' },
    ])
    expect(newRefusals(second, first).map(({ item: refused }) => refused.slug)).toEqual(['b', 'c'])
  })
})
