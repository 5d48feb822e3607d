import { jsonError } from './api-responses'
import { readBounded } from './bounded-body'

/**
 * A JSON request body, refused with a clear 4xx when it is too large (413), not JSON (415) or
 * malformed (400). Reads at most `limit` bytes, whatever the Content-Length claims.
 */
export async function readJsonBody(request: Request, limit: number): Promise<{ value: unknown } | { error: Response }> {
  const type = request.headers.get('content-type') ?? ''
  if (!/^application\/json\s*(;|$)/i.test(type)) return { error: jsonError(415, 'Send the body as application/json.') }
  const body = await readBounded(request, limit)
  if (!body) return { error: jsonError(413, `The body is over ${limit} bytes.`) }
  try {
    return { value: JSON.parse(body.toString('utf8')) as unknown }
  } catch {
    return { error: jsonError(400, 'The body is not valid JSON.') }
  }
}
