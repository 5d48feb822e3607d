import type { Project } from '@/content/schemas'

/** Projects (/projects): a selection of completed work across our product lines, newest last. */
export const projects: Project[] = [
  {
    id: 'tapovan-rooftop-solar',
    name: 'Campus rooftop solar plant',
    client: 'Tapovan Institute of Technology',
    location: 'Nashik, Maharashtra',
    year: 2012,
    line: 'solar',
    capacity: '100 kWp rooftop',
    summary:
      'Our first grid-connected EPC project: 100 kWp of crystalline modules across three academic blocks, designed around water tanks and lift rooms. The plant still supplies about a fifth of the campus daytime load and doubles as a teaching aid for the electrical department.',
    image: '/images/projects/tapovan-rooftop-solar.webp',
  },
  {
    id: 'varunapuri-led-street-lighting',
    name: 'City-wide LED street light retrofit',
    client: 'Varunapuri Municipal Corporation',
    location: 'Varunapuri, Maharashtra',
    year: 2014,
    line: 'lighting',
    capacity: '3,400 LED street lights',
    summary:
      "Replaced 3,400 sodium-vapour fittings with Sailite LED street lights of 45 W to 120 W on arterial and ward roads, with ward-by-ward photometric design. The corporation's street lighting bill fell by about 55% in the first year.",
    image: '/images/projects/varunapuri-led-street-lighting.webp',
  },
  {
    id: 'deccan-meridian-station-furniture',
    name: 'FRP benches and twin dustbins for suburban stations',
    client: 'Deccan Meridian Railways',
    location: 'Pune division, Maharashtra',
    year: 2015,
    line: 'frp',
    capacity: '640 benches and 320 twin dustbins',
    summary:
      'Supplied and installed UV-stabilised FRP garden benches and colour-coded twin dustbins across 38 stations, anchored to platforms with stainless fasteners. Nearly all are still in service, having outlasted the steel furniture they replaced.',
    image: '/images/projects/deccan-meridian-station-furniture.webp',
  },
  {
    id: 'nilgiri-bay-solar-water-heating',
    name: 'Hospital solar water heating system',
    client: 'Nilgiri Bay Hospital',
    location: 'Mangaluru, Karnataka',
    year: 2016,
    line: 'solar',
    capacity: '12,000 litres per day',
    summary:
      "Evacuated-tube Sailite solar water heaters feeding the hospital's wards, laundry and kitchen, with a heat-pump backup for the monsoon months. The system replaced most of the diesel-fired boiler's daily running hours.",
    image: '/images/projects/nilgiri-bay-solar-water-heating.webp',
  },
  {
    id: 'godavari-valley-solar-street-lights',
    name: 'Village solar street lighting programme',
    client: 'Godavari Valley Zilla Parishad',
    location: 'Marathwada, Maharashtra',
    year: 2018,
    line: 'solar',
    capacity: '1,200 solar street lights',
    summary:
      'Installed 1,200 all-in-one solar street lights across 86 villages with no reliable grid supply at night, with a five-year maintenance contract and a village-level register for complaints. Uptime has stayed above 97% across the contract.',
    image: '/images/projects/godavari-valley-solar-street-lights.webp',
  },
  {
    id: 'kavera-steel-factory-rooftop',
    name: 'Factory-shed rooftop solar plant',
    client: 'Kavera Steel & Engineering',
    location: 'Taloja MIDC, Navi Mumbai',
    year: 2019,
    line: 'solar',
    capacity: '1.2 MWp rooftop',
    summary:
      'A 1.2 MWp plant on the metal roofs of four fabrication sheds, with a structural audit, non-penetrating clamps and a zero-export controller. It generates about 16 lakh units a year and paid back in just under four years.',
    image: '/images/projects/kavera-steel-factory-rooftop.webp',
  },
  {
    id: 'sahyadri-crest-bldc-retrofit',
    name: 'Campus-wide BLDC fan retrofit',
    client: 'Sahyadri Crest University',
    location: 'Pune, Maharashtra',
    year: 2020,
    line: 'fans',
    capacity: '2,800 BLDC ceiling fans',
    summary:
      'Replaced 2,800 old induction fans in hostels, classrooms and offices with Technozen AeroBreeze BLDC fans, measured before and after on sample feeders. Fan energy use across the campus dropped by almost half.',
    image: '/images/projects/sahyadri-crest-bldc-retrofit.webp',
  },
  {
    id: 'palash-greens-frp-parks',
    name: 'Township parks and play areas',
    client: 'Palash Greens Township',
    location: 'Kalyan, Maharashtra',
    year: 2021,
    line: 'frp',
    capacity: '12 parks, 48 play units',
    summary:
      'Designed and fitted out twelve neighbourhood parks with FRP slides, hexagonal gazebos, benches, planters and segregated dustbins, all in one colour scheme and on impact-absorbing flooring.',
    image: '/images/projects/palash-greens-frp-parks.webp',
  },
  {
    id: 'orchid-ridge-office-cooling',
    name: 'Office cooling upgrade for a business park',
    client: 'Orchid Ridge Business Park',
    location: 'Thane, Maharashtra',
    year: 2022,
    line: 'air-conditioning',
    capacity: '186 units, 310 TR',
    summary:
      'Replaced ageing fixed-speed units across two office towers with inverter cassette and split air conditioners, rebalanced the refrigerant piping and added a simple energy dashboard for facility managers.',
    image: '/images/projects/orchid-ridge-office-cooling.webp',
  },
  {
    id: 'mangrove-coast-port-lighting',
    name: 'Port yard flood lighting',
    client: 'Mangrove Coast Port Trust',
    location: 'Raigad, Maharashtra',
    year: 2023,
    line: 'lighting',
    capacity: '860 LED flood lights',
    summary:
      'Re-lit container yards, berths and approach roads with marine-grade Sailite LED flood lights on existing high masts, with corrosion-resistant coatings for the salt-laden air. Lux levels rose while connected load fell by almost half.',
    image: '/images/projects/mangrove-coast-port-lighting.webp',
  },
  {
    id: 'marathwada-solar-pumps',
    name: 'Solar water pumps for smallholder farms',
    client: 'Marathwada Krishi Sahakari Sangh',
    location: 'Jalna, Maharashtra',
    year: 2024,
    line: 'solar',
    capacity: '350 solar pumps, 3 HP to 7.5 HP',
    summary:
      'Supplied, installed and registered 350 off-grid Sailite solar pumps for member farmers under the PM-KUSUM scheme, with remote monitoring and a two-day repair promise during the sowing season.',
    image: '/images/projects/marathwada-solar-pumps.webp',
  },
  {
    id: 'shantivan-housing-rooftops',
    name: 'Rooftop solar for housing societies',
    client: 'Shantivan Co-operative Housing Federation',
    location: 'Thane, Maharashtra',
    year: 2026,
    line: 'solar',
    capacity: '420 kWp across 18 societies',
    summary:
      'Rooftop plants for the common areas of eighteen housing societies, with net metering through the DISCOM and subsidy paperwork handled under PM Surya Ghar. Lifts, pumps and common lighting now run largely on the sun.',
    image: '/images/projects/shantivan-housing-rooftops.webp',
  },
]
