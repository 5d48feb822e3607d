/**
 * The widths the image optimizer makes (next.config.ts `images`), and so the srcset entries of
 * every optimised image. The largest sources are 1,600 px wide (banners and home pictures),
 * catalogue images 800 px: a wider variant would be the same pixels encoded once more and
 * listed in every srcset, so the list stops at 1,600. The small widths serve fixed-size images
 * (a 120 px portrait, a 160 px logo) at one and two times, and the narrow columns of wide
 * screens; smaller icons are SVGs, which are not resized.
 */
export const imageWidths = {
  deviceSizes: [640, 750, 828, 1080, 1200, 1600],
  imageSizes: [128, 256, 384],
}

/**
 * The widths a card of a product list (grid card, carousel slide, related product) lists: at most
 * about 640 CSS px wide, on a phone's whole width, so 828 serves two device pixels a CSS pixel, and
 * catalogue images are 800 px wide. A page of 12 cards would otherwise carry 8 URLs an image,
 * each twice (the HTML and its inline payload).
 */
export const cardImageWidths = [384, 640, 828] as const

/** A card's hover image, seen only where a pointer hovers: on a computer, in a card at most half the window wide. */
export const hoverImageWidths = [640] as const
