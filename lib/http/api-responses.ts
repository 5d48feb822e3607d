/** The site's API answers errors as JSON with a message a person can read, never a stack trace. */
export function jsonError(status: number, message: string, headers: HeadersInit = {}): Response {
  return Response.json({ error: message }, { status, headers })
}

export const unknownList = () => jsonError(404, 'There is no such list.')

export const catalogueUnavailable = () =>
  jsonError(503, 'The catalogue is unavailable right now. Please try again shortly.', { 'retry-after': '5' })
