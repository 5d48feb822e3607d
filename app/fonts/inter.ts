import localFont from 'next/font/local'

/** The site's font, for the root layout and for the error page that replaces it. */
export const inter = localFont({
  src: './inter-latin-variable.woff2',
  variable: '--font-inter',
  weight: '400 800',
  // Never waited for: the first page of a first visit paints at once in the size-adjusted
  // fallback (a preloaded font would be fetched beside the largest image, delaying its paint),
  // fetches Inter meanwhile, and every later page is set in it. `optional` never swaps a page's
  // font after its first paint, so nothing moves.
  display: 'optional',
  preload: false,
  adjustFontFallback: 'Arial',
})
