/** What the site says about itself to browsers and search engines, where a page says nothing more. */
export const siteMetadata = {
  title: 'Solar products, BLDC fans, LED lighting, ACs and FRP products',
  description:
    'A Mumbai manufacturer and trader of solar products, BLDC fans, LED lighting, air conditioners and FRP products, serving institutions and businesses across India for 33 years.',
} as const
