/** The words of a paged list's page links (components/navigation/page-links.tsx). */
export const pagination = {
  label: (list: string) => `Pages of ${list}`,
  previous: 'Previous',
  next: 'Next',
  position: (page: number, count: number) => `Page ${page} of ${count}`,
  /** A later page's title and description: the list's own, naming the page. */
  title: (title: string, page: number) => `${title}, page ${page}`,
  description: (description: string, page: number, count: number) => `${description} Page ${page} of ${count}.`,
} as const
