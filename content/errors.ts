/** What a visitor reads when a page, or the whole site, fails to show. */
export const errorPage = {
  title: 'Something went wrong',
  heading: 'Something went wrong',
  text: 'This page could not be shown just now. Please try again, or start again from the home page.',
  retry: 'Try again',
  home: 'Go to the home page',
} as const
