import Image from 'next/image'
import type { CategoryTile } from '@/content/schemas'

/** Image tiles with a name and a line of text: the FRP categories and the AC applications. */
export function TileGrid({ tiles }: { tiles: readonly CategoryTile[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {tiles.map((tile) => (
        <li key={tile.id} className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
          <div className="relative aspect-[4/3]">
            <Image src={tile.image} alt="" fill sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw" className="object-cover" />
          </div>
          <div className="p-5">
            <h3 className="text-lg font-semibold text-navy-900">{tile.name}</h3>
            <p className="mt-1 text-slate-600">{tile.des}</p>
          </div>
        </li>
      ))}
    </ul>
  )
}
