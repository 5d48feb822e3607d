/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { FanRemote } from './fan-remote'

describe('FanRemote', () => {
  it('is a set of real buttons with pressed states driving the fan picture', async () => {
    const user = userEvent.setup()
    render(<FanRemote picture={{ src: '/images/fan-top.svg', width: 320, height: 320 }} />)
    const fan = screen.getByTestId('remote-fan')
    const power = screen.getByRole('button', { name: 'Power' })
    expect(power).toHaveAttribute('aria-pressed', 'false')
    expect(fan).toHaveStyle({ animationPlayState: 'paused', animationDuration: '3s' })

    await user.click(power)
    expect(power).toHaveAttribute('aria-pressed', 'true')
    expect(fan).toHaveStyle({ animationPlayState: 'running' })

    await user.click(screen.getByRole('button', { name: '5' }))
    expect(screen.getByRole('button', { name: '5' })).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByRole('button', { name: '1' })).toHaveAttribute('aria-pressed', 'false')
    expect(fan).toHaveStyle({ animationDuration: '0.1s' })

    await user.click(screen.getByRole('button', { name: 'Reverse' }))
    expect(fan).toHaveStyle({ animationDirection: 'reverse' })
    expect(screen.getByRole('status')).toHaveTextContent('Spinning anticlockwise, one turn every 0.1 seconds.')
  })
})
