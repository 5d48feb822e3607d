import { AsyncLocalStorage } from 'node:async_hooks'
import { captureServerScope, runDetached } from './detached'

describe('runDetached', () => {
  it("runs a task started inside a request's context in the context captured at start", async () => {
    const requests = new AsyncLocalStorage<string>()
    captureServerScope()
    const seen = await requests.run('request 1', async () => {
      const inside = requests.getStore()
      const detached = await runDetached(async () => {
        await new Promise((resolve) => setTimeout(resolve, 1))
        return requests.getStore()
      })
      return { inside, detached, after: requests.getStore() }
    })
    expect(seen).toEqual({ inside: 'request 1', detached: undefined, after: 'request 1' })
  })
})
