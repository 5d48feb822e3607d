import { labels } from '@/content/labels'
import { mainMenu } from '@/content/navigation'
import type { MenuEntry } from '@/content/schemas'
import { NewTabNote } from '@/components/ui/new-tab-note'
import { Brand } from './brand'
import { HeaderShell } from './header-shell'
import { MainMenu } from './main-menu'

const opensNewTab = (entries: MenuEntry[]): boolean =>
  entries.some((entry) => ('submenu' in entry ? opensNewTab(entry.submenu) : entry.newTab))

/**
 * The header's islands get their words from here, and the menu its new-tab note only when an
 * entry needs it: a few bytes in each page's payload, where importing content's labels put the
 * whole object, and the note's component, in the script every page loads.
 */
export function Header() {
  return (
    <HeaderShell
      brand={<Brand eager />}
      menu={<MainMenu entries={mainMenu} newTabNote={opensNewTab(mainMenu) ? <NewTabNote /> : null} />}
      labels={{ toggle: labels.menu, nav: labels.mainMenu }}
    />
  )
}
