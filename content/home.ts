import { company } from './company/identity'

export const home = {
  metadata: {
    title: `${company.name}: solar, BLDC fans, LED lighting, ACs and FRP`,
    description:
      'For 33 years Arkvolt Industries has helped Indian institutions save energy with solar street lights and rooftop plants, BLDC fans, LED lighting, ACs and FRP products.',
  },
  hero: {
    tagline: "We invest in the world's potential",
    intro:
      'For 33 years we have built and installed the products that let schools, hospitals, factories and cities across India do more with less energy: solar power and lighting, BLDC fans, LED luminaires, air conditioning and FRP outdoor products.',
    invitation: 'Request an Invitation',
    brochure: 'Download Brochure',
    poster: '/media/hero-poster.webp',
    video: {
      wide: { webm: '/media/hero.webm', mp4: '/media/hero.mp4' },
      /** The centre 3:4 of the wide one's frame, for heroes no wider than that (phones upright). */
      narrow: { webm: '/media/hero-narrow.webm', mp4: '/media/hero-narrow.mp4', aspectRatio: 3 / 4 },
    },
  },
  customersHeading: 'Some of our happy customers, who we are proud to serve.',
  about: {
    eyebrow: 'About us',
    heading: '33 years of making energy go further',
    paragraphs: [
      'Arkvolt Industries began in 1993 as a small electrical workshop in Bhandup, Mumbai. Today our own facility designs, assembles and tests solar lighting, BLDC fans, LED luminaires and FRP products, and our engineers install solar plants from single rooftops to whole campuses.',
      'Institutions, government departments and multinational companies buy from us because we stay with them after the sale: sizing before the order, installation by our own teams, and service for as long as the product runs.',
    ],
    action: 'Our story',
    href: '/about/history',
    image: '/images/home/about.webp',
  },
  productsHeading: 'What we make',
  productsAction: 'Explore',
  whyUs: {
    heading: 'Why institutions choose us',
    points: [
      { value: '33', label: 'years in business', text: 'Founded in Mumbai in 1993 and run by engineers ever since.' },
      { value: '6', label: 'product lines', text: 'Solar, fans, lighting, air conditioning, FRP and trading, from one partner.' },
      { value: 'GeM', label: 'registered seller', text: 'Government buyers order directly through the government e-marketplace.' },
      { value: 'Pan-India', label: 'installation and service', text: 'Our own teams install, commission and maintain what we supply.' },
    ],
  },
  cta: {
    heading: 'Planning a solar plant, a campus of street lights or a fan replacement?',
    text: 'Tell us about your site. We will size it, quote it and show you what it saves, usually within two working days.',
    action: 'Talk to our engineers',
    image: '/images/home/cta.webp',
  },
} as const
