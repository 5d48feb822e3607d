import localFont from 'next/font/local'

/** The site's font, for the root layout and for the error page that replaces it. */
export const inter = localFont({
  src: './inter-latin-variable.woff2',
  variable: '--font-inter',
  weight: '400 800',
  // A late font would repaint the largest text and push LCP back; on a slow first visit the
  // size-adjusted fallback stays, and Inter is used once cached.
  display: 'optional',
  adjustFontFallback: 'Arial',
})
