import type { Brand } from '@/content/schemas'

/** Brands (/brands): our own brand lines and the partner brands we trade. */
export const brands: Brand[] = [
  {
    id: 'sailite',
    name: 'Sailite',
    line: 'LED lighting and solar products (own brand)',
    summary:
      'Our lighting and solar brand since 2010: LED bulbs, battens, panels, street and flood lights, all-in-one solar street lights, modules, inverters, water heaters and pumps, designed and tested at Bhandup.',
    logo: '/images/brands/sailite.svg',
  },
  {
    id: 'technozen',
    name: 'Technozen',
    line: 'BLDC ceiling fans (own brand)',
    summary:
      'Energy-efficient BLDC ceiling fans with BEE 5-star ratings, remote control and smart options, from the Vayu Lite at 26 W to the Zenith Smart Wi-Fi fan, built for Indian voltage conditions.',
    logo: '/images/brands/technozen.svg',
  },
  {
    id: 'voltrana',
    name: 'Voltrana Cables',
    line: 'Wires, cables and conduits (traded partner)',
    summary:
      'ISI-marked FR PVC copper house wires, twin-colour solar DC cables and rigid PVC conduit pipes, stocked in Bhandup for contractors and our own EPC sites.',
    logo: '/images/brands/voltrana.svg',
  },
  {
    id: 'trippex',
    name: 'Trippex Switchgear',
    line: 'Circuit protection and wiring devices (traded partner)',
    summary:
      'Miniature circuit breakers to IS/IEC 60898, distribution boards and modular switches and sockets, chosen for consistent tripping curves and a clean finish.',
    logo: '/images/brands/trippex.svg',
  },
  {
    id: 'stordex',
    name: 'Stordex Power',
    line: 'Inverter and solar batteries (traded partner)',
    summary:
      'Tall tubular lead-acid batteries from 150 Ah to 220 Ah for home and office inverters and off-grid solar systems, with a long, pro-rata warranty.',
    logo: '/images/brands/stordex.svg',
  },
  {
    id: 'kelvora',
    name: 'Kelvora Electronics',
    line: 'LED drivers and lighting components (traded partner)',
    summary:
      'Isolated constant-current LED drivers from 12 W to 150 W with high power factor and surge protection, supplied to luminaire makers and maintenance contractors.',
    logo: '/images/brands/kelvora.svg',
  },
]
