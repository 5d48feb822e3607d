import type { Presentation } from '@/content/schemas'

/** Presentations (/events/presentations): talks and webinars by our people, newest first. */
export const presentations: Presentation[] = [
  {
    id: 'pm-surya-ghar-for-societies',
    title: 'PM Surya Ghar for housing societies: from committee resolution to net meter',
    event: 'Arkvolt Knowledge Series (webinar)',
    date: '2025-11-20',
    speaker: 'Karthik Subramanian, Director, Solar EPC',
    summary:
      'A step-by-step walk through sizing a common-area plant, the national portal application, DISCOM feasibility, subsidy disbursement and what a society committee should ask its installer.',
  },
  {
    id: 'bldc-fans-in-public-buildings',
    title: 'BLDC fans in public buildings: measured savings from 2,800 fans',
    event: 'Western India Energy Forum, annual conference',
    date: '2025-08-06',
    speaker: 'Farhan Qureshi, Director, Engineering and Product Development',
    summary:
      'Before-and-after feeder data from a university campus retrofit, how to verify BEE star claims on a tender sample, and a simple payback model for estate managers.',
  },
  {
    id: 'capex-or-opex-solar',
    title: 'CAPEX or OPEX? Choosing the right model for institutional solar',
    event: 'Maharashtra Small Industries Chamber, finance workshop',
    date: '2024-12-12',
    speaker: 'Sunil Agarwal, Director, Finance',
    summary:
      'A comparison of outright purchase, RESCO power purchase agreements and lease structures, with worked numbers for a 250 kWp rooftop on a school and a factory.',
  },
  {
    id: 'quality-in-led-procurement',
    title: 'Writing an LED tender that buys quality, not just low wattage',
    event: 'Urban Local Bodies Engineers Forum, Maharashtra',
    date: '2024-02-22',
    speaker: 'Harpreet Kaur Bhatia, Head, Quality Assurance',
    summary:
      'What to specify for power factor, surge protection, lumen maintenance and ingress protection, and which BIS and test-report documents to demand from every bidder.',
  },
  {
    id: 'thirty-years-of-making',
    title: 'Thirty years of making in Mumbai: lessons from a family manufacturer',
    event: 'Entrepreneurship Cell, Tapovan Institute of Technology',
    date: '2023-09-15',
    speaker: 'Nandini Sawant, Managing Director',
    summary:
      'A candid talk to engineering students on growing a manufacturing company in the city, moving from products into services, and why the first customer is worth more than the first investor.',
  },
]
