/** Short interface texts that are not part of any one page. */
export const labels = {
  menu: 'Menu',
  /** The name screen readers give the header's navigation. */
  mainMenu: 'Main',
  /** The name of a product's list of trading-partner tags. */
  partners: 'Partners',
  skipToContent: 'Skip to content',
  /** Read after the name of a link that opens a new tab, and not shown. */
  newTab: '(opens in a new tab)',
  /** The controls that stop what moves by itself; each is a toggle, pressed while it is still. */
  pause: {
    logos: 'Pause the moving logos',
    video: 'Pause the background video',
  },
} as const
