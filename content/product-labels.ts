import type { Marketplace } from '@/lib/product/marketplaces'
import { carouselLabels } from './carousel-labels'

/** Button and section labels shared by product cards, carousels and detail pages. */
export const productLabels = {
  breadcrumbHome: 'Home',
  marketplaces: { Amazon: 'Buy on Amazon', Flipkart: 'Buy on Flipkart', GeM: 'Buy on GeM' } satisfies Record<Marketplace, string>,
  carousel: carouselLabels,
  detail: {
    keyFeatures: 'Key Features',
    keyPoints: 'Highlights',
    tradingPartner: 'Trading partner',
    chooseModel: 'Choose your model',
    solarModelLabel: 'Model Details',
    capacityHelp: 'How much capacity is right for you?',
    selectModelHint: 'Select a model to see its details.',
    buyingQuestion: 'Have question about buying',
    buyingText: 'Our team will help you choose the right model and quantity, and quote for bulk or GeM orders.',
    buyingAction: 'Ask our team',
    related: 'Related Products',
    noRelated: 'More products in this range are on the way.',
    specifications: 'Specifications',
    modelTable: 'Models at a glance',
    modelTableScrolls: 'Scroll sideways to see every column.',
    modelColumn: 'Model',
    remoteHeading: 'Try the Experience Right Here',
    gallery: 'Product images',
    openImage: 'View image',
    closeImage: 'Close',
    certified: 'Certified energy-efficient',
    unavailable: 'We could not load this product right now. Please try again in a minute.',
  },
} as const
