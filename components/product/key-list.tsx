/** A titled list of short texts (key features, key points), ticked. */
export function KeyList({ title, items }: { title: string; items: readonly string[] }) {
  if (items.length === 0) return null
  return (
    <section className="mt-8">
      <h2 className="text-lg font-semibold text-navy-900">{title}</h2>
      <ul className="mt-3 space-y-2">
        {items.map((item) => (
          <li key={item} className="tick-item">
            {item}
          </li>
        ))}
      </ul>
    </section>
  )
}
