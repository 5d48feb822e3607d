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
    <div className="max-w-3xl markdown-prose">
      <ReactMarkdown components={components} skipHtml>
        {source}
      </ReactMarkdown>
    </div>
  )
}
