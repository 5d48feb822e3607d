/** The words of a paged list's page links (components/navigation/page-links.tsx). */
export const pagination = {
  label: (list: string) => `Pages of ${list}`,
  previous: 'Previous',
  next: 'Next',
  page: (page: number) => `Page ${page}`,
  position: (page: number, count: number) => `Page ${page} of ${count}`,
} as const
