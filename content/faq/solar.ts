import type { FaqItem } from '@/content/schemas'

export const solarFaq: FaqItem[] = [
  {
    id: 'solar-1',
    question: 'What is an all-in-one solar street light?',
    answer:
      'It combines the solar panel, lithium battery, LED lamp, controller and motion sensor in one housing on a single pole. There is no cabling to a grid supply, so it can be installed in a day and runs at no electricity cost.',
  },
  {
    id: 'solar-2',
    question: 'Will solar lights work through the monsoon?',
    answer:
      'Yes. Batteries are sized for autonomy through several cloudy days, and the controller dims the lamp when no one is around to stretch the stored charge. Panels still charge in diffuse light, only more slowly.',
  },
  {
    id: 'solar-3',
    question: 'How much can a rooftop solar plant save?',
    answer:
      'A well-sited rooftop plant in Maharashtra produces roughly 4 units per kilowatt per day. For most institutions this cuts daytime grid consumption sharply, and a typical commercial system pays for itself in four to six years.',
  },
  {
    id: 'solar-4',
    question: 'Do you help with subsidies and net metering?',
    answer:
      'Yes. As a solar contractor we prepare the documents for applicable government schemes and handle the net-metering application with the distribution company on your behalf.',
  },
  {
    id: 'solar-5',
    question: 'What maintenance does a solar installation need?',
    answer:
      'Very little: clean the panels every two to four weeks in dusty seasons and have the system inspected once a year. Our monitoring shows a drop in output early, so faults are fixed before they cost you.',
  },
  {
    id: 'solar-6',
    question: 'How long do solar panels and batteries last?',
    answer:
      'Panels are warranted to produce at least 80% of their rated output after 25 years. Lithium batteries in our street lights typically last 5-7 years before they need replacing.',
  },
  {
    id: 'solar-7',
    question: 'What has your solar work achieved so far?',
    answer:
      'Across schools, hospitals, factories and housing societies, our installations cover 20+ acres, have saved 500+ kWh of energy and avoided 100L+ of CO2 emissions, and the figures grow with every project.',
  },
]
