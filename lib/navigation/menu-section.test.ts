import { menuSectionOf } from './menu-section'

const menu = [
  { title: 'Home', path: '/' },
  {
    title: 'About',
    submenu: [
      { title: 'History', path: '/about/history' },
      { title: 'Our Team', path: '/about/board' },
    ],
  },
  { title: 'Brands', path: '/brands' },
]

describe('menuSectionOf', () => {
  it('gives the group of a page in a submenu, with all its links', () => {
    expect(menuSectionOf(menu, '/about/board')).toEqual({
      title: 'About',
      links: [
        { title: 'History', path: '/about/history' },
        { title: 'Our Team', path: '/about/board' },
      ],
    })
  })

  it('gives nothing for a top-level page or a path the menu does not have', () => {
    expect(menuSectionOf(menu, '/brands')).toBeUndefined()
    expect(menuSectionOf(menu, '/contact')).toBeUndefined()
  })
})
