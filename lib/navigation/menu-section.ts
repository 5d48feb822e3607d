/** A menu entry as the header has it: a link, or a group of entries. */
type MenuEntry = { title: string; path: string } | { title: string; submenu: readonly MenuEntry[] }

export type MenuSection = { title: string; links: { title: string; path: string }[] }

/**
 * The menu group a page belongs to, with the group's links, so a page can offer its siblings
 * (History beside Vision and Mission). A top-level page, in no group, has none.
 */
export function menuSectionOf(menu: readonly MenuEntry[], path: string): MenuSection | undefined {
  for (const entry of menu) {
    if (!('submenu' in entry)) continue
    const links = entry.submenu.flatMap((item) => ('path' in item ? [{ title: item.title, path: item.path }] : []))
    if (links.some((link) => link.path === path)) return { title: entry.title, links }
  }
  return undefined
}
