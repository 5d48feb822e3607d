import { readListItems, type Wanted } from './list-stream'

/** A body sent in chunks of `size` bytes, counting how many chunks were pulled from it. */
function body(text: string, size = 4) {
  const bytes = new TextEncoder().encode(text)
  let offset = 0
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= bytes.length) return controller.close()
      controller.enqueue(bytes.slice(offset, offset + size))
      offset += size
    },
  })
  return { stream, read: () => offset }
}

const collect = async (text: string, limit = 1024, until = Infinity) => {
  const items: unknown[] = []
  await readListItems(body(text).stream, limit, (item): Wanted => (items.push(item) < until ? 'more' : 'enough'))
  return items
}

describe('readListItems', () => {
  it('hands every item of the list over, in order', async () => {
    expect(await collect(' [{"a":1},{"b":[2,3]},"c",4] ')).toEqual([{ a: 1 }, { b: [2, 3] }, 'c', 4])
    expect(await collect('[]')).toEqual([])
  })

  it('stops reading once the reader has enough: the rest is never downloaded', async () => {
    const long = `[${Array.from({ length: 1000 }, (_, index) => `{"n":${index}}`).join(',')}]`
    const source = body(long)
    const items: unknown[] = []
    await readListItems(source.stream, 100, (item) => (items.push(item) < 2 ? 'more' : 'enough'))
    expect(items).toEqual([{ n: 0 }, { n: 1 }])
    expect(source.read()).toBeLessThan(40)
  })

  it('counts only the bytes read against the limit', async () => {
    const long = `[${'{"n":1},'.repeat(10_000)}{"n":1}]`
    await expect(collect(long, 64, 3)).resolves.toHaveLength(3)
    await expect(collect(long, 64)).rejects.toThrow('answer is over the 64-byte limit')
  })

  it.each([
    ['{"a":1}', 'the answer is not a list'],
    ['"text"', 'the answer is not a list'],
    ['', 'the answer is not a list'],
    ['[{"a":1},{"b":', 'malformed JSON'],
    ['[{"a":1}] [2]', 'malformed JSON'],
    ['[{"a":tru}]', 'malformed JSON'],
  ])('refuses %j', async (text, problem) => {
    await expect(collect(text)).rejects.toThrow(problem)
  })
})
