import Link from 'next/link'
import ReactMarkdown, { type Components } from 'react-markdown'

/** Site paths go through next/link; the few external links open in a new tab. */
const components: Components = {
  a: ({ href = '', children }) =>
    href.startsWith('/') ? (
      <Link href={href}>{children}</Link>
    ) : (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    ),
}

/** A page's Markdown, rendered on the server: plain HTML, no client JavaScript. */
export function Markdown({ source }: { source: string }) {
  return (
    <div className="max-w-3xl space-y-5 text-lg leading-relaxed text-slate-700 [&_a]:font-semibold [&_a]:text-amber-700 [&_a]:underline [&_a]:underline-offset-4 [&_blockquote]:border-l-4 [&_blockquote]:border-amber-brand [&_blockquote]:pl-5 [&_blockquote]:italic [&_h2]:pt-4 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-navy-900 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-navy-900 [&_li]:pl-1 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6 [&_strong]:text-navy-900 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6">
      <ReactMarkdown components={components} skipHtml>
        {source}
      </ReactMarkdown>
    </div>
  )
}
