import type { FaqItem } from '@/content/schemas'

export const lightFaq: FaqItem[] = [
  {
    id: 'light-1',
    question: 'How long do LED lights last?',
    answer:
      'A good LED luminaire is rated for 50,000-100,000 hours of use. Even at 12 hours a night that is more than eleven years before the light output drops noticeably, compared with a year or two for conventional lamps.',
  },
  {
    id: 'light-2',
    question: 'How much energy does switching to LED save?',
    answer:
      'Up to 75% against conventional lighting of the same brightness. Because LEDs also run cooler, air conditioning in lit spaces works less hard, which adds to the saving.',
  },
  {
    id: 'light-3',
    question: 'Which colour temperature should I choose?',
    answer:
      'Cool white (5700-6500 K) suits streets, warehouses and work areas where clarity matters; neutral white (4000 K) suits offices and classrooms; warm white (2700-3000 K) suits homes, hospitality and landscape lighting.',
  },
  {
    id: 'light-4',
    question: 'Are your outdoor lights suitable for the monsoon?',
    answer:
      'Our street and flood lights are rated IP65 or better, with sealed housings, surge protection and corrosion-resistant finishes designed for coastal humidity and heavy rain.',
  },
  {
    id: 'light-5',
    question: 'Do LED lights flicker or harm the eyes?',
    answer:
      'Our luminaires use constant-current drivers that keep flicker out of the visible range, and diffusers that control glare, so they are comfortable for long hours in classrooms, hospitals and offices.',
  },
  {
    id: 'light-6',
    question: 'Can you plan the lighting for a whole campus or road?',
    answer:
      'Yes. Our engineers prepare a lighting layout with lux levels and pole spacing for roads, campuses, factories and parking areas, and recommend the wattage and optics for each zone before you order.',
  },
]
