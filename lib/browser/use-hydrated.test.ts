/** @jest-environment jsdom */
import { renderHook } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { createElement } from 'react'
import { useHydrated } from './use-hydrated'

function Probe() {
  return createElement('span', null, useHydrated() ? 'hydrated' : 'server')
}

describe('useHydrated', () => {
  it('is false in the server’s HTML', () => {
    expect(renderToString(createElement(Probe))).toContain('server')
  })
  it('is true once rendered in the browser', () => {
    expect(renderHook(() => useHydrated()).result.current).toBe(true)
  })
})
