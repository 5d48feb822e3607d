import type { MediaItem } from '@/content/schemas'

/** Media (/events/media): press coverage of the company, newest first. */
export const media: MediaItem[] = [
  {
    id: 'housing-societies-go-solar-2026',
    outlet: 'Thane City Chronicle',
    headline: 'Eighteen Thane housing societies switch common areas to rooftop solar',
    date: '2026-01-19',
    summary:
      'A report on the Shantivan federation project, where Arkvolt installed 420 kWp across eighteen societies and handled net metering and PM Surya Ghar subsidy paperwork for each committee.',
  },
  {
    id: 'bldc-fans-interview-2025',
    outlet: 'Electrical Trade Monitor',
    headline: '"The cheapest unit is the one a fan never uses": Arkvolt on the BLDC shift',
    date: '2025-03-08',
    summary:
      'An interview with engineering director Farhan Qureshi on BEE star labelling for ceiling fans, what 28 W versus 75 W means on a campus bill, and why BLDC motor controllers need to survive Indian voltage swings.',
  },
  {
    id: 'solar-pumps-marathwada-2024',
    outlet: 'Krishi Vikas Weekly',
    headline: 'Solar pumps bring daytime irrigation to 350 Jalna farms',
    date: '2024-09-14',
    summary:
      "A ground report on the PM-KUSUM solar pump rollout with Marathwada Krishi Sahakari Sangh, including farmers' accounts of saving on diesel and the two-day repair promise during sowing.",
  },
  {
    id: 'bhandup-msme-profile-2023',
    outlet: 'Mumbai Industrial Times',
    headline: 'From rewinding shop to solar EPC: thirty years of an eastern-suburbs manufacturer',
    date: '2023-11-27',
    summary:
      'A profile of Arkvolt Industries at thirty, tracing its journey from a six-person workshop in Bhandup in 1993 to a company of about 180 people making solar, lighting, fans and FRP products.',
  },
  {
    id: 'port-lighting-retrofit-2023',
    outlet: 'Ports and Logistics India',
    headline: 'Marine-grade LED retrofit halves yard lighting load at Raigad port',
    date: '2023-06-02',
    summary:
      'Coverage of the 860-fitting flood light retrofit at Mangrove Coast Port Trust, with notes on anti-corrosion coatings and the photometric survey behind the design.',
  },
  {
    id: 'women-in-energy-2022',
    outlet: 'Green Economy Review',
    headline: "Women who are wiring India's energy transition",
    date: '2022-03-08',
    summary:
      "A feature on women leaders in clean energy that profiled managing director Nandini Sawant and how she built Arkvolt's Sailite solar line and its rooftop EPC division.",
  },
]
