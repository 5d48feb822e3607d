import type { CategoryTile, FeatureItem } from '@/content/schemas'
import { productLineNames } from '@/content/product-lines'

export const acLanding = {
  metadata: {
    title: productLineNames.ac,
    description:
      'Energy-efficient split, cassette and tower air conditioners for homes, offices, restaurants and healthcare, supplied, installed and serviced by our Mumbai team.',
  },
  hero: {
    eyebrow: 'Air conditioning',
    title: 'Cool comfort that costs less to run',
    text: 'Inverter air conditioners selected for Indian summers, sized by our engineers and installed and serviced by our own team.',
    viewAll: 'View All Products',
    knowMore: 'Know More',
    image: '/images/banners/ac.webp',
  },
  benefitsHeading: 'Why buy your air conditioning from us',
  benefits: [
    {
      id: 'range',
      name: 'Wide Product Range',
      icon: '/icons/wide-range.svg',
      desc: 'Split, cassette and tower units from 1 to 4 tonnes, for a room or a whole floor.',
    },
    {
      id: 'energy',
      name: 'Energy Savings',
      icon: '/icons/energy-saving.svg',
      desc: 'Inverter compressors and high ISEER ratings keep running costs down.',
    },
    {
      id: 'flexibility',
      name: 'High Flexibility',
      icon: '/icons/flexibility.svg',
      desc: 'Units and layouts chosen for your space, ceiling and usage.',
    },
    {
      id: 'support',
      name: 'Trusted Support',
      icon: '/icons/trusted-support.svg',
      desc: 'Installation, annual maintenance and fast breakdown service.',
    },
  ] satisfies FeatureItem[],
  applicationsHeading: 'Air conditioning for every space',
  applications: [
    {
      id: 'home',
      name: 'Home Air Conditioning',
      image: '/images/ac-applications/home.webp',
      des: 'Quiet inverter splits for bedrooms and living rooms.',
    },
    {
      id: 'office',
      name: 'Office Air Conditioning',
      image: '/images/ac-applications/office.webp',
      des: 'Cassette units that cool open floors evenly.',
    },
    {
      id: 'restaurant',
      name: 'Restaurant Air Conditioning',
      image: '/images/ac-applications/restaurant.webp',
      des: 'Tower units that handle crowds and kitchen heat.',
    },
    {
      id: 'healthcare',
      name: 'Healthcare Air Conditioning',
      image: '/images/ac-applications/healthcare.webp',
      des: 'Filtered, reliable cooling for clinics and wards.',
    },
  ] satisfies CategoryTile[],
  productsHeading: 'Our air conditioners',
  faqHeading: 'AC care tips',
} as const
