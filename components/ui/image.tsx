import type { ImageProps } from 'next/image'
import { imageAttributes, type ImageOptions } from '@/lib/images/image-attributes'
import { ImagePreload } from './image-preload'

/** A transparent pixel, inline: what a picture with `media` shows, and all it costs, where the query does not match. */
const NOTHING = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'

type Props = ImageProps &
  ImageOptions & {
    /**
     * Shown, and fetched, only where this media query matches: a picture in a panel that phones do
     * not display. A browser fetches an eager <img> even where it is not displayed.
     */
    media?: string
  }

/**
 * next/image rendered on the server only: the same <img> (srcset, sizes, lazy loading) and the
 * same preload for `preload`, without the client component, so a page loads no image code.
 *
 * Only the page itself asks for its images early. React writes a preload hint into the page's
 * RSC payload for every eager <img> a server component renders (but one inside a <picture>), and
 * for every `preload` called there; the browser follows those hints as soon as the payload comes,
 * and a link prefetches its page's payload when it scrolls into view. So an eager image is drawn
 * inside a <picture>, and `preload` is made by a client component (image-preload.tsx), which runs
 * where the page is rendered: the other pages' pictures wait until the visitor goes there.
 */
export function Image({ alt, media, ...props }: Props) {
  const attributes = imageAttributes(props)
  const preload = props.preload ? (
    <ImagePreload
      href={attributes.src}
      imageSrcSet={attributes.srcSet}
      imageSizes={attributes.sizes}
      fetchPriority={attributes.fetchPriority}
    />
  ) : null
  if (media) {
    const { srcSet, sizes, ...img } = attributes
    return (
      <picture>
        <source media={media} srcSet={srcSet ?? attributes.src} sizes={sizes} />
        <img alt={alt} {...img} src={NOTHING} />
      </picture>
    )
  }
  // eslint-disable-next-line @next/next/no-img-element -- next/image's own attributes, without its script
  const img = <img alt={alt} {...attributes} />
  if (attributes.loading === 'lazy') return img
  return (
    <>
      {preload}
      <picture>{img}</picture>
    </>
  )
}
