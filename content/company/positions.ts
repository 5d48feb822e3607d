import type { Position } from '@/content/schemas'

/** Careers (/careers/careers): open roles. Applications go through the contact form. */
export const positions: Position[] = [
  {
    id: 'solar-design-engineer',
    title: 'Solar PV Design Engineer',
    department: 'Solar EPC',
    location: 'Bhandup, Mumbai',
    type: 'Full-time',
    experience: '3 to 6 years',
    summary:
      'Design rooftop and ground-mounted solar plants from 10 kWp to several MWp for institutions, factories and housing societies, from the first site survey to the as-built drawings.',
    responsibilities: [
      'Prepare layouts, shadow analysis and energy yield estimates for proposals and detailed engineering',
      'Size strings, inverters, cables and protection, and prepare single-line diagrams for DISCOM and CEIG submissions',
      'Coordinate structural checks of roofs with our civil consultants',
      'Support site teams during installation and review commissioning test reports',
    ],
    requirements: [
      'B.E. or B.Tech. in Electrical or Electronics Engineering',
      'Working knowledge of PVsyst or similar yield software and AutoCAD',
      'Familiarity with IS and IEC standards for PV systems and with net-metering rules in Maharashtra',
      'Willingness to visit sites across India for a few days each month',
    ],
  },
  {
    id: 'rooftop-site-engineer',
    title: 'Site Engineer, Rooftop Solar Installation',
    department: 'Solar EPC',
    location: 'Project sites across Maharashtra',
    type: 'Full-time',
    experience: '2 to 4 years',
    summary:
      'Lead our installation crews on rooftop projects, keep work safe and on schedule, and hand over plants that match the design on paper.',
    responsibilities: [
      'Plan daily work, materials and manpower for two to three rooftop sites at a time',
      'Enforce work-at-height safety, permits and toolbox talks on every site',
      'Supervise mounting, module, cabling, earthing and inverter installation',
      'Carry out pre-commissioning tests and prepare handover documents',
    ],
    requirements: [
      'Diploma or degree in Electrical Engineering',
      'Hands-on experience of at least 1 MWp of rooftop installations',
      'A valid two-wheeler licence; Marathi and Hindi for working with crews and clients',
      'Basic first-aid and work-at-height training, or willingness to complete it with us',
    ],
  },
  {
    id: 'quality-inspector-fans',
    title: 'Quality Inspector, Fan and Luminaire Assembly',
    department: 'Quality Assurance',
    location: 'Bhandup, Mumbai',
    type: 'Full-time',
    experience: '1 to 3 years',
    summary:
      'Inspect incoming components and finished Technozen fans and Sailite luminaires on our Bhandup lines, and help us keep field failures close to zero.',
    responsibilities: [
      'Carry out incoming inspection of motors, PCBs, blades and housings against approved samples',
      'Run in-process and final tests for power, speed, air delivery and electrical safety',
      'Record results, raise non-conformance reports and follow up corrective actions',
      'Support internal audits for our ISO 9001 and BIS requirements',
    ],
    requirements: [
      'Diploma in Electrical or Electronics Engineering',
      'Comfort with multimeters, power analysers and inspection checklists',
      'Careful, consistent record keeping',
      'Willingness to work in rotating shifts during peak season',
    ],
  },
  {
    id: 'institutional-sales-manager',
    title: 'Institutional Sales Manager, Government and GeM',
    department: 'Sales',
    location: 'Mumbai, with travel across western India',
    type: 'Full-time',
    experience: '5 to 8 years',
    summary:
      'Grow our business with municipal bodies, zilla parishads, PSUs and educational institutions across solar lighting, LED lighting, BLDC fans and FRP products.',
    responsibilities: [
      'Track tenders and GeM bids, and prepare technically compliant, competitive offers',
      'Build relationships with engineering and purchase departments of public buyers',
      'Coordinate with engineering and operations on samples, site surveys and delivery plans',
      'Follow up on payments, performance guarantees and repeat orders',
    ],
    requirements: [
      'A graduate degree, ideally in engineering, with an MBA an advantage',
      'Proven experience of government and institutional sales, including GeM bidding',
      'A clear understanding of tender documents, EMDs and bank guarantees',
      'Fluent English, Hindi and Marathi',
    ],
  },
  {
    id: 'energy-audit-intern',
    title: 'Energy Audit Intern',
    department: 'Consultancy',
    location: 'Bhandup, Mumbai',
    type: 'Internship',
    experience: 'Final-year students or recent graduates',
    summary:
      'A six-month internship with our consultancy team, carrying out walk-through and detailed energy audits for schools, hospitals and factories.',
    responsibilities: [
      'Collect electricity bills, load data and equipment inventories at client sites',
      'Take measurements with power analysers, lux meters and thermal cameras under supervision',
      'Analyse data in spreadsheets and draft sections of audit reports',
      'Present findings to the team at a weekly review',
    ],
    requirements: [
      'Final-year or recently graduated student of Electrical, Mechanical or Energy Engineering',
      'Good spreadsheet skills and a clear writing style',
      'Curiosity about how buildings and factories use energy',
      'Availability for six months from the start date; a monthly stipend is paid',
    ],
  },
]
