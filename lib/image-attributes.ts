import { getImageProps, type ImageProps } from 'next/image'

type ImgProps = ReturnType<typeof getImageProps>['props']

/** What next/image puts on its <img>, as plain data; whoever renders it names the image (`alt`). */
export type ImageAttributes = Pick<ImgProps, 'src'> &
  Partial<Pick<ImgProps, 'srcSet' | 'sizes' | 'width' | 'height' | 'loading' | 'decoding' | 'fetchPriority' | 'className' | 'style'>>

/**
 * next/image's own <img> attributes (the srcset of the configured widths, sizes, lazy loading,
 * decoding), computed on the server. Rendered as a plain <img>, they keep next/image's client
 * component, about 5 kB of script, out of the browser, where the site's images never change.
 * Client islands that show an image receive these as props.
 */
export function imageAttributes(props: Omit<ImageProps, 'alt'>): ImageAttributes {
  const { src, srcSet, sizes, width, height, loading, decoding, fetchPriority, className, style } = getImageProps({
    ...props,
    alt: '',
  }).props
  // Only what is set (a fill image's objectFit is there, undefined, unless given), so nothing
  // empty is serialised into the page.
  return {
    src,
    ...defined({ srcSet: srcSet && trimSrcSet(srcSet, sizes), sizes, width, height, loading, decoding, fetchPriority, className }),
    style: defined(style),
  }
}

/** Device pixels per CSS pixel of the densest screens served. */
const MAX_DENSITY = 3

/**
 * For `sizes` of one fixed length (a `120px` thumbnail), next/image lists every configured width,
 * but no browser picks one past that length on the densest screens: those entries are dropped,
 * down to the first wide enough, so the page does not carry URLs nobody fetches.
 */
export function trimSrcSet(srcSet: string, sizes: string | undefined): string {
  const fixed = /^(\d+(?:\.\d+)?)px$/.exec(sizes?.trim() ?? '')
  if (!fixed) return srcSet
  const entries = srcSet.split(', ')
  const enough = entries.findIndex((entry) => Number(/ (\d+)w$/.exec(entry)?.[1]) >= Number(fixed[1]) * MAX_DENSITY)
  return enough === -1 ? srcSet : entries.slice(0, enough + 1).join(', ')
}

const defined = <T extends object>(record: T) =>
  Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as Partial<T>
