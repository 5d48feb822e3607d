export const notFoundPage = {
  title: 'Page not found',
  heading: 'We could not find that page',
  text: 'The address may be mistyped, or the page may have moved. These will take you somewhere useful:',
  links: [
    { title: 'Home', path: '/' },
    { title: 'All products', path: '/products/all' },
    { title: 'Contact us', path: '/contact' },
  ],
} as const
