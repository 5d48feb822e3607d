/** Short interface texts that are not part of any one page. */
export const labels = {
  menu: 'Menu',
  skipToContent: 'Skip to content',
} as const
