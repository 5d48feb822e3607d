import { getImageProps, type ImageProps } from 'next/image'
import { imageWidths } from './image-widths'

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
  // A srcset with `sizes` is one of widths (`640w`); an SVG or unoptimised image has none.
  const listed = srcSet && sizes ? srcSetWidths(sizes, widths) : undefined
  if (listed) {
    const urls = listed.map((listedWidth) => urlAt(props, listedWidth))
    // The widest listed is the src too, for browsers that read no srcset.
    src = urls.at(-1)!
    if (listed.length === 1) [srcSet, sizes] = [undefined, undefined]
    else srcSet = urls.map((url, i) => `${url} ${listed[i]}w`).join(', ')
  }
  const className = props.fill ? [image.className, 'img-fill'].filter(Boolean).join(' ') : image.className
  // Only what is set (a fill image's objectFit is there, undefined, unless given), so nothing
  // empty is serialised into the page.
  return {
    src,
    ...defined({ srcSet, sizes, width, height, loading, decoding, fetchPriority, className }),
    ...(props.fill ? {} : { style: defined(image.style) }),
  }
}

/** Device pixels per CSS pixel of the densest screens served. */
const MAX_DENSITY = 3

/** Every width the optimizer makes (next.config.ts), narrowest first. */
const configuredWidths = [...imageWidths.imageSizes, ...imageWidths.deviceSizes].sort((a, b) => a - b)

/**
 * The widths a srcset lists where the site narrows next/image's list, or undefined where next/image's
 * own stands: those asked for (and configured: the optimizer makes no other), and for `sizes` of one
 * fixed length (a `120px` thumbnail) none past the first wide enough for the densest screens, as no
 * browser picks one, so the page does not carry URLs nobody fetches. Asked for none the optimizer
 * makes, all are.
 */
export function srcSetWidths(sizes: string, widths?: readonly number[]): number[] | undefined {
  const fixed = /^(\d+(?:\.\d+)?)px$/.exec(sizes.trim())
  const asked = configuredWidths.filter((width) => widths?.includes(width))
  if (asked.length === 0 && !fixed) return undefined
  const listed = asked.length > 0 ? asked : configuredWidths
  const enough = fixed ? listed.findIndex((width) => width >= Number(fixed[1]) * MAX_DENSITY) : -1
  return enough === -1 ? listed : listed.slice(0, enough + 1)
}

/**
 * The optimizer's URL for the image `width` px wide, as next/image writes it. Its `src` of a
 * fixed-size image is the URL for screens of two device pixels: the first configured width at
 * least twice the image's, so `width` itself for an image half as wide.
 */
const urlAt = ({ src, quality, loader }: Omit<ImageProps, 'alt'>, width: number) =>
  getImageProps({ src, quality, loader, alt: '', width: width / 2, height: width / 2 }).props.src

const defined = <T extends object>(record: T) =>
  Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as Partial<T>
