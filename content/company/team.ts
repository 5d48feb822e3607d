import type { TeamMember } from '@/content/schemas'

/** Our Team (/about/board): the people who run Arkvolt Industries. Portraits are illustrations. */
export const team: TeamMember[] = [
  {
    id: 'madhukar-sawant',
    name: 'Madhukar V. Sawant',
    role: 'Founder and Chairman',
    bio: 'An electrical engineer who spent eight years maintaining motors and switchgear in engineering units along the Thane-Belapur industrial belt before opening a six-person rewinding and regulator workshop in Bhandup in 1993. He still walks the assembly floor most mornings and chairs the board with one standing question: will this product still be working in ten years?',
    image: '/images/team/madhukar-sawant.webp',
  },
  {
    id: 'nandini-sawant',
    name: 'Nandini Sawant',
    role: 'Managing Director',
    bio: 'Nandini joined Arkvolt in 2005 after an electrical engineering degree and an MBA in operations. She built the Sailite solar line from 2010, set up the EPC division and has been Managing Director since 2016, steering the company into BLDC fans, GeM sales and rooftop solar for institutions across India.',
    image: '/images/team/nandini-sawant.webp',
  },
  {
    id: 'farhan-qureshi',
    name: 'Farhan Qureshi',
    role: 'Director, Engineering and Product Development',
    bio: "Farhan leads the twenty-two engineers who design our LED drivers, luminaires, BLDC motor controllers and solar street light electronics. He brought the Technozen fan range from first prototype to BEE 5-star labelling and holds the company's test bench to the relevant BIS and IEC standards.",
    image: '/images/team/farhan-qureshi.webp',
  },
  {
    id: 'karthik-subramanian',
    name: 'Karthik Subramanian',
    role: 'Director, Solar EPC',
    bio: 'Karthik has designed and commissioned more than 9 MWp of rooftop and ground-mounted solar since joining us in 2012, from a 100 kWp college roof in Nashik to megawatt-scale factory sheds. He runs our survey, design, DISCOM liaison and installation teams, and insists that every plant is handed over with a full as-built file.',
    image: '/images/team/karthik-subramanian.webp',
  },
  {
    id: 'sunil-agarwal',
    name: 'Sunil Agarwal',
    role: 'Director, Finance',
    bio: 'A chartered accountant with two decades in manufacturing finance, Sunil manages working capital, government tender finance and bank guarantees, and built the CAPEX-versus-OPEX models our consultancy team now uses with clients. He also oversees our CSR spending and its annual reporting to the board.',
    image: '/images/team/sunil-agarwal.webp',
  },
  {
    id: 'joseph-dsouza',
    name: "Joseph D'Souza",
    role: 'Director, Operations',
    bio: 'Joseph started on the Bhandup shop floor as a production supervisor in 1998 and now runs manufacturing, purchasing, stores and dispatch. He introduced kanban-style stock control for fan and luminaire assembly and keeps our service network of technicians and partner firms answering calls within 48 hours.',
    image: '/images/team/joseph-dsouza.webp',
  },
  {
    id: 'harpreet-bhatia',
    name: 'Harpreet Kaur Bhatia',
    role: 'Head, Quality Assurance',
    bio: "Harpreet owns our ISO 9001 and ISO 14001 management systems, our BIS registrations and every incoming-material and final-inspection checklist. Before joining Arkvolt in 2014 she worked in a NABL-accredited lighting test laboratory, and she still personally signs off each new product's type-test report.",
    image: '/images/team/harpreet-bhatia.webp',
  },
]
