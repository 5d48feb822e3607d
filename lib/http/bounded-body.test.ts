import { readBounded } from './bounded-body'

/** A body sent in chunks, counting how many were pulled. */
function chunked(chunks: number, size: number) {
  let pulled = 0
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled === chunks) return controller.close()
      pulled++
      controller.enqueue(new Uint8Array(size).fill(120))
    },
  })
  return { body, pulled: () => pulled }
}

describe('readBounded', () => {
  it('gives the whole body when it is within the limit', async () => {
    const body = await readBounded(new Response('{"a":1}'), 7)
    expect(body?.toString()).toBe('{"a":1}')
  })

  it('refuses a declared length over the limit without reading', async () => {
    const stream = chunked(4, 10)
    const response = new Response(stream.body, { headers: { 'content-length': '40' } })
    expect(await readBounded(response, 39)).toBeNull()
    expect(stream.pulled()).toBeLessThanOrEqual(1)
  })

  it('stops reading a body that goes over the limit, whatever it declared', async () => {
    const stream = chunked(1000, 1024)
    const response = new Response(stream.body, { headers: { 'content-length': '10' } })
    expect(await readBounded(response, 4096)).toBeNull()
    expect(stream.pulled()).toBeLessThan(10)
  })
})
