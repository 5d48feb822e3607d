'use client'

import { preload } from 'react-dom'

type Props = { href: string; imageSrcSet?: string; imageSizes?: string; fetchPriority?: 'high' | 'low' | 'auto' }

/**
 * Preloads an image where its page is rendered: in the server's HTML, and in the browser when the
 * visitor goes to the page, never before. Called from a server component, `preload` would travel
 * as a hint in the page's RSC payload, which the browser follows as soon as the payload arrives,
 * so prefetching a link downloaded the other page's pictures.
 */
export function ImagePreload({ href, ...options }: Props) {
  preload(href, { as: 'image', ...options })
  return null
}
