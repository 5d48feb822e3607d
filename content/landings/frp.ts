import type { CategoryTile } from '@/content/schemas'
import { productLineNames } from '@/content/product-lines'

export const frpLanding = {
  metadata: {
    title: productLineNames.frp,
    description:
      'Fibre-reinforced plastic playground equipment, gazebos, benches and garden products that never rust or rot, moulded in Mumbai for campuses and public spaces.',
  },
  hero: {
    eyebrow: 'FRP products',
    title: 'Experience the best of FRP',
    text: 'Strong, light and weatherproof: fibre-reinforced plastic that keeps its colour through sun and monsoon, with no painting, ever.',
    action: 'View Products',
    image: '/images/banners/frp.webp',
  },
  tilesHeading: 'What we make in FRP',
  tiles: [
    {
      id: 'playground',
      image: '/images/frp-tiles/playground.webp',
      name: 'Playground equipment',
      des: 'Slides, see-saws and play stations with rounded, child-safe edges.',
    },
    { id: 'gazebos', image: '/images/frp-tiles/gazebo.webp', name: 'Gazebos', des: 'Shaded seating for gardens, campuses and resorts.' },
    {
      id: 'benches',
      image: '/images/frp-tiles/benches.webp',
      name: 'Benches',
      des: 'Seating that stays cool, clean and rust-free outdoors.',
    },
    {
      id: 'garden',
      image: '/images/frp-tiles/garden.webp',
      name: 'Green garden equipment',
      des: 'Planters, dustbins and garden fittings in lasting colours.',
    },
  ] satisfies CategoryTile[],
  productsHeading: 'Our FRP products',
} as const
