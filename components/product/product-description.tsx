import { sanitizeDescription } from '@/lib/html'

/** The upstream HTML description, sanitized on the server before it reaches the page. */
export function ProductDescription({ html }: { html: string }) {
  const clean = sanitizeDescription(html)
  if (!clean) return null
  return (
    <div
      className="mt-6 space-y-4 text-slate-700 [&_a]:font-semibold [&_a]:text-amber-700 [&_a]:underline [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-navy-900 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-navy-900 [&_li]:ml-5 [&_ol]:list-decimal [&_ul]:list-disc"
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  )
}
