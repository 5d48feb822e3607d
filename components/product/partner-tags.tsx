/** Trading-partner tags of a product. */
export function PartnerTags({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0) return null
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Partners">
      {tags.map((tag) => (
        <li key={tag} className="rounded-full bg-emerald-50 px-3 py-1 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200">
          {tag}
        </li>
      ))}
    </ul>
  )
}
