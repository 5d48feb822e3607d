import type { FaqItem } from '@/content/schemas'

export const frpFaq: FaqItem[] = [
  {
    id: 'frp-1',
    question: 'What is FRP and why use it outdoors?',
    answer:
      'Fibre-reinforced plastic is glass fibre bonded in resin. It is strong, light, does not rust or rot, and its colour is moulded in, so it keeps its finish through years of sun and monsoon with no painting.',
  },
  {
    id: 'frp-2',
    question: 'Is FRP playground equipment safe for children?',
    answer:
      'Yes. Our equipment has rounded edges, slip-resistant surfaces and non-toxic pigments, and is designed to the age groups marked on each model.',
  },
  {
    id: 'frp-3',
    question: 'Can you make gazebos and benches to our design or colours?',
    answer:
      'Yes. We mould to custom sizes and colours for campuses, housing societies and municipal gardens; share a sketch or site plan and we will propose a design.',
  },
  {
    id: 'frp-4',
    question: 'How are FRP products installed?',
    answer:
      'Most items are bolted to a simple concrete base; our team installs them on site. Gazebos are delivered in panels and assembled in a day.',
  },
  {
    id: 'frp-5',
    question: 'How do I look after FRP products?',
    answer: 'Wash them with water and a mild detergent a few times a year. No painting, oiling or anti-rust treatment is ever needed.',
  },
]
