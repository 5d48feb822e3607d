import type { Testimonial } from '@/content/schemas'

/** Testimonials (/events/testimonials): what clients say about working with us. */
export const testimonials: Testimonial[] = [
  {
    id: 'tapovan-principal',
    quote:
      'Arkvolt put up our first solar plant in 2012, when most vendors could not even explain net metering. Fourteen years on, the same team still visits every quarter, and our students learn on a plant that has never let us down.',
    name: 'Dr. Shrikant Joglekar',
    role: 'Principal',
    organisation: 'Tapovan Institute of Technology',
  },
  {
    id: 'varunapuri-city-engineer',
    quote:
      'We had tried LED fittings from three suppliers before. Arkvolt did the photometric design ward by ward, stood behind the warranty and replaced failures within a week. Our street lighting bill has not been this low in two decades.',
    name: 'Anil Pawar',
    role: 'City Engineer (Electrical)',
    organisation: 'Varunapuri Municipal Corporation',
  },
  {
    id: 'sahyadri-crest-estate-head',
    quote:
      'Replacing 2,800 fans across a working campus sounded like chaos. They did it hostel by hostel during the vacation, measured every feeder before and after, and the savings were exactly what they promised on paper.',
    name: 'Revathi Menon',
    role: 'Head, Estate and Facilities',
    organisation: 'Sahyadri Crest University',
  },
  {
    id: 'kavera-plant-head',
    quote:
      'Their engineers audited our shed roofs before quoting, which nobody else offered. The plant was commissioned on schedule, DISCOM approvals were handled end to end, and generation has tracked the design figures month after month.',
    name: 'Vikram Shetty',
    role: 'Plant Head',
    organisation: 'Kavera Steel & Engineering',
  },
  {
    id: 'nilgiri-bay-administrator',
    quote:
      'A hospital cannot run out of hot water, even in the monsoon. Arkvolt designed the solar system with a sensible backup, trained our maintenance staff and answered every call. Our boiler now barely runs.',
    name: 'Sister Agnes Fernandes',
    role: 'Hospital Administrator',
    organisation: 'Nilgiri Bay Hospital',
  },
  {
    id: 'orchid-ridge-facility-manager',
    quote:
      'We wanted one partner for cooling, lighting and fans across two towers. Arkvolt planned the changeover floor by floor over weekends so no tenant lost a working day, and the dashboard finally shows us where the power goes.',
    name: 'Aditya Kulkarni',
    role: 'Facility Manager',
    organisation: 'Orchid Ridge Business Park',
  },
  {
    id: 'mangrove-coast-superintending-engineer',
    quote:
      'Salt air destroys ordinary fittings on our yards within two seasons. The marine-grade flood lights Arkvolt supplied have come through two monsoons without corrosion, and their service van knows our berths by heart.',
    name: 'Mohammed Irfan Khan',
    role: 'Superintending Engineer (Electrical)',
    organisation: 'Mangrove Coast Port Trust',
  },
  {
    id: 'shantivan-federation-secretary',
    quote:
      'Eighteen housing societies, eighteen committees and one subsidy portal: Arkvolt explained everything in plain Marathi and English, filed the paperwork and got our net meters installed. Common-area electricity bills are down by more than half.',
    name: 'Sujata Deshpande',
    role: 'Honorary Secretary',
    organisation: 'Shantivan Co-operative Housing Federation',
  },
]
