/** The search form's words (in the header and on /search): an export of its own, which the header's client code carries. */
export const searchForm = {
  label: 'Search products',
  placeholder: 'Search products, e.g. BLDC fan',
  submit: 'Search',
  /** The header's button that shows the form. */
  open: 'Search products',
}

/** The words of the product search: its form and the results page. */
export const search = {
  metadata: {
    title: 'Search products',
    description: 'Find an Arkvolt product by a word of its name, a partner, a key feature or a model label.',
  },
  form: searchForm,
  heading: 'Search products',
  intro: 'Find a product by a word of its name, a partner, a key feature or a model label.',
  titleFor: (query: string) => `“${query}”: search`,
  resultsHeading: (query: string) => `Results for “${query}”`,
  count: (total: number, more: boolean) =>
    more ? `The ${total} best of more matching products` : `${total} matching product${total === 1 ? '' : 's'}`,
  shortened: 'Your search was long, so only its first words were used.',
  resultsLabel: 'search results',
  noResults: {
    heading: (query: string) => `No products match “${query}”`,
    text: 'Check the spelling, try fewer or other words, or browse the product lines.',
    browse: 'Browse all products',
  },
  unavailable: {
    heading: 'Search is not available right now',
    text: 'Please try again in a minute, or browse the product lines meanwhile.',
  },
} as const
