import { getImageProps, type ImageProps } from 'next/image'

type ImgProps = ReturnType<typeof getImageProps>['props']

/** What next/image puts on its <img>, as plain data; whoever renders it names the image (`alt`). */
export type ImageAttributes = Pick<ImgProps, 'src'> &
  Partial<Pick<ImgProps, 'srcSet' | 'sizes' | 'width' | 'height' | 'loading' | 'decoding' | 'fetchPriority' | 'className' | 'style'>>

/** What `imageAttributes` takes beyond next/image's props. */
export type ImageOptions = {
  /**
   * The only widths the srcset lists: an image in a card of a long list can never be shown wider
   * than a few of the configured widths, and each entry it lists is a URL in the page twice (the
   * HTML and its inline payload). One width: a plain `src` of that width, no srcset.
   */
  widths?: readonly number[]
}

/**
 * next/image's own <img> attributes (the srcset of the configured widths, sizes, lazy loading,
 * decoding), computed on the server. Rendered as a plain <img>, they keep next/image's client
 * component, about 5 kB of script, out of the browser, where the site's images never change.
 * Client islands that show an image receive these as props.
 *
 * A fill image's long inline style (absolute, the whole box, transparent alt text) is the
 * `img-fill` class instead (app/globals.css), written once rather than on every image.
 */
export function imageAttributes({ widths, ...props }: Omit<ImageProps, 'alt'> & ImageOptions): ImageAttributes {
  const image = getImageProps({ ...props, alt: '' }).props
  const { width, height, loading, decoding, fetchPriority } = image
  let { src, srcSet, sizes } = image
  if (srcSet && widths) {
    const kept = srcSet.split(', ').filter((entry) => widths.includes(Number(/ (\d+)w$/.exec(entry)?.[1])))
    // The widest kept is the src too, for browsers that read no srcset.
    if (kept.length > 0) src = kept.at(-1)!.replace(/ \d+w$/, '')
    if (kept.length === 1) [srcSet, sizes] = [undefined, undefined]
    else if (kept.length > 1) srcSet = kept.join(', ')
  }
  const className = props.fill ? [image.className, 'img-fill'].filter(Boolean).join(' ') : image.className
  // Only what is set (a fill image's objectFit is there, undefined, unless given), so nothing
  // empty is serialised into the page.
  return {
    src,
    ...defined({ srcSet: srcSet && trimSrcSet(srcSet, sizes), sizes, width, height, loading, decoding, fetchPriority, className }),
    ...(props.fill ? {} : { style: defined(image.style) }),
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
