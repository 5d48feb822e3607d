import type { FeatureItem } from '@/content/schemas'
import { productLineNames } from '@/content/product-lines'

export const fanLanding = {
  metadata: {
    title: productLineNames.fan,
    description:
      'Technozen BLDC ceiling fans use 26-35 W instead of 75 W, run steady at low voltage and start from Rs. 2,400. Compare models and calculate your savings.',
  },
  banner: {
    eyebrow: 'Technozen BLDC fans',
    title: 'Same breeze. Half the bill.',
    image: '/images/banners/fan.webp',
  },
  explainer: {
    heading: 'What is a BLDC fan?',
    paragraphs: [
      'A BLDC fan is driven by a brushless direct-current motor: permanent magnets and an electronic controller take the place of the induction winding of an ordinary fan. Less energy is lost as heat, nothing rubs or wears, and the speed is set precisely by the controller.',
      'The result is a ceiling fan that moves as much air as a conventional fan on 26-35 W instead of 70-75 W, stays quiet, and keeps its speed when the voltage drops. Prices start from Rs. 2,400.',
    ],
    badge: { icon: '/icons/eco-friendly.svg', label: 'Eco-friendly', text: 'Up to 50% less electricity, and lower emissions with it.' },
  },
  reasonsHeading: 'Why choose a BLDC fan',
  reasons: [
    {
      id: 'saving',
      name: 'Up to 50% saving',
      icon: '/icons/energy-saving.svg',
      desc: 'Draws 26-30 W at full speed where an ordinary fan draws 70-75 W.',
    },
    {
      id: 'voltage',
      name: 'Steady at low voltage',
      icon: '/icons/low-voltage.svg',
      desc: 'The electronic drive keeps full speed even when the supply sags in the evening.',
    },
    {
      id: 'air',
      name: 'Powerful air delivery',
      icon: '/icons/air-delivery.svg',
      desc: 'Aerodynamic blades deliver up to 230 CMM, enough for large classrooms and halls.',
    },
    {
      id: 'noise',
      name: 'Low noise',
      icon: '/icons/low-noise.svg',
      desc: 'No hum from the motor: quiet enough for bedrooms, wards and libraries.',
    },
  ] satisfies FeatureItem[],
  featured: { eyebrow: 'Featured fan', keyFeaturesLabel: 'Key features', action: 'Know More' },
  rangeHeading: 'The Technozen range',
  exploreHeading: 'Explore our products',
  calculator: {
    heading: 'How much will you save?',
    text: 'Move the slider to the number of fans you are replacing.',
    fansLabel: 'Number of fans',
    normal: 'Normal fan, yearly cost',
    bldc: 'BLDC fan, yearly cost',
    savingOneYear: 'Saving in 1 year',
    savingTenYears: 'Saving in 10 years',
    assumptions:
      'A fan running 16 hours a day at ₹6.60 per unit: a normal fan at up to 78 W against a BLDC fan at 32 W, a saving of up to 50%.',
  },
  featuresHeading: 'BLDC Fans',
  features: [
    {
      id: 'remote',
      name: 'Remote control',
      icon: '/icons/remote-control.svg',
      desc: 'Five speeds, sleep timer and boost from your chair.',
    },
    { id: 'smart', name: 'Smart and IoT', icon: '/icons/smart-iot.svg', desc: 'App and voice control on smart models, with schedules.' },
    { id: 'reverse', name: 'Reverse mode', icon: '/icons/reverse-mode.svg', desc: 'Runs anticlockwise in winter to push warm air down.' },
    { id: 'life', name: 'Long life', icon: '/icons/long-life.svg', desc: 'No brushes to wear: the motor runs cool for years.' },
    {
      id: 'inverter',
      name: 'Inverter friendly',
      icon: '/icons/energy-saving.svg',
      desc: 'Runs about three times longer on the same inverter battery.',
    },
    { id: 'light', name: 'Down light', icon: '/icons/down-light.svg', desc: 'Selected models carry an LED down light in the hub.' },
  ] satisfies FeatureItem[],
} as const
