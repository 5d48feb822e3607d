import { labels } from '@/content/labels'

/** Trading-partner tags of a product. */
export function PartnerTags({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0) return null
  return (
    <ul className="flex flex-wrap gap-2" aria-label={labels.partners}>
      {tags.map((tag) => (
        <li key={tag} className="partner-tag">
          {tag}
        </li>
      ))}
    </ul>
  )
}
