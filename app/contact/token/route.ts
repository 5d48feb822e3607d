import { formTokenFor } from '@/lib/contact/form-token-key'

export const dynamic = 'force-dynamic'

/**
 * The contact form's token (lib/contact/form-token.ts), fetched by the form's script when a
 * visitor starts on it. Not in the page itself: the pages with the form are static and cached by
 * every layer, so a token there would be one for every visitor, issued at build. Never cached.
 */
export function GET(request: Request) {
  return Response.json({ token: formTokenFor(request.headers) }, { headers: { 'cache-control': 'private, no-store' } })
}
