import type { ProductLineCard } from '@/content/schemas'
import { productLineNames } from '@/content/product-lines'

export const productsPage = {
  metadata: {
    title: 'Products',
    description:
      'Solar street lights and rooftop systems, BLDC fans, LED lighting, air conditioners, FRP park furniture and traded electrical goods from one Mumbai manufacturer.',
  },
  banner: {
    eyebrow: 'Our products',
    title: 'Everything an institution needs to save energy',
    text: 'Six product lines, designed and sourced in Mumbai for schools, hospitals, factories, housing societies and government buyers across India.',
    image: '/images/banners/products.webp',
  },
  cardsHeading: 'Explore our product lines',
  cardAction: 'Explore',
  cards: [
    {
      id: 'solar',
      name: 'Solar',
      link: '/products/solar',
      image: '/images/product-lines/solar.webp',
      desc: 'All-in-one solar street lights, rooftop plants, inverters, water heaters and pumps.',
    },
    {
      id: 'fan',
      name: productLineNames.fan,
      link: '/products/fan',
      image: '/images/product-lines/fan.webp',
      desc: 'Ceiling fans that use 26-35 W instead of 75 W, with remote, reverse mode and smart control.',
    },
    {
      id: 'light',
      name: productLineNames.light,
      link: '/products/light',
      image: '/images/product-lines/light.webp',
      desc: 'Street, flood, panel and bulb lighting that lasts 50,000 hours and saves up to 75%.',
    },
    {
      id: 'ac',
      name: productLineNames.ac,
      link: '/products/ac',
      image: '/images/product-lines/ac.webp',
      desc: 'Split, cassette and tower units for homes, offices, restaurants and healthcare.',
    },
    {
      id: 'frp',
      name: productLineNames.frp,
      link: '/products/frp',
      image: '/images/product-lines/frp.webp',
      desc: 'Playground equipment, gazebos, benches and garden products that never rust.',
    },
    {
      id: 'others',
      name: 'Trading',
      link: '/products/others',
      image: '/images/product-lines/others.webp',
      desc: 'Cables, switchgear, batteries and electrical supplies from trusted partner brands.',
    },
  ] satisfies ProductLineCard[],
  /** The grid of every product of every line, a page at a time. */
  allProductsHeading: 'All our products',
  channelPartnersHeading: 'Our Channel Partners',
} as const
