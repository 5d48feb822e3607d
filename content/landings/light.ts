import { productLineNames } from '@/content/product-lines'

export const lightLanding = {
  metadata: {
    title: productLineNames.light,
    description:
      'Sailite LED street, flood, panel and bulb lighting made in Mumbai: 50,000-100,000 hour life and up to 75% energy saving for roads, campuses and buildings.',
  },
  banner: {
    eyebrow: 'Sailite LED lighting',
    title: 'Be Bright. Be Safe. Be LED.',
    image: '/images/banners/light.webp',
    blurb:
      'We design and assemble LED luminaires in our Bhandup facility: die-cast housings, tested drivers and optics chosen for each use. Every light is burned in before it leaves the factory, rated for 50,000-100,000 hours and up to 75% lower energy use than the lamps it replaces.',
    action: 'Know More',
  },
  rangeHeading: 'Our lighting range',
  exploreHeading: 'Explore Lighting',
} as const
