import type { FeatureItem } from '@/content/schemas'
import { productLineNames } from '@/content/product-lines'

export const solarLanding = {
  metadata: {
    title: productLineNames.solar,
    description:
      'All-in-one solar street lights, rooftop solar plants, inverters, water heaters and pumps from Sailite, installed by our own solar contracting team.',
  },
  hero: {
    eyebrow: 'Sailite solar',
    title: 'All in One Solar Street Light',
    text: 'Panel, lithium battery, LED lamp and motion sensor in one weatherproof unit. No trenching, no cabling, no electricity bill: installed in a day, lit for years.',
    action: 'Start Exploring',
    image: '/images/solar-hero.webp',
    imageAlt: 'All in One Solar Street Light on its pole under the sun',
    /** Clicking the hero image opens this product. */
    href: '/products/solar/1',
  },
  carouselHeading: 'Our solar products',
  /** Shown only when the line has more products than the carousel shows. */
  gridHeading: 'Every solar product',
  brochureAction: 'Download Brochure',
  knowMore: {
    label: 'Know More',
    href: '/services/solarContractor',
    text: 'Planning a rooftop plant or a campus of street lights? Our solar contracting team designs, installs and maintains it.',
  },
  statsHeading: 'Our solar work in numbers',
  stats: [
    { value: '20+', label: 'acres covered' },
    { value: '500+', label: 'kWh energy saved' },
    { value: '100L+', label: 'CO2 avoided' },
  ],
  whyHeading: 'Why go Solar?',
  why: [
    {
      id: 'bills',
      name: 'Lower bills',
      desc: 'Daytime power from your own roof, at no cost per unit once installed.',
      icon: '/icons/savings-rupee.svg',
    },
    {
      id: 'clean',
      name: 'Clean energy',
      desc: 'Every unit generated on site is a unit of coal-fired power avoided.',
      icon: '/icons/environment-leaf.svg',
    },
    {
      id: 'independence',
      name: 'Energy independence',
      desc: 'Keep lights and pumps running through grid outages.',
      icon: '/icons/independence.svg',
    },
    {
      id: 'maintenance',
      name: 'Low maintenance',
      desc: 'No moving parts: periodic cleaning and a yearly check.',
      icon: '/icons/low-maintenance.svg',
    },
    {
      id: 'subsidy',
      name: 'Subsidies and net metering',
      desc: 'We handle the paperwork for schemes and export to the grid.',
      icon: '/icons/subsidy.svg',
    },
    {
      id: 'life',
      name: '25-year life',
      desc: 'Panels warranted to give at least 80% of their output after 25 years.',
      icon: '/icons/long-life.svg',
    },
  ] satisfies FeatureItem[],
} as const
