import { labels } from '@/content/labels'

/** Inside a link that opens a new tab: says so to screen readers, shows nothing. */
export function NewTabNote() {
  return <span className="sr-only">{` ${labels.newTab}`}</span>
}
