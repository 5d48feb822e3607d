/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react'
import { SavingsCalculator } from './savings-calculator'

describe('SavingsCalculator', () => {
  it('starts at one fan and follows the slider', () => {
    render(<SavingsCalculator />)
    const slider = screen.getByLabelText(/Number of fans/)
    expect(slider).toHaveValue('1')
    expect(screen.getAllByRole('definition').map((figure) => figure.textContent)).toEqual(['₹3,006', '₹1,233', '₹1,773', '₹17,730'])
    fireEvent.change(slider, { target: { value: '10' } })
    expect(screen.getAllByRole('definition').map((figure) => figure.textContent)).toEqual(['₹30,065', '₹12,330', '₹17,730', '₹1,77,300'])
  })
})
