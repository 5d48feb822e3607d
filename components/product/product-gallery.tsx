import { Image } from '@/components/ui/image'
import { productLabels } from '@/content/product-labels'
import { imageAttributes } from '@/lib/images/image-attributes'
import { GalleryOverlay } from './gallery-overlay'

const labels = productLabels.detail

/**
 * The sticky cover with thumbnails of the extra images, rendered on the server. Each links to its
 * image, which is what it opens without JavaScript; with it, a click opens the image in the
 * overlay of gallery-overlay.tsx instead, which gets each image's large version as attributes.
 */
export function ProductGallery({ name, cover, more }: { name: string; cover: string; more: string[] }) {
  // At one and two times its 450 px: the overlay's only two sizes, in two srcset entries.
  const large = [cover, ...more].map((src) => imageAttributes({ src, width: 450, height: 450 }))
  return (
    <GalleryOverlay
      name={name}
      images={large}
      closeLabel={labels.closeImage}
      className="lg:sticky lg:top-[calc(var(--header-height)+1.5rem)]"
    >
      <a href={cover} data-gallery-image={0} className="gallery-button rounded-3xl" aria-label={`${labels.openImage}: ${name}`}>
        <Image
          src={cover}
          alt={name}
          fill
          preload
          fetchPriority="high"
          sizes="(min-width: 1024px) 45vw, 100vw"
          className="object-contain p-6"
        />
      </a>
      {more.length > 0 ? (
        <ul className="mt-4 grid grid-cols-4 gap-3" aria-label={labels.gallery}>
          {more.map((src, index) => (
            <li key={src}>
              <a
                href={src}
                data-gallery-image={index + 1}
                className="gallery-button rounded-xl hover:ring-amber-brand"
                aria-label={`${labels.openImage} ${index + 2}: ${name}`}
              >
                <Image src={src} alt="" fill sizes="120px" className="object-contain p-2" />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </GalleryOverlay>
  )
}
