import { Image } from '@/components/ui/image'
import type { ProductCard } from '@/lib/catalogue/schemas'
import { cardImageWidths, hoverImageWidths } from '@/lib/images/image-widths'
import { hoverImage } from '@/lib/product/card-images'

const gridSizes = '(min-width: 1280px) 25vw, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw'

/**
 * A card's cover, and its first extra image shown on hover (pure CSS: works without JavaScript).
 * Must sit inside an element with the `group` class. The card shows the product's name beside
 * it, so the images are decorative and carry no alt text of their own.
 *
 * The hover image is laid out only where the pointer can hover: on a phone it would never be
 * seen, and a lazy image that is not displayed is never fetched, so its bytes do not compete
 * with the page's visible images on a slow network.
 */
export function CardImages({ images }: { images: ProductCard['images'] }) {
  const hover = hoverImage(images)
  return (
    <div className="card-picture">
      <Image src={images.cover} alt="" fill sizes={gridSizes} widths={cardImageWidths} className="object-contain p-4" />
      {hover !== images.cover ? (
        <Image src={hover} alt="" fill sizes={gridSizes} widths={hoverImageWidths} className="card-hover-image" />
      ) : null}
    </div>
  )
}
