import { whenIdle } from './when-idle'

describe('whenIdle', () => {
  afterEach(() => {
    jest.useRealTimers()
    Reflect.deleteProperty(globalThis, 'requestIdleCallback')
    Reflect.deleteProperty(globalThis, 'cancelIdleCallback')
  })

  it('asks the browser for an idle moment, no later than the timeout, and can take it back', () => {
    const requested: { task: () => void; timeout?: number }[] = []
    const cancelled: number[] = []
    Object.assign(globalThis, {
      requestIdleCallback: (task: () => void, options?: { timeout?: number }) => requested.push({ task, timeout: options?.timeout }),
      cancelIdleCallback: (handle: number) => cancelled.push(handle),
    })
    const task = jest.fn()
    const cancel = whenIdle(task, 1000)
    expect(requested).toEqual([{ task, timeout: 1000 }])
    expect(task).not.toHaveBeenCalled()
    cancel()
    expect(cancelled).toEqual([1])
  })

  it('without requestIdleCallback (Safari), runs the task in a task of its own', () => {
    jest.useFakeTimers()
    const task = jest.fn()
    whenIdle(task, 1000)
    expect(task).not.toHaveBeenCalled()
    jest.runOnlyPendingTimers()
    expect(task).toHaveBeenCalledTimes(1)

    const cancelledTask = jest.fn()
    whenIdle(cancelledTask, 1000)()
    jest.runOnlyPendingTimers()
    expect(cancelledTask).not.toHaveBeenCalled()
  })
})
