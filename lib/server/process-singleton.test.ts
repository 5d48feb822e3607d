import { processSingleton } from './process-singleton'

type Module = typeof import('./process-singleton')

describe('processSingleton', () => {
  afterEach(() => {
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('arkvolt.test-value')]
  })

  it('makes the value once, and every copy of the module gets the same one', () => {
    let copy: Module | undefined
    jest.isolateModules(() => {
      copy = jest.requireActual<Module>('./process-singleton')
    })
    const make = jest.fn(() => ({ made: true }))
    const first = processSingleton('test-value', make)
    expect(copy!.processSingleton('test-value', make)).toBe(first)
    expect(make).toHaveBeenCalledTimes(1)
  })
})
