/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react'
import { PageLinks } from './page-links'

const href = (page: number) => (page === 1 ? '/products/light' : `/products/light/page/${page}`)

describe('PageLinks', () => {
  it('shows nothing for a list of one page', () => {
    const { container } = render(<PageLinks list="Explore Lighting" current={1} count={1} href={href} />)
    expect(container).toBeEmptyDOMElement()
  })

  it('links the previous and next pages and marks the current one', () => {
    render(<PageLinks list="Explore Lighting" current={2} count={3} href={href} />)
    const nav = screen.getByRole('navigation', { name: 'Pages of Explore Lighting' })
    expect(within(nav).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/products/light')
    expect(within(nav).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/products/light/page/3')
    expect(within(nav).getByRole('link', { name: '2' })).toHaveAttribute('aria-current', 'page')
    expect(within(nav).getByRole('link', { name: '1' })).not.toHaveAttribute('aria-current')
    expect(nav).toHaveTextContent('Page 2 of 3')
  })

  it('has no previous link on the first page and no next link on the last', () => {
    const { rerender } = render(<PageLinks list="Explore Lighting" current={1} count={3} href={href} />)
    expect(screen.queryByRole('link', { name: 'Previous' })).toBeNull()
    rerender(<PageLinks list="Explore Lighting" current={3} count={3} href={href} />)
    expect(screen.queryByRole('link', { name: 'Next' })).toBeNull()
  })
})
