/**
 * A request's or response's body, read only while it stays within `limit` bytes: null as soon
 * as it goes over, and the rest is never read. A declared Content-Length over the limit is
 * refused before reading; a body that lies about its length is still cut at the limit.
 */
export async function readBounded(message: Request | Response, limit: number): Promise<Buffer | null> {
  if (Number(message.headers.get('content-length')) > limit) {
    await message.body?.cancel()
    return null
  }
  if (!message.body) return Buffer.alloc(0)
  const reader = message.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return Buffer.concat(chunks)
    size += value.byteLength
    if (size > limit) {
      await reader.cancel()
      return null
    }
    chunks.push(value)
  }
}
