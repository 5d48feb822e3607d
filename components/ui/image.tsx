import type { ImageProps } from 'next/image'
import { preload } from 'react-dom'
import { imageAttributes } from '@/lib/image-attributes'

/**
 * next/image rendered on the server only: the same <img> (srcset, sizes, lazy loading) and the
 * same preload for `preload`, without the client component, so a page loads no image code.
 */
export function Image({ alt, ...props }: ImageProps) {
  const attributes = imageAttributes(props)
  if (props.preload) {
    preload(attributes.src, {
      as: 'image',
      imageSrcSet: attributes.srcSet,
      imageSizes: attributes.sizes,
      fetchPriority: attributes.fetchPriority,
    })
  }
  // eslint-disable-next-line @next/next/no-img-element -- next/image's own attributes, without its script
  return <img alt={alt} {...attributes} />
}
