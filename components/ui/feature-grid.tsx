import Image from 'next/image'
import type { FeatureItem } from '@/content/schemas'

/** Icon cards: the fan's reasons and features, 'Why go Solar?', the AC benefits. */
export function FeatureGrid({ items, columns = 3 }: { items: readonly FeatureItem[]; columns?: 2 | 3 | 4 }) {
  const grid = { 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-2 lg:grid-cols-3', 4: 'sm:grid-cols-2 lg:grid-cols-4' }[columns]
  return (
    <ul className={`grid gap-6 ${grid}`}>
      {items.map((item) => (
        <li key={item.id} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <Image src={item.icon} alt="" width={48} height={48} className="size-12" />
          <h3 className="mt-4 text-lg font-semibold text-navy-900">{item.name}</h3>
          <p className="mt-2 text-slate-600">{item.desc}</p>
        </li>
      ))}
    </ul>
  )
}
