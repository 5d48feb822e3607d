import sanitizeHtml from 'sanitize-html'
import { safeLinkHref } from './safe-url'

/**
 * Product descriptions arrive as HTML from upstream and are treated as hostile: only text
 * formatting survives, links keep https, mailto and tel targets only, and every script, style,
 * event handler, frame, form and inline style is removed. Runs on the server, once per render.
 */
const descriptionPolicy: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'h5', 'blockquote',
    'a', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'span', 'sup', 'sub', 'hr',
  ],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], th: ['colspan', 'rowspan'], td: ['colspan', 'rowspan'] },
  allowedSchemes: ['https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // The page has its own h1; a heading in a description is at most a section heading.
    h1: 'h2',
    // A link survives only with a safe target; otherwise its text stays and the link goes.
    a: (_, attribs): sanitizeHtml.Tag => {
      const href = safeLinkHref(attribs.href)
      return href
        ? { tagName: 'a', attribs: { href, target: '_blank', rel: 'noopener noreferrer nofollow' } }
        : { tagName: 'span', attribs: {} }
    },
  },
}

export function sanitizeDescription(html: string): string {
  return sanitizeHtml(html, descriptionPolicy).trim()
}

const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' }

/** The description as plain text, for meta descriptions and structured data. */
export function plainText(html: string): string {
  const text = sanitizeHtml(html.replace(/<\/(p|li|h\d|br|tr|div)>/gi, '$& '), { allowedTags: [], allowedAttributes: {} })
  return text
    .replace(/&(amp|lt|gt|quot);/g, (entity) => entities[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim()
}
