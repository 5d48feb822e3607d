import type { MenuEntry } from '@/content/schemas'

/** The header menu, in its order. Groups open on click. */
export const mainMenu: MenuEntry[] = [
  { id: 1, title: 'Home', newTab: false, path: '/' },
  {
    id: 2,
    title: 'About',
    newTab: false,
    submenu: [
      { id: 21, title: 'History', newTab: false, path: '/about/history' },
      { id: 22, title: 'Vision and Mission', newTab: false, path: '/about/vision_mission' },
      { id: 23, title: 'Our Team', newTab: false, path: '/about/board' },
      { id: 24, title: "MD's Message", newTab: false, path: '/about/md_message' },
    ],
  },
  { id: 3, title: 'Products', newTab: false, path: '/products/all' },
  { id: 4, title: 'Brands', newTab: false, path: '/brands' },
  {
    id: 5,
    title: 'Services',
    newTab: false,
    submenu: [
      { id: 51, title: 'Solar Contractor', newTab: false, path: '/services/solarContractor' },
      { id: 52, title: 'Consultancy', newTab: false, path: '/services/consultancy' },
    ],
  },
  { id: 6, title: 'Projects', newTab: false, path: '/projects' },
  {
    id: 7,
    title: 'Events',
    newTab: false,
    submenu: [
      { id: 71, title: 'Media', newTab: false, path: '/events/media' },
      { id: 72, title: 'Presentations', newTab: false, path: '/events/presentations' },
      { id: 73, title: 'Exhibitions', newTab: false, path: '/events/exhibitions' },
      { id: 74, title: 'Testimonials', newTab: false, path: '/events/testimonials' },
    ],
  },
  {
    id: 8,
    title: 'Careers',
    newTab: false,
    submenu: [
      { id: 81, title: 'Work Culture', newTab: false, path: '/careers/workCulture' },
      { id: 82, title: 'Careers', newTab: false, path: '/careers/careers' },
    ],
  },
  { id: 9, title: 'Recognition', newTab: false, path: '/recognition' },
]

export type FooterLink = { title: string; path: string }

/** The policy pages (content/pages/), linked from the footer and from the contact form's consent. */
export const policyLinks = [
  { title: 'Privacy Policy', path: '/privacy' },
  { title: 'Terms of Service', path: '/terms' },
] as const satisfies readonly FooterLink[]

export const footer = {
  quickLinks: {
    heading: 'Quick Links',
    links: [
      { title: 'Home', path: '/' },
      { title: 'Products', path: '/products/all' },
      { title: 'Services', path: '/services/solarContractor' },
      { title: 'About Us', path: '/about/history' },
    ],
  },
  support: {
    heading: 'Support',
    links: [
      { title: 'CSR', path: '/csr' },
      { title: 'Awards and Certifications', path: '/recognition' },
      { title: 'Careers', path: '/careers/careers' },
      { title: 'Contact Us', path: '/contact' },
      ...policyLinks,
    ],
  },
  contact: { heading: 'Contact Us' },
  bottomBar: { supportLink: { title: 'Support', path: '/contact' }, socialLabel: 'LinkedIn' },
  rightsReserved: 'All rights reserved.',
  agencyPrefix: 'Designed and developed by',
} satisfies Record<string, unknown>
