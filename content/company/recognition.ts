import type { Recognition } from '@/content/schemas'

/** Awards and Certifications (/recognition): certifications we hold and awards we have received. */
export const recognition: Recognition[] = [
  {
    id: 'iso-9001-2015',
    kind: 'certification',
    title: 'ISO 9001:2015 Quality Management System',
    issuer: 'NABCB-accredited certification body',
    year: 2018,
    description:
      'Covers the design, manufacture, supply, installation and servicing of solar products, LED lighting, BLDC fans and FRP products at our Bhandup facility. First certified to ISO 9001:2008 in 2009 and moved to the 2015 revision in 2018.',
  },
  {
    id: 'iso-14001-2015',
    kind: 'certification',
    title: 'ISO 14001:2015 Environmental Management System',
    issuer: 'NABCB-accredited certification body',
    year: 2019,
    description:
      'Our environmental management system for the Bhandup plant, covering resin and solvent handling in the FRP shop, e-waste collection and channelisation, and year-on-year targets for energy and water use.',
  },
  {
    id: 'bis-led-registration',
    kind: 'certification',
    title: 'BIS registration for LED lamps and luminaires',
    issuer: 'Bureau of Indian Standards',
    year: 2015,
    description:
      'Registration under the Compulsory Registration Scheme for Sailite LED lamps, panels, battens, street lights and flood lights, tested against IS 16102 and IS 10322 in BIS-recognised laboratories.',
  },
  {
    id: 'bee-star-label-fans',
    kind: 'certification',
    title: 'BEE 5-star label for Technozen BLDC ceiling fans',
    issuer: 'Bureau of Energy Efficiency',
    year: 2023,
    description:
      'Technozen 1200 mm BLDC ceiling fans carry the 5-star energy label under the BEE star labelling programme for ceiling fans, verified on service value (air delivery per watt) by an accredited laboratory.',
  },
  {
    id: 'mnre-rooftop-vendor',
    kind: 'certification',
    title: 'Registered vendor for grid-connected rooftop solar',
    issuer: 'MNRE national rooftop portal and MSEDCL',
    year: 2024,
    description:
      'Empanelled to install residential and housing-society rooftop plants under PM Surya Ghar: Muft Bijli Yojana in Maharashtra, building on our channel-partner registration for the earlier rooftop solar programme in 2019.',
  },
  {
    id: 'gem-seller',
    kind: 'certification',
    title: 'Registered seller on Government e-Marketplace (GeM)',
    issuer: 'Government e-Marketplace, Government of India',
    year: 2017,
    description:
      'Solar street lights, LED lighting, BLDC fans and FRP products are listed on GeM, so central and state government buyers, PSUs and autonomous bodies can order from us directly.',
  },
  {
    id: 'udyam-registration',
    kind: 'certification',
    title: 'Udyam Registration (MSME)',
    issuer: 'Ministry of Micro, Small and Medium Enterprises',
    year: 2020,
    description:
      'Registered as a medium enterprise under the Udyam portal, which qualifies our bids for MSME purchase preference in public procurement.',
  },
  {
    id: 'msme-excellence-award-2016',
    kind: 'award',
    title: 'MSME Manufacturing Excellence Award, Electricals',
    issuer: 'Maharashtra Small Industries Chamber',
    year: 2016,
    description:
      'Recognised for the shift of our entire luminaire range from conventional to LED within three years, while keeping every job on the Bhandup shop floor through retraining.',
  },
  {
    id: 'energy-efficiency-champion-2021',
    kind: 'award',
    title: 'Energy Efficiency Champion, Mid-size Manufacturer',
    issuer: 'Western India Energy Forum',
    year: 2021,
    description:
      'Awarded for the Technozen BLDC fan programme, including the Sahyadri Crest University retrofit that cut campus fan energy use by almost half.',
  },
  {
    id: 'institutional-rooftop-epc-2025',
    kind: 'award',
    title: 'Best Institutional Rooftop Solar EPC, Maharashtra',
    issuer: 'Solar Installers Council of India',
    year: 2025,
    description:
      'Given for our portfolio of rooftop plants on colleges, hospitals and housing societies, judged on performance ratio data, safety record and after-sales response times.',
  },
]
