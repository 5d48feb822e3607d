import sanitizeHtml from 'sanitize-html'
import { safeLinkHref } from './safe-url'

/**
 * Product descriptions arrive as HTML from upstream and are treated as hostile: only text
 * formatting survives, links keep https, mailto and tel targets only, and every script, style,
 * event handler, frame, form and inline style is removed. Runs on the server, once per render.
 */
const descriptionPolicy: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'blockquote',
    'a',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'span',
    'sup',
    'sub',
    'hr',
  ],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], th: ['colspan', 'rowspan'], td: ['colspan', 'rowspan'] },
  allowedSchemes: ['https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // The page has its own h1 and the description comes right under it: its headings are the
    // page's section headings, one level down at most, so no level is ever skipped.
    h1: 'h2',
    h3: 'h2',
    h4: 'h3',
    h5: 'h3',
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

const allowed = descriptionPolicy.allowedTags as string[]
const attributes = descriptionPolicy.allowedAttributes as Record<string, string[]>
const renamed = descriptionPolicy.transformTags as Record<string, unknown>
const tagPattern = /<\s*\/?\s*([a-zA-Z][^\s/>]*)([^>]*)>/g

/**
 * Whether `html` has a tag the policy does not keep or rename, or any attribute: only then can
 * the sanitizer take something out. A cheap look before the sanitizer's own pass, which the
 * catalogue check would otherwise run over every description of a line (seconds at 20,000).
 */
function mayLoseMarkup(html: string): boolean {
  for (const [, name = '', rest = ''] of html.matchAll(tagPattern)) {
    const tag = name.toLowerCase()
    if ((!allowed.includes(tag) && !(tag in renamed)) || rest.replace(/[\s/]/g, '') !== '') return true
  }
  return false
}

/**
 * What sanitizeDescription takes out of `html`: each tag it drops (`<script>`), attribute it
 * drops (`onclick`) and link it unlinks (`href`), once each, at most `limit`. Empty when the
 * description is shown as upstream wrote it, formatting aside.
 */
export function descriptionRemovals(html: string, limit = 5): string[] {
  if (!mayLoseMarkup(html)) return []
  const removed = new Set<string>()
  sanitizeHtml(html, {
    ...descriptionPolicy,
    onOpenTag: (name, attribs) => {
      if (!allowed.includes(name) && !(name in renamed)) removed.add(`<${name}>`)
      for (const attribute of Object.keys(attribs)) {
        const unsafeLink = name === 'a' && attribute === 'href' && !safeLinkHref(attribs.href)
        if (unsafeLink || !(attributes[name] ?? []).includes(attribute)) removed.add(attribute)
      }
    },
  })
  return [...removed].slice(0, limit)
}
