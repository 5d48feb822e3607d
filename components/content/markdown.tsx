import Link from 'next/link'
import ReactMarkdown, { type Components } from 'react-markdown'
import { NewTabNote } from '@/components/ui/new-tab-note'
import { identityPlaceholders } from '@/content/company/identity'
import { fillPlaceholders } from '@/lib/text/placeholders'

/** Site paths go through next/link; links to other sites open in a new tab, mail and phone links as they are. */
const components: Components = {
  a: ({ href = '', children }) =>
    href.startsWith('/') ? (
      <Link href={href}>{children}</Link>
    ) : /^https?:/.test(href) ? (
      <a href={href} target="_blank" rel="noreferrer">
        {children}
        <NewTabNote />
      </a>
    ) : (
      <a href={href}>{children}</a>
    ),
}

/**
 * A page's Markdown, rendered on the server: plain HTML, no client JavaScript. `{{placeholders}}`
 * name the company as content/company/identity.ts has it.
 */
export function Markdown({ source }: { source: string }) {
  return (
    <div className="max-w-3xl markdown-prose">
      <ReactMarkdown components={components} skipHtml>
        {fillPlaceholders(source, identityPlaceholders)}
      </ReactMarkdown>
    </div>
  )
}
