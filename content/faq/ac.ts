import type { FaqItem } from '@/content/schemas'

/** AC care tips: four sections of sub-headings, points and an optional note. */
export const acFaq: FaqItem[] = [
  {
    id: 'ac-1',
    question: 'How do I keep my air conditioner running efficiently?',
    answer: [
      {
        subHeading: 'Filters',
        points: [
          'Clean the air filter every two weeks during regular use.',
          'Replace purifying filters (PM 2.5, anti-bacterial) every three months.',
        ],
        note: 'A clogged filter can raise power consumption by 5-15%.',
      },
      {
        subHeading: 'Outdoor unit',
        points: ['Keep at least 30 cm clear around the outdoor unit.', 'Shade it from direct afternoon sun where possible.'],
      },
    ],
  },
  {
    id: 'ac-2',
    question: 'What temperature should I set?',
    answer: [
      {
        subHeading: 'Comfort setting',
        points: ['Set 23-25°C: the range most people find comfortable.', 'Each degree lower adds roughly 6% to the power bill.'],
      },
      {
        subHeading: 'Sleep hours',
        points: ['Use sleep mode, which raises the set point gradually through the night.'],
        note: 'Ceiling fans on low speed let you set the AC a degree or two higher with the same comfort.',
      },
    ],
  },
  {
    id: 'ac-3',
    question: 'How long should a room take to cool down?',
    answer: [
      {
        subHeading: 'What to expect',
        points: [
          'Cooling a hot room to the set temperature takes 1-2 hours, depending on size, sunlight and occupancy.',
          'Close doors and windows and draw curtains on sun-facing glass to shorten it.',
        ],
      },
      {
        subHeading: 'When to call us',
        points: ['The room never reaches the set temperature.', 'Ice forms on the pipes or water drips indoors.'],
      },
    ],
  },
  {
    id: 'ac-4',
    question: 'How often does an AC need professional servicing?',
    answer: [
      {
        subHeading: 'Routine service',
        points: [
          'Twice a year: before summer and after the monsoon.',
          'Coil cleaning, drain flushing, gas pressure and electrical checks.',
        ],
      },
      {
        subHeading: 'Annual maintenance contracts',
        points: ['Scheduled visits for offices, hospitals and restaurants.', 'Priority breakdown response.'],
        note: 'Ask our team about contracts for multi-unit installations.',
      },
    ],
  },
]
