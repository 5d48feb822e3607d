import { mainMenu } from '@/content/navigation'
import { Brand } from './brand'
import { HeaderShell } from './header-shell'
import { MainMenu } from './main-menu'

export function Header() {
  return <HeaderShell brand={<Brand eager />} menu={<MainMenu entries={mainMenu} />} />
}
