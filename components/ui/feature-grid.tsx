import { Image } from '@/components/ui/image'
import type { FeatureItem } from '@/content/schemas'
import { CardGrid, type GridColumns } from './card-grid'

const layouts = { 2: { sm: 2 }, 3: { sm: 2, lg: 3 }, 4: { sm: 2, lg: 4 } } as const satisfies Record<number, GridColumns>

/** Icon cards: the fan's reasons and features, 'Why go Solar?', the AC benefits. */
export function FeatureGrid({ items, columns = 3 }: { items: readonly FeatureItem[]; columns?: 2 | 3 | 4 }) {
  return (
    <CardGrid
      columns={layouts[columns]}
      items={items.map((item) => ({
        key: item.id,
        content: (
          <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <Image src={item.icon} alt="" width={48} height={48} className="size-12" />
            <h3 className="mt-4 text-lg font-semibold text-navy-900">{item.name}</h3>
            <p className="mt-2 text-slate-600">{item.desc}</p>
          </div>
        ),
      }))}
    />
  )
}
