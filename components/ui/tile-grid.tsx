import type { CategoryTile } from '@/content/schemas'
import { PictureCard } from './picture-card'
import { CardGrid } from './card-grid'

/** Image tiles with a name and a line of text: the FRP categories and the AC applications. */
export function TileGrid({ tiles }: { tiles: readonly CategoryTile[] }) {
  return (
    <CardGrid
      columns={{ sm: 2, lg: 4 }}
      items={tiles.map((tile) => ({
        key: tile.id,
        content: (
          <PictureCard image={tile.image} padding={5} sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw">
            <h3 className="text-lg font-semibold text-navy-900">{tile.name}</h3>
            <p className="mt-1 text-slate-600">{tile.des}</p>
          </PictureCard>
        ),
      }))}
    />
  )
}
