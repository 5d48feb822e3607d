import { isAllowedImage } from '@/lib/images/image-hosts'
import { safeExternalUrl } from '@/lib/text/safe-url'
import type { Logo, Product } from './schemas'

/** Shown in place of an image whose URL is not allowed to reach the page. */
export const PLACEHOLDER_IMAGE = '/images/placeholder.svg'

/**
 * Every URL from upstream is checked once, here, before any component sees it: images must be
 * site paths or https on an allowed host, marketplace links https. What fails becomes the
 * placeholder, or no link (an empty string, which shows no button).
 */
export function withAllowedUrls<T extends Pick<Product, 'images' | 'amazonLink' | 'flipkartLink' | 'gemLink'>>(
  product: T,
  imageHosts: readonly string[],
): T {
  const image = (src: string) => (isAllowedImage(src, imageHosts) ? src : PLACEHOLDER_IMAGE)
  return {
    ...product,
    images: {
      cover: image(product.images.cover),
      more: product.images.more.filter((src) => isAllowedImage(src, imageHosts)),
    },
    amazonLink: safeExternalUrl(product.amazonLink) ?? '',
    flipkartLink: safeExternalUrl(product.flipkartLink) ?? '',
    gemLink: safeExternalUrl(product.gemLink) ?? '',
  }
}

/** A logo whose image may not be shown is left out of the marquee. */
export function logosWithAllowedImages(logos: Logo[], imageHosts: readonly string[]): Logo[] {
  return logos.filter((logo) => isAllowedImage(logo.image.cover, imageHosts))
}
