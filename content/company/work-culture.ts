import type { Value } from '@/content/schemas'

/** Work Culture (/careers/workCulture): the values we hire for and work by. */
export const values: Value[] = [
  {
    id: 'save-every-watt',
    name: 'Save every watt',
    desc: 'We judge our work by the energy it saves the customer, and we run our own plant the same way: rooftop solar, LED lighting and metered lines on the shop floor.',
    icon: '/icons/energy-saving.svg',
  },
  {
    id: 'built-to-last',
    name: 'Build it to last',
    desc: 'A product that fails in year three is not cheap. We design, test and install for the full life of the product, and we stand behind it for that long.',
    icon: '/icons/long-life.svg',
  },
  {
    id: 'stay-after-the-sale',
    name: 'Stay after the sale',
    desc: 'Customers remember how we answered the service call, not the sales meeting. Every team owns its part of after-sales support.',
    icon: '/icons/trusted-support.svg',
  },
  {
    id: 'own-the-outcome',
    name: 'Own the outcome',
    desc: 'We give people real responsibility early. A site engineer runs the site; a quality inspector can stop a line. Owning a decision also means owning its result.',
    icon: '/icons/independence.svg',
  },
  {
    id: 'learn-across-lines',
    name: 'Learn across lines',
    desc: 'Solar, lighting, fans, cooling and FRP sit under one roof. We move people between teams so an engineer who designs a driver also sees it on a street pole.',
    icon: '/icons/wide-range.svg',
  },
  {
    id: 'care-for-the-planet',
    name: 'Care for the planet',
    desc: 'From resin handling in the FRP shop to collecting old fittings for recycling, we treat environmental rules as a floor, never a ceiling.',
    icon: '/icons/environment-leaf.svg',
  },
]
