/**
 * The carousels' buttons, in a file of their own: the carousels' client code carries only these,
 * where an export beside the product labels brought that whole object into their chunks.
 */
export const carouselLabels = {
  previous: 'Previous products',
  next: 'Next products',
  pause: 'Pause the slides',
  brochure: 'Brochure',
  view: 'View',
  viewDetails: 'View Details',
}
