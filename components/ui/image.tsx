import type { ImageProps } from 'next/image'
import { preload } from 'react-dom'
import { imageAttributes, type ImageOptions } from '@/lib/image-attributes'

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
 */
export function Image({ alt, media, ...props }: Props) {
  const attributes = imageAttributes(props)
  if (props.preload) {
    preload(attributes.src, {
      as: 'image',
      imageSrcSet: attributes.srcSet,
      imageSizes: attributes.sizes,
      fetchPriority: attributes.fetchPriority,
    })
  }
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
  return <img alt={alt} {...attributes} />
}
