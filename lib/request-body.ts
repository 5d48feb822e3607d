import { jsonError } from './api-responses'

/**
 * A JSON request body, refused with a clear 4xx when it is too large (413), not JSON (415) or
 * malformed (400). Reads at most `limit` bytes, whatever the Content-Length claims.
 */
export async function readJsonBody(request: Request, limit: number): Promise<{ value: unknown } | { error: Response }> {
  const type = request.headers.get('content-type') ?? ''
  if (!/^application\/json\s*(;|$)/i.test(type)) return { error: jsonError(415, 'Send the body as application/json.') }
  if (Number(request.headers.get('content-length')) > limit) return { error: jsonError(413, `The body is over ${limit} bytes.`) }
  const reader = request.body?.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  while (reader) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel()
      return { error: jsonError(413, `The body is over ${limit} bytes.`) }
    }
    chunks.push(value)
  }
  try {
    return { value: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown }
  } catch {
    return { error: jsonError(400, 'The body is not valid JSON.') }
  }
}
