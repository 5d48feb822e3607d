import type { ServicesCatalogue } from '@/content/schemas'

/**
 * Consultancy (/services/consultancy): the energy advisory services we offer, grouped by the
 * stage a client's business or facility is at.
 */
export const servicesCatalogue: ServicesCatalogue = {
  setup: [
    'Energy audit and baseline',
    'Tariff and load-profile analysis',
    'Rooftop and site feasibility study',
    'Subsidy and scheme eligibility check (PM Surya Ghar, PM-KUSUM)',
    'CAPEX, RESCO and lease model comparison',
    'DISCOM net-metering application support',
  ],
  growth: [
    'BLDC fan and LED lighting retrofit planning',
    'Power quality and harmonics study',
    'Peak-demand and contract-demand optimisation',
    'Solar plant performance monitoring and reporting',
    'Green building rating support (IGBC, GRIHA)',
    'Carbon footprint accounting for electricity (Scope 2)',
  ],
  expansion: [
    'Multi-site energy management rollout',
    'Green energy open access and captive solar feasibility',
    'Battery energy storage sizing',
    'EV charging infrastructure planning',
    'Renewable energy procurement strategy',
    "Owner's engineer for large solar projects",
  ],
  exit: [
    'Solar plant health audit and performance ratio testing',
    'Technical due diligence for plant transfer or sale',
    'Power purchase and lease agreement exit advisory',
    'Repowering and decommissioning plans',
    'E-waste and solar module recycling under the E-Waste Rules, 2022',
  ],
}
