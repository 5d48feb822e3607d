import { sanitizeDescription } from '@/lib/text/html'

/** The upstream HTML description, sanitized on the server before it reaches the page. */
export function ProductDescription({ html }: { html: string }) {
  const clean = sanitizeDescription(html)
  if (!clean) return null
  return <div className="mt-6 description-prose" dangerouslySetInnerHTML={{ __html: clean }} />
}
