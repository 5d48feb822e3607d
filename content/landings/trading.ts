export const tradingLanding = {
  metadata: {
    title: 'Trading',
    description:
      'Cables, switchgear, batteries, LED drivers and electrical supplies from trusted partner brands, supplied by Arkvolt Industries to contractors and institutions.',
  },
  intro: {
    eyebrow: 'Trading',
    title: 'Trusted electrical supplies, from one partner',
    text: 'Alongside our own products we trade the electrical goods projects need: cables, switchgear, batteries and more from established partner brands, delivered with our own after-sales support.',
    viewAll: 'View All Products',
    brochure: 'Download Brochure',
    image: '/images/banners/trading.webp',
  },
  productsHeading: 'Trading items',
  detailsAction: 'View Details',
  keyPointsHeading: 'Key points',
} as const
