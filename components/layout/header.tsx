import { mainMenu } from '@/content/navigation'
import { labels } from '@/content/labels'
import { Brand } from './brand'
import { HeaderShell } from './header-shell'
import { MainMenu } from './main-menu'

export function Header() {
  return <HeaderShell brand={<Brand eager />} menu={<MainMenu entries={mainMenu} />} menuLabel={labels.menu} />
}
